#!/usr/bin/env bash
# Benchmark of `navgraph check` (release build) on synthetic graphs of 1k, 10k
# and 100k routes, beside libyaml's own parse of the same file (the floor).
# Prints a table: file size, libyaml time, check time, their ratio, peak memory.
# Exits 1 when a size takes more than thirty times as long as one a tenth of it
# (linear growth is ten times; a quadratic step would be a hundred).
# usage: Benchmarks/check.sh [ROUTES ...]   (default: 1000 10000 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh
out=Benchmarks/out
mkdir -p "$out"
swift build -c release --product navgraph > "$out/build.log" 2>&1 || { tail -40 "$out/build.log" >&2; exit 1; }  # quiet unless it fails
bin=.build/release/navgraph
cc -O2 -o "$out/yaml_events" Benchmarks/yaml_events.c $(pkg-config --cflags --libs yaml-0.1 2>/dev/null || echo -lyaml)
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000)
runs=5

# best-of-N wall time (seconds, ms resolution) and peak RSS (KiB) of a command
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

printf '%-8s %9s %11s %11s %7s %12s %12s\n' routes size libyaml check ratio check-peak libyaml-peak
prev=""
prevn=""
status=0
for n in "${sizes[@]}"; do
    g="$out/graph-$n.yaml"
    python3 Benchmarks/make_graph.py "$n" "$g"
    "$bin" check "$g" >/dev/null || { echo "check failed on $g" >&2; "$bin" check "$g" | tail -5; exit 1; }
    read -r ty my < <(measure "$out/yaml_events" "$g")
    read -r tc mc < <(measure "$bin" check "$g")
    size=$(du -k "$g" | cut -f1)
    ratio=$(awk "BEGIN{ if ($ty > 0) printf \"%.2f\", $tc / $ty; else print \"-\" }")
    printf '%-8s %7sKB %10ss %10ss %6sx %10sMB %10sMB\n' "$n" "$size" "$ty" "$tc" "$ratio" \
        "$(awk "BEGIN{printf \"%.1f\", $mc/1024}")" "$(awk "BEGIN{printf \"%.1f\", $my/1024}")"
    if [ -n "$prev" ]; then
        growth=$(awk "BEGIN{printf \"%.1f\", $tc / ($prev > 0.001 ? $prev : 0.001)}")
        echo "         (${growth}x the time of the previous size)"
        if [ "$n" -eq $((prevn * 10)) ] && awk "BEGIN{exit !($growth > 30 && $tc > 0.1)}"; then
            echo "         NOT LINEAR: ten times the routes took ${growth}x as long" >&2
            status=1
        fi
    fi
    prev=$tc
    prevn=$n
done
exit $status
