#!/usr/bin/env python3
"""Slow-body attacks (slowhttptest -B, "R-U-Dead-Yet") against POST /layout.

A slow-body client sends a complete head and then trickles its body, a few bytes every few
seconds: never idle, so libmicrohttpd's --connection-timeout never cuts it, and past its head, so
--header-timeout does not either. `--body-timeout` (a deadline from the head) and
`--min-body-rate` (after `--body-rate-grace`) answer it 408 `request-timeout` and close it.

Each test runs slowhttptest (Debian package, installed by scripts/ensure-deps.sh test) against a
daemon with `--max-connections 20`, and meanwhile a probe sends normal POST /layout requests one
after the other from the attack's start. The figure that matters is the probe's latency: without
the body limits, the attackers would hold every slot for the whole attack and no probe request
would be answered.

Run: IntegrationTests/reliability/run.sh   (or this file directly with the venv's Python)
"""

from __future__ import annotations

import csv
import json
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from harness import ROOT, SEED, Daemon, Reply, Suite, assert_problem, percentile, read_all

SLOTS, ATTACKERS, ATTACK_SECONDS = 20, 25, 12
LAYOUT_BODY = json.dumps(SEED).encode()
suite = Suite("reliability-slow-body")
WORKDIR = ROOT / ".build" / "reliability"


class Probe:
    """Sends POST /layout one after the other on new connections; records (start, seconds or None)."""

    def __init__(self, daemon: Daemon, seconds: float):
        self.daemon, self.seconds = daemon, seconds
        self.samples: list[tuple[float, float | None]] = []
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        deadline = time.monotonic() + self.seconds
        while time.monotonic() < deadline and len(self.samples) < 5000:
            started = time.monotonic()
            try:
                status = self.daemon.request(
                    "POST", "/layout", LAYOUT_BODY, {"Content-Type": "application/json"}, timeout=15).status
                self.samples.append((started, time.monotonic() - started if status == 200 else None))
            except OSError:
                self.samples.append((started, None))
            time.sleep(0.02)

    def start(self) -> None:
        self._thread.start()

    def join(self) -> None:
        self._thread.join(self.seconds + 20)


def attack(daemon: Daemon, name: str, interval: int) -> tuple[list[dict], str]:
    """Runs slowhttptest -B with ATTACKERS connections against POST /layout, each sending up to
    up to 22 body bytes every `interval` s of a declared 8 KiB, for at most ATTACK_SECONDS; returns its
    per-second statistics (rows of its CSV) and its output."""
    assert shutil.which("slowhttptest"), "slowhttptest is missing: run scripts/ensure-deps.sh test"
    prefix = WORKDIR / f"slowhttptest-{name}"
    argv = ["slowhttptest", "-B", "-c", str(ATTACKERS), "-r", "100", "-i", str(interval), "-x", "10",
            "-s", "8192", "-l", str(ATTACK_SECONDS), "-p", "3", "-g", "-o", str(prefix),
            "-u", f"http://127.0.0.1:{daemon.port}/layout"]
    result = subprocess.run(argv, capture_output=True, text=True, timeout=ATTACK_SECONDS + 30)
    rows = list(csv.DictReader(Path(f"{prefix}.csv").open()))
    return rows, result.stdout + result.stderr


