"""Validates many real answers of a live sheetd against the schemas openapi.yaml declares for them.

Run: IntegrationTests/contract/run.sh (pytest; conftest.py starts sheetd)

Every answer schema forbids undeclared members (`additionalProperties: false`; `Contract.open_members` lists
any that does not, and that is a failure too), so a member the server sends and the contract does not name
fails here. The answers: every golden layout (its recorded request and response, and the live answer to
it), every golden presentation sheet (offline), each presentation sheet of presentation_cases.py (its request against the declared request schema too, and
the refused ones' problems), each example's /layout, /animation in every JSON format for both transitions and fade variants,
/preview, /profiles and the GETs, and one answer for each problem type sheetd can be made to give; each
presentation sheet's /animation for every transition in every JSON format and as CSS (its request against the
declared request schema too, and the refused ones' problems).
"""

import base64
import glob
import json
import os
import socket
from concurrent.futures import ThreadPoolExecutor

import pytest

from contract import Answer, Contract, Recorder, media_type, repository_root, request
from presentation_cases import ANIMATION_REFUSED, ANSWERED, IPHONE_14, MEDIUM_LARGE, RELEASED_DRAG, REFUSED, \
    TRANSITIONS

ROOT = repository_root()
# The encodings of /animation; `css` is asked of /animation.css (the JSON operation's contract offers the others).
FORMATS = ("keyframes", "coreAnimation", "lottie", "css")


class Checks(Recorder):
    def __init__(self, contract, expect):
        super().__init__(expect)
        self.contract = contract

    def answer(self, what, answer, path, method, want_status=None):
        """The answer has the status wanted, its status and media type are documented for the operation,
        and a JSON body conforms to the declared schema."""
        if want_status is not None and answer.status != want_status:
            self.record(False, what, [f"status {answer.status}, want {want_status}: {answer.body[:300]!r}"])
            return
        pointer = self.contract.answer_pointer(path, method, answer.status, answer.content_type)
        if not pointer.startswith("/"):
            self.record(False, what, [pointer])
            return
        kind = media_type(answer.content_type)
        if kind.endswith("json"):
            errors = self.contract.errors(pointer, answer.json())
            self.record(not errors, f"{what}: the answer breaks {pointer}" if errors else what, errors)
        else:
            value = answer.body.decode("utf-8", "replace") if kind.startswith(("text/", "image/svg")) else None
            errors = self.contract.errors(pointer, value) if value is not None else []
            self.record(not errors, f"{what}: {kind} body against {pointer}", errors)


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def goldens():
    """The golden cases of Generated/layout (live too); `harfbuzz_goldens` are checked offline only."""
    return sorted(glob.glob(os.path.join(ROOT, "Tests/SheetWireTests/Generated/layout/*.json")))


def harfbuzz_goldens():
    return sorted(glob.glob(os.path.join(ROOT, "Tests/SheetWireTests/Generated/layout-harfbuzz/*.json")))


def presentation_goldens():
    """The golden presentation sheets (`sheetPresentation`), checked offline: their requests and answers."""
    return sorted(glob.glob(os.path.join(ROOT, "Tests/SheetWireTests/Generated/presentation/*.json")))


def examples():
    return sorted(glob.glob(os.path.join(ROOT, "examples/*.json")))


def test_answer_schemas_are_closed(checks):
    open_schemas = checks.contract.open_members()
    checks.record(not open_schemas, "every object schema of a JSON answer forbids undeclared members",
                  [f"open: {pointer}" for pointer in open_schemas])


def test_goldens_conform_offline(checks):
    request_pointer = "/components/schemas/LayoutRequest"
    response_pointer = checks.contract.answer_pointer("/layout", "POST", 200, "application/json")
    for path in goldens() + harfbuzz_goldens() + presentation_goldens():
        name = os.path.relpath(path, os.path.join(ROOT, "Tests/SheetWireTests/Generated"))
        case = load(path)
        errors = checks.contract.errors(request_pointer, case["request"])
        checks.record(not errors, f"golden {name}: its request conforms to LayoutRequest", errors)
        errors = checks.contract.errors(response_pointer, case["response"])
        checks.record(not errors, f"golden {name}: its response conforms to the /layout answer", errors)


