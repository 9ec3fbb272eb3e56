#!/usr/bin/env bash
# Two navgraph binaries side by side (release builds): each case runs OLD,
# then NEW, then OLD... (paired, alternating, so that a busy machine slows
# both alike), and prints for each the median wall time, the median processor
# time (user + system) and the largest peak memory (max RSS, /usr/bin/time).
# The cases: libyaml's event scan of the 100k-route graph (the floor) and
# `check` of it, with their ratio; `check` of the dense 1,000-route graph
# (Benchmarks/make_dense_graph.py) and its `--state-limit 1` (the checks with
# the exploration cut to the launch), with theirs. Each ratio is given twice:
# of the medians, and the median of the ratios run by run, the floor (or the
# `--state-limit 1`) run just before each check (what a machine whose speed
# drifts between runs moves least); `sim` of 1M-command walks on the shop
# fixture and on the 10k-route graph, and of the suite `cover` writes for the
# latter, in commands a second. The scripts come from SimBench (--write) and
# OLD's `cover`, under Benchmarks/out.
# usage: Benchmarks/compare-speed.sh OLD NEW [RUNS]   (default: 7 runs each)
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 OLD NEW [RUNS]" >&2; exit 64; }
old=$(realpath "$1")
new=$(realpath "$2")
runs="${3:-7}"
cd "$(dirname "$0")/.."
out=Benchmarks/out
mkdir -p "$out/walks-shop" "$out/walks-10k"
cc -O2 -o "$out/yaml_events" Benchmarks/yaml_events.c $(pkg-config --cflags --libs yaml-0.1 2>/dev/null || echo -lyaml)
[ -f "$out/graph-100000.yaml" ] || python3 Benchmarks/make_graph.py 100000 "$out/graph-100000.yaml"
[ -f "$out/graph-10000.yaml" ] || python3 Benchmarks/make_graph.py 10000 "$out/graph-10000.yaml"
[ -f "$out/dense-1000.yaml" ] || python3 Benchmarks/make_dense_graph.py 1000 "$out/dense-1000.yaml"
if [ ! -f "$out/walks-10k/short.navscript" ]; then
    swift build -c release ${NAVGRAPH_SCRATCH:+--scratch-path "$NAVGRAPH_SCRATCH"} --product SimBench >"$out/build.log" 2>&1
    simbench=$(swift build -c release ${NAVGRAPH_SCRATCH:+--scratch-path "$NAVGRAPH_SCRATCH"} --show-bin-path)/SimBench
    "$simbench" Fixtures/shop/navgraph.yaml 1000000 --write "$out/walks-shop"
    "$simbench" "$out/graph-10000.yaml" 1000000 --write "$out/walks-10k"
fi
[ -f "$out/walks-10k/cover.navscript" ] || "$old" cover "$out/graph-10000.yaml" -o "$out/walks-10k/cover.navscript" 2>/dev/null

# One run: "wall cpu rss" (seconds, seconds, KiB).
once() {
    local start end
    start=$(date +%s%N)
    /usr/bin/time -f "%U %S %M" -o "$out/time.txt" "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    # The last line: a command that exits non-zero (`--state-limit 1` notes the limit) has
    # /usr/bin/time say so on a line before.
    tail -n 1 "$out/time.txt" | awk -v w="$(( (end - start) / 1000 ))" '{printf "%.4f %.2f %s\n", w / 1e6, $1 + $2, $3}'
}

# Instructions of one run (callgrind; the same on a busy machine), or "-".
instructions() {
    command -v valgrind >/dev/null || { echo "-"; return; }
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
        awk '/Collected/ {gsub(",", "", $4); printf "%.1fM", $4 / 1e6}'
}

# The median of numbers, one a line.
median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

# Paired runs of OLD and NEW with the same arguments: "old-wall old-cpu old-rss new-wall new-cpu new-rss".
paired() {
    : >"$out/old.txt"
    : >"$out/new.txt"
    for _ in $(seq "$runs"); do
        once "$old" "$@" >>"$out/old.txt"
        once "$new" "$@" >>"$out/new.txt"
    done
    summary
}

# The medians of the runs in A.txt and B.txt (old.txt and new.txt when not named):
# "a-wall a-cpu a-rss b-wall b-cpu b-rss".
summary() {
    for f in "${1:-old}" "${2:-new}"; do
        printf '%s %s %s ' "$(cut -d' ' -f1 "$out/$f.txt" | median)" "$(cut -d' ' -f2 "$out/$f.txt" | median)" \
            "$(cut -d' ' -f3 "$out/$f.txt" | sort -g | tail -1)"
    done
    echo
}

