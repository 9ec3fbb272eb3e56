#!/usr/bin/env bash
# Benchmark of `navgraph lsp` (release build) on a synthetic 2,000-route graph:
# how long after a one-character change the diagnostics are published, and how
# long every other request takes to answer. Prints a table beside the targets
# (diagnostics <= 50 ms at the 95th percentile, other requests <= 20 ms).
# Then a burst of BURST whole-document changes of a 93 KB graph written at
# once, and a hover: when it is answered, how many checks ran, the memory after.
# usage: Benchmarks/lsp.sh [ROUTES] [CHANGES] [BURST]   (default: 2000 200 10000; BURST 0 skips it)
#        NAVGRAPH_SCRATCH=.build-x Benchmarks/lsp.sh   (build in another scratch path)
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh
out=Benchmarks/out
mkdir -p "$out"
scratch=${NAVGRAPH_SCRATCH:-.build}
swift build -c release --product navgraph --scratch-path "$scratch" > "$out/build.log" 2>&1 \
    || { tail -40 "$out/build.log" >&2; exit 1; }  # quiet unless it fails
python3 Benchmarks/lsp_bench.py "$scratch/release/navgraph" "${1:-2000}" "${2:-200}" "${3:-10000}"
