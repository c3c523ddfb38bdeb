"""--font-config: the real daemon measures with the family a font configuration names, says so in its
answers, and refuses a broken configuration at start (non-zero exit, the member and path named, never
listening).

Run: IntegrationTests/reliability/run.sh   (or .venv/bin/pytest on this file)
"""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path

from sheetd_support import GUARD_S, SEED, Daemon, Figures

figures = Figures("font-config")
DEJAVU = "/usr/share/fonts/truetype/dejavu"
NOTO_CJK = "/usr/share/fonts/opentype/noto"


def dejavu_configuration() -> dict:
    """DejaVu Sans as the primary family (Bold for semibold), Noto Sans CJK JP, no fallbacks, no tracking."""
    cut = {"regular": f"{DEJAVU}/DejaVuSans.ttf", "semibold": f"{DEJAVU}/DejaVuSans-Bold.ttf"}
    return {
        "name": "DejaVu live test",
        "primary": {"text": dict(cut), "display": dict(cut), "tracking": "none"},
        "cjk": {"regular": f"{NOTO_CJK}/NotoSansCJK-Regular.ttc", "semibold": f"{NOTO_CJK}/NotoSansCJK-Bold.ttc"},
        "fallbacks": [],
    }


def write(folder: Path, configuration, name: str = "fonts.json") -> Path:
    path = folder / name
    path.write_text(configuration if isinstance(configuration, str) else json.dumps(configuration))
    return path


def start_refused(config: Path) -> tuple[int, str]:
    """Starts sheetd with `config` and waits for it to exit; its exit code and log."""
    daemon = Daemon("--font-config", str(config), log_name="font-config-broken")
    process = subprocess.run(
        [daemon.binary, *daemon.args], stdin=subprocess.DEVNULL, capture_output=True, timeout=GUARD_S, env=daemon.env
    )
    return process.returncode, (process.stdout + process.stderr).decode(errors="replace")


def broken_cases(folder: Path) -> list[tuple[str, Path, str, str]]:
    """(what, configuration file, key named, path named) for each way a configuration can be broken."""
    not_a_font = folder / "NotAFont.ttf"
    not_a_font.write_text("this is text, not a font\n")
    missing_role = dejavu_configuration()
    del missing_role["primary"]["display"]
    unknown_key = dejavu_configuration()
    unknown_key["primary"]["italic"] = f"{DEJAVU}/DejaVuSans-Oblique.ttf"
    bad_tracking = dejavu_configuration()
    bad_tracking["primary"]["tracking"] = "tight"
    missing_font = dejavu_configuration()
    missing_font["cjk"]["semibold"] = str(folder / "Hiragino-W6.ttc")
    wrong_font = dejavu_configuration()
    wrong_font["primary"]["text"]["regular"] = str(not_a_font)
    absent = folder / "absent.json"
    return [
        ("missing configuration file", absent, "", str(absent)),
        ("unreadable JSON", write(folder, '{"primary": {', "truncated.json"), "not valid JSON", "truncated.json"),
        ("a role missing", write(folder, missing_role, "missing-role.json"), "/primary/display", "missing-role.json"),
        ("unknown key", write(folder, unknown_key, "unknown.json"), "/primary/italic", "unknown.json"),
        ("bad tracking", write(folder, bad_tracking, "tracking.json"), "/primary/tracking", "tracking.json"),
        ("missing font file", write(folder, missing_font, "missing.json"), "/cjk/semibold", "Hiragino-W6.ttc"),
        ("not a font", write(folder, wrong_font, "wrong.json"), "/primary/text/regular", str(not_a_font)),
    ]


def test_broken_configurations_stop_the_daemon_at_start():
    """each broken configuration exits non-zero before listening, naming the member and the path"""
    with tempfile.TemporaryDirectory(prefix="sheetd-font-config-") as name:
        for what, config, key, path in broken_cases(Path(name)):
            status, log = start_refused(config)
            assert status != 0, f"{what}: exit {status}"
            assert "cannot load fonts: font configuration" in log, f"{what}: {log}"
            assert key in log and path in log, f"{what}: {key!r} or {path!r} not in {log}"
            assert '"listening"' not in log and "listening" not in log, f"{what}: it listened: {log}"
        figures.record("broken_configurations", 7)


def test_configured_family_measures_and_is_named():
    """with DejaVu Sans configured, /layout's texts name it, /profiles lists the set, and lines follow it"""
    seed_message = {**SEED, "sheet": {**SEED["sheet"], "message": "This photo will be deleted from iCloud Photos on "
                                      "all your devices, including shared albums that other people have saved."}}
    with tempfile.TemporaryDirectory(prefix="sheetd-font-config-") as name:
        config = write(Path(name), dejavu_configuration())
        with Daemon(env={"FONT_CONFIG": str(config)}, log_name="font-config-dejavu") as dejavu, Daemon(
            log_name="font-config-default"
        ) as default:
            layout = dejavu.post_json("/layout", SEED).json()
            title = next(e for e in layout["elements"] if e["id"] == "title")
            assert title["text"]["font"]["family"] == "DejaVu Sans", title
            assert title["text"]["font"]["fallbackFamilies"] == ["Noto Sans CJK JP"], title
            profiles = dejavu.get("/profiles").json()["fonts"]
            assert profiles["name"] == "DejaVu live test" and profiles["tracking"] == "none", profiles
            assert {face["file"] for face in profiles["faces"]} == {
                "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"
            }, profiles
            assert default.get("/profiles").json()["fonts"]["name"] == "default"
            ours = next(e for e in dejavu.post_json("/layout", seed_message).json()["elements"] if e["id"] == "message")
            theirs = next(e for e in default.post_json("/layout", seed_message).json()["elements"] if e["id"] == "message")
            assert theirs["text"]["font"]["family"] == "Inter", theirs
            assert ours["text"]["lines"] != theirs["text"]["lines"], (ours, theirs)
            figures.record("message_lines_dejavu", len(ours["text"]["lines"]))
            figures.record("message_lines_inter", len(theirs["text"]["lines"]))
