"""Connection pressure (issue 29): slowloris floods against `--max-connections 100`, from one
address and from many, while a probe from another address sends normal POST /layout requests.

Before issue 29, `slowhttptest -H -c 500` from one address locked every client out for the whole
30 s attack (0 of 29 probes answered): the per-address cap stayed at 256, above the limit, and the
400 connections waiting in the accept queue were ahead of every newcomer. Now the per-address cap
defaults to a quarter of `--max-connections` (25), and when a new connection leaves fewer than one
slot in 32 free the connections that have waited longest for a request head are closed
(`ConnectionRoom`), so a flood from many addresses, which no per-address cap stops, degrades
fairly instead of blocking.

The pass marks are the issue's own: from one address, at least 95 % of the probes answered within
1 s; from many addresses (127.0.0.2-127.0.0.9, attackers that reconnect at once when closed),
at least 80 % within 2 s. They are the exception to issue 19's rule against timed assertions
here, because answering promptly under the attack is the behaviour under test; a probe counts as
unanswered after 5 s. Everything else (latencies, counts of closes) is a figure.

Run: IntegrationTests/reliability/run.sh   (not --quick: each attack lasts 30 s)
"""

from __future__ import annotations

import asyncio
import http.client
import json
import shutil
import subprocess
import threading
import time
from pathlib import Path

from sheetd_support import GUARD_S, ROOT, SEED, Daemon, Figures, percentile, serving, wait_until

figures = Figures("reliability-connection-pressure")
ATTACK_S = 30
SLOTS = 100
CONNECTIONS = 500
LAYOUT_BODY = json.dumps(SEED).encode()
WORKDIR = ROOT / ".build" / "reliability"


class Probe(threading.Thread):
    """POST /layout from `source` every `interval` s until stopped; records each latency (None
    when not answered 200 within PROBE_TIMEOUT_S)."""

    PROBE_TIMEOUT_S = 5

    def __init__(self, port: int, source: str, interval: float = 0.5):
        super().__init__(daemon=True)
        self.port, self.source, self.interval = port, source, interval
        self.latencies: list[float | None] = []
        self.stopping = threading.Event()

    def run(self) -> None:
        while not self.stopping.is_set():
            started = time.monotonic()
            latency = None
            try:
                connection = http.client.HTTPConnection(
                    "127.0.0.1", self.port, timeout=self.PROBE_TIMEOUT_S, source_address=(self.source, 0))
                connection.request("POST", "/layout", LAYOUT_BODY, {"Content-Type": "application/json"})
                response = connection.getresponse()
                response.read()
                connection.close()
                if response.status == 200:
                    latency = time.monotonic() - started
            except OSError:
                pass
            self.latencies.append(latency)
            self.stopping.wait(max(0.0, self.interval - (time.monotonic() - started)))

    def report(self, name: str, within_s: float) -> float:
        answered = [latency for latency in self.latencies if latency is not None]
        share = sum(1 for latency in answered if latency <= within_s) / max(1, len(self.latencies))
        figures.record(f"{name}_probes", len(self.latencies))
        figures.record(f"{name}_answered_within_{within_s:g}_s_percent", round(100 * share, 1))
        if answered:
            figures.record(f"{name}_probe_p50_ms", round(percentile(answered, 0.5) * 1000, 1))
            figures.record(f"{name}_probe_max_ms", round(max(answered) * 1000, 1))
        return share


def half_closed(port: int) -> int:
    """Server sockets on `port` in CLOSE-WAIT: the client closed, the server has not noticed yet."""
    table = Path("/proc/net/tcp").read_text().splitlines()[1:]
    return sum(1 for line in table if (fields := line.split())[1].endswith(f":{port:04X}") and fields[3] == "08")


def wait_for_closes(d: Daemon, name: str) -> None:
    """Waits until the server has closed every connection the attack left (a figure: how long). Some are
    left half-closed for up to --connection-timeout when libmicrohttpd misses the client's close (docs/reliability.md,
    open bug 8), and the drain on SIGTERM would wait for them."""
    started = time.monotonic()
    figures.record(f"{name}_half_closed_after_attack", half_closed(d.port))
    wait_until(lambda: half_closed(d.port) == 0, "the server closes the connections the attack left")
    figures.record(f"{name}_half_closed_gone_after_s", round(time.monotonic() - started, 1))


def closed_for_room(daemon: Daemon) -> int:
    """sheetd_connections_closed_for_room_total from /metrics."""
    page = daemon.get("/metrics").body.decode()
    for line in page.splitlines():
        if line.startswith("sheetd_connections_closed_for_room_total "):
            return int(float(line.split()[1]))
    raise AssertionError("no sheetd_connections_closed_for_room_total on /metrics")


