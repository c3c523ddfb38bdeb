"""One test per export (animation_exports.py); KEEP_EXPORTS=1 keeps the export folder (with the rendered frames)
and prints its path."""

import os
import shutil

import pytest

from animation_exports import exported, exports_folder
from sheetd_support import KEPT


def pytest_generate_tests(metafunc):
    for fixture, suffix in (("lottie_export", ".lottie.json"), ("css_export", ".css")):
        if fixture in metafunc.fixturenames:
            metafunc.parametrize(fixture, exported(suffix))


@pytest.fixture(scope="session")
def exports():
    return exports_folder()


def pytest_sessionfinish(session):
    if exports_folder.cache_info().currsize == 0 or os.environ.get("SHEETD_ANIMATION_EXPORTS"):
        return
    if os.environ.get("KEEP_EXPORTS"):
        KEPT.append(f"animation: exports and rendered frames kept in {exports_folder()}")
    else:
        shutil.rmtree(exports_folder(), ignore_errors=True)
