"""sheetctl against the real sheetd (conftest.py): `sheetctl layout FILE` (computed locally), `sheetctl layout FILE
--server URL` (and SHEETD_URL) and POST /layout give the same JSON value for every example; the same for /animation
in each format, /preview and /profiles; an invalid file exits 1 naming each bad field's pointer, a usage error 2 and
a stopped server 3; any readable file (a pipe, a FIFO) is input, errors carry their reason, --fallback announces
itself, a stalled server fails within 10 s, --version, no PNG to a terminal; every command has --help.

Run: IntegrationTests/client/run.sh (pytest)
"""

import glob
import json
import os
import pty
import re
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request

import pytest

from sheetd_support import ROOT, SEED, SEED_PATH, free_port

SEED_FILE = str(SEED_PATH)
PNG_SIGNATURE = b"\x89PNG"


def run(sheetctl, *arguments, env=None, **options):
    """sheetctl with `arguments` from the repository root; its exit status, standard output and error (bytes)."""
    done = subprocess.run([sheetctl, *arguments], cwd=ROOT, capture_output=True, timeout=120,
                          env={**os.environ, **(env or {})}, **options)
    return done.returncode, done.stdout, done.stderr.decode(errors="replace")


def post(url, path, body, accept=None):
    """POST `body` (bytes or a JSON value) to sheetd; the answer's bytes, whatever its status."""
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    headers = {"Content-Type": "application/json", **({"Accept": accept} if accept else {})}
    try:
        with urllib.request.urlopen(urllib.request.Request(url + path, data=data, headers=headers),
                                    timeout=60) as answer:
            return answer.read()
    except urllib.error.HTTPError as error:
        return error.read()


def layout_examples():
    """The examples that are layout requests (the others ask for a transition)."""
    paths = sorted(glob.glob(str(ROOT / "examples" / "*.json")))
    return [path for path in paths if "transition" not in json.loads(open(path, encoding="utf-8").read())]


@pytest.fixture(scope="module")
def seed_answer(sheetd):
    return json.loads(post(sheetd.url, "/layout", SEED))


# --- the same answer locally, with --server, with SHEETD_URL and from POST ---------------------------------------


@pytest.mark.parametrize("path", layout_examples(), ids=os.path.basename)
def test_layout_locally_and_with_a_server_prints_post_layouts_value(sheetctl, sheetd, path):
    wanted = json.loads(post(sheetd.url, "/layout", open(path, "rb").read()))
    _, local, _ = run(sheetctl, "layout", path)
    _, server, _ = run(sheetctl, "layout", path, "--server", sheetd.url)
    _, from_environment, _ = run(sheetctl, "layout", path, env={"SHEETD_URL": sheetd.url})
    assert json.loads(local) == wanted, "local"
    assert json.loads(server) == wanted, "--server"
    assert json.loads(from_environment) == wanted, "SHEETD_URL"


def test_layout_reads_standard_input(sheetctl, seed_answer):
    _, printed, _ = run(sheetctl, "layout", "-", input=SEED_PATH.read_bytes())
    assert json.loads(printed) == seed_answer


@pytest.mark.parametrize("answer_format", ["keyframes", "coreAnimation", "lottie", "css"])
def test_animation_prints_post_animations_answer(sheetctl, sheetd, work, answer_format):
    dismiss = str(ROOT / "examples" / "seed-dismiss.json")
    wanted = post(sheetd.url, "/animation", dict(json.loads(open(dismiss, "rb").read()), format=answer_format))
    _, local, _ = run(sheetctl, "animation", dismiss, "--transition", "dismiss", "--format", answer_format)
    written = os.path.join(work, f"dismiss-{answer_format}.server")
    run(sheetctl, "animation", dismiss, "--format", answer_format, "--server", sheetd.url, "-o", written)
    server = open(written, "rb").read()
    if answer_format == "css":
        # A shell's $(…) drops trailing newlines: the local style sheet is printed with one more.
        assert local.rstrip(b"\n") == wanted.rstrip(b"\n") and server == wanted
    else:
        assert json.loads(local) == json.loads(wanted) and json.loads(server) == json.loads(wanted)


