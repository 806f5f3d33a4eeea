#!/usr/bin/env bash
# The public API is the documented one. Fails when:
#  - a target declares public types and has no DocC catalog, or a public type is not curated in
#    its module's catalog (TextFitCore, TextFitSolver, TextFitRun, TextFitReporters, TextFit);
#  - the public declarations number 350 or more (the budget of the library's surface);
#  - DocC, building every catalog into one archive, warns (a link to a symbol that is not
#    public, a curated symbol that does not exist).
# `make docs` runs it; the archive is left in .build/docs.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
modules=()
for folder in Sources/*/; do
    module=$(basename "$folder")
    catalog="Sources/$module/$module.docc/$module.md"
    types=$(grep -rhoE '^public (final |indirect )?(struct|enum|class|protocol|actor|typealias) [A-Za-z_][A-Za-z0-9_]*' \
        "Sources/$module" --include='*.swift' | awk '{print $NF}' | sort -u || true)
    if [ ! -f "$catalog" ]; then
        if [ -n "$types" ]; then
            echo "check-docs: $module declares public types but has no catalog $catalog" >&2
            status=1
        fi
        continue
    fi
    modules+=("$module")
    for type in $types; do
        if ! grep -qF -- "- \`\`$type\`\`" "$catalog"; then
            echo "check-docs: $catalog does not curate the public type $type" >&2
            status=1
        fi
    done
done

count=$(grep -rE '^\s*public ' Sources --include='*.swift' | wc -l)
echo "check-docs: $count public declarations (budget: under 350)"
if [ "$count" -ge 350 ]; then
    echo "check-docs: the public surface grew past its budget; make the new symbols package" >&2
    status=1
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
swift package --disable-sandbox generate-documentation "${targets[@]}" \
    --enable-experimental-combined-documentation --analyze --output-path .build/docs >"$log" 2>&1 || {
    cat "$log" >&2; echo "check-docs: DocC failed" >&2; exit 1; }
if grep -E '^(warning|error):' "$log" >&2; then
    echo "check-docs: DocC warned (above); a public doc comment links to a symbol that is not documented" >&2
    status=1
fi
[ "$status" = 0 ] && echo "check-docs: every public type is curated; DocC built every catalog (${modules[*]}) with no warning"
exit "$status"
