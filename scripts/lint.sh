#!/usr/bin/env bash
# The house style, checked: `swift format lint` with .swift-format over every Swift file.
# Fails on any finding of a rule the configuration enables; `make test` runs it.
#
# .swift-format says how code is laid out (4 spaces, 120 columns) and which rules hold. The rules
# switched off there are the ones the code does not follow by choice: several statements on one
# line (`case` tables, `let a = …; let b = …`), several variables in one declaration, one-line
# `case a, b`, import order, `CDATABlock` (Foundation's name), `private extension`, an argument
# closure with a trailing closure, digit grouping in a fuzz corpus, and `exitOnBadInput`'s
# typed/untyped overloads.
#
# The layout swift-format's printer would produce is not checked: the code aligns continuation
# lines under their opening parenthesis, which the printer re-indents, so its layout findings
# (Indentation, LineLength, AddLines, RemoveLine, Spacing, TrailingComma) are left out here, and
# `make format FILES=…` lays out the files given. Trailing whitespace is checked.
set -euo pipefail
cd "$(dirname "$0")/.."

layout='Indentation|LineLength|AddLines|RemoveLine|Spacing|TrailingComma'
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# Test fixtures are inputs, not the project's code: a fixture app's Swift is written as apps write
# it (block comments, a file that does not parse), so Fixtures/ folders are left out.
find Sources Tests Plugins -name '*.swift' -not -path '*/Fixtures/*' -print0 \
    | xargs -0 swift format lint --configuration .swift-format --parallel Package.swift >"$log" 2>&1 || true
if grep -E '(warning|error): ' "$log" | grep -vE "(warning|error): \[($layout)\]" >&2; then
    echo "lint: the findings above break the house style (.swift-format; scripts/lint.sh says which rules hold)" >&2
    exit 1
fi
echo "lint: every Swift file follows the rules .swift-format enables"