def test_animation_slide_clear_custom_view(sheetctl, sheetd):
    wanted = post(sheetd.url, "/animation", dict(SEED, transition="present", slide="clearCustomView"))
    _, printed, _ = run(sheetctl, "animation", SEED_FILE, "--transition", "present", "--slide", "clearCustomView")
    assert json.loads(printed) == json.loads(wanted)


def test_preview_writes_post_previews_svg(sheetctl, sheetd, work):
    wanted = post(sheetd.url, "/preview", SEED, accept="image/svg+xml")
    local, server = os.path.join(work, "seed.local.svg"), os.path.join(work, "seed.server.svg")
    run(sheetctl, "preview", SEED_FILE, "-o", local)
    run(sheetctl, "preview", SEED_FILE, "-o", server, "--server", sheetd.url)
    assert open(local, "rb").read() == wanted, "local"
    assert open(server, "rb").read() == wanted, "--server"


def test_layout_output_png_writes_a_png(sheetctl, work):
    written = os.path.join(work, "seed.png")
    run(sheetctl, "layout", SEED_FILE, "--output", "png", "-o", written)
    assert open(written, "rb").read(4) == PNG_SIGNATURE


def test_profiles_prints_get_profiles(sheetctl, sheetd):
    with urllib.request.urlopen(sheetd.url + "/profiles", timeout=60) as answer:
        wanted = json.loads(answer.read())
    _, printed, _ = run(sheetctl, "profiles")
    assert json.loads(printed) == wanted


# --- exit codes: 1 with every pointer, 2 for usage, 3 for a server out of reach ------------------------------------


@pytest.mark.parametrize("server", [False, True], ids=["local", "server"])
def test_an_invalid_file_exits_1_naming_each_pointer(sheetctl, sheetd, work, server):
    invalid = os.path.join(work, "invalid.json")
    with open(invalid, "w") as handle:
        handle.write('{"screen":{"width":-1,"scale":9},"sheet":{"actions":[{"title":"a","style":"nope"}]}}')
    status, _, errors = run(sheetctl, "layout", invalid, *(["--server", sheetd.url] if server else []))
    assert status == 1, errors
    for pointer in ("/screen/width", "/screen/scale", "/sheet/actions/0/style"):
        assert re.search(rf"^  {re.escape(pointer)}: ", errors, re.MULTILINE), f"{pointer} not named: {errors}"


@pytest.mark.parametrize("arguments", [["layout", SEED_FILE, "--output", "nope"], ["layout", SEED_FILE, "--frobnicate"],
                                       ["frobnicate"]], ids=["bad --output", "unknown option", "unknown command"])
def test_a_usage_error_exits_2(sheetctl, arguments):
    assert run(sheetctl, *arguments)[0] == 2


@pytest.fixture(scope="module")
def stopped():
    """The address of a port where nothing listens."""
    return f"http://127.0.0.1:{free_port()}"


def test_an_unreachable_server_exits_3_after_its_retries(sheetctl, stopped):
    status, _, errors = run(sheetctl, "layout", SEED_FILE, "--server", stopped, "--retries", "1")
    assert status == 3 and "after 2 attempt" in errors, errors


def test_fallback_computes_locally_and_says_why(sheetctl, stopped, seed_answer):
    _, printed, errors = run(sheetctl, "layout", SEED_FILE, "--server", stopped, "--retries", "0", "--fallback")
    assert json.loads(printed) == seed_answer
    assert re.search(r"^sheetctl: notice: computed locally \(--fallback\) because the server could not be reached",
                     errors, re.MULTILINE), errors


# --- any readable file is input; errors say why ---------------------------------------------------------------------


def test_layout_reads_a_pipe(sheetctl, sheetd, seed_answer):
    read_end, write_end = os.pipe()
    writer = threading.Thread(target=lambda: (os.write(write_end, SEED_PATH.read_bytes()), os.close(write_end)))
    writer.start()
    try:
        _, printed, _ = run(sheetctl, "layout", f"/dev/fd/{read_end}", "--server", sheetd.url, pass_fds=(read_end,))
    finally:
        writer.join()
        os.close(read_end)
    assert json.loads(printed) == seed_answer


