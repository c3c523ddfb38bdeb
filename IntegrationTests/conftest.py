"""Fixtures every Python integration suite shares (see sheetd_support.py for the helpers behind them)."""

import copy
import sys

import pytest

from sheetd_support import KEPT, SEED

# No __pycache__ beside the sources for the modules imported from here on (pytest rewrites and caches them).
sys.dont_write_bytecode = True


class Expectations:
    """Soft checks for a test that walks many points of one picture or document: each `expect(ok, text)` is
    recorded, and the test fails at its end listing every one that did not hold, so one wrong pixel does not
    hide the others."""

    def __init__(self):
        self.failures = []
        self.count = 0

    def __call__(self, condition, text):
        ok = bool(condition)
        self.count += 1
        if not ok:
            self.failures.append(text)
        return ok


@pytest.fixture
def expect():
    return Expectations()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    result = yield
    expectations = item.funcargs.get("expect")
    if expectations is not None:
        if expectations.failures:
            pytest.fail(f"{len(expectations.failures)} of {expectations.count} checks failed:\n  "
                        + "\n  ".join(expectations.failures), pytrace=False)
        if expectations.count == 0:
            pytest.fail("no check ran", pytrace=False)
    return result


@pytest.fixture
def seed():
    """A fresh copy of examples/seed.json, the seed request, for a test to change."""
    return copy.deepcopy(SEED)


def pytest_terminal_summary(terminalreporter):
    for line in KEPT:
        terminalreporter.write_line(line)
