"""Generates a Python client from openapi.yaml with openapi-python-client and uses it against a live sheetd.

Run: IntegrationTests/contract/run.sh (pytest; conftest.py starts sheetd)

The generator must print nothing but its one progress line (no warning: every operation, request, answer and
problem type generated). The generated package is imported from a temporary folder and calls /layout,
/animation (each JSON format), /preview, /profiles, /healthz and /openapi.yaml, /layout with each presentation
sheet of presentation_cases.py (`sheetPresentation`) and /animation with one in each format; each parsed model must
carry the real values (the seed's sheet frame) and give back, through `to_dict()`, exactly the JSON the server sent,
so no member is lost or renamed. A 422 must parse into the generated problem model with its pointers.
"""

import importlib
import json
import os
import re
import subprocess
import sys
import tempfile

import pytest

from contract import HTTP_METHODS, Recorder, repository_root
from presentation_cases import ANSWERED

ROOT = repository_root()
VENV_BIN = os.path.join(ROOT, ".venv", "bin")
PACKAGE = "sheetd_client"


class Checks(Recorder):
    detail_limit = 20

    def round_trip(self, what, model, raw):
        """`model.to_dict()` is the JSON the server sent: every member was declared and parsed."""
        value = json.loads(raw)
        back = model.to_dict()
        self.record(back == value, f"{what}: to_dict() gives back the answer's JSON",
                    [f"only in the answer: {sorted(_paths(value) - _paths(back))[:10]}",
                     f"only in the model: {sorted(_paths(back) - _paths(value))[:10]}"])


