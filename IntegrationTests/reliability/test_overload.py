"""Overload and graceful shutdown against the live daemon.

Overload: with `--max-concurrent-requests 2 --max-queued-requests 4`, a burst of expensive
/animation requests (240 fps, Lottie) from many threads: what does not fit is refused at once
with 503 + Retry-After (problem+json), nothing waits without bound, and latency is back to normal
after the burst.

Shutdown: SIGTERM while requests are in flight: every request already sent gets a complete
answer, keep-alive connections get 503 `shutting-down` with `Connection: close`, new connections
are refused, and the process exits 0 within the drain timeout.
"""

from __future__ import annotations

import errno
import http.client
import json
import select
import socket
import threading
import time

import pytest

from sheetd_support import GUARD_S, SEED, Daemon, Figures, Reply, assert_problem, percentile, serving

figures = Figures("reliability-overload")
WORDS = "写真を削除しますか Delete this photo from all devices 共有アルバム move to album".split()


def expensive(index: int) -> bytes:
    """An expensive request that differs per index, so no response cache can answer it: a Lottie
    dismiss at 240 fps of the seed with a 4,000-character message whose words carry the index, so
    the text measurer's cache cannot answer either (about 2 ms each on the machine that measured
    it, so that a burst is still in flight when SIGTERM arrives)."""
    message = " ".join(f"{WORDS[(i * 7 + index) % len(WORDS)]}{index}" for i in range(500))[:4000]
    body = {**SEED, "transition": "dismiss", "fps": 240, "format": "lottie"}
    body["sheet"] = {**SEED["sheet"], "title": f"{SEED['sheet'].get('title', '')} {index}", "message": message}
    return json.dumps(body).encode()


def is_complete_animation(reply: Reply) -> bool:
    """A 200 whose body is a whole Lottie document (http.client already checked the length)."""
    try:
        document = json.loads(reply.body)
    except ValueError:
        return False
    return reply.status == 200 and isinstance(document, dict) and "layers" in document
LAYOUT = json.dumps(SEED).encode()


class NotAccepted:
    """A request whose connection the server never accepted (reset before the request was sent)."""

    def __init__(self, error: Exception) -> None:
        self.error = error

    def __repr__(self) -> str:
        return f"NotAccepted({self.error!r})"


