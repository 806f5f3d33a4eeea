#!/usr/bin/env bash
# Compares the outputs of two textfit binaries, byte for byte: every format of the bundled job
# (summary, JSON, CSV, Markdown, Swift, HTML, Xcode, SARIF, JUnit) and of each app catalog under
# ../shared/realworld (summary, JSON, CSV, Markdown, SARIF, JUnit, standard error, exit status),
# and the summary written alone: the bundled job's, and each app's listing every title, as its
# first run and with a one-line spec.
# JUnit's time attributes are the run's own timings and are left out of the comparison.
#
#   scripts/compare-outputs.sh OLD_TEXTFIT NEW_TEXTFIT [WORK_FOLDER]
#
# Prints each file that differs with its first differing lines; exits 1 when any does.
set -uo pipefail
cd "$(dirname "$0")/.."
old=$1 new=$2 work=${3:-$(mktemp -d)}
shared=${TEXTFIT_REALWORLD:-../shared/realworld}

outputs() {
    local bin=$1 out=$2
    mkdir -p "$out"
    "$bin" check --no-fail --format json --output "$out/bundled.json" --sarif "$out/bundled.sarif" \
        --junit "$out/bundled.junit.xml" >"$out/bundled-summary.txt" 2>"$out/bundled-err.txt"
    echo "bundled $?" >"$out/exits.txt"
    # The summary alone (no output that reads every cell), which truncates only the titles it
    # lists: its 40 worst, and every title.
    "$bin" check --no-fail >"$out/bundled-summary-alone.txt" 2>&1
    "$bin" check --no-fail --summary-limit 0 >"$out/bundled-summary-all.txt" 2>&1
    for format in markdown csv swift html xcode; do
        "$bin" check --no-fail --format "$format" --output "$out/bundled.$format" >/dev/null 2>>"$out/bundled-err.txt"
    done
    for app in "$shared"/*/; do
        [ -d "$app" ] || continue
        local name; name=$(basename "$app")
        "$bin" check --no-fail "$app" --format json --output "$out/$name.json" --sarif "$out/$name.sarif" \
            --junit "$out/$name.junit.xml" >"$out/$name-summary.txt" 2>"$out/$name-err.txt"
        echo "$name $?" >>"$out/exits.txt"
        "$bin" check --no-fail "$app" --summary-limit 0 >"$out/$name-summary-all.txt" 2>&1
        "$bin" check --no-fail "$app" --spec "$work/one-line.json" --summary-limit 0 \
            >"$out/$name-one-line-summary-all.txt" 2>&1
        "$bin" check --no-fail "$app" --format csv --output "$out/$name.csv" >/dev/null 2>&1
        "$bin" check --no-fail "$app" --format markdown --output "$out/$name.md" >/dev/null 2>&1
    done
    # The run's own timings are not output to compare.
    for junit in "$out"/*.junit.xml; do
        [ -f "$junit" ] && sed -i -E 's/ (time|timestamp)="[^"]*"//g' "$junit"
    done
}

# The default spec, one line, for every key (`{}` changes nothing of it).
mkdir -p "$work" && echo '{}' >"$work/one-line.json"
outputs "$old" "$work/old"
outputs "$new" "$work/new"
status=0
# A results file's index is left out: its digests are made under a key drawn at random each run.
for file in $(cd "$work/old" && ls | grep -v '\.index$'); do
    if ! cmp -s "$work/old/$file" "$work/new/$file"; then
        echo "differs: $file ($(diff "$work/old/$file" "$work/new/$file" | grep -c '^>') lines)"
        diff "$work/old/$file" "$work/new/$file" | head -4 | cut -c1-240
        status=1
    fi
done
[ "$status" = 0 ] && echo "identical: $(ls "$work/old" | grep -vc '\.index$') files in $work"
exit "$status"
