#!/usr/bin/env bash
# Benchmark of the state exploration (release build, one core): `navgraph check`
# and `navgraph cover` end to end on a synthetic graph of 1,000 routes and
# 5,000 edges (Benchmarks/make_dense_graph.py), beside the targets:
#   cover under 1 s; check (with its exploration) within 2x the check of a
#   build without it (NAVGRAPH_BASELINE=path/to/navgraph, e.g. built from the
#   commit before the exploration). Without a baseline build the ratio is taken
#   against `check --state-limit 1`: the same binary with the exploration cut
#   to the launch state's commands, about what the check alone costs.
# Then ExploreBench's figures in one process: states, commands, times.
# usage: Benchmarks/explore.sh [ROUTES]   (default: 1000)
#        NAVGRAPH_SCRATCH=.build-x Benchmarks/explore.sh   (build in another scratch path)
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh
out=Benchmarks/out
mkdir -p "$out"
routes="${1:-1000}"
scratch=(${NAVGRAPH_SCRATCH:+--scratch-path "$NAVGRAPH_SCRATCH"})
for product in navgraph ExploreBench; do
    swift build -c release "${scratch[@]}" --product "$product" > "$out/build.log" 2>&1 || { tail -40 "$out/build.log" >&2; exit 1; }
done
bin=$(swift build -c release "${scratch[@]}" --show-bin-path)
g="$out/dense-$routes.yaml"
python3 Benchmarks/make_dense_graph.py "$routes" "$g"
runs=5

# best-of-N wall time (seconds, ms resolution) on one core, and peak RSS (KiB)
measure() {
    local best="" mem=0 t m start end
    for _ in $(seq $runs); do
        start=$(date +%s%N)
        /usr/bin/time -f "%M" -o "$out/time.txt" "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        t=$(awk "BEGIN{printf \"%.3f\", ($end - $start) / 1e9}")
        m=$(tail -1 "$out/time.txt")
        if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
        [ "$m" -gt "$mem" ] && mem=$m
    done
    echo "$best $mem"
}

read -r tc mc < <(measure taskset -c 0 "$bin/navgraph" check "$g")
read -r t1 m1 < <(measure taskset -c 0 "$bin/navgraph" check --state-limit 1 "$g")
read -r tv mv < <(measure taskset -c 0 "$bin/navgraph" cover "$g" -o "$out/dense-$routes.navscript")
printf '%-34s %9s %10s   %s\n' "graph: $routes routes" "wall (s)" "peak (KiB)" target
printf '%-34s %9s %10s   %s\n' "navgraph check" "$tc" "$mc" "within 2x the check without exploration"
printf '%-34s %9s %10s   %s\n' "navgraph check --state-limit 1" "$t1" "$m1" "ratio $(awk "BEGIN{printf \"%.1f\", $tc / ($t1 > 0 ? $t1 : 0.001)}")x"
if [ -n "${NAVGRAPH_BASELINE:-}" ]; then
    read -r tb mb < <(measure taskset -c 0 "$NAVGRAPH_BASELINE" check "$g")
    printf '%-34s %9s %10s   %s\n' "navgraph check (baseline)" "$tb" "$mb" "ratio $(awk "BEGIN{printf \"%.1f\", $tc / ($tb > 0 ? $tb : 0.001)}")x"
fi
printf '%-34s %9s %10s   %s\n' "navgraph cover" "$tv" "$mv" "under 1 s"
taskset -c 0 "$bin/ExploreBench" "$g"
