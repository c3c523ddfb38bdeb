#!/usr/bin/env python3
"""Every JSON example of openapi.yaml's media types, as one JSON array: Generated/openapi-examples.json.

The file is {"generated": …, "examples": [ITEM, …]}, its first line naming this script and openapi.yaml. Each item
is {"schema": NAME, "where": PATH, "value": VALUE}: NAME is the schema the example
illustrates (the component's name, or the names of a oneOf joined with "|"), PATH where the
example sits. SheetdKit's tests (OpenAPIExampleTests) decode each with the client's models and compare the
value they encode again; they read the generated file, so that no Swift test starts Python. Examples
of text media types (CSS, SVG, YAML, Prometheus) are left out.

Usage: scripts/openapi-examples.py           rewrite Generated/openapi-examples.json (make regen)
       scripts/openapi-examples.py --check   exit 1 when it is stale (make test)
       scripts/openapi-examples.py --print [openapi.yaml]   print the array
"""
import json
import os
import sys

import yaml


def schema_name(schema):
    if "$ref" in schema:
        return schema["$ref"].rsplit("/", 1)[-1]
    if "oneOf" in schema and all("$ref" in s for s in schema["oneOf"]):
        return "|".join(s["$ref"].rsplit("/", 1)[-1] for s in schema["oneOf"])
    return None


def walk(node, path, found):
    if isinstance(node, dict):
        schema = node.get("schema")
        if isinstance(schema, dict) and ("example" in node or "examples" in node):
            name = schema_name(schema)
            if name is not None:
                if "example" in node:
                    found.append({"schema": name, "where": path + "/example", "value": node["example"]})
                for key, example in (node.get("examples") or {}).items():
                    if "value" in example:
                        found.append({"schema": name, "where": f"{path}/examples/{key}", "value": example["value"]})
        for key, value in node.items():
            walk(value, f"{path}/{key}", found)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            walk(value, f"{path}/{index}", found)


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATED = os.path.join(ROOT, "Generated", "openapi-examples.json")


def examples_of(document):
    """The examples of a parsed OpenAPI document, in the document's order."""
    found = []
    walk(document.get("paths", {}), "#/paths", found)
    walk(document.get("components", {}).get("responses", {}), "#/components/responses", found)
    return found


def examples(path):
    with open(path, encoding="utf-8") as file:
        return examples_of(yaml.safe_load(file))


def generated_text(document):
    """The whole generated file for a parsed document: one member a line, so that a change to the contract shows as
    a small diff, and a first line that names its generator and source (JSON has no comments)."""
    contents = {"generated": "by scripts/openapi-examples.py from openapi.yaml; do not edit",
                "examples": examples_of(document)}
    text = json.dumps(contents, ensure_ascii=False, indent=1) + "\n"
    return text.replace('{\n "generated"', '{"generated"', 1)


def main():
    arguments = sys.argv[1:]
    if arguments[:1] == ["--print"]:
        json.dump(examples(arguments[1] if len(arguments) > 1 else "openapi.yaml"), sys.stdout, ensure_ascii=False)
        return 0
    with open(os.path.join(ROOT, "openapi.yaml"), encoding="utf-8") as file:
        text = generated_text(yaml.safe_load(file))
    current = open(GENERATED, encoding="utf-8").read() if os.path.exists(GENERATED) else None
    if "--check" in arguments:
        if current != text:
            print("stale, regenerate with scripts/openapi-examples.py: Generated/openapi-examples.json", file=sys.stderr)
            return 1
        return 0
    if current != text:
        with open(GENERATED, "w", encoding="utf-8") as handle:
            handle.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
