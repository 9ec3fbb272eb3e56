#!/usr/bin/env bash
# Installs what navgraph needs when it is missing: libyaml (always) and, with
# --test-tools, what the test suite uses (mandoc, graphviz, python3 jsonschema,
# pytest-lsp for the language server's end-to-end tests).
# apt-get on Debian/Ubuntu, brew on macOS; otherwise it says what to run.
set -euo pipefail

want_test_tools=0
[ "${1:-}" = "--test-tools" ] && want_test_tools=1

say() { printf 'navgraph setup: %s\n' "$*" >&2; }

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"
    elif command -v sudo >/dev/null 2>&1; then sudo "$@"
    else return 1
    fi
}

apt_updated=0
apt_install() {
    if [ "$apt_updated" = 0 ]; then
        as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null || return 1
        apt_updated=1
    fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# install <what> <apt packages> <brew packages>
install() {
    local what=$1 apt_pkgs=$2 brew_pkgs=$3
    if [ "$(uname)" = Darwin ]; then
        if command -v brew >/dev/null 2>&1; then
            say "installing $what with brew ($brew_pkgs)"
            # shellcheck disable=SC2086
            brew install $brew_pkgs >/dev/null && return 0
        fi
        say "could not install $what; run: brew install $brew_pkgs"
        return 1
    fi
    if command -v apt-get >/dev/null 2>&1; then
        say "installing $what with apt-get ($apt_pkgs)"
        # shellcheck disable=SC2086
        apt_install $apt_pkgs && return 0
    fi
    say "could not install $what; run: sudo apt-get install -y $apt_pkgs (or your system's equivalent)"
    return 1
}

has_libyaml() {
    if command -v pkg-config >/dev/null 2>&1; then
        pkg-config --exists yaml-0.1 && return 0
        return 1
    fi
    [ -f /usr/include/yaml.h ] || [ -f /usr/local/include/yaml.h ] || [ -f /opt/homebrew/include/yaml.h ]
}

if ! command -v pkg-config >/dev/null 2>&1; then
    install "pkg-config" "pkg-config" "pkg-config" || true
fi
if ! has_libyaml; then
    install "libyaml" "libyaml-dev" "libyaml" || exit 1
fi

if [ "$want_test_tools" = 1 ]; then
    command -v mandoc >/dev/null 2>&1 || install "mandoc" "mandoc" "mandoc" || true
    command -v dot >/dev/null 2>&1 || install "graphviz" "graphviz" "graphviz" || true
    if command -v python3 >/dev/null 2>&1; then
        if ! python3 -c 'import jsonschema, yaml' >/dev/null 2>&1; then
            say "installing the python packages jsonschema and pyyaml with pip"
            python3 -m pip install --quiet --disable-pip-version-check jsonschema pyyaml >/dev/null 2>&1 \
                || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages jsonschema pyyaml >/dev/null 2>&1 \
                || install "python jsonschema and PyYAML" "python3-jsonschema python3-yaml" "python" \
                || say "could not install them; run: python3 -m pip install jsonschema pyyaml"
        fi
    else
        install "python3" "python3 python3-jsonschema python3-yaml" "python" || true
    fi
    # `navgraph lsp` is tested end to end by pytest-lsp (a client for testing language servers, from PyPI).
    if command -v python3 >/dev/null 2>&1 && ! python3 -c 'import pytest_lsp' >/dev/null 2>&1; then
        say "installing the python package pytest-lsp with pip"
        python3 -m pip install --quiet --disable-pip-version-check pytest-lsp >/dev/null 2>&1 \
            || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages pytest-lsp >/dev/null 2>&1 \
            || say "could not install pytest-lsp; run: python3 -m pip install pytest-lsp"
    fi
fi
exit 0
