"""Opens the contact sheet of `sheetctl matrix examples/seed.json` in headless Chromium and checks what it shows.

1. The file loads as an SVG document with one cell (`g.cell`) per layout the table printed by sheetctl counts
   (catalogue screens x 2 orientations x 12 content size categories).
2. The cells' marks agree with the table: as many cells carry S (scrolls), T (truncates) and C (custom view pushed
   off screen) as the table's last line says.
3. It is drawn: in a screenshot, the middle of the first cell's screen is the screen's white, not the page's grey,
   and the cells' screens are laid out left to right in the order of the categories.

Run: IntegrationTests/client/run.sh (pytest; the Chromium is the browser suite's, devtools_browser.py)
"""

import os
import re
import subprocess

from devtools_browser import chromium
from sheetd_support import ROOT


def test_the_contact_sheet_shows_the_table(expect, sheetctl, sheetd, work):
    svg_path, table_path = os.path.join(work, "m.svg"), os.path.join(work, "m.txt")
    with open(table_path, "w", encoding="utf-8") as table:
        made = subprocess.run([sheetctl, "matrix", "examples/seed.json", "-o", svg_path, "--server", sheetd.url],
                              cwd=ROOT, stdout=table, timeout=300)
    assert made.returncode == 0, "sheetctl matrix examples/seed.json -o m.svg"
    with open(table_path, encoding="utf-8") as handle:
        summary = handle.read().strip().splitlines()
    line = next((l for l in summary if " layouts: " in l), "")
    numbers = re.match(r"(\d+) layouts: (\d+) truncate \(T\), (\d+) scroll \(S\), (\d+) push", line)
    assert numbers, "the table has no summary line: %r" % line
    total, truncate, scroll, custom = map(int, numbers.groups())
    with chromium(os.path.join(work, "chromium-profile-matrix")) as browser:
        width = int(float(re.search(r'width="([0-9.]+)"', open(svg_path, encoding="utf-8").read()).group(1)))
        browser.viewport(width, 1200)
        browser.navigate("file://" + os.path.abspath(svg_path))
        root = browser.evaluate("document.documentElement.tagName")
        cells = browser.evaluate("document.querySelectorAll('g.cell').length")
        expect(root == "svg" and cells == total, "the contact sheet loads as SVG with %s cells (table: %d)" % (cells, total))
        marks = browser.evaluate(
            "Array.from(document.querySelectorAll('g.cell')).map(c => c.getAttribute('data-symbol'))")
        counted = {k: sum(1 for m in marks if k in m) for k in "TSC"}
        expect(counted == {"T": truncate, "S": scroll, "C": custom},
               "the cells' marks %s agree with the table (T %d, S %d, C %d)" % (counted, truncate, scroll, custom))
        boxes = browser.evaluate(
            "Array.from(document.querySelectorAll('g.cell > svg')).slice(0, 12).map(s => {"
            " const r = s.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })")
        image = browser.screenshot()
        x, y, w, h = boxes[0]
        pixel = image.getpixel((int(x + w / 2), int(y + h / 2)))
        background = (0xF2, 0xF2, 0xF7)
        expect(max(abs(a - b) for a, b in zip(pixel, background)) > 20,
               "the first cell's screen is drawn (pixel %s at its middle, the page is %s)" % (pixel, background))
        expect(all(boxes[i][0] < boxes[i + 1][0] for i in range(len(boxes) - 1)),
               "a row's 12 cells run left to right, one per content size category")

