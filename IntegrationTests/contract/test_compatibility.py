"""Holds openapi.yaml to its last released version (contract/released/openapi-X.Y.Z.yaml, the highest X.Y.Z).

Run: .venv/bin/pytest IntegrationTests/contract/test_compatibility.py   (no server: it reads the two documents;
OPENAPI_CURRENT and OPENAPI_RELEASED name others than openapi.yaml and the highest release)

What a client generated from the released contract relies on must still be there, unless `info.version` takes a
new major version (semantic versioning, CHANGELOG.md):
- every operation (path and method) and its `operationId`;
- every named schema (generators name their types after them);
- every property of an object schema, recursively through inline objects and array items, with the same JSON
  types (a `$ref` must keep its target), and no property that was optional becomes required;
- every value of every enumeration, and every `const` unchanged;
- `info.version` never goes down.
Additions are free. Self-tests: the released document against itself passes; a copy with one property renamed,
one enum value dropped, one schema renamed or one operation dropped fails under the same major version, and
passes once its major version is raised.
"""

import copy
import glob
import os
import re

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def version(document):
    text = str(document.get("info", {}).get("version", "0.0.0"))
    match = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)", text)
    if not match:
        raise ValueError("info.version %r is not MAJOR.MINOR.PATCH" % text)
    return tuple(int(part) for part in match.groups())


def latest_release():
    found = []
    for path in glob.glob(os.path.join(ROOT, "contract", "released", "openapi-*.yaml")):
        match = re.search(r"openapi-(\d+)\.(\d+)\.(\d+)\.yaml$", path)
        if match:
            found.append((tuple(int(part) for part in match.groups()), path))
    if not found:
        raise FileNotFoundError("no contract/released/openapi-X.Y.Z.yaml")
    return max(found)[1]


def json_types(schema):
    """The JSON types a schema admits, as a sorted tuple, with `$ref` targets named; None when it does not say."""
    if not isinstance(schema, dict):
        return None
    if "$ref" in schema:
        return ("$ref:" + schema["$ref"],)
    kinds = schema.get("type")
    if isinstance(kinds, str):
        return (kinds,)
    if isinstance(kinds, list):
        return tuple(sorted(kinds))
    for key in ("anyOf", "oneOf"):
        if key in schema:
            parts = set()
            for option in schema[key]:
                parts.update(json_types(option) or ("any",))
            return tuple(sorted(parts))
    return None


def compare_schema(old, new, where, problems):
    """Everything `old` promises that `new` no longer does, as sentences in `problems`."""
    if not isinstance(old, dict) or not isinstance(new, dict):
        return
    old_types, new_types = json_types(old), json_types(new)
    if old_types is not None and new_types is not None and not set(old_types) <= set(new_types):
        problems.append("%s: type %s became %s" % (where, "|".join(old_types), "|".join(new_types)))
    if "const" in old and old.get("const") != new.get("const"):
        problems.append("%s: const %r became %r" % (where, old["const"], new.get("const")))
    for value in old.get("enum", []):
        if value not in new.get("enum", old.get("enum")):
            problems.append("%s: enum value %r is gone" % (where, value))
    old_props, new_props = old.get("properties", {}), new.get("properties", {})
    for name, schema in old_props.items():
        if name not in new_props:
            problems.append("%s: property %r is gone" % (where, name))
        else:
            compare_schema(schema, new_props[name], "%s/%s" % (where, name), problems)
    newly_required = set(new.get("required", [])) - set(old.get("required", []))
    for name in sorted(newly_required & set(old_props)):
        problems.append("%s: optional property %r became required" % (where, name))
    if "items" in old:
        compare_schema(old["items"], new.get("items", {}), where + "[]", problems)
    for key in ("anyOf", "oneOf", "allOf"):
        for index, option in enumerate(old.get(key, [])):
            if index < len(new.get(key, [])):
                compare_schema(option, new[key][index], "%s/%s/%d" % (where, key, index), problems)


