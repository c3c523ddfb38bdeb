"""What the Python integration suites share (IntegrationTests/*/test_*.py, run by pytest): the seed request, a
sheetd process on 127.0.0.1, raw HTTP helpers, and figures a test records beside its assertions.

Every process started here is stopped by its PID (SIGTERM, then SIGKILL after 5 s).
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# The seed request's one home; every suite reads it from here.
SEED_PATH = ROOT / "examples" / "seed.json"
SEED = json.loads(SEED_PATH.read_text())
PROBLEM_KEYS = ("type", "title", "status", "detail")
# A failure guard, not a measurement: how long a test waits for an answer, a close or an exit
# before it calls the daemon hung. No test asserts how long anything took (issue 19): on a
# loaded machine or under sanitizers everything is slower, so the tests assert what happened and
# in which order, and report durations only as figures.
GUARD_S = 60


# --- the daemon ------------------------------------------------------------------------------


def sheetd_binary() -> str:
    """The sheetd under test: $SHEETD_BIN, else the debug build (`swift build --product sheetd`, in
    $SHEETD_SCRATCH_PATH if set; run once and remembered in $SHEETD_BIN)."""
    if not os.environ.get("SHEETD_BIN"):
        scratch = ["--scratch-path", os.environ["SHEETD_SCRATCH_PATH"]] if os.environ.get("SHEETD_SCRATCH_PATH") else []
        subprocess.run(["swift", "build", *scratch, "--product", "sheetd"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        bin_path = subprocess.run(["swift", "build", *scratch, "--show-bin-path"], cwd=ROOT, check=True,
                                  capture_output=True, text=True).stdout.strip()
        os.environ["SHEETD_BIN"] = os.path.join(bin_path, "sheetd")
    return os.path.abspath(os.environ["SHEETD_BIN"])


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago (the kernel's choice for port 0)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Daemon:
    """One sheetd started on 127.0.0.1 and a free port; stop() ends it by PID."""

    def __init__(self, *args: str, env: dict[str, str] | None = None, log_name: str = "sheetd",
                 log_format: str | None = "off", workdir: Path | str = ROOT / ".build" / "reliability"):
        self.binary = sheetd_binary()
        self.port = free_port()
        quiet = ["--log-format", log_format] if log_format else []
        self.args = ["--host", "127.0.0.1", "--port", str(self.port), *quiet, *args]
        self.url = f"http://127.0.0.1:{self.port}"
        workdir = Path(workdir)
        workdir.mkdir(parents=True, exist_ok=True)
        self.log_path = workdir / f"{log_name}.log"
        self.env = {**os.environ, **(env or {})}
        self.process: subprocess.Popen | None = None
        self.exit_code: int | None = None

    def start(self, timeout: float = 30) -> "Daemon":
        log = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            [self.binary, *self.args], stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=self.env
        )
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"sheetd exited with {self.process.returncode}; log: {self.log_tail()}")
            try:
                if self.get("/healthz", timeout=2).status == 200:
                    return self
            except OSError:
                pass
            time.sleep(0.1)
        raise RuntimeError(f"sheetd did not answer /healthz within {timeout} s")

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def is_running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def rss_kib(self) -> int:
        """Resident memory of the daemon, from /proc/PID/status."""
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise RuntimeError("no VmRSS")

    def signal_term(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGTERM)

    def wait(self, timeout: float) -> int | None:
        """The exit code, or None if the process still runs after `timeout` seconds."""
        assert self.process is not None
        try:
            self.exit_code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            return None
        return self.exit_code

    def stop(self) -> int | None:
        """SIGTERM, then SIGKILL after 5 s; returns the exit code. Idempotent."""
        if self.process is None:
            return self.exit_code
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                print(f"sheetd (pid {self.pid}) ignored SIGTERM for 5 s; sending SIGKILL", file=sys.stderr)
                self.process.kill()
                self.process.wait()
        self.exit_code = self.process.returncode
        return self.exit_code

    def log_tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def __enter__(self) -> "Daemon":
        return self.start()

    def __exit__(self, *_: object) -> None:
        self.stop()

    # --- requests ---

    def connection(self, timeout: float = 10) -> http.client.HTTPConnection:
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)

    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
        timeout: float = 10,
    ) -> "Reply":
        connection = self.connection(timeout)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
        finally:
            connection.close()

    def get(self, path: str, timeout: float = 10) -> "Reply":
        return self.request("GET", path, timeout=timeout)

    def post_json(
        self, path: str, body: bytes | str | dict, content_type: str = "application/json", timeout: float = 10
    ) -> "Reply":
        if isinstance(body, dict):
            body = json.dumps(body)
        if isinstance(body, str):
            body = body.encode()
        return self.request("POST", path, body, {"Content-Type": content_type}, timeout=timeout)

    def raw(self, data: bytes, timeout: float = 10, shutdown_write: bool = False) -> bytes:
        """Sends `data` on a new connection and reads until the server closes it or `timeout`."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=timeout) as sock:
            try:
                sock.sendall(data)
            except OSError:
                pass  # the server may answer and close before taking everything
            if shutdown_write:
                sock.shutdown(socket.SHUT_WR)
            return read_all(sock, timeout)


