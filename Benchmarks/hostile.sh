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
bin=$PWD/.build/release/navgraph
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

# Write-side attacks on `gen -o` / `cover -o` / standard output (Tests/navgraphTests/OutputSafetyTests.swift
# asserts each): what happens to the victim, the destination and the exit status, with time and peak
# memory. NAVGRAPH_OLD=path/to/an/older/navgraph prints its behaviour beside, for comparison.
write_attacks() {
    local nav=$1 w
    w=$(mktemp -d "$PWD/$out/write.XXXXXX")
    cp -r Fixtures/shop/modules Fixtures/shop/navgraph.yaml "$w/"
    # Without the keys an older build does not know, so that it is compared on the writes alone.
    sed -i '/^deeplinks:/d' "$w/navgraph.yaml"
    (
        cd "$w" || exit 1
        measure() { /usr/bin/time -f '%e s %M KB' -o time.txt timeout 10 "$@" > /dev/null 2> err.txt; echo $?; }
        row() { printf '  %-28s %-9s %-16s %s\n' "$1" "$2" "$(cat time.txt 2> /dev/null | tail -1)" "$3"; }
        echo secret > victim
        mkdir gen
        # A link at every predictable temporary name of the next 300 processes (made by one process).
        python3 -c 'import os
last = int(open("/proc/sys/kernel/ns_last_pid").read())
for pid in range(last + 1, last + 301): os.symlink("../victim", f"gen/.Routes.swift.navgraph-{pid}.tmp")'
        s=$(measure "$nav" gen navgraph.yaml -o gen/Routes.swift)
        row "planted temporary links" "exit $s" "victim: $(head -c 6 victim), output: $(stat -c %F gen/Routes.swift)"
        echo secret > victim
        mkfifo fifo
        s=$(measure "$nav" gen navgraph.yaml -o fifo)
        row "-o FIFO" "exit $s" "$( [ "$s" = 124 ] && echo 'hung, killed' || stat -c %F fifo)"
        ln -s /dev/null devlink
        s=$(measure "$nav" gen navgraph.yaml -o devlink)
        row "-o link to /dev/null" "exit $s" "devlink: $(stat -c %F devlink)"
        if [ "$(id -u)" = 0 ]; then
            mknod null c 1 3
            s=$(measure "$nav" gen navgraph.yaml -o null)
            row "-o device node (root)" "exit $s" "null: $(stat -c %F null)"
        fi
        cp navgraph.yaml graph.bak
        s=$(measure "$nav" gen navgraph.yaml -o ./navgraph.yaml)
        row "-o the graph itself" "exit $s" "graph: $(cmp -s navgraph.yaml graph.bak && echo intact || echo OVERWRITTEN)"
        cp graph.bak navgraph.yaml
        echo old > ro.swift && chmod 444 ro.swift
        s=$(measure "$nav" gen navgraph.yaml -o ro.swift)
        row "-o read-only file" "exit $s" "ro.swift: $(head -c 3 ro.swift) $(stat -c %a ro.swift)"
        echo old > m.swift && chmod 750 m.swift
        s=$(measure "$nav" gen navgraph.yaml -o m.swift)
        row "-o a 0750 file" "exit $s" "mode after: $(stat -c %a m.swift)"
        name=$(printf 'R%.0s' $(seq 1 249)).swift
        s=$(measure "$nav" gen navgraph.yaml -o "$name")
        row "-o a 255-byte name" "exit $s" ""
        truncate -s 512M big.swift
        s=$(measure "$nav" gen navgraph.yaml -o big.swift)
        row "-o a 512 MB old output" "exit $s" "(unchanged check of another size)"
        rm -f time.txt
        s=$(bash -c "\"$nav\" gen navgraph.yaml > /dev/full 2> /dev/null; echo \$?")
        row "> /dev/full" "exit $s" ""
        s=$(bash -c "\"$nav\" gen navgraph.yaml >&- 2> /dev/null; echo \$?")
        row ">&- (closed stdout)" "exit $s" ""
        s=$(bash -c "NAVGRAPH_TEST_SIGNAL_DURING_WRITE=TERM \"$nav\" gen navgraph.yaml -o sig.swift 2> /dev/null; echo \$?")
        row "SIGTERM mid-write" "exit $s" "temporaries left: $(find . -name '*.tmp' -newer graph.bak | wc -l)"
    )
    rm -rf "$w"
}
echo
echo "write-side attacks: $bin"
write_attacks "$bin"
if [ -n "${NAVGRAPH_OLD:-}" ]; then
    echo "write-side attacks: $NAVGRAPH_OLD"
    write_attacks "$NAVGRAPH_OLD"
