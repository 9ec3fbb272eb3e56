#!/usr/bin/env bash
# Reports that grew and restores that stalled (issue 40, the simulator's and the app's side):
# `sim` of N pushes each followed by a failing `expect stack` (every failure once listed the whole
# stack: a report quadratic in the script, built in memory), in the three formats; and `restart`
# of a tab stack of 10k, 30k and 100k screens, the engine's restore that an app's `restore` runs
# (saved items taken from an array's front, the tab stack copied on each append: quadratic).
# Exit status, time, peak memory and output size each, for a release build and, when given, an
# older one beside. The tests count the work: Tests/NavGraphScriptTests/BoundedReportTests.swift,
# Tests/NavGraphRuntimeTests/HostileRestoreTests.swift and Tests/NavGraphFuzzTests/RuntimeFuzzTests.swift.
# usage: Benchmarks/hostile-sim.sh NAVGRAPH [OLD_NAVGRAPH]   (Benchmarks/hostile.sh runs it)
# Exits 1 when the new build fails a run's exit status, or writes a report over 10 MB.
# Measured (debug builds, 2 shared cores at load 16-20; user CPU time, peak memory, output):
#   9,000 failing expect stack, human   old 31.7 s, 1.19 GB, 356 MB out   new 0.27 s, 24 MB, 2.4 MB out
#   restart of a 10k / 30k-screen tab   old 1.29 s / 10.96 s, 20 / 23 MB   new 0.14 s / 0.37 s, 20 / 21 MB
#   restart of a 100k-screen tab        (old not run: about 120 s by its square)  new 1.16 s, 27 MB
#   JUnit, once written when the run ended (every trace held), now a scenario as it ends, and a
#   streamed run's report keeps no scenario's report, only counts (a trivial run peaks at 20 MB):
#   12,000 failing scenarios, junit (the row) old 0.74 s, 38 MB, 6.1 MB out   new 0.71 s, 20 MB, 7.6 MB out
#   20,000 failing scenarios, junit     old 1.10 s, 47 MB, 7.5 MB out     new 1.08 s, 22 MB, 8.9 MB out
#   the same, junit --trace             old 1.67 s, 95 MB, 16.0 MB out    new 1.58 s, 21 MB, 17.5 MB out
#   40,000 of them, junit --trace       old 3.37 s, 171 MB, 32.1 MB out   new 3.18 s, 23 MB, 35.0 MB out
set -uo pipefail
new=$1
old=${2:-${NAVGRAPH_OLD:-}}
out=$(cd "$(dirname "$0")" && pwd)/out/hostile-sim
rm -rf "$out"
mkdir -p "$out"
command -v /usr/bin/time > /dev/null || { echo "hostile-sim: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
python3 - "$out" <<'PY'
import sys
out = sys.argv[1]
with open(f"{out}/deep.yaml", "w") as f:
    f.write("navgraph: 1\nname: Deep\nroot: a\nroutes:\n  a: { path: /, to: [a] }\n")
with open(f"{out}/deep.navscript", "w") as f:
    # 9,000 pairs: a 248 KB script.
    f.write('scenario "deep"\n' + "  open a\n  expect stack [a]\n" * 9_000)
with open(f"{out}/many.navscript", "w") as f:
    # 12,000 scenarios that fail twice each (a 1 MB script; its report stays under the 10 MB limit).
    f.write("".join(f'scenario "s{i}"\n  open a\n  expect stack [a]\n  open a\n  expect stack [a, a]\n'
                    for i in range(12_000)))
with open(f"{out}/tabs.yaml", "w") as f:
    f.write("navgraph: 1\nname: Tabs\nroot: main\ncontainers:\n  main: { kind: tabs, tabs: [a, b] }\n"
            "routes:\n  a: { path: /, embed: stack, restore: true, to: [p] }\n  b: { path: /b }\n"
            "  p: { path: /p, restore: true, to: [p] }\n")
for k in (10, 30, 100):
    with open(f"{out}/restart{k}k.navscript", "w") as f:
        f.write('scenario "restart"\n' + "  open p\n" * (k * 1000) + "  restart\n  expect top p\n")
PY
status=0
attacks() {
    local nav=$1 expect_big=$2
    row() {
        local name=$1 want=$2
        shift 2
        local c=0 secs cpu kb size
        (ulimit -v 8388608 && exec /usr/bin/time -f '%e %U %M' -o "$out/time.txt" timeout 900 "$@") \
            > "$out/report.out" 2> /dev/null || c=$?
        read -r secs cpu kb < <(tail -1 "$out/time.txt")
        size=$(stat -c %s "$out/report.out")
        # Wall and user CPU time: on a busy machine the CPU time is the figure to compare.
        printf '  %-36s exit %-4s %8ss %8ss cpu %7s MB %12s bytes out\n' "$name" "$c" "$secs" "$cpu" \
            "$((kb / 1024))" "$size"
        if [ "$expect_big" = no ] && { [ "$c" != "$want" ] || [ "$size" -gt 10485760 ]; }; then status=1; fi
    }
    row "9,000 failing expect stack, human" 1 "$nav" sim "$out/deep.yaml" "$out/deep.navscript"
    row "9,000 failing expect stack, json" 1 "$nav" sim --format json "$out/deep.yaml" "$out/deep.navscript"
    row "9,000 failing expect stack, junit" 1 "$nav" sim --format junit "$out/deep.yaml" "$out/deep.navscript"
    row "12,000 failing scenarios, junit" 1 "$nav" sim --format junit "$out/deep.yaml" "$out/many.navscript"
    for k in 10 30 100; do
        row "restart of a ${k}k-screen tab stack" 0 "$nav" sim "$out/tabs.yaml" "$out/restart${k}k.navscript"
    done
    rm -f "$out/report.out" "$out/time.txt"
}
echo "sim reports and restore depth: $new"
attacks "$new" no
if [ -n "$old" ]; then
    echo "sim reports and restore depth: $old"
    attacks "$old" yes
fi
exit $status