def fire(daemon: Daemon, count: int, body=expensive, path: str = "/animation",
         before_send: threading.Barrier | None = None, ends: list | None = None,
         ) -> list[tuple[float, Reply | Exception]]:
    """`count` concurrent POSTs, each on its own connection, released together by a barrier."""
    barrier = before_send or threading.Barrier(count)
    results: list = [None] * count

    def one(index: int) -> None:
        connection = daemon.connection(timeout=GUARD_S)
        try:
            connection.connect()
            barrier.wait()
            started = time.monotonic()
            payload = body(index) if callable(body) else body
            try:
                connection.request("POST", path, body=payload, headers={"Content-Type": "application/json"})
            except (BrokenPipeError, ConnectionResetError) as error:
                # The server closed the connection before the request was sent: it was still in the
                # kernel's accept queue when the server stopped listening, or over the per-address
                # cap. Refused, not broken.
                results[index] = (0.0, NotAccepted(error))
                return
            response = connection.getresponse()
            reply = Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
            results[index] = (time.monotonic() - started, reply)
            if ends is not None:
                ends.append((time.monotonic(), reply.status))
        except Exception as error:  # noqa: BLE001 - recorded and asserted on by the caller
            results[index] = (0.0, error)
        finally:
            connection.close()

    threads = [threading.Thread(target=one, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def sequential_latencies(daemon: Daemon, count: int = 100) -> list[float]:
    latencies = []
    for _ in range(count):
        started = time.monotonic()
        assert daemon.post_json("/layout", LAYOUT).status == 200
        latencies.append(time.monotonic() - started)
    return latencies


def burst_in_arrival_order(daemon: Daemon, count: int) -> list[tuple[int, float, Reply]]:
    """`count` concurrent POSTs of `expensive`, each on its own connection (`Connection: close`),
    sent by as many threads released together by a barrier and all read by this one thread in a
    select loop. Returns (round, seconds from its send to its end, reply) per request, where
    `round` numbers the select rounds: an answer that ended in an earlier round arrived earlier,
    whatever the threads' scheduling (answers that end in the same round are a tie)."""
    sockets = [socket.create_connection(("127.0.0.1", daemon.port), timeout=GUARD_S) for _ in range(count)]
    barrier = threading.Barrier(count)
    sent_at: list[float] = [0.0] * count
    send_errors: list = []

    def send(index: int) -> None:
        body = expensive(index)
        head = (b"POST /animation HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                b"Connection: close\r\nContent-Length: %d\r\n\r\n" % len(body))
        barrier.wait()
        sent_at[index] = time.monotonic()
        try:
            sockets[index].sendall(head + body)
        except OSError as error:
            send_errors.append(error)

    threads = [threading.Thread(target=send, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    received = {sock: [] for sock in sockets}
    ended: dict[socket.socket, tuple[int, float]] = {}
    round_number = 0
    deadline = time.monotonic() + GUARD_S
    try:
        while len(ended) < count and time.monotonic() < deadline:
            round_number += 1
            readable, _, _ = select.select([s for s in sockets if s not in ended], [], [], 1)
            now = time.monotonic()
            for sock in readable:
                try:
                    chunk = sock.recv(1 << 20)
                except ConnectionResetError:
                    chunk = b""
                if chunk:
                    received[sock].append(chunk)
                else:
                    ended[sock] = (round_number, now)
    finally:
        for thread in threads:
            thread.join()
        for sock in sockets:
            sock.close()
    assert not send_errors, f"{len(send_errors)} requests could not be sent: {send_errors[:3]}"
    assert len(ended) == count, f"{count - len(ended)} of {count} answers did not end within the {GUARD_S} s guard"
    results = []
    for index, sock in enumerate(sockets):
        round_ended, ended_at = ended[sock]
        results.append((round_ended, ended_at - sent_at[index], Reply.parse(b"".join(received[sock]))))
    return results


def test_burst_is_refused_quickly(d: Daemon):
    """a burst of 64 expensive requests over 2 running + 4 queued -> the rest get 503 + Retry-After while the workers are still busy"""
    before = sequential_latencies(d)
    figures.record("before_burst_layout", f"p50 {percentile(before, .5) * 1000:.1f} ms, p99 {percentile(before, .99) * 1000:.1f} ms")
    results = burst_in_arrival_order(d, 64)
    ok = [(n, t, r) for n, t, r in results if r.status == 200]
    refused = [(n, t, r) for n, t, r in results if r.status == 503]
    assert len(ok) + len(refused) == 64, f"other statuses: {[r.status for _, _, r in results]}"
    assert refused, "nothing was refused: the burst did not overload"
    assert len(ok) >= 6, f"only {len(ok)} answered; at least running + queued (6) should be"
    for _, _, reply in refused:
        assert_problem(reply, 503, type_suffix="overloaded")
        assert reply.headers.get("retry-after") == "1", reply.headers
    assert all(is_complete_animation(reply) for _, _, reply in ok), "an answer under load is incomplete"
    refusal = [t for _, t, _ in refused]
    served = [t for _, t, _ in ok]
    figures.record("burst", f"64 requests: {len(ok)} x 200, {len(refused)} x 503")
    figures.record("burst_503_latency", f"p50 {percentile(refusal, .5) * 1000:.1f} ms, max {max(refusal) * 1000:.1f} ms")
    figures.record("burst_200_latency", f"p50 {percentile(served, .5) * 1000:.1f} ms, max {max(served) * 1000:.1f} ms")
    # "At once": a request is refused when 6 admitted requests are still unanswered, so a refusal
    # that does not wait for a worker arrives before the last of those 200s; one that waited
    # behind the admitted work would arrive after it.
    last_200 = max(n for n, _, _ in ok)
    late = [n for n, _, _ in refused if n > last_200]
    assert not late, (f"{len(late)} of {len(refused)} 503s arrived after every 200 (select rounds {late} > {last_200}): "
                      "the refusals waited for the workers")
    after = sequential_latencies(d)
    figures.record("after_burst_layout", f"p50 {percentile(after, .5) * 1000:.1f} ms, p99 {percentile(after, .99) * 1000:.1f} ms")
    # Back to normal: nothing the burst admitted still holds a slot, so running + queued (6)
    # concurrent requests are all admitted again.
    again = fire(d, 6)
    statuses = [reply.status if isinstance(reply, Reply) else repr(reply) for _, reply in again]
    assert statuses == [200] * 6, f"after the burst, 6 concurrent requests (2 running + 4 queued) got {statuses}"


def test_sustained_overload(d: Daemon):
    """5 waves of 32 concurrent requests -> every answer is a 200 or a 503, none hangs (guard) or breaks"""
    statuses = {200: 0, 503: 0}
    for _ in range(5):
        for _, reply in fire(d, 32):
            assert not isinstance(reply, Exception), reply
            statuses[reply.status] = statuses.get(reply.status, 0) + 1
    figures.record("sustained_overload", f"{statuses}")
    assert set(statuses) == {200, 503}
    assert d.get("/healthz").status == 200


def test_metrics_count_refusals(d: Daemon):
    """the refusals show in /metrics with status 503"""
    text = d.get("/metrics").body.decode()
    assert 'status="503"' in text, "no 503 in /metrics"


def try_connect(port: int) -> str:
    """'refused' or 'accepted': whether a new TCP connection to `port` is refused."""
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
    except ConnectionRefusedError:
        return "refused"
    except OSError as error:
        return "refused" if error.errno == errno.ECONNREFUSED else type(error).__name__
    return "accepted"


@pytest.mark.usefixtures("d")
def test_graceful_shutdown_under_load():
    """SIGTERM with ~1 s of requests in flight -> all answered completely, new connections refused, exit 0 within the drain timeout"""
    drain = 10
    # No per-address cap: its default (a quarter of --max-connections, 256) would close the burst's
    # connections beyond it at once, and a reset that reaches a client after it sent its request
    # looks exactly like a broken in-flight request. With every connection accepted before the
    # burst is released, any reset is one.
    daemon = Daemon("--max-concurrent-requests", "1", "--max-queued-requests", "1024", "--drain-timeout", str(drain),
                    "--max-connections-per-ip", "0", log_name="shutdown")
    with daemon as d:
        started = time.monotonic()
        for index in range(5):
            d.post_json("/animation", expensive(-index - 1))
        each = (time.monotonic() - started) / 5
        # About a second of work on the one worker: enough to be in flight at SIGTERM, well
        # inside the drain timeout.
        count = max(48, min(400, int(1.0 / each)))
        keep_alive = d.connection()
        keep_alive.request("GET", "/healthz")
        assert keep_alive.getresponse().read() == b"ok\n"
        barrier = threading.Barrier(count + 1)
        box: dict = {}
        ends: list[float] = []
        burst = threading.Thread(target=lambda: box.setdefault("results", fire(d, count, before_send=barrier, ends=ends)))
        burst.start()
        barrier.wait()
        time.sleep(0.2)  # the requests are sent and admitted; many are still queued
        d.signal_term()
        term_at = time.monotonic()
        attempts = []
        while d.is_running() and "refused" not in attempts and time.monotonic() - term_at < GUARD_S:
            attempts.append(try_connect(d.port))  # until the SIGTERM handler has quiesced
            time.sleep(0.002)
        # a new request on a connection opened before SIGTERM gets 503 and the connection closes
        try:
            keep_alive.request("GET", "/healthz")
            response = keep_alive.getresponse()
            late = Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
        except (OSError, http.client.HTTPException) as error:
            late = error
        while d.is_running() and len(attempts) < 400:
            attempts.append(try_connect(d.port))
            time.sleep(0.005)
        code = d.wait(GUARD_S)  # a guard: exit 0 itself says the drain ended within --drain-timeout
        exited_after = time.monotonic() - term_at
        burst.join()
        results = box["results"]
    in_flight = sum(1 for end, status in ends if end > term_at and status == 200)
    figures.record("shutdown_200s_completed_after_sigterm", in_flight)
    assert in_flight >= 10, f"only {in_flight} accepted requests were still in flight at SIGTERM"
    errors = [r for _, r in results if isinstance(r, Exception)]
    not_accepted = [r for _, r in results if isinstance(r, NotAccepted)]
    replies = [r for _, r in results if isinstance(r, Reply)]
    statuses = [r.status for r in replies]
    complete = sum(1 for r in replies if is_complete_animation(r))
    # Requests that reached the server after draining began were not accepted: they get a
    # complete 503 `shutting-down` problem instead (and their clients may retry elsewhere).
    late_refusals = [r for r in replies if r.status == 503]
    for reply in late_refusals:
        assert_problem(reply, 503, type_suffix="shutting-down")
    figures.record("shutdown", f"{count} sent: {complete} complete 200s, other statuses {sorted(set(statuses) - {200})}, "
                 f"{len(not_accepted)} never accepted (reset in the accept queue), {len(errors)} errors; "
                 f"exit {code} after {exited_after:.2f} s")
    figures.record("shutdown_new_connections", {a: attempts.count(a) for a in set(attempts)})
    assert not errors, f"{len(errors)} in-flight requests broke: {errors[:3]}"
    assert not not_accepted, f"{len(not_accepted)} connections accepted before SIGTERM were reset: {not_accepted[:3]}"
    assert complete + len(late_refusals) + len(not_accepted) == count, (
        f"{count - complete - len(late_refusals) - len(not_accepted)} of {count} requests got neither a complete, "
        "correct 200 nor a 503, and were not refused at the connection")
    # sheetd exits 0 only if every in-flight request was answered within --drain-timeout and 1
    # if the drain timed out (Sources/sheetd/main.swift); None: still running after the guard.
    assert code == 0, f"exit code {code} (1: the drain did not finish within --drain-timeout {drain} s)"
    assert attempts, "the daemon exited before a new connection could be tried"
    # SIGTERM is handled asynchronously: connections made before the handler ran are served;
    # from the first refusal on, every new connection must be refused.
    assert "refused" in attempts, f"no new connection was refused after SIGTERM: {set(attempts)}"
    after_first = attempts[attempts.index("refused"):]
    assert all(a == "refused" for a in after_first), f"new connections after the first refusal: {set(after_first)}"
    if isinstance(late, Reply):
        assert_problem(late, 503, type_suffix="shutting-down")
        assert late.headers.get("connection", "").lower() == "close"
        figures.record("shutdown_keep_alive_request", "503 shutting-down, Connection: close")
    else:
        figures.record("shutdown_keep_alive_request", f"connection closed ({type(late).__name__})")


d = serving("--max-concurrent-requests", "2", "--max-queued-requests", "4", log_name="overload")
