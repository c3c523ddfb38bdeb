"""Slow-body attacks (slowhttptest -B, "R-U-Dead-Yet") against POST /layout.

A slow-body client sends a complete head and then trickles its body, a few bytes every few
seconds: never idle, so libmicrohttpd's --connection-timeout never cuts it, and past its head, so
--header-timeout does not either. `--body-timeout` (a deadline from the head) and
`--min-body-rate` (after `--body-rate-grace`) answer it 408 `request-timeout` and close it.

Each attack test runs slowhttptest (Debian package, installed by scripts/ensure-deps.sh test)
against a daemon with `--max-connections 20`, and meanwhile a probe sends normal POST /layout
requests one after the other once the attackers hold every slot. Without the body limits the
attackers would hold every slot until slowhttptest's time limit and no probe request would be
answered before the attack ended (main before fix 7). So each test asserts order and counts, not
durations (issue 19): the attackers holding the slots are cut by the server (408, nothing else)
before slowhttptest's last interval, and the first probe request is answered after attackers
were cut and while slowhttptest still runs with attackers connected. The attack's time limit is
a multiple of the limit under test: the first 20 are cut at the limit, the 5 that waited in the
accept queue get slots then and are cut at twice the limit, which ends the attack ("No open
connections left") with margin before its time limit. Latencies and cut times are figures; GUARD_S
only bounds a hang.

Run: IntegrationTests/reliability/run.sh   (or .venv/bin/pytest on this file)
"""

from __future__ import annotations

import csv
import json
import os
import re
import shutil
import socket
import subprocess
import threading
import time
from pathlib import Path

from sheetd_support import (
    GUARD_S,
    ROOT,
    SEED,
    Daemon,
    Figures,
    Reply,
    accept_queue_length,
    assert_problem,
    peer_closed,
    percentile,
    read_all,
    wait_until,
)

SLOTS, ATTACKERS = 20, 25
# slowhttptest's time limit, in multiples of the limit under test (the body deadline or the rate
# grace): the attackers are all cut by twice the limit, so the attack ends by itself well before.
ATTACK_LIMITS = 4
LAYOUT_BODY = json.dumps(SEED).encode()
figures = Figures("reliability-slow-body")
WORKDIR = ROOT / ".build" / "reliability"
WORKDIR.mkdir(parents=True, exist_ok=True)


def connections_of(pid: int, port: int) -> int:
    """ESTABLISHED TCP connections of process `pid` to 127.0.0.1:`port`: its sockets (the inodes
    in /proc/PID/fd) looked up in /proc/net/tcp. A connection the server has closed leaves
    ESTABLISHED at once; 0 once the process has exited."""
    inodes = set()
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            try:
                target = os.readlink(f"/proc/{pid}/fd/{fd}")
            except OSError:
                continue
            if target.startswith("socket:["):
                inodes.add(target[len("socket:["):-1])
    except OSError:
        return 0
    remote = f"0100007F:{port:04X}"
    return sum(1 for line in Path("/proc/net/tcp").read_text().splitlines()[1:]
               if (fields := line.split())[9] in inodes and fields[2] == remote and fields[3] == "01")