async def many_address_flood(port: int, sources: list[str], connections: int, seconds: float,
                             counts: dict[str, int]) -> None:
    """Slowloris from `sources`: each connection sends a request line and one header field, then
    one more field every 10 s and never the end of the head; closed by the server, it reconnects
    after 0.1 s. Opens at most 200 connections a second, like slowhttptest -r 200."""
    deadline = time.monotonic() + seconds

    async def hold(index: int) -> None:
        await asyncio.sleep(index / 200)
        source = sources[index % len(sources)]
        while time.monotonic() < deadline:
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
            except OSError:
                counts["refused"] += 1
                await asyncio.sleep(0.1)
                continue
            counts["connected"] += 1
            try:
                writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow\r\n")
                await writer.drain()
                while time.monotonic() < deadline:
                    try:
                        data = await asyncio.wait_for(reader.read(1), timeout=min(10, deadline - time.monotonic()))
                    except asyncio.TimeoutError:
                        writer.write(b"X-a: b\r\n")
                        await writer.drain()
                        continue
                    if not data:
                        counts["closed_by_server"] += 1
                        break
            except (OSError, asyncio.TimeoutError):
                counts["closed_by_server"] += 1
            finally:
                writer.close()
            await asyncio.sleep(0.1)

    await asyncio.gather(*(hold(index) for index in range(connections)))


def test_one_address_flood_leaves_others_answered(d: Daemon):
    """slowhttptest -H, 500 connections from 127.0.0.1 for 30 s against --max-connections 100:
    at least 95 % of the probes from 127.0.0.2 are answered within 1 s (issue 29; before: 0 %)"""
    assert shutil.which("slowhttptest"), "slowhttptest is missing: run scripts/ensure-deps.sh test"
    prefix = WORKDIR / "slowhttptest-pressure"
    attack = subprocess.Popen(
        ["slowhttptest", "-H", "-c", str(CONNECTIONS), "-r", "200", "-i", "10", "-x", "24", "-p", "3",
         "-l", str(ATTACK_S), "-g", "-o", str(prefix), "-u", f"http://127.0.0.1:{d.port}/"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    started = time.monotonic()
    try:
        time.sleep(3)  # 500 connections at 200 a second: all opened (or refused) by now
        probe = Probe(d.port, "127.0.0.2")
        probe.start()
        attack.wait(timeout=ATTACK_S + GUARD_S)
        # slowhttptest ends early once --header-timeout has cut all it holds; probe the full 30 s
        figures.record("one_address_attack_s", round(time.monotonic() - started, 1))
        time.sleep(max(0.0, started + ATTACK_S - time.monotonic()))
        probe.stopping.set()
        probe.join(GUARD_S)
    finally:
        if attack.poll() is None:
            attack.kill()
            attack.wait()
    wait_for_closes(d, "one_address")
    share = probe.report("one_address", 1)
    assert share >= 0.95, f"{100 * share:.1f} % of the probes answered within 1 s, want >= 95 %"
    assert d.get("/healthz").status == 200


def test_many_address_flood_degrades_fairly(d: Daemon):
    """500 slowloris connections from 127.0.0.2-127.0.0.9 (62 each, over the per-address cap of 25,
    reconnecting at once when closed) for 30 s against --max-connections 100: the longest waiting
    heads are closed to make room, and at least 80 % of the probes from 127.0.0.1 are answered
    within 2 s (issue 29)"""
    before = closed_for_room(d)
    counts = {"connected": 0, "refused": 0, "closed_by_server": 0}
    sources = [f"127.0.0.{host}" for host in range(2, 10)]
    flood = threading.Thread(
        target=lambda: asyncio.run(many_address_flood(d.port, sources, CONNECTIONS, ATTACK_S, counts)), daemon=True)
    flood.start()
    time.sleep(3)
    probe = Probe(d.port, "127.0.0.1")
    probe.start()
    flood.join(ATTACK_S + GUARD_S)
    probe.stopping.set()
    probe.join(GUARD_S)
    for key, value in counts.items():
        figures.record(f"many_addresses_attack_{key}", value)
    wait_for_closes(d, "many_addresses")
    closed = closed_for_room(d) - before
    figures.record("many_addresses_closed_for_room", closed)
    share = probe.report("many_addresses", 2)
    assert closed > 0, "no connection was closed to make room: the flood never filled the slots"
    assert share >= 0.80, f"{100 * share:.1f} % of the probes answered within 2 s, want >= 80 %"
    assert d.get("/healthz").status == 200


d = serving("--max-connections", str(SLOTS), log_name="connection-pressure")
