#!/usr/bin/env bash
# Writes each embedded resource (the table below) into a Swift source in its module's Generated/ folder, so that
# the daemon serves them without a resource bundle and they never drift from the files people edit and lint.
# `make build`, `make run`, `make test`, … regenerate a Swift source whenever its resource is newer; the
# `EmbeddedResourcesTests` fail `swift test` when one is out of date.
#
# Usage: scripts/embed-resources.sh [--check | --list]
#   --check   write nothing; exit 1 if a Swift source is missing or out of date
#   --list    print `RESOURCE:SWIFT` for each resource, one a line (the Makefile's rules)
#
# Each resource goes verbatim into a raw multi-line string literal. The number of `#` in its delimiter is the
# smallest that the text cannot end (`"""#…`) or interpolate into (`\#…`). A Swift source is rewritten only when
# its content changes, so an unchanged resource costs no rebuild.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# resource | Swift source | enum | static property | the enum's documentation
resources=(
    "openapi.yaml|Sources/SheetService/Generated/OpenAPIDocument.swift|OpenAPIDocument|yaml|The OpenAPI description of the service, served at \`GET /openapi.yaml\`."
    "Sources/SheetPreview/Playground/playground.html|Sources/SheetPreview/Generated/PlaygroundHTML.swift|PlaygroundHTML|text|The playground's markup, which links its style sheet and script for editing; \`PlaygroundPage\` inlines them."
    "Sources/SheetPreview/Playground/playground.css|Sources/SheetPreview/Generated/PlaygroundCSS.swift|PlaygroundCSS|text|The playground's style sheet."
    "Sources/SheetPreview/Playground/playground.js|Sources/SheetPreview/Generated/PlaygroundScript.swift|PlaygroundScript|text|The playground's script, with the \`/*DEVICES*/[]\`, \`/*CATEGORIES*/[]\` and \`/*PROFILES*/[]\` that \`PlaygroundPage\` fills from LayoutCore."
)

mode=write
case "${1:-}" in
    "") ;;
    --check) mode=check ;;
    --list) mode=list ;;
    *) sed -n '7,9s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
esac

# The Swift source embedding RESOURCE as `enum NAME { static let PROPERTY: String }`, on stdout.
generate() {
    local resource=$1 name=$2 property=$3 summary=$4 hashes='#'
    while grep -qF -e "\"\"\"$hashes" -e "\\$hashes" "$resource"; do
        hashes="$hashes#"
    done
    printf '%s\n' \
        "// Generated from $resource by scripts/embed-resources.sh (\`make embed-resources\`); do not edit." \
        '// swift-format-ignore-file' \
        '' \
        "/// $summary" \
        "enum $name {" \
        "    /// The text of \`$resource\`, byte for byte." \
        "    static let $property: String = $hashes\"\"\""
    cat "$resource"
    # The line break before the closing delimiter is not part of the string: ending the resource's last line
    # here keeps a final newline in the file (and adds none otherwise).
    printf '\n"""%s\n}\n' "$hashes"
}

stale=0
tmp=""
trap 'rm -f "$tmp"' EXIT
for entry in "${resources[@]}"; do
    IFS='|' read -r resource swift name property summary <<<"$entry"
    if [ "$mode" = list ]; then
        echo "$resource:$swift"
        continue
    fi
    [ -f "$resource" ] || { echo "embed-resources: missing $resource" >&2; exit 1; }
    mkdir -p "$(dirname "$swift")"
    tmp=$(mktemp "$swift.XXXXXX")
    generate "$resource" "$name" "$property" "$summary" >"$tmp"
    if cmp -s "$tmp" "$swift"; then
        rm -f "$tmp"
    elif [ "$mode" = check ]; then
        rm -f "$tmp"
        echo "embed-resources: $swift is out of date with $resource; run \`make embed-resources\`" >&2
        stale=1
    else
        chmod 644 "$tmp" # mktemp made it 0600
        mv "$tmp" "$swift"
        echo "embed-resources: wrote $swift" >&2
    fi
done
exit "$stale"
