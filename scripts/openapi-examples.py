#!/usr/bin/env python3
"""Prints every JSON example of openapi.yaml's media types as one JSON array.

Each item is {"schema": NAME, "where": PATH, "value": VALUE}: NAME is the schema the example
illustrates (the component's name, or the names of a oneOf joined with "|"), PATH where the
example sits. SheetdClient's tests decode each with the client's models and compare the value
they encode again. Examples of text media types (CSS, SVG, YAML, Prometheus) are left out.

Usage: scripts/openapi-examples.py [openapi.yaml]
"""
import json
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


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "openapi.yaml"
    with open(path, encoding="utf-8") as file:
        document = yaml.safe_load(file)
    found = []
    walk(document.get("paths", {}), "#/paths", found)
    walk(document.get("components", {}).get("responses", {}), "#/components/responses", found)
    json.dump(found, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
