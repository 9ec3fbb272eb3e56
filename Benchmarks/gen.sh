#!/usr/bin/env bash
# Benchmark of `navgraph gen` (release build), on demand:
#  1. gen time on synthetic graphs of 1k, 10k and 100k routes, beside libyaml's
#     own parse of the same file (the floor);
#  2. `swiftc -typecheck` time of the generated file for 1k and 10k routes;
#  3. the generated matcher's throughput against vapor/routing-kit's TrieRouter
#     holding the same 1k routes, in one process (Benchmarks/RouterBenchmark, a
#     package of its own, so nobody else ever builds RoutingKit).
# usage: Benchmarks/gen.sh [ROUTES ...]   (default: 1000 10000 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh
out=Benchmarks/out
mkdir -p "$out"
scratch=${NAVGRAPH_SCRATCH:-.build}   # another build directory, when .build is busy
swift build -c release --scratch-path "$scratch" --product navgraph > "$out/build.log" 2>&1 || { tail -40 "$out/build.log" >&2; exit 1; }  # quiet unless it fails
bin=$scratch/release/navgraph
cc -O2 -o "$out/yaml_events" Benchmarks/yaml_events.c $(pkg-config --cflags --libs yaml-0.1 2>/dev/null || echo -lyaml)
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000)
runs=5

# best-of-N wall time in seconds (ms resolution) of a command, output discarded
best_time() {
    local n=$1 best="" t start end
    shift
    for _ in $(seq "$n"); do
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; "$@" 2>&1 | tail -5 >&2; exit 1; }
        end=$(date +%s%N)
        t=$(awk "BEGIN{printf \"%.3f\", ($end - $start) / 1e9}")
        if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
    done
    echo "$best"
}

echo "== navgraph gen (best of $runs; ratio = gen / libyaml) =="
printf '%-8s %9s %10s %10s %10s %7s %10s\n' routes graph libyaml check gen ratio output
for n in "${sizes[@]}"; do
    g="$out/gen-graph-$n.yaml"
    python3 Benchmarks/make_graph.py "$n" "$g"
    "$bin" gen "$g" -o "$out/Routes-$n.swift"
    ty=$(best_time $runs "$out/yaml_events" "$g")
    tc=$(best_time $runs "$bin" check "$g")   # gen checks first: its floor
    tg=$(best_time $runs "$bin" gen "$g")
    ratio=$(awk "BEGIN{ if ($ty > 0) printf \"%.2f\", $tg / $ty; else print \"-\" }")
    printf '%-8s %7sKB %9ss %9ss %9ss %6sx %8sKB\n' "$n" "$(du -k "$g" | cut -f1)" "$ty" "$tc" "$tg" "$ratio" \
        "$(du -k "$out/Routes-$n.swift" | cut -f1)"
done

echo
echo "== swiftc -swift-version 6 -typecheck of the generated file (one run) =="
for n in 1000 10000; do
    [ -f "$out/Routes-$n.swift" ] || { python3 Benchmarks/make_graph.py "$n" "$out/gen-graph-$n.yaml"; "$bin" gen "$out/gen-graph-$n.yaml" -o "$out/Routes-$n.swift"; }
    tt=$(best_time 1 swiftc -swift-version 6 -typecheck "$out/Routes-$n.swift")
    printf '%-8s %9ss\n' "$n" "$tt"
done

echo
echo "== matcher throughput (release) =="
bench=Benchmarks/RouterBenchmark
python3 Benchmarks/make_graph.py 1000 "$bench/Sources/RouterBenchmark/bench.navgraph.yaml"
bash Scripts/forget-stale-builds.sh "$bench"
swift build -c release --package-path "$bench" > "$out/build.log" 2>&1 || { tail -40 "$out/build.log" >&2; exit 1; }  # quiet unless it fails
"$bench/.build/release/RouterBenchmark"