def animation_bodies():
    """(name, body) for /animation: every golden and example request, both transitions, every format, and
    on the seed the fade variants and another frame rate."""
    bodies = []
    # Each golden in every format, presented or dismissed in turn (both would double the time for little:
    # the members differ by transition only in `offset.uiKit` and `customViewFade`, which the examples cover).
    for index, path in enumerate(goldens()):
        transition = ("present", "dismiss")[index % 2]
        for answer_format in FORMATS:
            bodies.append((f"{os.path.basename(path)} {transition} {answer_format}",
                           dict(load(path)["request"], transition=transition, format=answer_format)))
    for path in examples():
        body = {k: v for k, v in load(path).items() if k not in ("transition", "customViewFade", "fps")}
        for transition in ("present", "dismiss"):
            for answer_format in FORMATS:
                bodies.append((f"{os.path.basename(path)} {transition} {answer_format}",
                               dict(body, transition=transition, format=answer_format)))
    seed = load(os.path.join(ROOT, "examples/seed.json"))
    for fade in (False, None, {"duration": 0.3, "curve": "linear"}, {"curve": "default"}):
        for answer_format in FORMATS:
            bodies.append((f"seed dismiss fade={json.dumps(fade)} {answer_format}",
                           dict(seed, transition="dismiss", customViewFade=fade, format=answer_format)))
    bodies.append(("seed present fps=24", dict(seed, transition="present", fps=24)))
    return bodies


def test_presentation_sheets_conform(checks, sheetd):
    """Each presentation-sheet request conforms to the /layout request schema, and its answer (POST and GET, the
    same bytes) to the answer schema, with `kind: presentationSheet`; each refused one gets a declared 422."""
    url = sheetd.url
    request_pointer = "/paths/~1layout/post/requestBody/content/application~1json/schema"
    for name, body in ANSWERED:
        errors = checks.contract.errors(request_pointer, body)
        checks.record(not errors, f"presentation sheet {name}: its request conforms to the /layout request", errors)
        posted = request(url, "POST", "/layout", body)
        checks.answer(f"POST /layout presentation sheet {name}", posted, "/layout", "POST", 200)
        checks.record(posted.status == 200 and posted.json().get("kind") == "presentationSheet",
                      f"presentation sheet {name}: kind is presentationSheet", [posted.body[:200]])
        encoded = base64.urlsafe_b64encode(json.dumps(body).encode()).decode().rstrip("=")
        got = request(url, "GET", f"/layout?request={encoded}")
        checks.answer(f"GET /layout presentation sheet {name}", got, "/layout", "GET", 200)
        checks.record(got.body == posted.body, f"presentation sheet {name}: GET answers the POST's bytes")
    for name, body in REFUSED:
        checks.answer(f"problem: presentation sheet, {name}", request(url, "POST", "/layout", body), "/layout",
                      "POST", 422)


def presentation_animation_body(body, transition, layout):
    """`body` (a presentation sheet's /layout request) played by `transition`: a detent change to the first active
    detent other than the selected one of its `layout` answer, a release with the case's drag or RELEASED_DRAG."""
    played = dict(body, transition=transition)
    if transition == "detentChange":
        active = [detent["identifier"] for detent in layout["detents"]]
        others = [identifier for identifier in active if identifier != layout["selectedDetentIdentifier"]]
        played["toDetentIdentifier"] = (others or active)[0]
    if transition == "release" and "velocity" not in (body["sheetPresentation"].get("drag") or {}):
        played["sheetPresentation"] = dict(body["sheetPresentation"], drag=RELEASED_DRAG)
    return played