fi
# The read side (FIFOs, devices, sparse giants, links out of the folder, deep chains), old beside
# new when NAVGRAPH_OLD names an older build: Benchmarks/hostile-read.sh.
bash Benchmarks/hostile-read.sh "$bin" || status=1
# sim's reports of deep stacks and the engine's restore of deep tab stacks, old beside new when
# NAVGRAPH_OLD names an older build: Benchmarks/hostile-sim.sh.
bash Benchmarks/hostile-sim.sh "$bin" || status=1
# Inputs that grow (the tests count the work: Tests/NavGraphCoreTests/Decoding/DecoderLimitTests.swift,
# Tests/NavGraphAnalysisTests/ExplorationBudgetTests.swift, Tests/navgraphTests/CostLimitTests.swift,
# Tests/NavGraphRenderingTests/Diagnostics/DiagnosticRendererTests.swift): one route with 100,000 query parameters
# and one with 100,000 path parameters (check and gen), an external path parameter of 100,000 enum words
# (a deep link each); a 20 MB graph name through `gen`; chains of 10,000, 20,000 and 40,000 pushes through
# `check`, and `cover` on the first; 1,000 findings on one line of a megabyte as human text and as JSON. Exit status, time and
# peak memory each. NAVGRAPH_OLD=path/to/an/older/navgraph prints its figures beside.
python3 - "$out" <<'PY'
import sys
out = sys.argv[1]
n = 100_000
head = "navgraph: 1\nname: Grow\nscheme: grow\nroot: home\nroutes:\n"
declared = "    params:\n" + "".join(f"      p{i}: int\n" for i in range(n))
with open(f"{out}/params.yaml", "w") as f:
    f.write(head + "  home:\n    path: /\n" + declared)
with open(f"{out}/pathparams.yaml", "w") as f:
    f.write(head + "  home:\n    path: /" + "/".join(f":p{i}" for i in range(n)) + "\n" + declared)
with open(f"{out}/enum.yaml", "w") as f:
    words = ", ".join(f"w{i}" for i in range(n))
    f.write(head + f"  home: {{ path: /, to: [x] }}\n  x:\n    path: /x/:sort\n    external: true\n"
            f"    params:\n      sort: [{words}]\n")
with open(f"{out}/name.yaml", "w") as f:
    f.write("navgraph: 1\nname: " + "N" * (20 * 1024 * 1024) + "\nroot: home\nroutes:\n  home: { path: / }\n")
for k in (10_000, 20_000, 40_000):
    with open(f"{out}/chain{k // 1000}k.yaml", "w") as f:
        f.write("navgraph: 1\nname: Chain\nroot: r0\nroutes:\n  r0: { path: /, embed: stack, to: [r1] }\n")
        f.write("".join(f"  r{i}: {{ path: /r{i}, to: [r{i + 1}] }}\n" for i in range(1, k - 1)))
        f.write(f"  r{k - 1}: {{ path: /r{k - 1} }}\n")
with open(f"{out}/oneline.yaml", "w") as f:
    refs = ", ".join(f"u{i}" for i in range(1000))
    pad = "p" * (1024 * 1024 - len(refs))
    f.write("navgraph: 1\nname: Line\nroot: home\n"
            f"routes: {{ home: {{ path: /{pad}, to: [{refs}] }} }}\n")
