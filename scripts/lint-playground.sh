#!/usr/bin/env bash
# Lints the playground page as the HTML, CSS and JavaScript it is (Sources/SheetPreview/Playground/):
#   playground.html  djlint's HTML rules, but H021 (inline style attributes) and H030 (a meta description, for
#                    search engines, which the page is not for)
#   playground.css   tinycss2 parses every rule and declaration without an error
#   playground.js    ESLint's recommended rules for a browser script (the folder's .eslintrc.json)
# Ends with `lint-playground: N passed, M failed`; exits 1 if M > 0.
#
# Needs .venv/ with djlint and tinycss2 (scripts/ensure-deps.sh test) and Debian's eslint (ensure-deps.sh lint).
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root/Sources/SheetPreview/Playground" || exit 1
venv=$root/.venv

for tool in "$venv/bin/djlint" "$venv/bin/python" eslint; do
    command -v "$tool" >/dev/null || { echo "lint-playground: no $tool; run scripts/ensure-deps.sh test lint" >&2; exit 1; }
done

# shellcheck source=scripts/lib/checks.sh
. "$root/scripts/lib/checks.sh"
checks_begin lint-playground

check "djlint playground.html" "$venv/bin/djlint" --lint --quiet --profile html --ignore H021,H030 playground.html

css_parses() {
    "$venv/bin/python" - playground.css <<'PYTHON'
import sys

import tinycss2

with open(sys.argv[1], encoding="utf-8") as file:
    rules = tinycss2.parse_stylesheet(file.read(), skip_comments=True, skip_whitespace=True)
errors = []
for rule in rules:
    if rule.type == "error":
        errors.append(rule)
    elif rule.type == "qualified-rule":
        for declaration in tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True):
            if declaration.type == "error":
                errors.append(declaration)
            elif declaration.type == "declaration" and all(
                token.type in ("whitespace", "comment") for token in declaration.value
            ):
                errors.append(declaration)
for error in errors:
    print(f"{sys.argv[1]}:{error.source_line}:{error.source_column}: {getattr(error, 'message', 'empty value')}")
sys.exit(1 if errors else 0)
PYTHON
}
check "tinycss2 playground.css" css_parses

# Debian's eslint is a Node program in /usr/share/nodejs, where only Debian's own node looks by itself.
check "eslint playground.js" env NODE_PATH=/usr/share/nodejs eslint --format unix playground.js

summary