def test_presentation_animations_conform(checks, sheetd):
    """Each presentation sheet played by each transition: the request conforms to the /animation request schema
    (as PresentationSheetAnimationRequest), the answer in every JSON format to the declared answer (with `kind:
    presentationSheet` where the format has it) and /animation.css answers declared CSS; the GET form gives the
    POST's bytes; each refused request gets a declared 422 at the server's pointers."""
    url = sheetd.url
    request_pointer = "/paths/~1animation/post/requestBody/content/application~1json/schema"
    css_request_pointer = "/paths/~1animation.css/post/requestBody/content/application~1json/schema"
    jobs = []
    for name, body in ANSWERED:
        layout = request(url, "POST", "/layout", body)
        if layout.status != 200:
            checks.record(False, f"presentation sheet {name}: /layout answers", [layout.body[:300]])
            continue
        for transition in TRANSITIONS:
            played = presentation_animation_body(body, transition, layout.json())
            for answer_format in FORMATS:
                what = f"presentation sheet {name} {transition} {answer_format}"
                if answer_format == "css":
                    errors = checks.contract.errors(css_request_pointer, played)
                    checks.record(not errors, f"{what}: its request conforms to the /animation.css request", errors)
                    jobs.append((what, "/animation.css", played))
                    continue
                sent = dict(played, format=answer_format)
                errors = checks.contract.errors(request_pointer, sent)
                checks.record(not errors, f"{what}: its request conforms to the /animation request", errors)
                errors = checks.contract.errors("/components/schemas/PresentationSheetAnimationRequest", sent)
                checks.record(not errors, f"{what}: its request is a PresentationSheetAnimationRequest", errors)
                jobs.append((what, "/animation", sent))

    def run(job):
        what, path, body = job
        return what, path, body, request(url, "POST", path, body)

    kinds = {"keyframes": "PresentationSheetAnimation", "coreAnimation": "PresentationSheetCoreAnimation"}
    with ThreadPoolExecutor(max_workers=4) as pool:
        for what, path, body, answer in pool.map(run, jobs):
            checks.answer(f"POST {path} {what}", answer, path, "POST", 200)
            if answer.status != 200 or path != "/animation":
                continue
            schema = kinds.get(body["format"], "LottieDocument")
            errors = checks.contract.errors(f"/components/schemas/{schema}", answer.json())
            checks.record(not errors, f"{what}: the answer is a {schema}", errors)
            if schema != "LottieDocument":
                checks.record(answer.json().get("kind") == "presentationSheet"
                              and answer.json().get("transition") == body["transition"],
                              f"{what}: kind presentationSheet, transition {body['transition']}")
    sheet = {"screen": IPHONE_14, "profile": "ios17",
             "sheetPresentation": {"detents": MEDIUM_LARGE, "selectedDetentIdentifier": "medium"}}
    changed = dict(sheet, transition="detentChange", fromDetentIdentifier="medium", toDetentIdentifier="large")
    encoded = base64.urlsafe_b64encode(json.dumps(changed).encode()).decode().rstrip("=")
    for path in ("/animation", "/animation.css"):
        posted = request(url, "POST", path, changed)
        got = request(url, "GET", f"{path}?request={encoded}")
        checks.answer(f"GET {path}?request=… presentation sheet detentChange", got, path, "GET", 200)
        checks.record(got.status == 200 and got.body == posted.body,
                      f"GET {path}?request=… presentation sheet: the POST's bytes")
    for name, members, pointers in ANIMATION_REFUSED:
        body = dict(sheet, **members)
        for path in ("/animation", "/animation.css"):
            answer = request(url, "POST", path, body)
            checks.answer(f"problem: presentation sheet {path}, {name}", answer, path, "POST", 422)
            got = sorted({error.get("pointer") for error in answer.json().get("errors", [])}) \
                if answer.status == 422 else None
            checks.record(got == pointers, f"problem: presentation sheet {path}, {name}: pointers {pointers}",
                          [f"got {got}"])
            declared = not checks.contract.errors(request_pointer, body)
            # A body the server refuses for a rule between members (a detent that is not there, a release without
            # a drag) may conform to the schema; one it refuses for a member's own value or name may not.
            if name in ("unknown transition", "no transition", "fps 0", "the alert controller's slide",
                        "the alert controller's customViewFade"):
                checks.record(not declared, f"presentation sheet {name}: the request schema refuses it too")


