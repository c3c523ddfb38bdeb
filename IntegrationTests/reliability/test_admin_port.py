"""The metrics page on the wire, and the admin listener (issue 20).

Without --admin-port, the one port serves /metrics as before; with it, /metrics is served on the
admin port only (404 on the main port), the probes answer on both, and SIGTERM stops both. Every
/metrics page read here must pass `promtool check metrics` (Debian's `prometheus` package, which
scripts/ensure-deps.sh test installs); where promtool is missing, that check is skipped with a
message, the others still run.

Run: IntegrationTests/reliability/run.sh --quick   (or .venv/bin/pytest on this file)
"""

from __future__ import annotations

import http.client
import json
import shutil
import socket
import subprocess
import time

from sheetd_support import SEED, Daemon, Figures, Reply, assert_problem, free_port

figures = Figures("admin-port")
PROMTOOL = shutil.which("promtool")


def get(port: int, path: str, method: str = "GET") -> Reply:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request(method, path)
        response = connection.getresponse()
        return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
    finally:
        connection.close()


def samples(page: str) -> dict[str, str]:
    """Each sample line's name (with its labels) and value."""
    lines = (line.rsplit(" ", 1) for line in page.splitlines() if line and not line.startswith("#"))
    return {name: value for name, value in lines}


def check_page(page: str) -> None:
    """promtool finds nothing to say about `page`; the process families and the build info are plausible."""
    if PROMTOOL is None:
        print("SKIP: promtool check metrics: promtool is not installed (apt-get install prometheus, "
              "or scripts/ensure-deps.sh test)", flush=True)
    else:
        checked = subprocess.run([PROMTOOL, "check", "metrics"], input=page.encode(), capture_output=True, timeout=30)
        output = (checked.stdout + checked.stderr).decode(errors="replace").strip()
        assert checked.returncode == 0 and not output, f"promtool check metrics: {output}"
    values = samples(page)
    for name in ("process_cpu_seconds_total", "process_resident_memory_bytes", "process_virtual_memory_bytes",
                 "process_open_fds", "process_max_fds", "process_start_time_seconds"):
        assert name in values, f"no {name} on the page"
    assert float(values["process_cpu_seconds_total"]) > 0
    assert int(values["process_resident_memory_bytes"]) > 1 << 20
    assert int(values["process_virtual_memory_bytes"]) >= int(values["process_resident_memory_bytes"])
    assert 3 <= int(values["process_open_fds"]) <= float(values["process_max_fds"])
    # The start time is a few seconds ago; /proc rounds it to 1/100 s, hence the slack above.
    assert time.time() - 600 < float(values["process_start_time_seconds"]) <= time.time() + 1
    build = [name for name in values if name.startswith("sheetd_build_info{")]
    assert len(build) == 1 and values[build[0]] == "1", build
    for label in ('version="', 'swift="', 'libmicrohttpd="', 'fonts="fonts-inter'):
        assert label in build[0], f"{label} missing in {build[0]}"


def exercise(port: int) -> None:
    """A layout, an animation and a 404, so the page has series in every family."""
    body = json.dumps(SEED).encode()
    for path in ("/layout", "/animation", "/nope"):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.request("POST", path, body=body, headers={"Content-Type": "application/json"})
        connection.getresponse().read()
        connection.close()


def refuses_connections(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(2)
        return sock.connect_ex(("127.0.0.1", port)) != 0


def test_one_port_serves_metrics():
    """without --admin-port, /metrics answers on the one port and passes promtool check metrics"""
    with Daemon(log_name="admin-port-off") as d:
        exercise(d.port)
        reply = d.get("/metrics")
        assert reply.status == 200, reply.status
        assert reply.headers["content-type"].startswith("text/plain; version=0.0.4"), reply.headers
        check_page(reply.body.decode())
        assert d.stop() == 0, d.log_tail()


def test_admin_port_serves_metrics_apart():
    """with --admin-port, /metrics is on the admin port only (404 on the main one); probes answer on both"""
    admin = free_port()
    with Daemon("--admin-port", str(admin), "--log-format", "json", log_name="admin-port-on") as d:
        exercise(d.port)
        assert_problem(d.get("/metrics"), 404)
        assert d.request("HEAD", "/metrics").status == 404
        assert "/metrics" not in d.get("/nope").json()["detail"]
        page = get(admin, "/metrics")
        assert page.status == 200, page.status
        check_page(page.body.decode())
        assert 'sheetd_http_requests_total{route="/layout",method="POST",status="200"} 1' in page.body.decode()
        for path in ("/healthz", "/readyz"):
            assert d.get(path).status == 200 and get(admin, path).status == 200, path
        assert_problem(get(admin, "/openapi.yaml"), 404)
        assert d.post_json("/layout", SEED).status == 200
        lines = [json.loads(line) for line in d.log_path.read_text().splitlines() if '"message":"listening"' in line]
        assert [line.get("listener") for line in lines] == [None, "admin"], lines
        assert lines[1]["port"] == admin, lines
        assert d.stop() == 0, d.log_tail()
        assert refuses_connections(admin), "the admin port still accepts after SIGTERM"
