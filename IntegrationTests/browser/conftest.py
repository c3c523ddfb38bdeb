"""The browser suite's fixtures: a work folder, one sheetd on 127.0.0.1 and one headless Chromium for the session.

KEEP_WORK=1 keeps the work folder (SVGs, Chromium profiles, sheetd logs) and prints its path."""

import os

import pytest

from devtools_browser import chromium
from sheetd_support import Daemon, work_folder


@pytest.fixture(scope="session")
def work():
    with work_folder("browser") as folder:
        yield folder


@pytest.fixture(scope="session")
def sheetd(work):
    with Daemon(log_name="sheetd", log_format=None, workdir=work) as daemon:
        yield daemon


@pytest.fixture(scope="session")
def browser(work):
    with chromium(os.path.join(work, "chromium-profile")) as started:
        yield started