PY
cost_attacks() {
    local nav=$1 c
    measure() {
        local name=$1
        shift
        c=0
        # Under 8 GB of address space: an older binary's chain of 40k took 18 GB (abort, exit 134, instead).
        (ulimit -v 8388608 && exec /usr/bin/time -f '%e %M' -o "$out/time.txt" timeout 900 "$@") \
            > "$out/cost.out" 2> /dev/null || c=$?
        read -r secs kb < <(tail -1 "$out/time.txt")
        printf '  %-28s exit %-4s %8ss %9s MB  %s\n' "$name" "$c" "$secs" "$((kb / 1024))" \
            "$([ "$c" = 124 ] && echo 'killed after 900 s')$(awk "BEGIN{s=$(stat -c %s "$out/cost.out"); if (s > 1048576) printf \"%.0f MB written\", s / 1048576}")"
    }
    measure "100k query parameters" "$nav" check "$out/params.yaml"
    measure "100k path parameters" "$nav" check "$out/pathparams.yaml"
    measure "100k enum words" "$nav" check "$out/enum.yaml"
    measure "100k query parameters, gen" "$nav" gen "$out/params.yaml"
    measure "100k path parameters, gen" "$nav" gen "$out/pathparams.yaml"
    measure "20 MB name, gen" "$nav" gen "$out/name.yaml"
    for k in 10 20 40; do measure "chain of ${k}k pushes, check" "$nav" check "$out/chain${k}k.yaml"; done
    measure "chain of 10k pushes, cover" "$nav" cover "$out/chain10k.yaml"
    measure "1,000 findings, human" "$nav" check --color never "$out/oneline.yaml"
    measure "1,000 findings, json" "$nav" check --format json "$out/oneline.yaml"
    rm -f "$out/cost.out" "$out/time.txt"
}
command -v /usr/bin/time > /dev/null || { echo "inputs that grow: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
echo
echo "inputs that grow: $bin"
cost_attacks "$bin"
if [ -n "${NAVGRAPH_OLD:-}" ]; then
    echo "inputs that grow: $NAVGRAPH_OLD"
    cost_attacks "$NAVGRAPH_OLD"
fi

# Round two (issue 40, the command line): outputs through a folder a pull request turned into a link
# (Tests/navgraphTests/LinkedFolderTests.swift), `gen --aasa` on 8,000 external routes whose paths start
# with a parameter (Tests/NavGraphCodegenTests/AppSiteAssociationTests.swift counts the patterns tried), and
# one `didChange` of 20,000 range edits on a 5 MB document (Tests/NavGraphLanguageTests/DocumentEditsTests.swift).
# Exit status, time, peak memory and what happened. NAVGRAPH_OLD=path/to/an/older/navgraph prints its figures beside.
python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
with open(f"{out}/aasa8k.yaml", "w") as f:
    f.write("navgraph: 1\nname: Links\nroot: home\nhosts: [example.com]\nroutes:\n  home: { path: / }\n")
    f.write("".join(f"  r{i}: {{ path: /:p/x{i}, external: true, params: {{ p: string }} }}\n" for i in range(8000)))
line = "  - a line of a long document that an editor edits in many places at once\n"
text = "list:\n" + line * (5 * 1048576 // len(line))
uri = "file:///tmp/notes.yaml"
def msg(m):
    b = json.dumps(m).encode()
    return b"Content-Length: %d\r\n\r\n" % len(b) + b
edits = [{"range": {"start": {"line": 1 + i, "character": 2}, "end": {"line": 1 + i, "character": 3}}, "text": "b"}
         for i in range(20000)]
with open(f"{out}/edits.lsp", "wb") as f:
    f.write(msg({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "capabilities": {}}}))
    f.write(msg({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}}))
    f.write(msg({"jsonrpc": "2.0", "method": "textDocument/didChange",
                 "params": {"textDocument": {"uri": uri, "version": 2}, "contentChanges": edits}}))
    f.write(msg({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}))
    f.write(msg({"jsonrpc": "2.0", "method": "exit"}))
PY
round_two_attacks() {
    local nav=$1 c w
    measure() {
        local name=$1 input=$2
        shift 2
        c=0
        /usr/bin/time -f '%e %U %S %M' -o "$out/time.txt" timeout 600 "$@" < "$input" > "$out/r2.out" 2> "$out/r2.err" || c=$?
        read -r secs user sys kb < <(tail -1 "$out/time.txt")
        printf '  %-34s exit %-4s %8ss %8ss CPU %7s MB  %s\n' "$name" "$c" "$secs" \
            "$(awk "BEGIN{printf \"%.2f\", $user + $sys}")" "$((kb / 1024))" \
            "$([ "$c" = 124 ] && echo 'killed after 600 s')$(stat -c %s "$out/r2.out") bytes out"
    }
    w=$(mktemp -d "$PWD/$out/linked.XXXXXX")
    mkdir -p "$w/work" "$w/outside/x"
    cp -r Fixtures/shop/modules Fixtures/shop/navgraph.yaml "$w/work/"
    echo victim > "$w/outside/x/Routes.swift"
    ln -s ../outside/x "$w/work/Generated"
    (cd "$w/work" && measure "gen -o Generated/ -> ../outside/x" /dev/null "$nav" gen navgraph.yaml -o Generated/Routes.swift)
    echo "    outside/x/Routes.swift: $(head -c 6 "$w/outside/x/Routes.swift")"
    (cd "$w/work" && measure "cover -o Generated/new/x.navscript" /dev/null "$nav" cover navgraph.yaml -o Generated/new/x.navscript)
    echo "    outside/x holds: $(ls "$w/outside/x" | tr '\n' ' ')"
    rm -rf "$w"
    measure "gen --aasa, 8,000 /:p/x routes" /dev/null "$nav" gen "$out/aasa8k.yaml" --aasa --app-id ABCDE12345.com.example.app
    # Debug builds: a line index built again for each edit took 99.9 s (wall clock); one line index a
    # message but a splice of the whole text an edit, 41.6 s wall clock, 13.9 s CPU and 38 MB peak
    # (/usr/bin/time -v); a gap buffer (in the text's own array) whose line index is split at the
    # gap, 0.75 s CPU and 39 MB.
    measure "lsp: 20,000 range edits of 5 MB" "$out/edits.lsp" "$nav" lsp
    rm -f "$out/r2.out" "$out/r2.err" "$out/time.txt"
}
echo
echo "round two: $bin"
round_two_attacks "$bin"
if [ -n "${NAVGRAPH_OLD:-}" ]; then
    echo "round two: $NAVGRAPH_OLD"
    round_two_attacks "$NAVGRAPH_OLD"
fi
exit $status
