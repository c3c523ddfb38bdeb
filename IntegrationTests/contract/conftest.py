"""The contract suite's sheetd: one on 127.0.0.1 for the session, with --body-timeout 1 (test_answers.py waits for a
408 on a body that never completes). Its log goes to .build/contract/."""

import pytest

from sheetd_support import ROOT, Daemon


@pytest.fixture(scope="session")
def sheetd():
    with Daemon("--body-timeout", "1", log_format=None, workdir=ROOT / ".build" / "contract") as daemon:
        yield daemon
