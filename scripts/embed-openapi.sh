#!/usr/bin/env bash
# Writes Sources/SheetService/Generated/OpenAPIDocument.swift from openapi.yaml, so that the daemon
# serves the spec without a resource bundle and the two never drift (`make build`, `make run`
# and `make test` regenerate it whenever openapi.yaml is newer).
#
# Usage: scripts/embed-openapi.sh [--check]
#   --check   write nothing; exit 1 if the Swift file is missing or out of date
#
# The YAML goes verbatim into a raw multi-line string literal. The number of `#` in its
# delimiter is the smallest that the YAML cannot end (`"""#…`) or interpolate into (`\#…`).
# The file is rewritten only when its content changes, so an unchanged spec costs no rebuild.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
yaml="$root/openapi.yaml"
swift="$root/Sources/SheetService/Generated/OpenAPIDocument.swift"

check=false
case "${1:-}" in
    "") ;;
    --check) check=true ;;
    *) sed -n '6,7s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
esac

[ -f "$yaml" ] || { echo "embed-openapi: missing $yaml" >&2; exit 1; }

hashes='#'
while grep -qF -e "\"\"\"$hashes" -e "\\$hashes" "$yaml"; do
    hashes="$hashes#"
done

generate() {
    # shellcheck disable=SC2016 # the backticks are Markdown in Swift comments
    printf '%s\n' \
        '// Generated from openapi.yaml by `make openapi-embed`; do not edit.' \
        '// swift-format-ignore-file' \
        '' \
        '/// The OpenAPI description of the service, served at `GET /openapi.yaml`.' \
        'enum OpenAPIDocument {' \
        '    /// The text of `openapi.yaml`, byte for byte.' \
        "    static let yaml: String = $hashes\"\"\""
    cat "$yaml"
    # The line break before the closing delimiter is not part of the string: ending the
    # YAML's last line here keeps a final newline in the file (and adds none otherwise).
    printf '\n"""%s\n}\n' "$hashes"
}

tmp=$(mktemp "${swift}.XXXXXX")
trap 'rm -f "$tmp"' EXIT
generate >"$tmp"

if cmp -s "$tmp" "$swift"; then
    exit 0
elif $check; then
    echo "embed-openapi: ${swift#"$root"/} is out of date; run \`make openapi-embed\`" >&2
    exit 1
fi
chmod 644 "$tmp" # mktemp made it 0600
mv "$tmp" "$swift"
echo "embed-openapi: wrote ${swift#"$root"/}" >&2
