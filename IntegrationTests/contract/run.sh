#!/usr/bin/env bash
# Contract tests against the real sheetd, under pytest (conftest.py starts it on 127.0.0.1 and a free port and stops
# it by its PID): its answers against openapi.yaml with every undeclared member refused (test_answers.py), and a
# Python client generated from openapi.yaml with openapi-python-client calling it (test_generated_client.py).
# The offline contract tests (test_client_models.py, test_compatibility.py) run earlier in `make test`.
# Ends with pytest's summary.
#
# Usage: IntegrationTests/contract/run.sh [PYTEST-ARGS...]
# Env: SHEETD_BIN   binary to test (default: `swift build` and the debug sheetd)
# Logs go to .build/contract/.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
[ -x .venv/bin/pytest ] || { echo "contract: no .venv/bin/pytest; run scripts/ensure-deps.sh test" >&2; exit 1; }
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the source tree
exec .venv/bin/pytest -v IntegrationTests/contract/test_answers.py IntegrationTests/contract/test_generated_client.py "$@"