def breaking_changes(old, new):
    problems = []
    for path, item in old.get("paths", {}).items():
        if path not in new.get("paths", {}):
            problems.append("operation path %s is gone" % path)
            continue
        for method in METHODS:
            if method not in item:
                continue
            current = new["paths"][path].get(method)
            if current is None:
                problems.append("operation %s %s is gone" % (method.upper(), path))
            elif item[method].get("operationId") != current.get("operationId"):
                problems.append("operation %s %s: operationId %r became %r" % (
                    method.upper(), path, item[method].get("operationId"), current.get("operationId")))
    old_schemas = old.get("components", {}).get("schemas", {})
    new_schemas = new.get("components", {}).get("schemas", {})
    for name, schema in old_schemas.items():
        if name not in new_schemas:
            problems.append("schema %s is gone (generated type names follow schema names)" % name)
        else:
            compare_schema(schema, new_schemas[name], name, problems)
    return problems


def verdict(old, new):
    """(allowed, problems): breaking changes are allowed only with a higher major version."""
    problems = breaking_changes(old, new)
    return (not problems or version(new)[0] > version(old)[0]), problems


def first_object_property(schemas):
    for name, schema in schemas.items():
        if isinstance(schema, dict) and schema.get("properties"):
            return name, next(iter(schema["properties"]))
    raise LookupError("no object schema to rename a property of")


def first_enum(schemas):
    for name, schema in schemas.items():
        if isinstance(schema, dict) and len(schema.get("enum", [])) > 1:
            return name
    raise LookupError("no enumeration schema")


def test_openapi_keeps_the_released_contract(expect):
    current_path = os.environ.get("OPENAPI_CURRENT") or os.path.join(ROOT, "openapi.yaml")
    released_path = os.environ.get("OPENAPI_RELEASED") or latest_release()
    current = yaml.safe_load(open(current_path, encoding="utf-8"))
    released = yaml.safe_load(open(released_path, encoding="utf-8"))
    label = os.path.relpath(released_path, ROOT)

    expect(version(current) >= version(released), "info.version %s is not below the released %s (%s)" % (
        ".".join(map(str, version(current))), ".".join(map(str, version(released))), label))
    allowed, problems = verdict(released, current)
    expect(allowed, "openapi.yaml keeps every operation, schema, property, type and enum value of %s%s" % (
        label, "" if not problems else " or raises the major version (%d breaking changes)" % len(problems))
        + "".join("\n      " + problem for problem in problems))

    # Self-tests: the comparison must see each kind of break, and accept it only with a new major version.
    expect(verdict(released, released) == (True, []), "control: the released contract against itself")
    schemas = released["components"]["schemas"]
    mutations = []
    renamed = copy.deepcopy(released)
    schema, prop = first_object_property(schemas)
    members = renamed["components"]["schemas"][schema]["properties"]
    members[prop + "Renamed"] = members.pop(prop)
    mutations.append(("a renamed property (%s/%s)" % (schema, prop), renamed))
    dropped = copy.deepcopy(released)
    enum_schema = first_enum(schemas)
    dropped["components"]["schemas"][enum_schema]["enum"] = dropped["components"]["schemas"][enum_schema]["enum"][1:]
    mutations.append(("a dropped enum value (%s)" % enum_schema, dropped))
    type_renamed = copy.deepcopy(released)
    type_renamed["components"]["schemas"]["Renamed" + schema] = type_renamed["components"]["schemas"].pop(schema)
    mutations.append(("a renamed schema (%s)" % schema, type_renamed))
    no_route = copy.deepcopy(released)
    route = next(iter(no_route["paths"]))
    del no_route["paths"][route]
    mutations.append(("a dropped operation (%s)" % route, no_route))
    for name, mutated in mutations:
        allowed, problems = verdict(released, mutated)
        expect(not allowed and problems, "control: %s is caught (%s)" % (name, problems[:1]))
        raised = copy.deepcopy(mutated)
        raised["info"]["version"] = "%d.0.0" % (version(released)[0] + 1)
        expect(verdict(released, raised)[0], "control: %s passes under a new major version" % name)
