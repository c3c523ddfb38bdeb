"""Checks that the client's models are generated from openapi.yaml, and that the generation covers the client.

Run: .venv/bin/pytest IntegrationTests/contract/test_client_models.py   (no server: it reads openapi.yaml,
scripts/regen-client-models.py and Sources/)

- Every schema reachable from an operation the client calls (`SheetRoute`'s paths: request bodies and JSON
  answers, problems included) has a Swift type: a struct generated into Sources/SheetdKit/Generated/, a
  hand-written composite the generator's HANDWRITTEN table names and Models/ declares, or a type of SWIFT_TYPES
  (a Swift scalar or a type Models/ declares). Each `*Problem` schema is `Problem` narrowed: it decodes as
  `ProblemDetails`, so its members must be `Problem`'s.
- A member added to a schema in openapi.yaml appears in the generated struct (the regeneration carries it), and
  a member the generator's tables name but the contract dropped stops the generator.
- Every member of every schema is described, by its own description or by the schema it refers to, so that every
  generator's documentation says what a member is; the `type` and `status` constants of the `*Problem` schemas
  narrow `Problem`'s, which describes them. A member without one stops the generator.
- `--check` passes on a fresh copy of the generated files and fails, naming the file, on a copy edited by hand.
"""

import copy
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "regen-client-models.py")
CLIENT = os.path.join(ROOT, "Sources", "SheetdKit")
SWIFT_SCALARS = {"Double", "Int", "Bool", "String"}