def run_attack(name: str, interval: int, *arguments: str) -> tuple[float, float, int]:
    """Attack and probe together; asserts the attackers are cut and the probe keeps being answered.
    Returns when the first probe request was answered (seconds after the attack began), the
    longest probe latency, and the second of slowhttptest's statistics by which SLOTS attackers
    had been closed."""
    with Daemon("--max-connections", str(SLOTS), *arguments, log_name=f"slow-body-{name}") as d:
        probe = Probe(d, ATTACK_SECONDS)
        result: dict = {}
        attacker = threading.Thread(target=lambda: result.update(rows=attack(d, name, interval)))
        attacker.start()
        time.sleep(0.5)  # let the attackers take the slots first
        attack_started = time.monotonic() - 0.5
        probe.start()
        probe.join()
        attacker.join(ATTACK_SECONDS + 40)
        rows, output = result["rows"]
        (WORKDIR / f"slowhttptest-{name}.out").write_text(output)
        assert d.is_running(), "sheetd died during the attack"

    latencies = [seconds for _, seconds in probe.samples if seconds is not None]
    errors = sum(1 for _, seconds in probe.samples if seconds is None)
    first = next((start + seconds - attack_started for start, seconds in probe.samples if seconds is not None),
                 None)
    rows = [{key.strip().lower(): int(value) for key, value in row.items()} for row in rows]
    connected = max(row["connected"] for row in rows)
    # The attackers that got slots at once are cut first; those that waited in the accept queue
    # get slots then, and their own limits run from there.
    cut_at = next((row["seconds"] for row in rows if row["closed"] >= SLOTS), None)
    suite.figure(f"{name}_attack", f"{connected} of {ATTACKERS} attackers connected; {SLOTS} closed by the server "
                 f"within {cut_at} s" if cut_at is not None else f"{connected} connected, fewer than {SLOTS} closed")
    suite.figure(f"{name}_probe", f"{len(probe.samples)} POST /layout, {errors} errors, first answered "
                 f"{first:.2f} s after the attack began, p50 {percentile(latencies, 0.5) * 1000:.1f} ms, "
                 f"max {max(latencies):.2f} s" if latencies else f"{len(probe.samples)} requests, none answered")
    assert errors == 0, f"{errors} probe requests failed\n{output[-2000:]}"
    assert len(latencies) >= 20, f"only {len(latencies)} probe requests answered in {ATTACK_SECONDS} s"
    assert cut_at is not None, f"the attackers holding the slots were not cut\n{output[-2000:]}"
    return first, max(latencies), cut_at


@suite.test
def slow_body_below_the_minimum_rate():
    """25 slow-body clients (up to 22 bytes every 10 s) on 20 slots, default limits -> cut at the 5 s rate grace, probes answered"""
    first, worst, cut_at = run_attack("min-rate", 10)
    assert cut_at <= 5 * 1.1 + 2, f"the attackers were cut {cut_at} s into the attack"
    assert first < 5 * 1.1 + 2, f"first probe answered {first:.2f} s after the attack began"
    assert worst < 5 * 1.1 + 2, f"a probe waited {worst:.2f} s"


@suite.test
def slow_body_over_max_connections():
    """25 slow-body clients (up to 22 bytes every 1 s, rate check off) on 20 slots, --body-timeout 3 -> cut at 3 s, probes answered"""
    first, worst, cut_at = run_attack("deadline", 1, "--body-timeout", "3", "--min-body-rate", "0")
    assert cut_at <= 3 * 1.1 + 2, f"the attackers were cut {cut_at} s into the attack"
    assert first < 3 * 1.1 + 2, f"first probe answered {first:.2f} s after the attack began"
    assert worst < 3 * 1.1 + 2, f"a probe waited {worst:.2f} s"


@suite.test
def trickled_body_gets_a_408_problem():
    """a body trickled past --body-timeout 2 (one byte every 0.5 s) -> 408 request-timeout problem+json, then closed"""
    with Daemon("--body-timeout", "2", "--min-body-rate", "0", log_name="slow-body-408") as d:
        with socket.create_connection(("127.0.0.1", d.port), timeout=10) as sock:
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
            received += read_all(sock, 5)
            answered_after = time.monotonic() - started
    suite.figure("trickled_body_answered_after_s", round(answered_after, 2))
    reply = Reply.parse(received)
    assert_problem(reply, 408, type_suffix="request-timeout")
    assert reply.headers.get("connection") == "close", f"headers {reply.headers}"
    assert 2 <= answered_after < 2 * 1.1 + 1.5, f"answered {answered_after:.2f} s after the head"


def main() -> int:
    WORKDIR.mkdir(parents=True, exist_ok=True)
    return 0 if suite.run() else 1


if __name__ == "__main__":
    sys.exit(main())