def _paths(value, prefix=""):
    """The JSON Pointers of every member and item of `value`."""
    found = {prefix}
    if isinstance(value, dict):
        for key, item in value.items():
            found |= _paths(item, f"{prefix}/{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found |= _paths(item, f"{prefix}/{index}")
    return found


def snake(name):
    """The generator's module name of an operation id: `previewPNGByQuery` → `preview_png_by_query`."""
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    return re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", words).lower()


@pytest.fixture(scope="module")
def generated():
    """The folder of the generated client, importable while the module runs, and the generator's exit status and
    output."""
    with tempfile.TemporaryDirectory(prefix="sheetd-client-") as folder:
        result = generate(folder)
        sys.path.insert(0, folder)
        yield folder, result
        sys.path.remove(folder)


@pytest.fixture
def checks(expect):
    return Checks(expect)


def generate(folder):
    """Runs the generator (with ruff, which it formats the code with, on PATH)."""
    environment = dict(os.environ, PATH=VENV_BIN + os.pathsep + os.environ.get("PATH", ""))
    result = subprocess.run(
        [os.path.join(VENV_BIN, "openapi-python-client"), "generate", "--path", os.path.join(ROOT, "openapi.yaml"),
         "--config", os.path.join(ROOT, "openapi-python-client.yaml"),
         "--meta", "none", "--output-path", os.path.join(folder, PACKAGE)],
        cwd=folder, env=environment, capture_output=True, text=True, timeout=600)
    return result.returncode, (result.stdout + result.stderr).strip()


def test_the_generator_prints_no_warning(checks, generated):
    folder, (status, output) = generated
    checks.record(status == 0 and output == f"Generating {os.path.join(folder, PACKAGE)}",
                  "openapi-python-client generates the client and prints no warning", output.splitlines())


def test_every_operation_and_model_is_generated(checks, generated):
    folder = generated[0]
    with open(os.path.join(ROOT, "openapi.yaml"), encoding="utf-8") as handle:
        import yaml
        spec = yaml.safe_load(handle)
    package = os.path.join(folder, PACKAGE)
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            if method not in HTTP_METHODS:
                continue
            module = os.path.join(package, "api", operation["tags"][0], snake(operation["operationId"]) + ".py")
            checks.record(os.path.exists(module), f"{method.upper()} {path} is generated ({module})")
    for name, schema in spec["components"]["schemas"].items():
        # A `oneOf` of models (`AnimationRequest`) is a Union of their classes, not a model of its own.
        if name.endswith(("Problem", "Request", "Response")) and "oneOf" not in schema:
            model = os.path.join(package, "models", snake(name) + ".py")
            checks.record(os.path.exists(model), f"the model {name} is generated")
    check_one_class_per_enumeration(checks, os.path.join(package, "models"))


def check_one_class_per_enumeration(checks, models_folder):
    """Each enumeration of the contract is generated once: no two enum classes hold the same values.

    A nullable enum written inline (`type: [string, 'null']` with `enum: [..., null]`) becomes three identical
    classes, and the same values spelled in two places become two; openapi.yaml names each enumeration once and
    refers to it (`anyOf: [{$ref}, {type: 'null'}]` where null is allowed)."""
    classes = {}
    for file_name in sorted(os.listdir(models_folder)):
        with open(os.path.join(models_folder, file_name), encoding="utf-8") as handle:
            text = handle.read()
        match = re.search(r"^class (\w+)\((?:StrEnum|str, Enum|IntEnum)\):", text, re.MULTILINE)
        if match:
            values = frozenset(re.findall(r'^    \w+ = "([^"]*)"', text, re.MULTILINE))
            classes.setdefault(values, []).append(match.group(1))
    duplicates = [names for names in classes.values() if len(names) > 1]
    checks.record(bool(classes) and not duplicates,
                  f"one class per enumeration ({len(classes)} enumerations)",
                  [f"the same values in {', '.join(names)}" for names in duplicates])


def test_the_generated_client_calls_sheetd(checks, generated, sheetd):
    url = sheetd.url
    client_module = importlib.import_module(PACKAGE)
    models = importlib.import_module(f"{PACKAGE}.models")
    layout = importlib.import_module(f"{PACKAGE}.api.layout.layout")
    animation = importlib.import_module(f"{PACKAGE}.api.animation.animation")
    preview = importlib.import_module(f"{PACKAGE}.api.preview.preview")
    profiles = importlib.import_module(f"{PACKAGE}.api.reference.profiles")
    healthz = importlib.import_module(f"{PACKAGE}.api.operations.healthz")
    openapi = importlib.import_module(f"{PACKAGE}.api.reference.openapi")
    types = importlib.import_module(f"{PACKAGE}.types")
    client = client_module.Client(base_url=url, raise_on_unexpected_status=True, timeout=60)

    with open(os.path.join(ROOT, "examples/seed.json"), encoding="utf-8") as handle:
        seed = json.load(handle)

    answer = layout.sync_detailed(client=client, body=models.LayoutRequest.from_dict(seed))
    parsed = answer.parsed
    ok = answer.status_code == 200 and isinstance(parsed, models.LayoutResponse)
    checks.record(ok, "POST /layout with the seed parses into LayoutResponse", [repr(parsed)[:300]])
    if ok:
        frame = parsed.sheet.screen_frame
        checks.record((frame.x, frame.y, frame.width, frame.height) == (8, 568.333, 374, 176.667),
                      "the seed's sheet frame is (8, 568.333, 374, 176.667) in the model", [repr(frame)])
        title = next(element for element in parsed.elements if element.id == "title")
        checks.record(title.text.displayed == "ほげ" and title.appearance.font.size == 13,
                      "the seed's title element carries its text and font", [repr(title)[:300]])
        checks.round_trip("POST /layout", parsed, answer.content)

    # A request built from the generated models themselves, not from a dict.
    typed = models.LayoutRequest(
        screen=models.Screen(width=375.0),
        sheet=models.Sheet(title="Delete?", actions=[
            models.Action(title="Delete", style=models.ActionStyle.DESTRUCTIVE),
            models.Action(title="Cancel", style=models.ActionStyle.CANCEL)]))
    answer = layout.sync_detailed(client=client, body=typed)
    checks.record(answer.status_code == 200 and [e.id for e in answer.parsed.elements if e.role == "cancel"]
                  == ["cancel"] and answer.parsed.screen.height == 667,
                  "a request built from the generated models is laid out (375 pt wide: the 667 pt iPhone 8)",
                  [answer.content[:300]])

    kinds = {"keyframes": models.AnimationResponse, "coreAnimation": models.CoreAnimationResponse,
             "lottie": models.LottieDocument}
    # Every format the contract offers on POST /animation must answer what the generated client parses (issue 38:
    # contract 2 offered `css`, whose text/css answer made the client raise).
    offered = sorted(value.value for value in models.AnimationFormat)
    checks.record(offered == sorted(kinds), "every format POST /animation offers answers JSON of a generated model",
                  [offered])
    for answer_format, kind in kinds.items():
        body = models.AlertControllerAnimationRequest.from_dict(dict(seed, transition="dismiss", format=answer_format,
                                                      customViewFade=False))
        answer = animation.sync_detailed(client=client, body=body)
        ok = answer.status_code == 200 and isinstance(answer.parsed, kind)
        checks.record(ok, f"POST /animation format {answer_format} parses into {kind.__name__}",
                      [repr(answer.parsed)[:300]])
        if ok:
            checks.round_trip(f"POST /animation format {answer_format}", answer.parsed, answer.content)
    answer = animation.sync_detailed(client=client, body=models.AlertControllerAnimationRequest.from_dict(
        dict(seed, transition="dismiss", customViewFade=False)))
    if isinstance(answer.parsed, models.AnimationResponse):
        problem = answer.parsed.problem
        track = answer.parsed.tracks[0]
        # UIKit's slide (the default) ends with the sheet's top at the screen's bottom, 844.
        checks.record(problem.code == "customViewLeftBehind" and problem.disappears_at_end is True
                      and track.rest_frame.y == 568.333 and (track.from_, track.to) == (568.333, 844),
                      "a dismissal without the fade carries the left-behind problem and the sheet's track",
                      [repr(problem)[:300], repr(track)[:300]])

    # /preview answers in the media type Accept chose, so its client gets the bytes (a File) whatever they are.
    answer = preview.sync_detailed(client=client, body=models.AlertControllerPreviewRequest.from_dict(seed))
    payload = answer.parsed.payload.read() if isinstance(answer.parsed, types.File) else b""
    checks.record(answer.status_code == 200 and payload.startswith(b"<svg") and payload == answer.content,
                  "POST /preview gives the SVG's bytes (a File)", [repr(answer.parsed)[:200]])

    check_fixed_media_routes(checks, client, seed)
    check_presentation_sheets(checks, client)
    check_presentation_animations(checks, client)

    answer = profiles.sync_detailed(client=client)
    ok = answer.status_code == 200 and isinstance(answer.parsed, models.ProfilesResponse)
    # A plain number is a JSON number (contract 2.0.0), which the generated model keeps as a float.
    numbers = ok and [c.value for p in answer.parsed.profiles for c in p.constants if c.name == "titleLengthCap"]
    checks.record(ok and answer.parsed.default == "ios26" and len(answer.parsed.profiles) >= 2
                  and numbers and all(isinstance(value, (int, float)) and value == 999 for value in numbers),
                  "GET /profiles parses into ProfilesResponse with its profiles, the default ios26 and numbers as numbers",
                  [repr(answer.parsed)[:300]])
    if ok:
        checks.round_trip("GET /profiles", answer.parsed, answer.content)

    checks.record(healthz.sync(client=client) == "ok\n", "GET /healthz gives ok")
    # A code a newer sheetd adds must not break this client: LayoutWarning.code is a string, not an enum.
    future = models.LayoutWarning.from_dict({"code": "someFutureCode", "message": "m"})
    checks.record(future.code == "someFutureCode", "a LayoutWarning with a code this contract does not list parses")
    with open(os.path.join(ROOT, "openapi.yaml"), encoding="utf-8") as handle:
        checks.record(openapi.sync(client=client) == handle.read(), "GET /openapi.yaml gives this document")

    invalid = dict(seed, screen={"width": -1}, sheet={"actions": [
        {"title": "a", "style": "cancel"}, {"title": "b", "style": "cancel"}]})
    answer = layout.sync_detailed(client=client, body=models.LayoutRequest.from_dict(invalid))
    parsed = answer.parsed
    ok = answer.status_code == 422 and isinstance(parsed, models.InvalidRequestProblem)
    checks.record(ok and parsed.status == 422 and parsed.type_ == "urn:sheetd:problem:invalid-request"
                  and [error.pointer for error in parsed.errors] == ["/screen/width", "/sheet/actions/1/style"],
                  "a 422 parses into InvalidRequestProblem with the pointers of both invalid fields",
                  [answer.content[:400]])


def check_presentation_sheets(checks, client):
    """/layout with `sheetPresentation`: a request built from the generated models parses into
    PresentationSheetLayout with issue 39's numbers, and every case of presentation_cases.py round-trips."""
    layout = importlib.import_module(f"{PACKAGE}.api.layout.layout")
    models = importlib.import_module(f"{PACKAGE}.models")
    typed = models.LayoutRequest(
        screen=models.Screen(width=390.0, height=844.0, scale=3.0,
                             safe_area_insets=models.SafeAreaInsetsType0(top=47.0, left=0.0, bottom=34.0, right=0.0)),
        profile=models.ProfileName.IOS17,
        sheet_presentation=models.SheetPresentation(
            detents=[models.Detent(identifier="medium"), models.Detent(identifier="large")],
            prefers_grabber_visible=True, largest_undimmed_detent_identifier="medium"))
    answer = layout.sync_detailed(client=client, body=typed)
    parsed = answer.parsed
    ok = answer.status_code == 200 and isinstance(parsed, models.PresentationSheetLayout)
    checks.record(ok, "POST /layout with sheetPresentation parses into PresentationSheetLayout",
                  [repr(parsed)[:300]])
    if ok:
        medium = next(detent for detent in parsed.detents if detent.identifier == "medium")
        large = next(detent for detent in parsed.detents if detent.identifier == "large")
        checks.record(parsed.maximum_detent_value == 753 and medium.value == 421.68
                      and medium.state.frame.y == 388.32 and large.state.frame.y == 57
                      and medium.state.grabber.frame.width == 36 and large.state.dimming.alpha == 0.2
                      and parsed.mode == models.PresentationMode.EDGEATTACHED,
                      "the presentation sheet's detents carry issue 39's numbers in the model", [repr(parsed)[:300]])
    for name, body in ANSWERED:
        request_model = models.LayoutRequest.from_dict(body)
        checks.record(request_model.to_dict() == body and models.PresentationSheetLayoutRequest.from_dict(body)
                      .to_dict() == body, f"presentation sheet {name}: LayoutRequest and PresentationSheetLayoutRequest "
                      "keep every member of the request")
        answer = layout.sync_detailed(client=client, body=request_model)
        ok = answer.status_code == 200 and isinstance(answer.parsed, models.PresentationSheetLayout)
        checks.record(ok, f"POST /layout presentation sheet {name} parses", [answer.content[:300]])
        if ok:
            checks.round_trip(f"POST /layout presentation sheet {name}", answer.parsed, answer.content)
    future = models.PresentationRule.from_dict({"code": "someFutureRule", "message": "m", "pointer": None})
    checks.record(future.code == "someFutureRule", "a PresentationRule with a code this contract does not list parses")


def check_presentation_animations(checks, client):
    """/animation with `sheetPresentation`: a request built from the generated models (medium to large on a 390 x 844
    ios17 screen) parses, in each JSON format, into the format's presentation-sheet model with the sheet's top moving
    from medium (388.32) to large (57) on the one spring, and round-trips; /animation.css gives its CSS as text."""
    animation = importlib.import_module(f"{PACKAGE}.api.animation.animation")
    style_sheet = importlib.import_module(f"{PACKAGE}.api.animation.animation_style_sheet")
    models = importlib.import_module(f"{PACKAGE}.models")
    kinds = {"keyframes": models.PresentationSheetAnimation, "coreAnimation": models.PresentationSheetCoreAnimation,
             "lottie": models.LottieDocument}
    for answer_format, kind in kinds.items():
        typed = models.PresentationSheetAnimationRequest(
            screen=models.Screen(width=390.0, height=844.0, scale=3.0, safe_area_insets=models.SafeAreaInsetsType0(
                top=47.0, left=0.0, bottom=34.0, right=0.0)),
            profile=models.ProfileName.IOS17,
            sheet_presentation=models.SheetPresentation(
                detents=[models.Detent(identifier="medium"), models.Detent(identifier="large")],
                selected_detent_identifier="medium"),
            transition=models.PresentationTransitionKind.DETENTCHANGE, to_detent_identifier="large",
            format_=models.AnimationFormat(answer_format))
        answer = animation.sync_detailed(client=client, body=typed)
        parsed = answer.parsed
        ok = answer.status_code == 200 and isinstance(parsed, kind)
        checks.record(ok, f"POST /animation presentation sheet {answer_format} parses into {kind.__name__}",
                      [repr(parsed)[:300], answer.content[:300]])
        if not ok:
            continue
        checks.round_trip(f"POST /animation presentation sheet {answer_format}", parsed, answer.content)
        if answer_format == "keyframes":
            top = next(track for track in parsed.tracks if track.target == "sheet" and track.property_ == "position.y")
            checks.record(parsed.kind == "presentationSheet" and parsed.from_detent_identifier == "medium"
                          and parsed.to_detent_identifier == "large" and (top.from_, top.to) == (388.32, 57)
                          and parsed.timing.stiffness == top.timing.stiffness,
                          "the presentation sheet's detent change moves its top from 388.32 to 57 on the one spring",
                          [repr(parsed)[:300]])
        if answer_format == "coreAnimation":
            checks.record(parsed.kind == "presentationSheet" and parsed.animations
                          and all(track.spring_animation is not None for track in parsed.animations),
                          "each Core Animation track of the presentation sheet has its CASpringAnimation",
                          [repr(parsed)[:300]])
    preview = importlib.import_module(f"{PACKAGE}.api.preview.preview")
    types = importlib.import_module(f"{PACKAGE}.types")
    drawn = models.PresentationSheetPreviewRequest.from_dict({
        "screen": {"width": 390}, "profile": "ios17", "transition": "detentChange", "toDetentIdentifier": "large",
        "sheetPresentation": {"detents": [{"identifier": "medium"}, {"identifier": "large"}]}})
    answer = preview.sync_detailed(client=client, body=drawn)
    payload = answer.parsed.payload.read() if isinstance(answer.parsed, types.File) else b""
    checks.record(answer.status_code == 200 and payload.startswith(b"<svg") and b"<animate" in payload,
                  "POST /preview with a PresentationSheetPreviewRequest gives the SVG of its detent change",
                  [answer.content[:200]])
    body = models.PresentationSheetAnimationRequest.from_dict({
        "screen": {"width": 390}, "profile": "ios17", "transition": "present",
        "sheetPresentation": {"detents": [{"identifier": "medium"}, {"identifier": "large"}]}})
    answer = style_sheet.sync_detailed(client=client, body=body)
    checks.record(answer.status_code == 200 and isinstance(answer.parsed, str)
                  and "@keyframes sheetd-present-sheet-position-y" in answer.parsed,
                  "POST /animation.css with sheetPresentation gives the presentation sheet's CSS as text",
                  [repr(answer.parsed)[:200]])


def check_fixed_media_routes(checks, client, seed):
    """The answers that are not JSON reach the generated client typed: /animation.css as text, /preview.png as the
    PNG's bytes, each equal to what the content-negotiated route sends."""
    style_sheet = importlib.import_module(f"{PACKAGE}.api.animation.animation_style_sheet")
    preview_png = importlib.import_module(f"{PACKAGE}.api.preview.preview_png")
    models = importlib.import_module(f"{PACKAGE}.models")
    types = importlib.import_module(f"{PACKAGE}.types")

    request = dict(seed, transition="dismiss")
    answer = style_sheet.sync_detailed(client=client, body=models.AlertControllerAnimationRequest.from_dict(request))
    # The generated /animation operation parses its answer as JSON (its first media type), so the CSS it would
    # give is fetched with the client's own HTTP connection instead.
    negotiated = client.get_httpx_client().post("/animation", json=dict(request, format="css"))
    checks.record(answer.status_code == 200 and isinstance(answer.parsed, str) and "@keyframes" in answer.parsed
                  and answer.parsed.encode() == negotiated.content,
                  "POST /animation.css gives the CSS of format css as text", [repr(answer.parsed)[:200]])

    answer = preview_png.sync_detailed(client=client, body=models.AlertControllerPreviewRequest.from_dict(seed))
    payload = answer.parsed.payload.read() if isinstance(answer.parsed, types.File) else b""
    checks.record(answer.status_code == 200 and payload.startswith(b"\x89PNG\r\n\x1a\n") and payload == answer.content,
                  "POST /preview.png gives the PNG as intact bytes (a File)", [repr(answer.parsed)[:200]])
    answer = preview_png.sync_detailed(client=client, body=models.AlertControllerPreviewRequest.from_dict(
        dict(seed, transition="present")))
    checks.record(answer.status_code == 422 and isinstance(answer.parsed, models.InvalidRequestProblem)
                  and [error.pointer for error in answer.parsed.errors] == ["/transition"],
                  "POST /preview.png with a transition is a 422 at /transition", [answer.content[:300]])
