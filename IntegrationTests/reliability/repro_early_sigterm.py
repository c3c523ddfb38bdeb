"""Regression test for bug 6 in docs/reliability.md (fixed): a SIGTERM that arrived just after
sheetd started listening, before its signal sources were registered, was ignored, and the daemon
ran on until SIGKILL. The stop signals were set to SIG_IGN before libdispatch registered the
signalfd that reads them, so a signal in that window was discarded; one that came earlier still
had the default action and killed the process without draining.

Here sheetd is started 40 times and sent SIGTERM the moment its port accepts a connection: every
one must exit by itself with code 0 (an ignored SIGTERM shows as no exit within the GUARD_S
failure guard), its log ending with the drained line. Then 40 more starts get SIGTERM after a
delay that walks through the first 100 ms of their life: none may ignore it; each exits 0, or,
while the process is still being loaded (before main's first line can block the signal, about
the first 10 ms here), takes SIGTERM's default action before it listens. At least half must be
past loading (exit 0) for the walk to test the window after it; where loading is slower (a
loaded machine, sanitizers), the walk goes on past 100 ms in the same steps until they are.

Run: IntegrationTests/reliability/run.sh   (or .venv/bin/pytest on this file)
"""

from __future__ import annotations

import signal
import socket
import subprocess
import time

from sheetd_support import GUARD_S, Daemon, Figures

STARTS = 40
figures = Figures("repro-early-sigterm")


def start_and_terminate(port_open: bool, delay: float) -> tuple[int | None, str]:
    """Starts sheetd, sends SIGTERM when its port opens (or after `delay` s), returns (exit code, log)."""
    daemon = Daemon(log_name="repro-early-sigterm")
    log_path = daemon.log_path
    with open(log_path, "wb") as log:
        process = subprocess.Popen([daemon.binary, *daemon.args], stdin=subprocess.DEVNULL, stdout=log,
                                   stderr=subprocess.STDOUT)
    try:
        if port_open:
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and process.poll() is None:
                try:
                    socket.create_connection(("127.0.0.1", daemon.port), timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.0002)
        else:
            time.sleep(delay)
        process.send_signal(signal.SIGTERM)
        try:
            code = process.wait(GUARD_S)  # a guard: a SIGTERM handled at all ends the process
        except subprocess.TimeoutExpired:
            code = None
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    return code, log_path.read_text(errors="replace")


def test_sigterm_as_the_port_opens_stops_the_daemon():
    """SIGTERM the moment the port accepts, 40 starts -> each exits 0 by itself, drained"""
    outcomes: dict[str, int] = {}
    for _ in range(STARTS):
        code, log = start_and_terminate(port_open=True, delay=0)
        outcome = "ignored" if code is None else f"exit {code}"
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        if code is None:
            break  # one ignored SIGTERM fails the test; do not wait out the guard 40 times
        if code == 0:
            assert '"drained":true' in log, f"exit 0 without the drained line: {log[-300:]}"
    figures.record("sigterm_as_port_opens", outcomes)
    assert outcomes == {"exit 0": STARTS}, f"outcomes of {STARTS} starts: {outcomes}"


def test_sigterm_during_the_first_100_ms_stops_the_daemon():
    """SIGTERM 0-100 ms after spawn, 40 starts -> each stops by itself: drained, or killed before it listened"""
    outcomes: dict[str, int] = {}
    index = 0
    # 40 starts through the first 100 ms, and on in the same steps (at most 4x as many) while
    # fewer than half were past loading: the window after loading must be tested too.
    while index < STARTS or (outcomes.get("exit 0", 0) < STARTS // 2 and index < 4 * STARTS):
        code, log = start_and_terminate(port_open=False, delay=index * 0.1 / STARTS)
        index += 1
        if code == -signal.SIGTERM:
            # The default action can only have run before main's first line blocked the signal, while the
            # process was still being loaded: it cannot have been listening yet.
            assert "listening" not in log, f"killed by SIGTERM after it listened: {log[-300:]}"
            outcome = "killed while loading"
        else:
            outcome = "ignored" if code is None else f"exit {code}"
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        if code is None:
            break  # one ignored SIGTERM fails the test; do not wait out the guard again
    figures.record("sigterm_in_first_100ms", f"{outcomes} over {index} starts, delays 0-{(index - 1) * 100 / STARTS:.1f} ms")
    assert set(outcomes) <= {"exit 0", "killed while loading"}, f"outcomes of {index} starts: {outcomes}"
    assert outcomes.get("exit 0", 0) >= STARTS // 2, f"outcomes of {index} starts: {outcomes}"
