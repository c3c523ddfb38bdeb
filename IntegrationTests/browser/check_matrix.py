#!/usr/bin/env python3
"""Opens the contact sheet of `sheetctl matrix` in headless Chromium and checks what it shows.

1. The file loads as an SVG document with one cell (`g.cell`) per layout the table printed by sheetctl counts
   (catalogue screens x 2 orientations x 12 content size categories).
2. The cells' marks agree with the table: as many cells carry S (scrolls), T (truncates) and C (custom view pushed
   off screen) as the table's last line says.
3. It is drawn: in a screenshot, the middle of the first cell's screen is the screen's white, not the page's grey,
   and the cells' screens are laid out left to right in the order of the categories.

Usage: check_matrix.py MATRIX.svg TABLE.txt WORK_DIR   (prints `check_matrix: N passed, M failed` last)
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_browser import Browser  # noqa: E402  (the same DevTools-pipe Chromium as the preview checks)

results = []


def report(ok, text):
    results.append((ok, text))
    print(("ok    " if ok else "FAIL  ") + text, flush=True)


def main():
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    svg_path, table_path, work = sys.argv[1:]
    with open(table_path, encoding="utf-8") as handle:
        summary = handle.read().strip().splitlines()
    line = next((l for l in summary if " layouts: " in l), "")
    numbers = re.match(r"(\d+) layouts: (\d+) truncate \(T\), (\d+) scroll \(S\), (\d+) push", line)
    if not numbers:
        report(False, "the table has no summary line: %r" % line)
        return
    total, truncate, scroll, custom = map(int, numbers.groups())
    browser = Browser(os.path.join(work, "chromium-profile-matrix"))
    try:
        browser.open_page()
        width = int(float(re.search(r'width="([0-9.]+)"', open(svg_path, encoding="utf-8").read()).group(1)))
        browser.viewport(width, 1200)
        browser.navigate("file://" + os.path.abspath(svg_path))
        root = browser.evaluate("document.documentElement.tagName")
        cells = browser.evaluate("document.querySelectorAll('g.cell').length")
        report(root == "svg" and cells == total, "the contact sheet loads as SVG with %s cells (table: %d)" % (cells, total))
        marks = browser.evaluate(
            "Array.from(document.querySelectorAll('g.cell')).map(c => c.getAttribute('data-symbol'))")
        counted = {k: sum(1 for m in marks if k in m) for k in "TSC"}
        report(counted == {"T": truncate, "S": scroll, "C": custom},
               "the cells' marks %s agree with the table (T %d, S %d, C %d)" % (counted, truncate, scroll, custom))
        boxes = browser.evaluate(
            "Array.from(document.querySelectorAll('g.cell > svg')).slice(0, 12).map(s => {"
            " const r = s.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })")
        image = browser.screenshot()
        x, y, w, h = boxes[0]
        pixel = image.getpixel((int(x + w / 2), int(y + h / 2)))
        background = (0xF2, 0xF2, 0xF7)
        report(max(abs(a - b) for a, b in zip(pixel, background)) > 20,
               "the first cell's screen is drawn (pixel %s at its middle, the page is %s)" % (pixel, background))
        report(all(boxes[i][0] < boxes[i + 1][0] for i in range(len(boxes) - 1)),
               "a row's 12 cells run left to right, one per content size category")
    finally:
        browser.close()


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # a broken page must be reported, not hide the summary
        report(False, "check_matrix: %s" % error)
    passed = sum(1 for ok, _ in results if ok)
    print("check_matrix: %d passed, %d failed" % (passed, len(results) - passed))
    sys.exit(1 if len(results) - passed else 0)
