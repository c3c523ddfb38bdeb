"""500 generated /layout requests through `sheetctl layout --batch`, computed locally and with --server, against
POST /layout on a live sheetd: every line must be the same JSON value (the answer, or the same problem).

The requests mix scripts (Latin, Japanese, Chinese, Korean, Arabic, Hebrew, Thai, Devanagari, Cyrillic, emoji),
right to left, every Dynamic Type size, dark mode, both profiles, custom views with subviews, iPhones of the
catalogue in both orientations and iPad popovers, from a fixed seed.

Run: IntegrationTests/client/run.sh (pytest; conftest.py gives sheetctl and a live sheetd)
"""

import json
import os
import random
import subprocess
import urllib.error
import urllib.request

import pytest

COUNT = 500
WORDS = ["Delete", "Save to Files", "写真を削除", "この操作は取り消せません", "حذف الصورة", "مشاركة", "מחק",
         "שתף את התמונה", "ลบรูปภาพ", "हटाएँ", "Удалить фото", "删除照片", "사진 삭제", "🗑️ Remove",
         "👨‍👩‍👧 Family", "Très long libellé d'action qui ne tient pas sur une ligne", "Ok"]
PHONES = [(320, 568, 2), (375, 667, 2), (390, 844, 3), (393, 852, 3), (402, 874, 3), (414, 896, 2),
          (430, 932, 3), (440, 956, 3)]
CATEGORIES = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
              "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
              "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]


def text(rng, words):
    return " ".join(rng.choice(WORDS) for _ in range(words))


def request(rng):
    is_pad = rng.random() < 0.1
    traits = {}
    if is_pad:
        screen = {"width": rng.choice([768, 820, 1024, 1180])}
        traits["idiom"] = "pad"
    else:
        width, height, scale = rng.choice(PHONES)
        screen = {"width": height, "height": width, "scale": scale} if rng.random() < 0.3 else {"width": width}
    if rng.random() < 0.4:
        traits["layoutDirection"] = "rtl"
    if rng.random() < 0.7:
        traits["contentSizeCategory"] = rng.choice(CATEGORIES)
    if rng.random() < 0.3:
        traits["userInterfaceStyle"] = "dark"
    actions = [{"title": text(rng, rng.randint(1, 3))} for _ in range(rng.randrange(8))]
    for action in actions:
        if rng.random() < 0.2:
            action["style"] = "destructive"
    if rng.random() < 0.6:
        actions.insert(rng.randrange(len(actions) + 1), {"title": "Cancel", "style": "cancel"})
    sheet = {"actions": actions}
    if rng.random() < 0.7:
        sheet["title"] = text(rng, rng.randint(1, 4))
    if rng.random() < 0.6:
        sheet["message"] = text(rng, rng.randint(1, 30))
    if rng.random() < 0.5:
        sheet["customView"] = {
            "height": rng.randint(40, 240),
            "subviews": [{"id": "v%d" % i, "frame": {"x": rng.randrange(200), "y": rng.randrange(50),
                                                    "width": 80, "height": 30}} for i in range(rng.randrange(3))]}
        if rng.random() < 0.3:
            sheet["customView"]["marginBottom"] = rng.randrange(30)
    if is_pad:
        sheet["sourceRect"] = {"x": 100, "y": 100, "width": 44, "height": 44}
    body = {"screen": screen, "sheet": sheet}
    if traits:
        body["traits"] = traits
    if rng.random() < 0.15:
        body["profile"] = "ios12"
    return body


def post(base, body):
    data = json.dumps(body, ensure_ascii=False).encode()
    req = urllib.request.Request(base + "/layout", data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as error:
        return json.loads(error.read())


@pytest.fixture(scope="module")
def batch(sheetd, work):
    """The requests' file and POST /layout's answers to them, one a line."""
    rng = random.Random(18)
    bodies = [request(rng) for _ in range(COUNT)]
    path = os.path.join(work, "batch.jsonl")
    with open(path, "w", encoding="utf-8") as handle:
        for body in bodies:
            handle.write(json.dumps(body, ensure_ascii=False) + "\n")
    return path, [post(sheetd.url, body) for body in bodies]


@pytest.mark.parametrize("server", [False, True], ids=["local", "--server"])
def test_batch_gives_post_layouts_values(batch, sheetctl, sheetd, server):
    path, expected = batch
    refused = sum(1 for answer in expected if "type" in answer)
    extra = ["--server", sheetd.url] if server else []
    run = subprocess.run([sheetctl, "layout", "--batch", path] + extra, capture_output=True, timeout=300)
    answers = [json.loads(line) for line in run.stdout.decode().splitlines()]
    differing = [i for i, (a, b) in enumerate(zip(answers, expected)) if a != b]
    assert len(answers) == COUNT and not differing and run.returncode == (1 if refused else 0), (
        "%d generated requests through sheetctl layout --batch give POST /layout's JSON values (%d answered, %d "
        "refused alike): exit %d, %d lines, first difference at line %s" % (
            COUNT, COUNT - refused, refused, run.returncode, len(answers), differing[0] + 1 if differing else "-"))