def test_presentation_previews_conform(checks, sheetd):
    """/preview of a presentation sheet: each ANSWERED sheet still (no `transition`) as SVG, PNG and HTML and on
    /preview.png, and the first two played by every transition as SVG and HTML, each request conforming to the
    declared request schema (as PresentationSheetPreviewRequest) and each answer to the declared media type; a
    transition on /preview.png is a 422 at /transition, and with `Accept: image/png` a 406."""
    url = sheetd.url
    request_pointer = "/paths/~1preview/post/requestBody/content/application~1json/schema"
    png_request_pointer = "/paths/~1preview.png/post/requestBody/content/application~1json/schema"
    jobs = []
    for index, (name, body) in enumerate(ANSWERED):
        for pointer in (request_pointer, png_request_pointer, "/components/schemas/PresentationSheetPreviewRequest"):
            errors = checks.contract.errors(pointer, body)
            checks.record(not errors, f"presentation sheet {name}: its still request conforms to {pointer}", errors)
        for accept in ("image/svg+xml", "image/png", "text/html"):
            jobs.append((f"presentation sheet {name} still as {accept}", "/preview", body, accept, 200))
        jobs.append((f"presentation sheet {name} still", "/preview.png", body, None, 200))
        if index >= 2:
            continue
        layout = request(url, "POST", "/layout", body).json()
        for transition in TRANSITIONS:
            played = presentation_animation_body(body, transition, layout)
            errors = checks.contract.errors(request_pointer, played)
            checks.record(not errors, f"presentation sheet {name} {transition}: its request conforms to /preview's",
                          errors)
            for accept in ("image/svg+xml", "text/html"):
                jobs.append((f"presentation sheet {name} {transition} as {accept}", "/preview", played, accept, 200))
            jobs.append((f"presentation sheet {name} {transition} as image/png", "/preview", played, "image/png", 406))
            jobs.append((f"presentation sheet {name} {transition}", "/preview.png", played, None, 422))

    def run(job):
        what, path, body, accept, status = job
        return what, path, status, request(url, "POST", path, body, {"Accept": accept} if accept else {})

    with ThreadPoolExecutor(max_workers=4) as pool:
        for what, path, status, answer in pool.map(run, jobs):
            checks.answer(f"POST {path} {what}", answer, path, "POST", status)
            if path == "/preview.png" and status == 422 and answer.status == 422:
                pointers = [error.get("pointer") for error in answer.json().get("errors", [])]
                checks.record(pointers == ["/transition"], f"POST {path} {what}: 422 at /transition", [pointers])
    sheet = {"screen": IPHONE_14, "profile": "ios17",
             "sheetPresentation": {"detents": MEDIUM_LARGE, "selectedDetentIdentifier": "medium"}}
    for name, members, pointers in ANIMATION_REFUSED:
        if "format" in members:
            continue
        body = dict(sheet, **members)
        answer = request(url, "POST", "/preview", body)
        if "transition" not in members:
            # Without a transition /preview draws a still picture: only the members' own problems remain.
            checks.record(answer.status in (200, 422), f"presentation sheet /preview, {name}: 200 or 422")
            continue
        checks.answer(f"problem: presentation sheet /preview, {name}", answer, "/preview", "POST", 422)
        got = sorted({error.get("pointer") for error in answer.json().get("errors", [])}) \
            if answer.status == 422 else None
        checks.record(got == pointers, f"problem: presentation sheet /preview, {name}: pointers {pointers}",
                      [f"got {got}"])


def test_live_answers_conform(checks, sheetd):
    url = sheetd.url
    jobs = []
    for path in goldens():
        jobs.append((f"POST /layout golden {os.path.basename(path)}", "/layout", load(path)["request"], {}))
    for path in examples():
        body = load(path)
        layout_body = {k: v for k, v in body.items() if k not in ("transition", "customViewFade", "fps")}
        jobs.append((f"POST /layout {os.path.basename(path)}", "/layout", layout_body, {}))
        for accept in ("image/svg+xml", "image/png", "text/html"):
            if accept == "image/png" and "transition" in body:
                continue
            jobs.append((f"POST /preview {os.path.basename(path)} as {accept}", "/preview", body, {"Accept": accept}))
    for name, body in animation_bodies():
        if body.get("format") == "css":
            body = {k: v for k, v in body.items() if k != "format"}
            jobs.append((f"POST /animation.css {name}", "/animation.css", body, {}))
        else:
            jobs.append((f"POST /animation {name}", "/animation", body, {}))

    def run(job):
        what, path, body, headers = job
        return what, path, request(url, "POST", path, body, headers)

    with ThreadPoolExecutor(max_workers=4) as pool:
        for what, path, answer in pool.map(run, jobs):
            # A golden iPad popover is refused by /animation with a documented 422; both count.
            checks.answer(what, answer, path, "POST")
    for path in ("/profiles", "/healthz", "/readyz", "/metrics", "/openapi.yaml", "/playground", "/"):
        checks.answer(f"GET {path}", request(url, "GET", path), path, "GET", 200)
    # The GET forms: the same answers, and the problems of a `request` parameter that is not base64url or too
    # long for the request target.
    seed = load(os.path.join(ROOT, "examples/seed.json"))
    for path, body in (("/layout", seed), ("/animation", dict(seed, transition="present")), ("/preview", seed)):
        encoded = base64.urlsafe_b64encode(json.dumps(body).encode()).decode().rstrip("=")
        checks.answer(f"GET {path}?request=…", request(url, "GET", f"{path}?request={encoded}"), path, "GET", 200)
        checks.answer(f"GET {path}?request=!", request(url, "GET", f"{path}?request=!"), path, "GET", 400)
        checks.answer(f"GET {path}?request= over the limit", request(url, "GET", f"{path}?request={'A' * 9000}"),
                      path, "GET", 414)
    as_text = request(url, "GET", "/openapi.yaml", headers={"Accept": "text/plain"})
    checks.answer("GET /openapi.yaml as text/plain", as_text,
                  "/openapi.yaml", "GET", 200)


