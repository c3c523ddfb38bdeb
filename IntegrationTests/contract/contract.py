"""openapi.yaml as a set of JSON Schemas, for the contract checks of IntegrationTests/contract/.

`Contract` finds the schema openapi.yaml declares for an answer (path, method, status and media type) and
validates a body against it with `jsonschema` (Draft 2020-12, the dialect of OpenAPI 3.1). `open_members`
lists the object schemas of the JSON answers that do not forbid undeclared members.
"""

import json
import os
import urllib.error
import urllib.request

import jsonschema
import referencing
import referencing.jsonschema
import yaml

SPEC_URI = "urn:sheetd:openapi"

# Answer schemas allowed to stay open, each with the reason. Nothing else may be.
OPEN_BY_DESIGN = {
    "/components/schemas/LottieDocument/properties/layers/items":
        "a Lottie layer: its members are the Lottie format's, checked against the official Lottie schema "
        "(IntegrationTests/animation/test_lottie.py)",
    "/paths/~1openapi.yaml/get/responses/200/content/application~1yaml/schema":
        "this document itself, parsed",
}

JSON_TYPES = ("application/json", "application/problem+json")
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


class Recorder:
    """Records each check in a test's `expect` (IntegrationTests/conftest.py); a failure carries up to
    `detail_limit` lines of details."""

    detail_limit = 12

    def __init__(self, expect):
        self.expect = expect

    def record(self, ok, what, details=()):
        return self.expect(ok, what if ok else "\n      ".join([what, *map(str, list(details)[:self.detail_limit])]))


def media_type(content_type):
    """The media type of a Content-Type value, without parameters, lower case."""
    return (content_type or "").split(";")[0].strip().lower()


