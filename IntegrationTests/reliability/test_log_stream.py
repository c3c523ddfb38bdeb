"""One log stream (issue 20): with `--log-format json` every line sheetd writes is a JSON object with
`ts`, `level`, `source` and `message` - the access lines, the start and stop lines, and the HTTP
layer's diagnostics, libmicrohttpd's own among them - and a SIGTERM right after a burst of requests
loses none of their access lines (they sit in a buffer that the writer thread flushes once a second).

The daemon is driven into libmicrohttpd's messages by malformed request heads (its messages quote the
HTML of its own 400 page) and into the server's own by an upload that passes `--max-body-bytes` while
it streams.

Run: IntegrationTests/reliability/run.sh   (or .venv/bin/pytest on this file)
"""

from __future__ import annotations

import json

from sheetd_support import SEED, Daemon, Figures

figures = Figures("log-stream")
BODY = json.dumps(SEED).encode()
KEYS = ("ts", "level", "source", "message")


def provoke(daemon: Daemon, requests: int) -> None:
    """`requests` answered requests on one keep-alive connection, then two malformed heads (libmicrohttpd
    answers them itself and says so) and a chunked upload past the body limit (the server says so)."""
    connection = daemon.connection()
    try:
        for _ in range(requests):
            connection.request("GET", "/healthz")
            response = connection.getresponse()
            response.read()
            assert response.status == 200, response.status
    finally:
        connection.close()
    for head in (b"GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n",
                 b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: \"1\"\r\n\r\n"):
        reply = daemon.raw(head, timeout=3, shutdown_write=True)
        assert reply.startswith(b"HTTP/1.1 400"), reply[:80]
    upload = (b"POST /layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
              b"Transfer-Encoding: chunked\r\n\r\n" + b"%x\r\n" % len(BODY) + BODY + b"\r\n0\r\n\r\n")
    daemon.raw(upload, timeout=3)


def stopped_log(daemon: Daemon) -> list[str]:
    """The log's lines after SIGTERM, once the daemon exited 0."""
    assert daemon.stop() == 0, f"exit code {daemon.exit_code}: {daemon.log_tail()}"
    return daemon.log_path.read_text(encoding="utf-8").splitlines()


def provoked_log(log_format: str, requests: int) -> list[str]:
    """The log lines of a sheetd started with `--log-format log_format`, provoked, then stopped."""
    daemon = Daemon("--log-format", log_format, "--max-body-bytes", "64", log_name=f"log-stream-{log_format}").start()
    try:
        provoke(daemon, requests=requests)
    finally:
        lines = stopped_log(daemon)
    return lines


def test_every_json_line_is_an_object_with_level_message_source():
    """--log-format json: every line (access, start, stop, libmicrohttpd, server) parses as a JSON object"""
    lines = provoked_log("json", requests=3)
    assert lines, "empty log"
    records = []
    for line in lines:
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            raise AssertionError(f"not JSON ({error}): {line!r}") from None
        assert isinstance(record, dict), line
        missing = [key for key in KEYS if key not in record]
        assert not missing, f"no {missing} in {line}"
        records.append(record)
    sources = {record["source"] for record in records}
    assert {"sheetd", "access", "libmicrohttpd", "http"} <= sources, f"sources {sorted(sources)}"
    assert records[0]["message"] == "listening", records[0]
    assert records[-1]["message"] == "stopped" and records[-1]["drained"] is True, records[-1]
    warnings = [r for r in records if r["source"] in ("libmicrohttpd", "http")]
    assert all(r["level"] == "warning" for r in warnings), warnings
    figures.record("json_lines", len(records))


def test_sigterm_loses_no_access_line():
    """SIGTERM right after a burst of requests: every request's access line is in the log, whole"""
    requests = 300
    daemon = Daemon("--log-format", "json", log_name="log-stream-sigterm").start()
    try:
        connection = daemon.connection()
        for _ in range(requests):
            connection.request("POST", "/layout", body=BODY, headers={"Content-Type": "application/json"})
            response = connection.getresponse()
            response.read()
            assert response.status == 200, response.status
        connection.close()
    finally:
        lines = stopped_log(daemon)  # at once: the writer's one-second flush has not come round for all
    access = [json.loads(line) for line in lines if '"source":"access"' in line]
    layouts = [record for record in access if record["path"] == "/layout"]
    assert len(layouts) == requests, f"{len(layouts)} of {requests} access lines after SIGTERM"


def test_text_lines_stay_key_value():
    """--log-format text: every line, libmicrohttpd's too, is `ts=… level=… source=…` on one line"""
    lines = provoked_log("text", requests=1)
    for line in lines:
        fields = line.split(" ")
        assert fields[0].startswith("ts=") and fields[1].startswith("level=") and fields[2].startswith("source="), line
    assert any("source=libmicrohttpd" in line for line in lines), lines
    assert "msg=\"stopped\"" in lines[-1], lines[-1]
