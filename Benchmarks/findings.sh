#!/usr/bin/env bash
# Findings per code, states explored and check's time per graph, before and
# after a change: the Android graphs of ../shared/corpus/android and every
# fixture graph, each checked by the release binary of a base commit (built
# once in a worktree under Benchmarks/out) and by this checkout's.
# usage: Benchmarks/findings.sh [BASE_COMMIT]   (default: 7333ad3)
#        NAVGRAPH_BASELINE=path/to/navgraph Benchmarks/findings.sh
#        NAVGRAPH_SCRATCH=.build-x Benchmarks/findings.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=Benchmarks/out
mkdir -p "$out"
base="${1:-7333ad3}"
scratch=(${NAVGRAPH_SCRATCH:+--scratch-path "$NAVGRAPH_SCRATCH"})
swift build -c release "${scratch[@]}" --product navgraph > "$out/build.log" 2>&1 || { tail -40 "$out/build.log" >&2; exit 1; }
new="$(swift build -c release "${scratch[@]}" --show-bin-path)/navgraph"
old="${NAVGRAPH_BASELINE:-}"
if [ -z "$old" ]; then
    tree="$out/baseline-$base"
    if [ ! -x "$tree/.build/release/navgraph" ]; then
        rm -rf "$tree"
        git worktree add --detach "$tree" "$base" > /dev/null
        (cd "$tree" && swift build -c release --product navgraph > build.log 2>&1)
    fi
    old="$tree/.build/release/navgraph"
fi
graphs=()
[ -d ../shared/corpus/android ] && graphs+=(../shared/corpus/android/*.yaml)
graphs+=(Fixtures/shop/navgraph.yaml Fixtures/valid/*.yaml Fixtures/invalid/*.yaml Fixtures/scripts/graphs/*.yaml)
python3 Benchmarks/compare_findings.py "$old" "$new" "${graphs[@]}" | tee "$out/findings.md"
