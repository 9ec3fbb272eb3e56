#!/usr/bin/env bash
# Formats the package's Swift sources in place with `swift format` and the
# repository's .swift-format; `Scripts/format.sh --lint` changes nothing and
# fails on any finding (`swift format lint --strict`).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=format
case "${1:-}" in
    "") ;;
    --lint) mode=lint ;;
    *) echo "usage: Scripts/format.sh [--lint]" >&2; exit 64 ;;
esac
# Every Swift file we write by hand. The generated route tables under
# Fixtures/codegen/golden are goldens (compared byte for byte with what the
# generator prints; Tests/GeneratedRouteTableTests/Generated links to them):
# formatting them would break the golden tests, so they are left out; so is
# Benchmarks/out (git-ignored), where explore.sh checks out an older commit,
# and the plugin example's committed table (check-routes compares it).
files=()
while IFS= read -r -d '' f; do files+=("$f"); done < <(
    find Package.swift Sources Tests Benchmarks Plugins Fixtures Fuzz Examples Scripts docs -type f -name '*.swift' \
        -not -path '*/.build/*' -not -path 'Fixtures/codegen/golden/*' -not -path 'Benchmarks/out/*' \
        -not -path 'Fixtures/PluginExample/Sources/CommittedRoutes/LedgerRoutes.swift' -print0 | sort -z)
if [ "$mode" = lint ]; then
    swift format lint --strict --parallel "${files[@]}"
else
    swift format format --in-place --parallel "${files[@]}"
fi
