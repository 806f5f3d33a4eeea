#!/usr/bin/env bash
# Installs what TextFit needs from the system's package manager, only when it is missing:
# the C libraries (FreeType, HarfBuzz, FriBidi, ICU, OpenSSL's libcrypto) with pkg-config,
# HarfBuzz's hb-shape and PyICU (the tests cross-check widths and line breaks against them) and
# the bundled font set's Debian packages. With --tests it also installs Chromium, in which the
# end-to-end tests open the HTML report (`make test` passes it).
set -euo pipefail

debian_packages=(pkg-config libfreetype-dev libharfbuzz-dev libharfbuzz-bin libfribidi-dev libssl-dev libicu-dev
                 python3-icu fonts-inter fonts-inter-variable fonts-noto-core fonts-noto-cjk
                 fonts-noto-color-emoji)
if [[ "${1:-}" == "--tests" ]]; then debian_packages+=(chromium); fi

if command -v dpkg-query >/dev/null 2>&1; then
    missing=()
    for package in "${debian_packages[@]}"; do
        status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
        [[ "$status" == "install ok installed" ]] || missing+=("$package")
    done
    if ((${#missing[@]})); then
        echo "setup: installing ${missing[*]}"
        sudo=""
        if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
elif command -v brew >/dev/null 2>&1; then
    for formula in pkg-config freetype harfbuzz fribidi openssl@3 icu4c; do
        brew list --formula "$formula" >/dev/null 2>&1 || brew install "$formula"
    done
    # openssl@3 is keg-only: pkg-config finds libcrypto only through its own folder.
    if ! pkg-config --exists libcrypto; then
        echo "setup: before building, export PKG_CONFIG_PATH=\"$(brew --prefix openssl@3)/lib/pkgconfig:\$PKG_CONFIG_PATH\""
    fi
    echo "setup: on macOS, copy the bundled set's font files into Fonts/ (see Fonts/README.md) and set TEXTFIT_HOME to this folder, or use --fonts."
else
    echo "setup: neither apt (dpkg) nor Homebrew found; install FreeType, HarfBuzz, FriBidi and OpenSSL (libcrypto) yourself" >&2
    exit 2
fi
