#!/usr/bin/env bash
# Quick start, part one: build navgraph and check the bundled example graph.
# Extra arguments go to `navgraph check` (e.g. --format json).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh
swift build -c release --product navgraph >&2
exec .build/release/navgraph check Fixtures/shop/navgraph.yaml "$@"
