#!/usr/bin/env bash
# NavGraphRuntime's speed and size (release builds), on demand:
#  1. navigator commands on the shop graph (open, back, tab, deep link in turn,
#     through the typed API over the generated table): the median of each kind
#     against the target (at most 2 µs), and resident memory before and after
#     1M commands (target: no growth);
#  2. starting a navigator on a 1,000-route generated table (the table decoded
#     on first use, then launched), in fresh processes: median and worst of 21
#     (target: at most 5 ms);
#  3. the runtime's code size in a release executable, stripped: the bytes a
#     navigator over the shop graph's runtime table adds to an executable that
#     uses its Foundation-only table (NavGraphRuntime, the engine and model it
#     links, and the table's graph data); and that table's bytes over a
#     minimal executable.
# Benchmarks/RuntimeBenchmark is a package of its own; this script writes its
# route tables' graphs first (the shop graph, and make_graph.py's 1,000 routes
# named Large), each with `runtime: true` and `access: public`.
# usage: Benchmarks/runtime.sh [COMMANDS]   (default: 1000000)
#        NAVGRAPH_CORE=1 Benchmarks/runtime.sh   (pin to another core; default 0)
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh
out=Benchmarks/out
mkdir -p "$out"
count="${1:-1000000}"
core="${NAVGRAPH_CORE:-0}"
bench=Benchmarks/RuntimeBenchmark
for table in ShopTable ShopPlainTable LargeTable; do
    rm -rf "$bench/Sources/$table/Graph"
    mkdir -p "$bench/Sources/$table/Graph"
    runtime=true
    [ "$table" = ShopPlainTable ] && runtime=false
    printf 'access: public\nruntime: %s\n' "$runtime" > "$bench/Sources/$table/Graph/navgraph-config.yaml"
done
cp -R Fixtures/shop/navgraph.yaml Fixtures/shop/modules "$bench/Sources/ShopTable/Graph/"
cp -R Fixtures/shop/navgraph.yaml Fixtures/shop/modules "$bench/Sources/ShopPlainTable/Graph/"
python3 Benchmarks/make_graph.py 1000 "$out/runtime-graph-1000.yaml"
sed 's/^name: Synthetic$/name: Large/' "$out/runtime-graph-1000.yaml" > "$bench/Sources/LargeTable/Graph/navgraph.yaml"
bash Scripts/forget-stale-builds.sh "$bench"
swift build -c release --package-path "$bench" > "$out/build.log" 2>&1 || { tail -40 "$out/build.log" >&2; exit 1; }  # quiet unless it fails
bin=$(swift build -c release --package-path "$bench" --show-bin-path)

echo "== 1. navigator commands (release, taskset -c $core) =="
taskset -c "$core" "$bin/RuntimeBenchmark" commands "$count"

echo
echo "== 2. a navigator's start on a 1,000-route table (fresh process each; target: <= 5 ms) =="
for _ in $(seq 21); do taskset -c "$core" "$bin/RuntimeBenchmark" start; done > "$out/runtime-start.txt"
# wall and CPU time apart (on a busy machine the CPU time is the figure)
for column in 1 2; do
    kind=$([ $column = 1 ] && echo wall || echo cpu)
    sort -n -k$column "$out/runtime-start.txt" | awk -v c=$column -v kind=$kind '{ t[NR] = $c; routes = $3 } END {
        printf "  routes %d, runs %d, %-4s time: median %.3f ms, worst %.3f ms\n", routes, NR, kind, t[int((NR + 1) / 2)], t[NR] }'
done

echo
echo "== 3. code size (release, stripped) =="
size() { strip -o "$out/stripped" "$bin/$1" && wc -c < "$out/stripped"; }
minimal=$(size MinimalExecutable)
table=$(size MinimalTable)
navigator=$(size MinimalNavigator)
printf '  %-42s %10d bytes\n' "minimal executable" "$minimal"
printf '  %-44s %10d bytes (+%d: the table)\n' "+ the shop route table (Foundation only)" "$table" $((table - minimal))
printf '  %-44s %10d bytes (+%d: NavGraphRuntime)\n' "+ a Navigator over its runtime table" \
    "$navigator" $((navigator - table))
