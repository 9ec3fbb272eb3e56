#!/usr/bin/env bash
# Benchmark of the navgraph simulator (release build): simulated steps per
# second on the example graph (Fixtures/shop) and on a 10k-route synthetic
# graph, for one long script and for many short ones (20 commands each).
# A step is one command (launch included). Best of 3 runs, one core.
# Then end to end: the same walks written as 1M-command scripts (one long
# scenario; scenarios of 20 commands), and for the 10k-route graph the suite
# `navgraph cover` writes for it (344,503 commands), run by the built `navgraph sim` pinned
# to one core, in each output mode: commands a second and peak memory next to
# the targets (at least 2M commands/s, peak RSS at most 4x the script's size).
# usage: Benchmarks/sim.sh [STEPS]   (default: 1000000 a shape)
#        NAVGRAPH_SCRATCH=.build-x Benchmarks/sim.sh   (build in another scratch path)
#        NAVGRAPH_CORE=1 Benchmarks/sim.sh              (pin to another core; default 0)
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh
out=Benchmarks/out
mkdir -p "$out"
steps="${1:-1000000}"
core="${NAVGRAPH_CORE:-0}"
scratch=(${NAVGRAPH_SCRATCH:+--scratch-path "$NAVGRAPH_SCRATCH"})
for product in SimBench navgraph; do
    swift build -c release "${scratch[@]}" --product $product > "$out/build.log" 2>&1 || { tail -40 "$out/build.log" >&2; exit 1; }  # quiet unless it fails
done
bin=$(swift build -c release "${scratch[@]}" --show-bin-path)/SimBench
navgraph=$(swift build -c release "${scratch[@]}" --show-bin-path)/navgraph
python3 Benchmarks/make_graph.py 10000 "$out/graph-10000.yaml"
"$bin" Fixtures/shop/navgraph.yaml "$steps"
"$bin" "$out/graph-10000.yaml" "$steps"

# best-of-3 wall time and CPU time (user + system, s) and the largest peak RSS (KiB) of a
# command on one core. On a quiet machine the two times agree; on a busy one the CPU time is the figure.
measure() {
    local best="" cpu="" mem=0 t c m start end
    for _ in 1 2 3; do
        start=$(date +%s%N)
        taskset -c "$core" /usr/bin/time -f "%U %S %M" -o "$out/time.txt" "$@" >/dev/null 2>"$out/stderr.txt" || true
        end=$(date +%s%N)
        t=$(awk "BEGIN{printf \"%.3f\", ($end - $start) / 1e9}")
        read -r u s m < <(tail -1 "$out/time.txt")
        c=$(awk "BEGIN{printf \"%.2f\", $u + $s}")
        if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
        if [ -z "$cpu" ] || awk "BEGIN{exit !($c < $cpu)}"; then cpu=$c; fi
        [ "$m" -gt "$mem" ] && mem=$m
    done
    echo "$best $cpu $mem"
}

echo
echo "end to end: navgraph sim, release, taskset -c $core; targets: >= 2.00 M commands/s, peak RSS <= 4.0x the script"
printf '%-17s %-6s %-14s %9s %7s %8s %8s %9s %9s %8s %7s\n' graph script mode commands size wall cpu \
    "M/s wall" "M/s cpu" peak "x size"
for graph in Fixtures/shop/navgraph.yaml "$out/graph-10000.yaml"; do
    "$bin" "$graph" "$steps" --write "$out"
    shapes="long short"
    # A large graph's generated suite too (the case the targets are for): what
    # `navgraph cover` writes, its stack assertions and all.
    if [ "$graph" != Fixtures/shop/navgraph.yaml ]; then
        "$navgraph" cover "$graph" -o "$out/cover.navscript" 2>/dev/null
        shapes="long short cover"
    fi
    for shape in $shapes; do
        script="$out/$shape.navscript"
        "$navgraph" sim "$graph" "$script" >/dev/null || { echo "navgraph sim failed on $script" >&2; exit 1; }
        commands=$(grep -c '^  ' "$script")
        bytes=$(stat -c %s "$script")
        for mode in "human" "human --trace" "json" "json --trace"; do
            read -r format trace <<<"$mode"
            read -r t c mem < <(measure "$navgraph" sim --format "$format" ${trace:+"$trace"} "$graph" "$script")
            awk -v g="$(basename "$graph")" -v s="$shape" -v m="$mode" -v n="$commands" -v b="$bytes" -v t="$t" -v c="$c" -v k="$mem" \
                'BEGIN{printf "%-17s %-6s %-14s %9d %5.1fMB %7.3fs %7.2fs %9.2f %9.2f %6.1fMB %7.2f\n", g, s, m, n, b/1e6, t, c, n/t/1e6, n/c/1e6, k*1024/1e6, k*1024/b}'
        done
    done
done