def raw_exchange(url, data):
    """Sends `data` over a fresh socket and returns the answer (status, headers, body): for a request the
    server answers before it has read a whole body."""
    host, port = url.split("//")[1].split(":")
    with socket.create_connection((host, int(port)), timeout=60) as connection:
        connection.sendall(data)
        raw = b""
        while not _complete(raw) and (chunk := connection.recv(65536)):
            raw += chunk
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    return Answer(int(lines[0].split()[1]), headers, body)


def _complete(raw):
    head, _, body = raw.partition(b"\r\n\r\n")
    for line in head.decode("latin-1").split("\r\n")[1:]:
        name, _, value = line.partition(":")
        if name.strip().lower() == "content-length":
            return len(body) >= int(value)
    return False


def test_problems_conform(checks, sheetd):
    url = sheetd.url
    seed = load(os.path.join(ROOT, "examples/seed.json"))
    host = url.split("//")[1]
    cases = [
        ("malformed JSON", "/layout", request(url, "POST", "/layout", b'{"screen":'), 400),
        ("empty body", "/layout", request(url, "POST", "/layout", b""), 400),
        ("invalid request", "/layout", request(url, "POST", "/layout", {"screen": {"width": -1}, "sheet": {}}), 422),
        ("invalid /animation", "/animation", request(url, "POST", "/animation", dict(seed, transition="sideways")),
         422),
        ("invalid /preview", "/preview", request(url, "POST", "/preview", dict(seed, fps=0)), 422),
        ("text/plain body", "/layout",
         request(url, "POST", "/layout", b"{}", {"Content-Type": "text/plain"}), 415),
        # Announced only: sheetd answers from the Content-Length (a body sent along could meet a closed socket).
        ("body over the limit", "/layout",
         raw_exchange(url, f"POST /layout HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
                           f"Content-Length: {1024 * 1024 + 1}\r\n\r\n".encode()), 413),
        ("preview for Accept: application/json", "/preview",
         request(url, "POST", "/preview", seed, {"Accept": "application/json"}), 406),
        ("request target over the limit", "/profiles", request(url, "GET", "/profiles?" + "a" * 9000), 414),
        ("header fields over the limit", "/profiles", request(url, "GET", "/profiles", headers={"X-Big": "b" * 9000}),
         431),
        # sheetd runs with --body-timeout 1 (run.sh): 2 of the 20 bytes announced never complete.
        ("body not complete within --body-timeout", "/layout",
         raw_exchange(url, f"POST /layout HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
                           f"Content-Length: 20\r\n\r\n{{}}".encode()), 408),
    ]
    for what, path, answer, status in cases:
        checks.answer(f"problem: {what}", answer, path, "POST" if path in ("/layout", "/animation", "/preview")
                      else "GET", status)
    checks.answer("problem: unknown path", request(url, "GET", "/no/such/path"), None, "GET", 404)
    checks.answer("problem: DELETE /layout", request(url, "DELETE", "/layout"), None, "DELETE", 405)


@pytest.fixture(scope="module")
def contract():
    return Contract(os.path.join(ROOT, "openapi.yaml"))


@pytest.fixture
def checks(contract, expect):
    return Checks(contract, expect)