# The floor (libyaml's event scan of FILE) run before each pair of `check FILE`, so that
# all three see the machine alike: "floor-wall floor-cpu" medians, then each build's
# median of its own ratios to the floor run beside it (a machine that speeds up or slows
# down between runs moves both sides of each ratio).
floor_paired() {
    : >"$out/floor.txt"
    : >"$out/old.txt"
    : >"$out/new.txt"
    for _ in $(seq "$runs"); do
        once "$out/yaml_events" "$1" >>"$out/floor.txt"
        once "$old" check "$1" >>"$out/old.txt"
        once "$new" check "$1" >>"$out/new.txt"
    done
    echo "$(cut -d' ' -f1 "$out/floor.txt" | median) $(cut -d' ' -f2 "$out/floor.txt" | median)" \
        "$(ratios floor old) $(ratios floor new)"
}

# The median of the ratios, run by run, of the wall times in B.txt to those in A.txt.
ratios() { paste -d' ' "$out/$1.txt" "$out/$2.txt" | awk '{print $4 / $1}' | median; }

# `check FILE` and `check --state-limit 1 FILE` of OLD, then of NEW, run after one another:
# the summary of the checks (old.txt, new.txt), then each build's median ratio, run by run.
search_paired() {
    : >"$out/old.txt"
    : >"$out/new.txt"
    : >"$out/old-static.txt"
    : >"$out/new-static.txt"
    for _ in $(seq "$runs"); do
        once "$old" check "$1" >>"$out/old.txt"
        once "$old" check --state-limit 1 "$1" >>"$out/old-static.txt"
        once "$new" check "$1" >>"$out/new.txt"
        once "$new" check --state-limit 1 "$1" >>"$out/new-static.txt"
    done
    echo "$(summary) $(ratios old-static old) $(ratios new-static new)"
}

echo "OLD: $old"
echo "NEW: $new"
echo "$runs paired runs each, medians; load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-34s %22s %22s\n' case "old: wall / cpu / peak" "new: wall / cpu / peak"
row() { printf '%-34s %7.4fs %5.2fs %6.1fMB %7.4fs %5.2fs %6.1fMB%s\n' "$1" "$2" "$3" "$(awk "BEGIN{print $4/1024}")" \
    "$5" "$6" "$(awk "BEGIN{print $7/1024}")" "${8:-}"; }

g100k="$out/graph-100000.yaml"
read -r fw fc orat nrat < <(floor_paired "$g100k")
read -r ow oc om nw nc nm < <(summary)
row "check, 100k routes" "$ow" "$oc" "$om" "$nw" "$nc" "$nm" \
    "$(awk "BEGIN{printf \"   x libyaml (%.3fs wall, %.2fs cpu): %.2f / %.2f wall, %.2f / %.2f cpu; run by run: %.2f / %.2f wall\", $fw, $fc, $ow/$fw, $nw/$fw, $oc/$fc, $nc/$fc, $orat, $nrat}")"
read -r ow oc om nw nc nm orat nrat < <(search_paired "$out/dense-1000.yaml")
row "check, dense 1,000 routes" "$ow" "$oc" "$om" "$nw" "$nc" "$nm"
read -r sw sc sm tw tc tm < <(summary old-static new-static)
row "check --state-limit 1, dense" "$sw" "$sc" "$sm" "$tw" "$tc" "$tm" \
    "$(awk "BEGIN{printf \"   check / state-limit 1: %.2f -> %.2f wall; run by run: %.2f -> %.2f\", $ow/$sw, $nw/$tw, $orat, $nrat}")"
echo "  instructions, dense: check $(instructions "$old" check "$out/dense-1000.yaml") -> $(instructions "$new" check "$out/dense-1000.yaml");" \
    "--state-limit 1 $(instructions "$old" check --state-limit 1 "$out/dense-1000.yaml") -> $(instructions "$new" check --state-limit 1 "$out/dense-1000.yaml")"
for walk in walks-shop/long walks-shop/short walks-10k/long walks-10k/short walks-10k/cover; do
    graph=Fixtures/shop/navgraph.yaml
    [[ $walk == walks-10k/* ]] && graph="$out/graph-10000.yaml"
    script="$out/$walk.navscript"
    commands=$(grep -c '^  ' "$script")
    read -r ow oc om nw nc nm < <(paired sim "$graph" "$script")
    row "sim $walk ($commands)" "$ow" "$oc" "$om" "$nw" "$nc" "$nm" \
        "$(awk "BEGIN{printf \"   M commands/s: %.2f -> %.2f wall, %.2f -> %.2f cpu\", $commands/$ow/1e6, $commands/$nw/1e6, $commands/$oc/1e6, $commands/$nc/1e6}")"
done
