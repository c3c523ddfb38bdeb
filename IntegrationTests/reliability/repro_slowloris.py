"""Regression test for bug 1 in docs/reliability.md (fixed): clients that trickle header bytes
just inside the connection timeout used to hold their connections forever, and once they held
all `--max-connections` slots every other client waited in the listen backlog with no answer.
libmicrohttpd's CONNECTION_TIMEOUT is an idle timeout; `--header-timeout` now bounds the total
time a connection gets to deliver a complete request head.

Here 20 clients trickle one header byte every second (half the idle timeout) into a daemon with
`--max-connections 20` and `--header-timeout 3`: they hold every slot, a 21st client must be
answered once they are cut (and not before), every trickling connection must be closed by the
server without an answer, and a trickling connection must outlive a silent one opened with it
(the idle timeout cuts the silent one, --header-timeout the trickling one). No wall-clock
duration is asserted (issue 19); GUARD_S only bounds a hang, the cut times are figures.

Run: IntegrationTests/reliability/run.sh   (or .venv/bin/pytest on this file)
"""

from __future__ import annotations

import select
import socket
import threading
import time

from sheetd_support import GUARD_S, Daemon, Figures, accept_queue_length, peer_closed, wait_until

TIMEOUT, HEADER_TIMEOUT, SLOTS = 2, 3, 20
figures = Figures("repro-slowloris")


def header_trickle() -> bytes:
    return b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 10_000


def test_trickling_clients_are_cut_at_the_header_timeout():
    """20 clients trickle header bytes and hold every slot -> cut at --header-timeout, a 21st client is answered"""
    args = ("--connection-timeout", str(TIMEOUT), "--header-timeout", str(HEADER_TIMEOUT),
            "--max-connections", str(SLOTS),
            # the header timeout alone is under test: no per-address cap (all on 127.0.0.1), no early closes
            "--max-connections-per-ip", "0", "--room-for-new-connections", "off")
    with Daemon(*args, log_name="repro-slowloris") as d:
        opened = time.monotonic()
        sockets = [socket.create_connection(("127.0.0.1", d.port)) for _ in range(SLOTS)]
        cut_after: dict[socket.socket, float] = {}
        stop = threading.Event()
        thread_errors: list[BaseException] = []

        def trickle() -> None:
            header = header_trickle()
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
                        thread_errors.append(AssertionError(f"a trickling client got an answer: {data[:60]!r}"))
                        stop.set()
                        return
                    cut_after[sock] = time.monotonic() - opened

        thread = threading.Thread(target=trickle, daemon=True)
        thread.start()
        # sheetd has accepted all 20 (its accept queue is empty): they hold every slot
        wait_until(lambda: accept_queue_length(d.port) == 0, "sheetd accepting the trickling connections")
        held_every_slot = not cut_after
        started = time.monotonic()
        cut_when_answered = None
        try:
            status = d.get("/healthz", timeout=GUARD_S).status
            waited = time.monotonic() - started
            cut_when_answered = len(cut_after) + sum(1 for sock in sockets if sock not in cut_after and peer_closed(sock))
        except OSError as error:
            status, waited = None, None
            outcome = f"no answer within the {GUARD_S} s guard ({type(error).__name__})"
        thread.join(GUARD_S)
        stop.set()
        thread.join()
        for sock in sockets:
            sock.close()
        idle_cut_first = idle_and_trickling_cut_order(d)

    if thread_errors:
        raise thread_errors[0]
    assert held_every_slot, "a trickling connection was cut before the 21st client came (they must hold every slot)"
    assert status is not None, f"{SLOTS} trickling clients, then a normal request: {outcome}"
    figures.record("slowloris_normal_request_answered_after_s", round(waited, 2))
    assert status == 200, f"the normal request got {status}"
    assert cut_when_answered, "the normal request was answered while all 20 trickling connections were open"
    assert len(cut_after) == SLOTS, (
        f"only {len(cut_after)} of {SLOTS} trickling connections were cut within the {GUARD_S} s guard")
    earliest, latest = min(cut_after.values()), max(cut_after.values())
    figures.record("slowloris_cut_after_s", f"{earliest:.2f}-{latest:.2f} (header timeout {HEADER_TIMEOUT})")
    assert idle_cut_first, ("a trickling connection was cut before a silent one opened with it: "
                            "not by --header-timeout (which is longer than the idle timeout)")


def idle_and_trickling_cut_order(d: Daemon) -> bool:
    """Opens a silent connection (half a header, then nothing) and a trickling one (a header byte
    every half idle timeout) together: the idle timeout cuts the silent one; the trickling one
    outlives it and is cut later by --header-timeout. Watched in one select loop, so a cut seen
    in an earlier round happened earlier. True if the silent one's cut was seen in an earlier
    round, that is, while the trickling one was still open."""
    silent = socket.create_connection(("127.0.0.1", d.port))
    trickling = socket.create_connection(("127.0.0.1", d.port))
    silent.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a")
    header, index = header_trickle(), 0
    cut_round: dict[socket.socket, int] = {}
    next_send, round_number = time.monotonic(), 0
    deadline = time.monotonic() + GUARD_S
    try:
        while len(cut_round) < 2 and time.monotonic() < deadline:
            round_number += 1
            if trickling not in cut_round and time.monotonic() >= next_send:
                try:
                    trickling.send(header[index : index + 1])
                except OSError:
                    cut_round[trickling] = round_number
                index += 1
                next_send += TIMEOUT / 2
            for sock in select.select([s for s in (silent, trickling) if s not in cut_round], [], [], 0.02)[0]:
                try:
                    data = sock.recv(4096)
                except OSError:
                    data = b""
                if not data:
                    cut_round.setdefault(sock, round_number)
    finally:
        silent.close()
        trickling.close()
    assert len(cut_round) == 2, f"the silent or the trickling connection was not cut within the {GUARD_S} s guard"
    return cut_round[silent] < cut_round[trickling]
