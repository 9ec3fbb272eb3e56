#!/usr/bin/env bash
# Quick start, part two: the whole test suite (what CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh --test-tools
# Formatting first: `swift format lint --strict` with the repository's .swift-format.
bash Scripts/format.sh --lint
# The example packages build navgraph by path: a build folder of theirs made before a
# source file moved would fail (Scripts/forget-stale-builds.sh says why).
bash Scripts/forget-stale-builds.sh Fixtures/PluginExample Examples/ShopConsole
# The SwiftPM plugin example: NavGraphPlugin generates the shop graph's route
# table at build time; its tests use the generated routes. Both workflows of
# the README on one graph: AppRoutes (graph and navgraph-config.yaml, public
# routes, built by the plugin) and CommittedRoutes (its committed table, which
# check-routes keeps current without the write permission), each used by an
# app target, and BankRoutes/BankApp, the typed navigator with NavGraphRuntime
# alone (its result: types checked, NAVGRAPH_RESULT_TYPES); the build fails on a
# warning, SwiftPM's included.
swift build --package-path Fixtures/PluginExample 2>&1 | tee /dev/stderr | { ! grep -E "warning:|unhandled"; }
swift package --package-path Fixtures/PluginExample check-routes --target CommittedRoutes
swift test --package-path Fixtures/PluginExample
# The console example (Examples/ShopConsole): the build plugin's runtime table
# and NavGraphRuntime's Navigator on the shop graph, built without a warning
# and driven by a scripted session whose output must be the golden one.
swift build --package-path Examples/ShopConsole 2>&1 | tee /dev/stderr | { ! grep -E "warning:|unhandled"; }
"$(swift build --package-path Examples/ShopConsole --show-bin-path)/ShopConsole" < Examples/ShopConsole/session.txt \
    | diff -u Examples/ShopConsole/session.golden -
# A warning is an error, in every target (swift-argument-parser builds clean
# too); `swift test --skip-build` runs the tests of exactly that build.
swift build --build-tests -Xswiftc -warnings-as-errors
# The language server end to end, driven by pytest-lsp over stdio (Tests/lsp).
PYTHONDONTWRITEBYTECODE=1 python3 -m pytest -q -p no:cacheprovider Tests/lsp
# navgraph's own suite, last, so its summary closes the log.
swift test --skip-build
