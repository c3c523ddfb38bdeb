"""The client suite's fixtures: the debug sheetctl (and sheetd, unless SHEETD_BIN names one), a work folder, and one
sheetd on 127.0.0.1 for the session. SHEETCTL_BIN names another sheetctl; KEEP_WORK=1 keeps the work folder."""

import os
import subprocess

import pytest

from sheetd_support import ROOT, Daemon, work_folder


@pytest.fixture(scope="session")
def work():
    with work_folder("client") as folder:
        yield folder


@pytest.fixture(scope="session")
def sheetctl():
    if os.environ.get("SHEETCTL_BIN"):
        return os.path.abspath(os.environ["SHEETCTL_BIN"])
    subprocess.run(["swift", "build", "--product", "sheetctl"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                              text=True).stdout.strip()
    return os.path.join(bin_path, "sheetctl")


@pytest.fixture(scope="session")
def sheetd(work):
    with Daemon(log_name="sheetd", log_format=None, workdir=work) as daemon:
        yield daemon