def test_layout_reads_a_named_pipe(sheetctl, sheetd, work, seed_answer):
    fifo = os.path.join(work, "request.fifo")
    os.mkfifo(fifo)

    def write():
        with open(fifo, "wb") as handle:
            handle.write(SEED_PATH.read_bytes())

    writer = threading.Thread(target=write)
    writer.start()
    _, printed, _ = run(sheetctl, "layout", fifo, "--server", sheetd.url)
    writer.join()
    assert json.loads(printed) == seed_answer


def test_a_missing_file_exits_2_with_the_reason(sheetctl, work):
    status, _, errors = run(sheetctl, "layout", os.path.join(work, "no-such.json"))
    assert status == 2 and re.search(r"cannot read .*no-such.json: No such file or directory", errors), errors


def test_an_unwritable_output_exits_3_with_the_reason(sheetctl, work):
    status, _, errors = run(sheetctl, "layout", SEED_FILE, "-o", os.path.join(work, "no-such-folder", "out.json"))
    assert status == 3 and "No such file or directory" in errors, errors


def test_a_stalled_server_fails_within_10_s_with_rounded_durations(sheetctl):
    with socket.socket() as listener:  # accepts (the kernel does) and never answers
        listener.bind(("127.0.0.1", 0))
        listener.listen(64)
        started = time.monotonic()
        status, _, errors = run(sheetctl, "layout", SEED_FILE, "--server",
                                f"http://127.0.0.1:{listener.getsockname()[1]}")
        elapsed = time.monotonic() - started
    assert status == 3 and elapsed < 10 and "timed out after" in errors, (
        f"exit {status} after {elapsed:.1f} s: {errors}")
    assert not re.search(r"[0-9]\.[0-9]{3,}", errors), f"durations not rounded: {errors}"


def test_version_is_openapis_info_version(sheetctl):
    version = re.search(r"^  version: (\S+)", (ROOT / "openapi.yaml").read_text(), re.MULTILINE).group(1)
    assert run(sheetctl, "--version")[1].decode().strip() == f"sheetctl {version}"


def test_png_to_a_terminal_exits_2_without_writing(sheetctl, sheetd):
    main, secondary = pty.openpty()
    done = subprocess.run([sheetctl, "layout", SEED_FILE, "--output", "png", "--server", sheetd.url], cwd=ROOT,
                          stdout=secondary, stderr=subprocess.PIPE, timeout=60)
    os.close(secondary)
    os.set_blocking(main, False)
    try:
        written = os.read(main, 65536)
    except OSError:
        written = b""
    os.close(main)
    errors = done.stderr.decode()
    assert done.returncode == 2 and written == b"" and "give -o FILE" in errors, (done.returncode, written, errors)


def test_png_through_a_pipe_is_written(sheetctl, sheetd):
    assert run(sheetctl, "layout", SEED_FILE, "--output", "png", "--server", sheetd.url)[1][:4] == PNG_SIGNATURE


@pytest.mark.parametrize("command", ["layout", "animation", "preview", "profiles", "matrix"])
def test_every_command_has_help(sheetctl, command):
    assert re.search(f"^usage: sheetctl {command}", run(sheetctl, command, "--help")[1].decode(), re.MULTILINE)


# --- alerts: --style sets sheet.preferredStyle; the matrix lays an alert out everywhere --------------------------


def test_style_alert_lays_the_seed_out_as_an_alert(sheetctl, sheetd):
    assert b'"presentation":"alert"' in run(sheetctl, "layout", SEED_FILE, "--style", "alert", "--server",
                                            sheetd.url)[1]


def test_matrix_of_the_alert_lays_out_every_cell(sheetctl, sheetd, work):
    status, table, errors = run(sheetctl, "matrix", "examples/alert.json", "-o", os.path.join(work, "alert-m.svg"),
                                "--server", sheetd.url)
    assert status == 0, errors
    assert re.search(r", 0 refused \(!\)$", table.decode(), re.MULTILINE), table.decode()[-500:]
