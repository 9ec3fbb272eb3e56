#!/usr/bin/env bash
# Benchmark of `navgraph lsp` (release build) on a synthetic 2,000-route graph:
# how long after a one-character change the diagnostics are published, and how
# long every other request takes to answer. Prints a table beside the targets
# (diagnostics <= 50 ms at the 95th percentile, other requests <= 20 ms).
# usage: Benchmarks/lsp.sh [ROUTES] [CHANGES]   (default: 2000 200)
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh
out=Benchmarks/out
mkdir -p "$out"
swift build -c release --product navgraph > "$out/build.log" 2>&1 || { tail -40 "$out/build.log" >&2; exit 1; }  # quiet unless it fails
python3 Benchmarks/lsp_bench.py .build/release/navgraph "${1:-2000}" "${2:-200}"
