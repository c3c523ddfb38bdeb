"""The animation suite's exports: the seed's ios17 slides and ios26's card and popover, written by a Swift test
(AnimationExportTests) to a folder that test_lottie.py and test_css.py read.

SHEETD_ANIMATION_EXPORTS=DIR uses exports already written there. SWIFT and SHEETD_SCRATCH_PATH choose the swift
and its build folder."""

import functools
import os
import subprocess
import tempfile

import pytest

from sheetd_support import ROOT


@functools.cache
def exports_folder():
    """The folder of the exports, written once per session (at collection: the tests are one per export)."""
    if os.environ.get("SHEETD_ANIMATION_EXPORTS"):
        return os.environ["SHEETD_ANIMATION_EXPORTS"]
    folder = tempfile.mkdtemp(prefix="sheetd-animation.")
    scratch = ["--scratch-path", os.environ["SHEETD_SCRATCH_PATH"]] if os.environ.get("SHEETD_SCRATCH_PATH") else []
    with open(os.path.join(folder, "swift-test.log"), "w") as log:
        swift = os.environ.get("SWIFT", "swift")
        written = subprocess.run([swift, "test", *scratch, "--filter", "AnimationExportTests"], cwd=ROOT,
                                 env={**os.environ, "SHEETD_LOTTIE_OUT": folder}, stdout=log, stderr=subprocess.STDOUT)
    if written.returncode != 0:
        with open(os.path.join(folder, "swift-test.log")) as log:
            raise pytest.UsageError("the export test (swift test --filter AnimationExportTests) failed:\n"
                                    + "".join(log.readlines()[-30:]))
    return folder


def exported(suffix):
    return sorted(name[:-len(suffix)] for name in os.listdir(exports_folder()) if name.endswith(suffix))

