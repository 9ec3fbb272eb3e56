#!/usr/bin/env bash
# Byte comparison of two navgraph binaries: runs OLD and NEW over every graph
# of Fixtures/, the Android corpus (../shared/corpus/android), the conformance
# graphs and scenarios (../shared/conformance) and two benchmark graphs
# (Benchmarks/make_graph.py 1000, Benchmarks/make_dense_graph.py 1000), and diffs
# standard output, standard error and exit status of each run:
#   check in every format (human, json, sarif, github), check --witness (and
#   the scripts it writes), cover with each criterion, and sim of the suite
#   `cover --criterion all` writes (by OLD) in every output mode (human, json,
#   junit, each with and without --trace; human --loose), and of the fixture
#   and conformance scenarios in the same modes.
# Prints how many runs were compared and how many differ (each one named);
# exits 1 when any differs.
# usage: Benchmarks/compare-outputs.sh OLD NEW
set -uo pipefail
[ $# -eq 2 ] || { echo "usage: $0 OLD NEW" >&2; exit 64; }
old=$(realpath "$1")
new=$(realpath "$2")
cd "$(dirname "$0")/.."
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-compare.XXXXXX")
trap 'rm -rf "$work"' EXIT
compared=0
differing=0

# Runs one command line with both binaries (the binary's name replaced) and compares.
same() {
    local name="$1"
    shift
    (cd "$work" && rm -rf a b && mkdir a b)
    "$old" "$@" >"$work/a.out" 2>"$work/a.err"
    echo $? >"$work/a.status"
    "$new" "$@" >"$work/b.out" 2>"$work/b.err"
    echo $? >"$work/b.status"
    compared=$((compared + 1))
    local f
    for f in out err status; do
        if ! cmp -s "$work/a.$f" "$work/b.$f"; then
            differing=$((differing + 1))
            echo "DIFFERS ($f): $name: navgraph $*"
            diff "$work/a.$f" "$work/b.$f" | head -5
            return
        fi
    done
}

# The same with a directory argument (check --witness): the files written are compared too.
same_dir() {
    local name="$1"
    shift
    rm -rf "$work/wa" "$work/wb"
    "$old" "$@" --witness "$work/wa" >"$work/a.out" 2>"$work/a.err"
    echo $? >"$work/a.status"
    "$new" "$@" --witness "$work/wb" >"$work/b.out" 2>"$work/b.err"
    echo $? >"$work/b.status"
    compared=$((compared + 1))
    # The directory's name is in the output: written the same for both.
    sed -i "s#$work/wb#$work/wa#g" "$work/b.out" "$work/b.err"
    local f
    for f in out err status; do
        if ! cmp -s "$work/a.$f" "$work/b.$f"; then
            differing=$((differing + 1))
            echo "DIFFERS ($f): $name: navgraph $* --witness DIR"
            return
        fi
    done
    if [ -d "$work/wa" ] || [ -d "$work/wb" ]; then
        if ! diff -r "$work/wa" "$work/wb" >/dev/null 2>&1; then
            differing=$((differing + 1))
            echo "DIFFERS (witness scripts): $name: navgraph $* --witness DIR"
        fi
    fi
}

sim_modes() {
    local name="$1" graph="$2" script="$3"
    same "$name" sim "$graph" "$script"
    same "$name" sim "$graph" "$script" --trace
    same "$name" sim "$graph" "$script" --format json
    same "$name" sim "$graph" "$script" --format json --trace
    same "$name" sim "$graph" "$script" --format junit
    same "$name" sim "$graph" "$script" --format junit --trace
    same "$name" sim --loose "$graph" "$script"
}

mkdir -p Benchmarks/out
python3 Benchmarks/make_graph.py 1000 Benchmarks/out/compare-graph-1000.yaml
python3 Benchmarks/make_dense_graph.py 1000 Benchmarks/out/compare-dense.yaml

graphs=()
while IFS= read -r g; do graphs+=("$g"); done < <(
    {
        find Fixtures -name '*.yaml' -not -path '*/.build/*'
        find ../shared/corpus/android ../shared/conformance -name '*.yaml'
        echo Benchmarks/out/compare-graph-1000.yaml
        echo Benchmarks/out/compare-dense.yaml
    } | LC_ALL=C sort
)

for g in "${graphs[@]}"; do
    for format in human json sarif github; do same "$g" check --format "$format" "$g"; done
    same_dir "$g" check "$g"
    for criterion in routes edges all; do same "$g" cover --criterion "$criterion" -o - "$g"; done
    # The suite OLD writes, run by both in every mode (a graph with errors writes none).
    if "$old" cover --criterion all -o "$work/suite.navscript" "$g" >/dev/null 2>&1; then
        sim_modes "$g" "$g" "$work/suite.navscript"
    fi
done

for s in Fixtures/scripts/*.navscript; do
    graph=Fixtures/shop/navgraph.yaml
    [ -f "Fixtures/scripts/graphs/$(basename "$s" .navscript).yaml" ] &&
        graph="Fixtures/scripts/graphs/$(basename "$s" .navscript).yaml"
    sim_modes "$s" "$graph" "$s"
done
for s in ../shared/conformance/*.navscript; do
    n=$(basename "$s" .navscript)
    graph=../shared/conformance/graphs/$n.yaml
    [ -f "$graph" ] || graph=../shared/conformance/graphs/$n/navgraph.yaml
    sim_modes "$s" "$graph" "$s"
done

echo "compared $compared runs of $old and $new: $differing differ"
[ "$differing" -eq 0 ]