def read_all(sock: socket.socket, timeout: float) -> bytes:
    """Everything the peer sends until it closes, resets, or `timeout` seconds pass."""
    chunks = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        sock.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            chunk = sock.recv(65536)
        except (socket.timeout, ConnectionResetError):
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks)


def peer_closed(sock: socket.socket) -> bool:
    """Whether the peer has closed `sock` (EOF or reset), looked at without waiting and without
    consuming anything it sent."""
    previous = sock.gettimeout()
    sock.setblocking(False)
    try:
        return sock.recv(1, socket.MSG_PEEK) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True
    finally:
        sock.settimeout(previous)


def accept_queue_length(port: int) -> int:
    """Connections waiting in the accept queue of the listening TCP socket on 127.0.0.1:`port`
    (the rx_queue of a LISTEN socket in /proc/net/tcp); -1 if there is no such socket."""
    local = f"0100007F:{port:04X}"
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        if fields[1] == local and fields[3] == "0A":  # 0A: LISTEN
            return int(fields[4].split(":")[1], 16)
    return -1


def wait_until(condition, what: str, guard: float = GUARD_S) -> None:
    """Polls `condition()` until it is true; fails if it is still false after `guard` seconds
    (a hang, not a slow machine)."""
    deadline = time.monotonic() + guard
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not within the {guard} s guard")
        time.sleep(0.01)


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self):
        return json.loads(self.body)

    @staticmethod
    def parse(raw: bytes) -> "Reply":
        """The first response in raw HTTP/1.1 bytes (Content-Length framing)."""
        head, _, rest = raw.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        if not lines[0].startswith("HTTP/1."):
            raise AssertionError(f"not an HTTP response: {raw[:200]!r}")
        status = int(lines[0].split()[1])
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        length = int(headers.get("content-length", len(rest)))
        return Reply(status, headers, rest[:length])


def assert_problem(reply: Reply, status: int, pointer: str | None = None, type_suffix: str | None = None) -> dict:
    """Asserts an RFC 9457 problem with `status`, every standard member, and (if given) an
    `errors[]` entry with `pointer`. Returns the problem."""
    assert reply.status == status, f"status {reply.status}, want {status}; body {reply.body[:300]!r}"
    content_type = reply.headers.get("content-type", "")
    assert content_type.startswith("application/problem+json"), f"content-type {content_type!r}"
    problem = json.loads(reply.body)
    for key in PROBLEM_KEYS:
        assert key in problem, f"problem without {key}: {problem}"
    assert problem["status"] == status, f"problem.status {problem['status']}, want {status}"
    assert isinstance(problem["detail"], str) and problem["detail"], "empty detail"
    if type_suffix is not None:
        assert problem["type"] == f"urn:sheetd:problem:{type_suffix}", f"type {problem['type']}"
    if pointer is not None:
        pointers = [error["pointer"] for error in problem.get("errors", [])]
        assert pointer in pointers, f"no error at {pointer!r}; errors at {pointers}"
    return problem


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


# --- figures and fixtures ---------------------------------------------------------------------


class Figures:
    """Measured figures of one suite, never asserted (issue 19): printed as `FIGURE: key = value` (pytest shows
    them with -s or on a failure) and kept in .build/reliability/NAME-figures.json."""

    def __init__(self, name: str):
        self.name = name
        self.values: dict = {}

    def record(self, key: str, value) -> None:
        self.values[key] = value
        print(f"FIGURE: {key} = {value}", flush=True)
        out = ROOT / ".build" / "reliability" / f"{self.name}-figures.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(self.values, indent=2, sort_keys=True) + "\n")


# Folders kept for a look after the run, which conftest.py names after pytest's summary (its capture would show a
# line printed at teardown only on a failure).
KEPT: list[str] = []


@contextlib.contextmanager
def work_folder(suite: str):
    """A temporary folder for a suite's files (answers, logs, browser profiles), removed at the end unless
    KEEP_WORK is set, when it is named in KEPT instead."""
    folder = tempfile.mkdtemp(prefix=f"sheetd-{suite}.")
    try:
        yield folder
    finally:
        if os.environ.get("KEEP_WORK"):
            KEPT.append(f"{suite}: work folder kept in {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)


def serving(*arguments: str, log_name: str, before=None, **options):
    """A module-scoped pytest fixture: sheetd started with `arguments` (then `before(daemon)`) for the module's
    tests, which must then leave it stopping on SIGTERM with exit code 0 (a teardown error otherwise)."""

    @pytest.fixture(scope="module")
    def daemon():
        with Daemon(*arguments, log_name=log_name, **options) as started:
            if before is not None:
                before(started)
            yield started
            code = started.stop()
            assert code == 0, f"sheetd exited with {code} on SIGTERM\n{started.log_tail()}"

    return daemon