def load_generator():
    spec = importlib.util.spec_from_file_location("regen_client_models", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def declared_types(folder):
    """The public types declared (struct, enum, typealias) in the Swift files of `folder`."""
    names = set()
    for name in os.listdir(folder):
        if name.endswith(".swift"):
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                names |= set(re.findall(r"^public (?:struct|enum|typealias) (\w+)", handle.read(), re.MULTILINE))
    return names


def client_paths():
    """The paths of `SheetRoute`, the client's table of routes."""
    with open(os.path.join(CLIENT, "Generated", "SheetRoute.swift"), encoding="utf-8") as handle:
        return re.findall(r'case \w+ = "(/[^"]*)"', handle.read())


def stop_message(generator, spec):
    """What the generator says when it stops on `spec`, or "" when it writes the files."""
    try:
        generator.outputs(spec)
        return ""
    except SystemExit as stop:
        return str(stop)


def reachable_schemas(spec, paths):
    """The component schemas reached by $ref from the request bodies and JSON answers of `paths`."""
    components = spec["components"]
    found, queue = set(), []

    def collect(node):
        if isinstance(node, dict):
            reference = node.get("$ref")
            if reference:
                kind, name = reference.split("/")[-2:]
                if kind == "schemas" and name not in found:
                    found.add(name)
                    queue.append(components["schemas"][name])
                elif kind in ("responses", "requestBodies", "parameters"):
                    collect(components[kind][name])
            for key, value in node.items():
                if key != "examples":
                    collect(value)
        elif isinstance(node, list):
            for value in node:
                collect(value)

    for path in paths:
        for method, operation in spec["paths"][path].items():
            if method not in ("get", "post"):
                continue
            collect(operation.get("requestBody", {}))
            for response in operation.get("responses", {}).values():
                for media, content in response.get("content", {}).items() if "content" in response else []:
                    if media.endswith("json"):
                        collect(content)
                collect({key: value for key, value in response.items() if key == "$ref"})
    while queue:
        collect(queue.pop())
    return found


def undescribed_members(spec):
    """The members of the component schemas, at any depth, with no description of their own or of what they refer to."""
    schemas = spec["components"]["schemas"]

    def described(node):
        if node.get("description"):
            return True
        refs = [node] + node.get("anyOf", []) + node.get("oneOf", [])
        return any("$ref" in entry and schemas[entry["$ref"].rsplit("/", 1)[1]].get("description") for entry in refs)

    found = []

    def walk(node, where):
        if not isinstance(node, dict):
            return
        for member, member_schema in (node.get("properties") or {}).items():
            key = f"{where}/{member}"
            narrowed = where.endswith("Problem") and "/" not in where and member in ("type", "status")
            if not described(member_schema) and not (narrowed and where != "Problem"):
                found.append(key)
            walk(member_schema, key)
        walk(node.get("items"), f"{where}/items")
        for combined in ("anyOf", "oneOf", "allOf"):
            for index, entry in enumerate(node.get(combined, [])):
                walk(entry, f"{where}/{combined}/{index}")

    for name, schema in schemas.items():
        walk(schema, name)
    return found


def test_client_models_follow_the_contract(expect):
    generator = load_generator()
    with open(generator.OPENAPI_PATH, encoding="utf-8") as handle:
        spec = yaml.safe_load(handle)
    generated = declared_types(os.path.join(CLIENT, "Generated"))
    handwritten = declared_types(os.path.join(CLIENT, "Models"))

    def record(ok, what, details=()):
        expect(ok, what if ok else "\n      ".join([what, *details]))

    paths = client_paths()
    record(len(paths) >= 6, f"SheetRoute lists the client's paths: {', '.join(paths)}")
    schemas = reachable_schemas(spec, paths)
    problem_members = set(spec["components"]["schemas"]["Problem"]["properties"])
    missing = []
    for name in sorted(schemas):
        if name in generator.SWIFT_NAMES:
            swift = generator.SWIFT_NAMES[name]
            if swift not in generated:
                missing.append(f"{name}: {swift} is not in Generated/")
        elif name in generator.HANDWRITTEN:
            swift = generator.HANDWRITTEN[name].strip("[]")
            if swift not in handwritten and swift not in generated:
                missing.append(f"{name}: hand-written {swift} is not declared in Models/")
        elif name in generator.SWIFT_TYPES:
            swift = generator.SWIFT_TYPES[name].strip("[]")
            if swift not in SWIFT_SCALARS | handwritten | generated:
                missing.append(f"{name}: {swift} is declared nowhere in SheetdKit")
        elif name.endswith("Problem"):
            extra = set(spec["components"]["schemas"][name]["properties"]) - problem_members
            if extra:
                missing.append(f"{name}: members {sorted(extra)} that ProblemDetails does not decode")
        else:
            missing.append(f"{name}: no Swift type (add it to regen-client-models.py's tables)")
    record(not missing, f"each of the {len(schemas)} schemas the client's calls reach has a Swift type", missing)
    wanted = {"LayoutRequest", "LayoutResponse", "AnimationResponse", "ProfilesResponse", "InvalidRequestProblem"}
    record(wanted <= schemas, "the walk reaches the requests, the answers and the problems",
           [f"not reached: {sorted(wanted - schemas)}"] if not wanted <= schemas else [])

    undescribed = undescribed_members(spec)
    record(not undescribed, "every member of every schema in openapi.yaml is described", undescribed)
    bare = copy.deepcopy(spec)
    del bare["components"]["schemas"]["Rect"]["properties"]["width"]["description"]
    stopped = stop_message(generator, bare)
    record("Rect/width" in stopped and undescribed_members(bare) == ["Rect/width"],
           "a member without a description is found and stops the generator", [stopped])

    # A member added in openapi.yaml reaches the generated struct.
    changed = copy.deepcopy(spec)
    changed["components"]["schemas"]["Rect"]["properties"]["cornerRadius"] = {
        "type": "number", "description": "A member added to the contract."}
    files = generator.outputs(changed)
    rect = next(text for text in files.values() if "public struct Rect:" in text)
    record("public var cornerRadius: Double?" in rect and "/// A member added to the contract." in rect,
           "a member added to openapi.yaml's Rect is generated into Rect, documented")

    # A member the tables name but the contract dropped stops the generator instead of lingering.
    dropped = copy.deepcopy(spec)
    del dropped["components"]["schemas"]["LottieDocument"]["properties"]["nm"]
    stopped = stop_message(generator, dropped)
    record("LottieDocument/nm" in stopped, "a table entry for a member openapi.yaml dropped stops the generator",
           [stopped] if "LottieDocument/nm" not in stopped else [])

    # A route renamed in openapi.yaml is renamed in the generated SheetRoute; a new POST route stops the generator
    # until a table places it (the client's, or the server's only).
    moved = copy.deepcopy(spec)
    moved["paths"]["/layouts"] = moved["paths"].pop("/layout")
    routes = next(text for text in generator.outputs(moved).values() if "public enum SheetRoute" in text)
    record('case layout = "/layouts"' in routes, "a path renamed in openapi.yaml is renamed in SheetRoute")
    added = copy.deepcopy(spec)
    added["paths"]["/thumbnail"] = {"post": {"operationId": "thumbnail", "summary": "Draw a small preview"}}
    stopped = stop_message(generator, added)
    record("POST /thumbnail" in stopped, "a route added to openapi.yaml without a table entry stops the generator",
           [stopped] if "POST /thumbnail" not in stopped else [])

    # --check: fresh copy passes, a hand edit fails and is named.
    with tempfile.TemporaryDirectory() as work:
        copied = os.path.join(work, "Generated")
        shutil.copytree(os.path.join(CLIENT, "Generated"), copied)
        fresh = subprocess.run([sys.executable, SCRIPT, "--check", "--out", copied], capture_output=True, text=True)
        record(fresh.returncode == 0, "--check passes on the committed generated files",
               [fresh.stderr.strip()] if fresh.returncode else [])
        target = os.path.join(copied, "LayoutAnswer.swift")
        with open(target, encoding="utf-8") as handle:
            text = handle.read()
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(text.replace("public var topLimit: Double", "public var topLimit: Double?"))
        edited = subprocess.run([sys.executable, SCRIPT, "--check", "--out", copied], capture_output=True, text=True)
        record(edited.returncode == 1 and "LayoutAnswer.swift" in edited.stderr,
               "--check fails on a hand-edited generated file and names it", [edited.stderr.strip()])