class Attack:
    """slowhttptest -B with ATTACKERS connections against POST /layout, each sending up to 22 body
    bytes every `interval` s of a declared 8 KiB, for at most `seconds`."""

    def __init__(self, daemon: Daemon, name: str, interval: int, seconds: int):
        assert shutil.which("slowhttptest"), "slowhttptest is missing: run scripts/ensure-deps.sh test"
        self.daemon, self.name, self.seconds = daemon, name, seconds
        self.prefix = WORKDIR / f"slowhttptest-{name}"
        self.argv = ["slowhttptest", "-B", "-c", str(ATTACKERS), "-r", "100", "-i", str(interval), "-x", "10",
                     "-s", "8192", "-l", str(seconds), "-p", "3", "-g", "-o", str(self.prefix),
                     "-u", f"http://127.0.0.1:{daemon.port}/layout"]
        self.process: subprocess.Popen | None = None
        self.started = self.ended = 0.0

    def start(self) -> None:
        self.started = time.monotonic()
        self.process = subprocess.Popen(self.argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)

    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def connected(self) -> int:
        """Attackers still connected (not yet cut by the server)."""
        assert self.process is not None
        return connections_of(self.process.pid, self.daemon.port)

    def wait(self) -> str:
        """Waits for slowhttptest to end (its time limit plus the guard); returns its output."""
        assert self.process is not None
        try:
            output, _ = self.process.communicate(timeout=self.seconds + GUARD_S)
        except subprocess.TimeoutExpired:
            self.process.kill()
            output, _ = self.process.communicate()
            raise AssertionError(f"slowhttptest still ran {GUARD_S} s after its {self.seconds} s time limit")
        finally:
            self.ended = time.monotonic()
        (WORKDIR / f"slowhttptest-{self.name}.out").write_text(output)
        return output

    def rows(self) -> list[dict[str, int]]:
        """slowhttptest's per-second statistics (its CSV: seconds, closed, pending, connected, ...)."""
        rows = csv.DictReader(Path(f"{self.prefix}.csv").open())
        return [{key.strip().lower(): int(value) for key, value in row.items()} for row in rows]


class Probe:
    """Sends POST /layout one after the other on new connections until stopped; records (start,
    end, answered 200) of each, and when the first is answered, what the attack looked like."""

    def __init__(self, daemon: Daemon, attack: Attack):
        self.daemon, self.attack = daemon, attack
        self.samples: list[tuple[float, float, bool]] = []
        self.at_first_answer: dict | None = None  # {"running": bool, "connected": attackers}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set() and len(self.samples) < 5000:
            started = time.monotonic()
            try:
                ok = self.daemon.request("POST", "/layout", LAYOUT_BODY, {"Content-Type": "application/json"},
                                         timeout=GUARD_S).status == 200
            except OSError:
                ok = False
            ended = time.monotonic()
            if ok and self.at_first_answer is None:
                self.at_first_answer = {"running": self.attack.running(), "connected": self.attack.connected()}
            self.samples.append((started, ended, ok))
            time.sleep(0.02)

    def __enter__(self) -> "Probe":
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join(GUARD_S)


def layout_statuses(metrics: str) -> dict[int, int]:
    """POST /layout answers by status, from sheetd_http_requests_total on the /metrics page."""
    counts: dict[int, int] = {}
    for line in metrics.splitlines():
        if line.startswith("sheetd_http_requests_total{") and 'route="/layout"' in line and 'method="POST"' in line:
            status = int(line.split('status="')[1].split('"')[0])
            counts[status] = counts.get(status, 0) + int(float(line.split()[-1]))
    return counts


def is_json_object(line: str) -> bool:
    """Whether `line` parses as one JSON object."""
    try:
        return isinstance(json.loads(line), dict)
    except ValueError:
        return False


