#!/usr/bin/env python3
"""Regression test for bug 1 in docs/reliability.md (fixed): clients that trickle header bytes
just inside the connection timeout used to hold their connections forever, and once they held
all `--max-connections` slots every other client waited in the listen backlog with no answer.
libmicrohttpd's CONNECTION_TIMEOUT is an idle timeout; `--header-timeout` now bounds the total
time a connection gets to deliver a complete request head.

Here 20 clients trickle one header byte every second (half the idle timeout) into a daemon with
`--max-connections 20` and `--header-timeout 3`; a 21st client must be answered once they are
cut, and every trickling connection must be closed by the server about 3 s after it was opened.

Run: IntegrationTests/reliability/run.sh   (or this file directly with the venv's Python)
"""

from __future__ import annotations

import select
import socket
import sys
import threading
import time

from harness import Daemon, Suite

TIMEOUT, HEADER_TIMEOUT, SLOTS, PATIENCE = 2, 3, 20, 10
# The server sweeps ten times per header timeout, so a cut comes up to 10% late; allow more for
# a loaded machine.
LATEST_CUT = HEADER_TIMEOUT * 1.1 + 1.0
suite = Suite("repro-slowloris")


@suite.test
def trickling_clients_are_cut_at_the_header_timeout():
    """20 clients trickle header bytes and hold every slot -> cut at --header-timeout, a 21st client is answered"""
    args = ("--connection-timeout", str(TIMEOUT), "--header-timeout", str(HEADER_TIMEOUT),
            "--max-connections", str(SLOTS))
    with Daemon(*args, log_name="repro-slowloris") as d:
        opened = time.monotonic()
        sockets = [socket.create_connection(("127.0.0.1", d.port)) for _ in range(SLOTS)]
        cut_after: dict[socket.socket, float] = {}
        stop = threading.Event()

        def trickle() -> None:
            header = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 10_000
            index = 0
            next_send = time.monotonic()
            while not stop.is_set() and len(cut_after) < SLOTS:
                if time.monotonic() >= next_send:
                    for sock in sockets:
                        if sock not in cut_after:
                            try:
                                sock.send(header[index : index + 1])
                            except OSError:
                                cut_after[sock] = time.monotonic() - opened
                    index += 1
                    next_send += TIMEOUT / 2
                open_sockets = [sock for sock in sockets if sock not in cut_after]
                readable, _, _ = select.select(open_sockets, [], [], 0.02)
                for sock in readable:
                    try:
                        data = sock.recv(4096)
                    except OSError:
                        data = b""
                    if data:
                        raise AssertionError(f"a trickling client got an answer: {data[:60]!r}")
                    cut_after[sock] = time.monotonic() - opened

        thread = threading.Thread(target=trickle, daemon=True)
        thread.start()
        time.sleep(0.5)
        started = time.monotonic()
        try:
            status = d.get("/healthz", timeout=PATIENCE).status
            waited = time.monotonic() - started
        except OSError as error:
            status, waited = None, None
            outcome = f"no answer within {PATIENCE} s ({type(error).__name__})"
        thread.join(PATIENCE)
        stop.set()
        thread.join()
        for sock in sockets:
            sock.close()

    assert status is not None, f"{SLOTS} trickling clients, then a normal request: {outcome}"
    suite.figure("slowloris_normal_request_answered_after_s", round(waited, 2))
    assert status == 200, f"the normal request got {status}"
    assert len(cut_after) == SLOTS, f"only {len(cut_after)} of {SLOTS} trickling connections were cut"
    earliest, latest = min(cut_after.values()), max(cut_after.values())
    suite.figure("slowloris_cut_after_s", f"{earliest:.2f}-{latest:.2f} (header timeout {HEADER_TIMEOUT})")
    assert earliest >= HEADER_TIMEOUT - 0.1, f"a trickling connection was cut after {earliest:.2f} s"
    assert latest <= LATEST_CUT, f"a trickling connection was cut only after {latest:.2f} s"
    assert waited <= LATEST_CUT, f"the normal request waited {waited:.2f} s"


def main() -> int:
    return 0 if suite.run() else 1


if __name__ == "__main__":
    sys.exit(main())
