#!/usr/bin/env bash
# libFuzzer harnesses (Fuzz/): `Scripts/fuzz.sh --list` names the targets; `Scripts/fuzz.sh TARGET SECONDS`
# builds the fuzz package with -sanitize=fuzzer,address, seeds a work folder and fuzzes TARGET for
# SECONDS, exiting non-zero on a crash, a leak or an input that takes over a second (-timeout=1).
# `Scripts/fuzz.sh --minimize TARGET CRASH` shrinks a crashing input into Fixtures/fuzz-regressions/TARGET/,
# where the ordinary test suite replays it. Extra arguments after SECONDS go to libFuzzer (e.g. -jobs=2).
# Seeds from ../shared/corpus are copied into Fuzz/.work (git-ignored), never committed: their licences.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
targets=(check script route pieces runtime)

usage() {
    echo "usage: Scripts/fuzz.sh --list | TARGET SECONDS [libFuzzer options] | --minimize TARGET CRASH" >&2
    exit 64
}

product() {
    case "$1" in
        check) echo FuzzCheck ;;
        script) echo FuzzScript ;;
        route) echo FuzzRoute ;;
        pieces) echo FuzzPieces ;;
        runtime) echo FuzzRuntime ;;
        *) echo "unknown fuzz target '$1' (Scripts/fuzz.sh --list)" >&2; exit 64 ;;
    esac
}

build() {
    local name
    name=$(product "$1")
    bash Scripts/forget-stale-builds.sh Fuzz >&2
    swift build --package-path Fuzz -c release --product "$name" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld >&2
    echo "$root/Fuzz/.build/release/$name"
}

# Seeds: the repository's fixtures, and the shared corpora when they are beside the checkout.
seed() {
    local target=$1 dir=$2 shared=${NAVGRAPH_CORPUS:-$root/../shared/corpus}
    rm -rf "$dir" && mkdir -p "$dir"
    case "$target" in
        check | pieces)
            local i=0 f
            while IFS= read -r f; do
                i=$((i + 1)); cp "$f" "$dir/fixture-$i.yaml"
            done < <(find Fixtures -name '*.yaml' -not -path '*/.build/*' | sort)
            # Graphs with their modules, as one input of several files (see CheckPipelineFuzz).
            for f in Fixtures/shop/navgraph.yaml Fixtures/valid/modular/navgraph.yaml; do
                [ -f "$f" ] || continue
                i=$((i + 1))
                { cat "$f"; (cd "$(dirname "$f")" && find modules -name '*.yaml' | sort | while IFS= read -r m; do
                    printf '\n#file %s\n' "$m"; cat "$m"; done); } > "$dir/with-modules-$i.yaml"
            done
            for sub in yaml-test-suite android; do
                [ -d "$shared/$sub" ] && find "$shared/$sub" -name '*.yaml' -exec cp {} "$dir/" \;
            done
            ;;
        script)
            cp Fixtures/scripts/*.navscript "$dir/"
            ;;
        route)
            local i=0 p
            while IFS= read -r p; do
                i=$((i + 1)); printf '%s' "$p" > "$dir/path-$i"
            done < <(grep -rhoE 'path: /[^ ,}#]*' Fixtures/shop | sed 's/^path: //' | sort -u)
            printf '/product/42?ref=mail' > "$dir/query"
            printf '/search?q=a%%20b&sort=price' > "$dir/encoded"
            printf '/account/orders/8e0c8c8a-1111-2222-3333-444455556666' > "$dir/uuid"
            ;;
        runtime)
            # Choices (a byte each, see RuntimeFuzz): a few fixed walks and mutations, and a saved state's JSON.
            local i
            for i in 1 2 3 4 5 6 7 8; do
                head -c $((i * 24)) /dev/urandom > "$dir/choices-$i"
            done
            printf '{"graph":"Shop","scenes":[{"name":"main","rootStack":[],"tabsContainer":"main","tabStacks":[[{"route":"home","values":{}}],[],null],"selectedTab":1,"modals":[],"rootReplaced":false,"rootBottomReplaced":false,"tabBottomsReplaced":[]}],"currentScene":0,"realms":[],"results":{},"onceShown":[],"nextInstance":9223372036854775807}' > "$dir/state.json"
            ;;
    esac
}

case "${1:-}" in
    --list)
        printf '%s\n' "${targets[@]}"
        ;;
    --minimize)
        [ $# -eq 3 ] || usage
        target=$2; crash=$3
        binary=$(build "$target")
        out="Fixtures/fuzz-regressions/$target"
        mkdir -p "$out" Fuzz/.work
        name="$out/$(sha1sum "$crash" | cut -c1-12)"
        "$binary" -minimize_crash=1 -max_total_time=120 -timeout=1 -exact_artifact_path="$name" "$crash" || true
        [ -f "$name" ] || cp "$crash" "$name"
        echo "$name"
        ;;
    ""|-*)
        usage
        ;;
    *)
        [ $# -ge 2 ] || usage
        target=$1; seconds=$2; shift 2
        binary=$(build "$target")
        work="Fuzz/.work/$target"
        mkdir -p "$work/corpus" "$work/artifacts"
        seed "$target" "$work/seeds"
        # Regression inputs are seeds too: the fuzzer starts from what once crashed.
        [ -d "Fixtures/fuzz-regressions/$target" ] && cp Fixtures/fuzz-regressions/"$target"/* "$work/seeds/" 2>/dev/null || true
        exec "$binary" "$work/corpus" "$work/seeds" -dict="Fuzz/Dictionaries/$target.dict" \
            -max_total_time="$seconds" -timeout=1 -max_len=16384 -print_final_stats=1 \
            -artifact_prefix="$work/artifacts/" "$@"
        ;;
esac