def run_attack(name: str, interval: int, limit: int, *arguments: str) -> None:
    """Attack and probe together against a daemon with `arguments`, whose body limit (deadline or
    rate grace) is `limit` s; asserts the attackers are cut while the attack runs, the probe is
    answered after the cut and before the attack ends, and reports latencies and cut times."""
    # The JSON log, so that the attack also shows every line sheetd writes under it is a JSON object.
    # The body limits alone are under test: no per-address cap (all attackers are on 127.0.0.1) and no early
    # closes to make room (test_connection_pressure.py covers those; slow bodies are never closed for room anyway).
    with Daemon("--max-connections", str(SLOTS), "--max-connections-per-ip", "0", "--room-for-new-connections", "off",
                *arguments, "--log-format", "json", log_name=f"slow-body-{name}") as d:
        attack = Attack(d, name, interval, ATTACK_LIMITS * limit)
        attack.start()
        # the attackers are connected, SLOTS of them accepted and the rest queued: they hold every slot
        wait_until(lambda: not attack.running() or (attack.connected() >= ATTACKERS
                                                    and accept_queue_length(d.port) >= ATTACKERS - SLOTS),
                   "the attackers holding every slot")
        assert attack.running(), f"slowhttptest ended before holding the slots\n{attack.wait()[-2000:]}"
        with Probe(d, attack) as probe:
            output = attack.wait()
        assert d.is_running(), "sheetd died during the attack"
        statuses = layout_statuses(d.get("/metrics").body.decode())

    log_lines = [line for line in d.log_path.read_text(errors="replace").splitlines() if line.strip()]
    not_json = [line for line in log_lines if not is_json_object(line)]
    figures.record(f"{name}_log", f"{len(log_lines)} log lines under the attack, {len(not_json)} not JSON objects")
    assert not not_json, f"{len(not_json)} log lines under the attack are not JSON objects, e.g. {not_json[:3]}"

    rows = attack.rows()
    answered = [(start, end) for start, end, ok in probe.samples if ok]
    errors = len(probe.samples) - len(answered)
    latencies = [end - start for start, end in answered]
    during_attack = sum(1 for _, end in answered if end <= attack.ended)
    connected = max(row["connected"] for row in rows)
    # The attackers that got slots at once are cut first; those that waited in the accept queue
    # get slots then, and their own limits run from there.
    cut_at = next((row["seconds"] for row in rows if row["closed"] >= SLOTS), None)
    last = rows[-1]["seconds"]
    plain = re.sub(r"\x1b\[[0-9;]*m", "", output)
    ending = next((line.split("Exit status:")[1].strip() for line in plain.splitlines() if "Exit status:" in line), "?")
    figures.record(f"{name}_attack", f"{connected} of {ATTACKERS} attackers connected; {SLOTS} closed by the server "
                 f"within {cut_at} s of {last} s ({ending}; time limit {attack.seconds} s); POST /layout "
                 f"answers {dict(sorted(statuses.items()))}" if cut_at is not None
                 else f"{connected} connected, fewer than {SLOTS} closed by second {last} ({ending})")
    first = answered[0][1] - attack.started if answered else None
    figures.record(f"{name}_probe", f"{len(probe.samples)} POST /layout ({during_attack} answered during the attack), "
                 f"{errors} errors, first answered {first:.2f} s after the attack began "
                 f"(slowhttptest connections still open: {probe.at_first_answer['connected']}), "
                 f"p50 {percentile(latencies, 0.5) * 1000:.1f} ms, max {max(latencies):.2f} s"
                 if answered else f"{len(probe.samples)} requests, none answered")

    assert cut_at is not None, f"the attackers holding the slots were not cut\n{output[-2000:]}"
    assert cut_at < last, (f"the attackers holding the slots were cut only in slowhttptest's last interval "
                           f"(second {cut_at} of {last}), not while the attack ran\n{output[-2000:]}")
    others = {status: count for status, count in statuses.items() if status not in (200, 408)}
    assert not others, f"POST /layout answered {others} (only the probe's 200 and the attackers' 408 belong)"
    assert statuses.get(408, 0) >= SLOTS, (
        f"only {statuses.get(408, 0)} attackers were answered 408: not cut by the body limit")
    assert statuses.get(200, 0) == len(answered), (
        f"{statuses.get(200, 0)} POST /layout answered 200, the probe got {len(answered)}: an attacker was served")
    assert errors == 0, f"{errors} probe requests failed\n{output[-2000:]}"
    assert answered, "no probe request was answered"
    assert probe.at_first_answer["connected"] < ATTACKERS, (
        "the first probe request was answered while every attacker still held its connection")
    assert probe.at_first_answer["running"] and probe.at_first_answer["connected"] > 0, (
        "the first probe request was answered only once the attack had ended, not while it ran")
    assert during_attack >= 20, f"only {during_attack} probe requests answered during the attack"


