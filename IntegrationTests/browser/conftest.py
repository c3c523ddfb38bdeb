"""The browser suite's fixtures: a work folder, one sheetd on 127.0.0.1 and one headless Chromium for the session.

KEEP_WORK=1 keeps the work folder (SVGs, Chromium profiles, sheetd logs) and prints its path."""

import os
import shutil
import tempfile

import pytest

from devtools_browser import Browser
from sheetd_support import Daemon


@pytest.fixture(scope="session")
def work():
    folder = tempfile.mkdtemp(prefix="sheetd-browser.")
    yield folder
    if os.environ.get("KEEP_WORK"):
        print(f"\nbrowser: work folder kept in {folder}")
    else:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def sheetd(work):
    with Daemon(log_name="sheetd", log_format=None, workdir=work) as daemon:
        yield daemon


@pytest.fixture(scope="session")
def browser(work):
    chromium = Browser(os.path.join(work, "chromium-profile"))
    try:
        chromium.open_page()
        yield chromium
    finally:
        chromium.close()
