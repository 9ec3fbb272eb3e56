#!/usr/bin/env bash
# Benchmark of the state exploration (release build, one core): `navgraph check`
# and `navgraph cover` end to end on a synthetic graph of 1,000 routes and
# 5,000 edges (Benchmarks/make_dense_graph.py), beside the targets:
#   cover under 1 s; check (with its exploration) within 2x the check before
#   the exploration existed. That baseline is built from commit 4e77cce (the
#   last one without it) in a worktree under Benchmarks/out, once; set
#   NAVGRAPH_BASELINE=path/to/navgraph to use another build. Without git
#   history the ratio is taken against `check --state-limit 1` (the exploration
#   cut to the launch state's commands), and the table says so.
# Wall times are best of 9 on one core; where valgrind is installed, each
# check's instruction count (callgrind) follows: it stays the same on a busy
# machine, where wall times do not.
# Then ExploreBench's figures in one process: states, commands, times.
# usage: Benchmarks/explore.sh [ROUTES]   (default: 1000)
#        NAVGRAPH_SCRATCH=.build-x Benchmarks/explore.sh   (build in another scratch path)
#        NAVGRAPH_CORE=1 Benchmarks/explore.sh             (pin to another core; default 0)
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh
out=Benchmarks/out
mkdir -p "$out"
routes="${1:-1000}"
core="${NAVGRAPH_CORE:-0}"
scratch=(${NAVGRAPH_SCRATCH:+--scratch-path "$NAVGRAPH_SCRATCH"})
for product in navgraph ExploreBench; do
    swift build -c release "${scratch[@]}" --product "$product" > "$out/build.log" 2>&1 || { tail -40 "$out/build.log" >&2; exit 1; }
done
bin=$(swift build -c release "${scratch[@]}" --show-bin-path)
g="$out/dense-$routes.yaml"
python3 Benchmarks/make_dense_graph.py "$routes" "$g"
runs=9

# The check before the exploration: commit 4e77cce, built once beside the checkout's own build.
baseline="${NAVGRAPH_BASELINE:-}"
baseline_label="navgraph check before the exploration (4e77cce)"
if [ -z "$baseline" ] && git cat-file -e 4e77cce^{commit} 2>/dev/null; then
    tree="$out/baseline-4e77cce"
    if [ ! -x "$tree/.build/release/navgraph" ]; then
        rm -rf "$tree"
        git worktree prune
        git worktree add --detach "$tree" 4e77cce > /dev/null 2>&1
        echo "building the baseline (4e77cce) once in $tree ..." >&2
        (cd "$tree" && swift build -c release --product navgraph > build.log 2>&1) || { tail -40 "$tree/build.log" >&2; exit 1; }
    fi
    baseline="$tree/.build/release/navgraph"
elif [ -n "$baseline" ]; then
    baseline_label="navgraph check (NAVGRAPH_BASELINE)"
fi

# best-of-N wall time (seconds, 0.1 ms resolution) on one core, and peak RSS (KiB)
measure() {
    local best="" mem=0 t m start end
    for _ in $(seq $runs); do
        start=$(date +%s%N)
        /usr/bin/time -f "%M" -o "$out/time.txt" taskset -c "$core" "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        t=$(awk "BEGIN{printf \"%.4f\", ($end - $start) / 1e9}")
        m=$(tail -1 "$out/time.txt")
        if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
        [ "$m" -gt "$mem" ] && mem=$m
    done
    echo "$best $mem"
}

# instructions of one run (callgrind), or "-" without valgrind
instructions() {
    command -v valgrind > /dev/null || { echo "-"; return; }
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
        | awk '/Collected/ {gsub(",", "", $4); printf "%.1fM", $4 / 1e6}'
}

read -r tc mc < <(measure "$bin/navgraph" check "$g")
read -r t1 m1 < <(measure "$bin/navgraph" check --state-limit 1 "$g")
read -r tv mv < <(measure "$bin/navgraph" cover "$g" -o "$out/dense-$routes.navscript")
ic=$(instructions "$bin/navgraph" check "$g")
printf '%-48s %9s %10s %13s   %s\n' "graph: $routes routes" "wall (s)" "peak (KiB)" instructions target
if [ -n "$baseline" ]; then
    read -r tb mb < <(measure "$baseline" check "$g")
    ib=$(instructions "$baseline" check "$g")
    printf '%-48s %9s %10s %13s   %s\n' "$baseline_label" "$tb" "$mb" "$ib" ""
    ratio=$(awk "BEGIN{printf \"%.2f\", $tc / ($tb > 0 ? $tb : 0.0001)}")
    printf '%-48s %9s %10s %13s   %s\n' "navgraph check" "$tc" "$mc" "$ic" "${ratio}x the check before it (target: at most 2x)"
else
    ratio=$(awk "BEGIN{printf \"%.2f\", $tc / ($t1 > 0 ? $t1 : 0.0001)}")
    printf '%-48s %9s %10s %13s   %s\n' "navgraph check" "$tc" "$mc" "$ic" \
        "${ratio}x check --state-limit 1 (no git history: no baseline build; target: at most 2x)"
fi
printf '%-48s %9s %10s %13s   %s\n' "navgraph check --state-limit 1" "$t1" "$m1" "" "the exploration cut to launch"
printf '%-48s %9s %10s %13s   %s\n' "navgraph cover" "$tv" "$mv" "" "under 1 s"
taskset -c "$core" "$bin/ExploreBench" "$g"
