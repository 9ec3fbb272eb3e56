#!/usr/bin/env bash
# Removes the build folder of each package named (a folder with its own Package.swift that
# depends on navgraph by path) when navgraph's source files are not the ones it was built
# from. SwiftPM keeps a path dependency's list of files in the dependent's build folder and
# does not notice a file removed or moved: the next build fails with "missing inputs". The
# list is compared by its hash, kept in the build folder; a folder removed is rebuilt whole.
#   Scripts/forget-stale-builds.sh PACKAGE_DIR...
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# The folders of the targets those packages build: the libraries, the plugins, the fuzz entries.
sources=$(cd "$root" && find Sources Plugins Fuzz/Entries -type f -not -name '.*' | LC_ALL=C sort | cksum | cut -d' ' -f1)
for package in "$@"; do
    stamp="$package/.build/navgraph-sources"
    if [ -d "$package/.build" ] && [ "$(cat "$stamp" 2>/dev/null)" != "$sources" ]; then
        rm -rf "$package/.build"
    fi
    mkdir -p "$package/.build"
    echo "$sources" > "$stamp"
done