class Contract:
    def __init__(self, path):
        with open(path, encoding="utf-8") as handle:
            self.spec = yaml.safe_load(handle)
        resource = referencing.Resource.from_contents(
            self.spec, default_specification=referencing.jsonschema.DRAFT202012)
        self.registry = referencing.Registry().with_resource(SPEC_URI, resource)
        self._validators = {}

    def resolve(self, node):
        """`node` with a local `$ref` followed (once, as responses and parameters use it)."""
        while isinstance(node, dict) and "$ref" in node and len(node) == 1:
            node = self.pointer(node["$ref"][1:])
        return node

    def pointer(self, pointer):
        node = self.spec
        for token in pointer.split("/")[1:]:
            token = token.replace("~1", "/").replace("~0", "~")
            node = node[int(token)] if isinstance(node, list) else node[token]
        return node

    def validator(self, pointer):
        """A validator for the schema at `pointer` (a JSON Pointer into openapi.yaml)."""
        if pointer not in self._validators:
            self._validators[pointer] = jsonschema.Draft202012Validator(
                {"$ref": f"{SPEC_URI}#{pointer}"}, registry=self.registry,
                format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
        return self._validators[pointer]

    def errors(self, pointer, value):
        """Every way `value` breaks the schema at `pointer`, one line each (empty when it conforms). For a
        `oneOf` no alternative fits, the errors of the alternative that came closest."""
        found = [leaf for error in self.validator(pointer).iter_errors(value) for leaf in _leaves(error)]
        found.sort(key=lambda error: [str(part) for part in error.absolute_path])
        return [f"{'/' + '/'.join(map(str, error.absolute_path))}: {error.message[:300]}" for error in found]

    def answer_pointer(self, path, method, status, content_type):
        """The pointer of the schema declared for this answer, or an error string when it is not declared.

        `path` may be a documented path or, for 404s and 405s (answered for any path), `None`, which looks in
        components/responses instead.
        """
        kind = media_type(content_type)
        if path is None:
            names = {404: "NotFound", 405: "MethodNotAllowed", 414: "UriTooLong", 431: "HeaderFieldsTooLarge"}
            name = names.get(status)
            if name is None:
                return f"no component response for status {status}"
            base = f"/components/responses/{name}"
        else:
            operation = self.spec["paths"].get(path, {}).get(method.lower())
            if operation is None:
                return f"{method} {path} is not documented"
            if str(status) not in operation["responses"]:
                return f"{method} {path} does not document status {status}"
            reference = operation["responses"][str(status)]
            escaped = path.replace("~", "~0").replace("/", "~1")
            base = reference["$ref"][1:] if "$ref" in reference else \
                f"/paths/{escaped}/{method.lower()}/responses/{status}"
        content = self.pointer(base).get("content", {})
        if kind not in content:
            return f"{base} declares no {kind!r} content (it has {sorted(content)})"
        escaped_kind = kind.replace("/", "~1")
        return f"{base}/content/{escaped_kind}/schema"

    def open_members(self):
        """Pointers of object schemas in JSON answers that allow undeclared members (and are not in
        OPEN_BY_DESIGN): every schema reachable from a response's JSON content."""
        roots = []
        for path, item in self.spec["paths"].items():
            escaped = path.replace("~", "~0").replace("/", "~1")
            for method, operation in item.items():
                if method not in HTTP_METHODS:
                    continue  # `parameters`, `summary`, …
                for status, response in operation.get("responses", {}).items():
                    base = response["$ref"][1:] if "$ref" in response else \
                        f"/paths/{escaped}/{method}/responses/{status}"
                    for kind in self.pointer(base).get("content", {}):
                        if kind in JSON_TYPES:
                            roots.append(f"{base}/content/{kind.replace('/', '~1')}/schema")
        found, seen = [], set()

        def walk(pointer, fragment=False):
            # A fragment (an `allOf` part, `if`, `then`, `else`, `not`, `contains`) constrains a value that its
            # parent schema describes and closes; its own subschemas still describe values of their own.
            if (pointer, fragment) in seen or pointer in OPEN_BY_DESIGN:
                return
            seen.add((pointer, fragment))
            node = self.pointer(pointer)
            if not isinstance(node, dict):
                return
            if "$ref" in node:
                walk(node["$ref"][1:], fragment)
            types = node.get("type")
            is_object = types == "object" or (isinstance(types, list) and "object" in types) or "properties" in node
            if is_object and not fragment and node.get("additionalProperties") is not False \
                    and node.get("unevaluatedProperties") is not False:
                found.append(pointer)
            for keyword in ("properties", "patternProperties", "$defs"):
                for name in node.get(keyword, {}):
                    walk(f"{pointer}/{keyword}/{name.replace('~', '~0').replace('/', '~1')}")
            for keyword in ("items", "additionalProperties"):
                if isinstance(node.get(keyword), dict):
                    walk(f"{pointer}/{keyword}")
            for keyword in ("contains", "not", "if", "then", "else"):
                if isinstance(node.get(keyword), dict):
                    walk(f"{pointer}/{keyword}", True)
            for keyword in ("anyOf", "oneOf", "prefixItems"):
                for index in range(len(node.get(keyword, []))):
                    walk(f"{pointer}/{keyword}/{index}", fragment and keyword != "prefixItems")
            for index in range(len(node.get("allOf", []))):
                walk(f"{pointer}/allOf/{index}", True)

        for root in roots:
            walk(root)
        return sorted(found)


def _leaves(error):
    if not error.context:
        yield error
        return
    groups = {}
    for child in error.context:
        groups.setdefault(child.relative_schema_path[0], []).append(child)
    # The alternative that came closest: a wrong type, a missing member or another constant at the top of the
    # alternative says it was the wrong one, an undeclared or out-of-range member deeper down that it was meant.
    def distance(group):
        return sum(10 if child.validator in ("type", "required", "const", "enum") and
                   len(child.absolute_path) == len(error.absolute_path) + (child.validator == "const") else 1
                   for child in group)

    closest = min(groups.values(), key=distance)
    for child in closest:
        yield from _leaves(child)


class Answer:
    """One HTTP answer: status, headers (lower-case names) and body bytes."""

    def __init__(self, status, headers, body):
        self.status, self.headers, self.body = status, headers, body

    @property
    def content_type(self):
        return self.headers.get("content-type", "")

    def json(self):
        return json.loads(self.body)


def request(base_url, method, path, body=None, headers=None, timeout=60):
    """Sends one request with urllib and returns its `Answer`, whatever the status."""
    data = body if isinstance(body, (bytes, type(None))) else json.dumps(body).encode()
    all_headers = {"Content-Type": "application/json"} if data is not None else {}
    all_headers.update(headers or {})
    call = urllib.request.Request(base_url + path, data=data, method=method, headers=all_headers)
    try:
        with urllib.request.urlopen(call, timeout=timeout) as response:
            return Answer(response.status, {k.lower(): v for k, v in response.headers.items()}, response.read())
    except urllib.error.HTTPError as error:
        return Answer(error.code, {k.lower(): v for k, v in error.headers.items()}, error.read())


def repository_root():
    return os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
