#!/usr/bin/env python3
"""Runs every curl example of README.md against a running sheetd and compares its output with the JSON block that
follows it in the README, so the front door answers as shown.

Usage: scripts/check-readme-examples.py BASE_URL   (e.g. http://127.0.0.1:18080)

Each ```sh block that calls curl is run by bash from the repository's root with localhost:8080 replaced by BASE_URL;
its output and the next ```json block are read as streams of JSON values and must be equal. Exit status 1 names the
examples that differ.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def json_stream(text):
    """The JSON values of `text`, one after another (jq -c prints one per line, jq . pretty-prints)."""
    decoder = json.JSONDecoder()
    values, index = [], 0
    text = text.strip()
    while index < len(text):
        value, end = decoder.raw_decode(text, index)
        values.append(value)
        index = end
        while index < len(text) and text[index].isspace():
            index += 1
    return values


def examples(readme):
    """(shell block, expected JSON block) for each curl example, in order."""
    blocks = re.findall(r"```(\w*)\n(.*?)```", readme, flags=re.S)
    pairs = []
    for index, (language, body) in enumerate(blocks):
        if language == "sh" and "curl " in body:
            following = blocks[index + 1] if index + 1 < len(blocks) else None
            if following is None or following[0] != "json":
                raise SystemExit(f"README: the curl example {body.splitlines()[0]!r} has no ```json answer after it")
            pairs.append((body, following[1]))
    return pairs


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    base = sys.argv[1].rstrip("/")
    host = re.sub(r"^https?://", "", base)
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as readme:
        pairs = examples(readme.read())
    if not pairs:
        raise SystemExit("README: no curl example found")
    failed = 0
    for command, expected in pairs:
        script = command.replace("localhost:8080", host)
        run = subprocess.run(["bash", "-o", "pipefail", "-c", script], cwd=ROOT, capture_output=True, text=True,
                             timeout=60)
        title = command.splitlines()[0][:100]
        try:
            same = run.returncode == 0 and json_stream(run.stdout) == json_stream(expected)
        except json.JSONDecodeError:
            same = False
        if same:
            print(f"PASS: README example answers as shown: {title}")
        else:
            failed += 1
            print(f"FAIL: README example differs: {title}\n--- expected\n{expected.strip()}\n--- got (exit "
                  f"{run.returncode})\n{run.stdout.strip()}\n{run.stderr.strip()}")
    print(f"readme: {len(pairs) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
