#!/usr/bin/env python3
"""Every JSON example of openapi.yaml's media types, as one JSON array: Generated/openapi-examples.json.

Each item is {"schema": NAME, "where": PATH, "value": VALUE}: NAME is the schema the example
illustrates (the component's name, or the names of a oneOf joined with "|"), PATH where the
example sits. SheetdKit's tests (OpenAPIExampleTests) decode each with the client's models and compare the
value they encode again; they read the generated file, so that no Swift test starts Python. Examples
of text media types (CSS, SVG, YAML, Prometheus) are left out.

Usage: scripts/openapi-examples.py           rewrite Generated/openapi-examples.json (make regen-docs)
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


def examples(path):
    with open(path, encoding="utf-8") as file:
        document = yaml.safe_load(file)
    found = []
    walk(document.get("paths", {}), "#/paths", found)
    walk(document.get("components", {}).get("responses", {}), "#/components/responses", found)
    return found


def main():
    arguments = sys.argv[1:]
    if arguments[:1] == ["--print"]:
        json.dump(examples(arguments[1] if len(arguments) > 1 else "openapi.yaml"), sys.stdout, ensure_ascii=False)
        return 0
    text = json.dumps(examples(os.path.join(ROOT, "openapi.yaml")), ensure_ascii=False, indent=1) + "\n"
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
