#!/usr/bin/env bash
# How fast `navgraph check` (release build) rejects hostile input: a 50 MB file failing at its
# last line, a 10 MB unterminated flow sequence, 20,000 misspelt references and a billion laughs.
# The test suite checks what each of them reports (Tests/navgraphTests/HostileInputTests.swift);
# this script times them and exits 1 past its limit: a second per MB for the large files, ten seconds
# for the misspelt references and five for the billion laughs (the limits the tests once timed).
# usage: Benchmarks/hostile.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh
out=Benchmarks/out/hostile
mkdir -p "$out"
swift build -c release --product navgraph > "$out/build.log" 2>&1 || { tail -40 "$out/build.log" >&2; exit 1; }
bin=.build/release/navgraph
python3 - "$out" <<'PY'
import sys
out = sys.argv[1]
line = "# a comment line that libyaml has to scan\n"
with open(f"{out}/big.yaml", "w") as f:
    f.write("navgraph: 1\n" + line * (50 * 1024 * 1024 // len(line)) + "name: [\n")
with open(f"{out}/flow.yaml", "w") as f:
    f.write("navgraph: 1\nlist: [" + "1, " * (10 * 1024 * 1024 // 3))
n = 20000
with open(f"{out}/typos.yaml", "w") as f:
    f.write("navgraph: 1\nname: Typos\nroot: r0\nroutes:\n")
    f.write("".join(f"  r{i}:\n    path: /r{i}\n    to: [q{i}x, r{(i + 1) % n}]\n" for i in range(n)))
text = "navgraph: 1\na: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
prev = "a"
for name in "bcdefghi":
    text += f"{name}: &{name} [" + ", ".join([f"*{prev}"] * 9) + "]\n"
    prev = name
with open(f"{out}/bomb.yaml", "w") as f:
    f.write(text)
PY
status=0
printf '%-12s %8s %9s %9s\n' input size time limit
for entry in big:50 flow:10 typos:10 bomb:5; do
    name=${entry%%:*}
    limit=${entry#*:}
    file="$out/$name.yaml"
    start=$(date +%s%N)
    "$bin" check --format github "$file" > /dev/null 2>&1 && { echo "$name: check passed a hostile file" >&2; status=1; }
    end=$(date +%s%N)
    mb=$(awk "BEGIN{printf \"%.1f\", $(stat -c %s "$file") / 1048576}")
    t=$(awk "BEGIN{printf \"%.3f\", ($end - $start) / 1e9}")
    verdict=""
    if awk "BEGIN{exit !($t > $limit)}"; then verdict="  TOO SLOW"; status=1; fi
    printf '%-12s %6sMB %8ss %8ss%s\n' "$name" "$mb" "$t" "$limit" "$verdict"
done
# The read side (FIFOs, devices, sparse giants, links out of the folder, deep chains), old beside
# new when NAVGRAPH_OLD names an older build: Benchmarks/hostile-read.sh.
bash Benchmarks/hostile-read.sh "$bin" || status=1
exit $status