def test_slow_body_below_the_minimum_rate():
    """25 slow-body clients (up to 22 bytes every 10 s) on 20 slots, default limits -> cut by the rate check after the 5 s grace while the attack runs, probes answered meanwhile"""
    run_attack("min-rate", 10, 5)


def test_slow_body_over_max_connections():
    """25 slow-body clients (up to 22 bytes every 1 s, rate check off) on 20 slots, --body-timeout 3 -> cut at the deadline while the attack runs, probes answered meanwhile"""
    run_attack("deadline", 1, 3, "--body-timeout", "3", "--min-body-rate", "0")


def test_slow_body_with_the_limits_off_still_drains():
    """25 slow-body clients on 20 slots with --body-timeout 0 --min-body-rate 0, attack over -> SIGTERM drains at once, exit 0 (fixed bug 8)"""
    with Daemon("--max-connections", str(SLOTS), "--max-connections-per-ip", "0", "--room-for-new-connections", "off",
                "--body-timeout", "0", "--min-body-rate", "0", log_name="slow-body-limits-off") as d:
        attack = Attack(d, "limits-off", 1, 6)
        attack.start()
        attack.wait()
        # The 5 attackers that waited in the accept queue were accepted with their bytes and their close
        # together, which libmicrohttpd 0.9.75 can miss (PeerClose); before the fix they stayed in flight.
        half_closed = sum(1 for line in Path("/proc/net/tcp").read_text().splitlines()[1:]
                          if (fields := line.split())[1].endswith(f":{d.port:04X}") and fields[3] == "08")
        figures.record("limits_off_half_closed_after_attack", half_closed)
        started = time.monotonic()
        code = d.stop()
        figures.record("limits_off_sigterm_to_exit_s", round(time.monotonic() - started, 2))
    stopped = [line for line in d.log_path.read_text(errors="replace").splitlines() if '"stopped"' in line]
    assert code == 0, f"sheetd exited with {code} on SIGTERM: {stopped}"
    assert stopped and '"drained":true' in stopped[-1], f"not drained: {stopped}"


BODY_TIMEOUT = 2


def test_trickled_body_gets_a_408_problem():
    """a body trickled past --body-timeout 2 (one byte every 0.5 s) -> 408 request-timeout problem+json, not before the deadline, then closed"""
    with Daemon("--body-timeout", str(BODY_TIMEOUT), "--min-body-rate", "0", log_name="slow-body-408") as d:
        with socket.create_connection(("127.0.0.1", d.port), timeout=GUARD_S) as sock:
            sock.sendall(b"POST /layout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                         b"Content-Length: %d\r\n\r\n" % len(LAYOUT_BODY))
            started = time.monotonic()
            sock.setblocking(False)
            received = b""
            for byte in LAYOUT_BODY[:20]:
                try:
                    sock.send(bytes([byte]))
                    received += sock.recv(65536)
                    break  # answered (or closed) before the body was complete
                except BlockingIOError:
                    time.sleep(0.5)
                except OSError:
                    break
            sock.setblocking(True)
            received += read_all(sock, GUARD_S)
            answered_after = time.monotonic() - started
            closed = peer_closed(sock)
    figures.record("trickled_body_answered_after_s", round(answered_after, 2))
    assert received, f"no answer to the trickled body within the {GUARD_S} s guard"
    reply = Reply.parse(received)
    assert_problem(reply, 408, type_suffix="request-timeout")
    assert reply.headers.get("connection") == "close", f"headers {reply.headers}"
    assert closed, f"the connection was still open {GUARD_S} s after the 408"
    # the deadline runs from the head, which the server received after it was sent: the answer
    # cannot come sooner (a consequence of the configuration, not a duration bound)
    assert answered_after >= BODY_TIMEOUT, (
        f"answered {answered_after:.2f} s after the head was sent, before --body-timeout {BODY_TIMEOUT}")
