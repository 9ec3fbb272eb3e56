#!/usr/bin/env bash
# Benchmark of the navgraph simulator (release build): simulated steps per
# second on the example graph (Fixtures/shop) and on a 10k-route synthetic
# graph, for one long script and for many short ones (20 commands each).
# A step is one command (launch included). Best of 3 runs, one core.
# usage: Benchmarks/sim.sh [STEPS]   (default: 1000000 a shape)
#        NAVGRAPH_SCRATCH=.build-x Benchmarks/sim.sh   (build in another scratch path)
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh
out=Benchmarks/out
mkdir -p "$out"
steps="${1:-1000000}"
scratch=(${NAVGRAPH_SCRATCH:+--scratch-path "$NAVGRAPH_SCRATCH"})
swift build -c release "${scratch[@]}" --product SimBench > "$out/build.log" 2>&1 || { tail -40 "$out/build.log" >&2; exit 1; }  # quiet unless it fails
bin=$(swift build -c release "${scratch[@]}" --show-bin-path)/SimBench
python3 Benchmarks/make_graph.py 10000 "$out/graph-10000.yaml"
"$bin" Fixtures/shop/navgraph.yaml "$steps"
"$bin" "$out/graph-10000.yaml" "$steps"
