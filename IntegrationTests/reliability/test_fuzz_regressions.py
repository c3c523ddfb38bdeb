"""Past fuzz findings (fuzz-regressions/) replayed through the fuzz target in a normal build: no sanitizers, so
this catches traps and broken promises; scripts/fuzz.sh replays them under ASan too."""

import subprocess
from pathlib import Path

import pytest

from sheetd_support import ROOT

REPRODUCERS = sorted(path for path in (Path(__file__).parent / "fuzz-regressions").iterdir()
                     if path.is_file() and not path.name.startswith("README"))


@pytest.mark.skipif(not REPRODUCERS, reason="no fuzz reproducer recorded yet")
def test_fuzz_reproducers_replay_cleanly():
    subprocess.run(["swift", "build", "--product", "sheetd-fuzz"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                              text=True).stdout.strip()
    replay = subprocess.run([f"{bin_path}/sheetd-fuzz", *map(str, REPRODUCERS)], cwd=ROOT, capture_output=True,
                            text=True)
    assert replay.returncode == 0, (f"a reproducer in IntegrationTests/reliability/fuzz-regressions/ fails:\n"
                                    f"{replay.stderr[-3000:]}")
