#!/usr/bin/env bash
# The read side of a hostile repository (issue 23): includes that are FIFOs, links to devices,
# sparse giants, links out of the graph's folder, two links to the folder that multiply paths,
# a 10,000-deep include chain, a 200 MB scalar, an endless standard input, `check /dev/zero`. For each: wall time,
# peak memory and exit status of a release build, and of an older build when one is given, to
# show the old behaviour beside the new. Every run has a 4 GiB address-space cap and a 20 s
# watchdog (an old build hangs or eats memory on several of them).
# The tests that assert the messages are Tests/navgraphTests/HostileReadTests.swift.
# usage: Benchmarks/hostile-read.sh NAVGRAPH [OLD_NAVGRAPH]   (Benchmarks/hostile.sh runs it)
# Exits 1 when the new build hangs, crashes, passes a hostile graph, prints the secret, or takes
# more than 2 s or 200 MB on one of them.
set -uo pipefail
new=$1
old=${2:-${NAVGRAPH_OLD:-}}
out=$(cd "$(dirname "$0")" && pwd)/out/hostile-read
rm -rf "$out"
mkdir -p "$out"
secret="ghp_SECRET_$RANDOM$RANDOM"
graph() { printf 'navgraph: 1\nname: App\nroot: home\ninclude: [%s]\nroutes:\n  home: { path: /, to: [last] }\n  last: { path: /l }\n' "$2" > "$1/navgraph.yaml"; }

# One folder an attack, each with app/navgraph.yaml.
plant() {
    local name=$1 dir="$out/$1/app"
    mkdir -p "$dir"
    echo "TOKEN=$secret" > "$out/$name/secret.env"
    graph "$dir" module.yaml
    case $name in
        fifo) mkfifo "$dir/module.yaml" ;;
        dev-zero) ln -s /dev/zero "$dir/module.yaml" ;;
        dev-urandom) ln -s /dev/urandom "$dir/module.yaml" ;;
        sparse-100G) truncate -s 100G "$dir/module.yaml" ;;
        link-out) ln -s ../secret.env "$dir/module.yaml" ;;
        proc-environ) ln -s /proc/self/environ "$dir/module.yaml" ;;
        two-links)
            printf 'include: [x/module.yaml, y/module.yaml]\n' > "$dir/module.yaml"
            ln -s . "$dir/x"
            ln -s . "$dir/y"
            ;;
        chain-10000)
            graph "$dir" m0.yaml
            for i in $(seq 0 9999); do printf 'include: [m%d.yaml]\n' $((i + 1)) > "$dir/m$i.yaml"; done
            printf 'routes: {}\n' > "$dir/m10000.yaml"
            ;;
        scalar-200M) python3 -c "import sys; sys.stdout.write('navgraph: 1\nname: ' + 'a' * (200 << 20) + '\n')" > "$dir/navgraph.yaml" ;;
        stdin-zero | dev-zero-arg) ;;
    esac
}

attacks=(fifo dev-zero dev-urandom dev-zero-arg sparse-100G link-out proc-environ two-links chain-10000 scalar-200M stdin-zero)
for a in "${attacks[@]}"; do plant "$a"; done

status=0
# run BUILD ATTACK: prints one row; returns 1 when the row fails the new build's bounds.
run() {
    local label=$1 bin=$2 attack=$3 dir="$out/$3/app" input=/dev/null args=(check navgraph.yaml)
    [ "$attack" = stdin-zero ] && { input=/dev/zero; args=(check -); }
    [ "$attack" = dev-zero-arg ] && args=(check /dev/zero)
    local t0 t1 code
    t0=$(date +%s%N)
    (
        ulimit -v 4194304
        cd "$dir" && NAVGRAPH_TEST_SECRET=$secret /usr/bin/time -f '%M' -o "$out/$attack.mem" \
            timeout --foreground -s KILL 20 "$bin" "${args[@]}" < "$input" > "$out/$attack.$label.out" 2>&1
    )
    code=$?
    t1=$(date +%s%N)
    local secs peak note=""
    secs=$(awk "BEGIN{printf \"%.2f\", ($t1 - $t0) / 1e9}")
    peak=$(awk '/^[0-9]+$/ {printf "%.0f", $1 / 1024}' "$out/$attack.mem" 2> /dev/null)
    case $code in
        137) note="killed by the 20 s watchdog" ;;
        134) note="aborted (SIGABRT)" ;;
        132) note="crashed (SIGILL)" ;;
        139) note="crashed (SIGSEGV)" ;;
    esac
    grep -q "$secret" "$out/$attack.$label.out" && note="${note:+$note; }PRINTS THE SECRET"
    [ -z "$note" ] && note=$(grep -m1 -o -E "(error\[[a-z-]+\]|error:).{0,70}" "$out/$attack.$label.out" | head -c 90)
    printf '%-13s %-4s %7ss %7sMB %5s  %s\n' "$attack" "$label" "$secs" "${peak:-?}" "$code" "$note"
    if [ "$label" = new ]; then
        local expected=1
        case $attack in chain-10000) expected=0 ;; scalar-200M | stdin-zero | dev-zero-arg) expected=66 ;; esac
        if [ "$code" != "$expected" ] || grep -q "$secret" "$out/$attack.$label.out" \
            || awk "BEGIN{exit !($secs > 2 || ${peak:-0} > 200)}"; then
            echo "$attack: the new build should exit $expected within 2 s and 200 MB, without the secret" >&2
            return 1
        fi
    fi
}

printf '%-13s %-4s %8s %9s %5s  %s\n' attack bin time peak exit "what it said"
for a in "${attacks[@]}"; do
    [ -n "$old" ] && run old "$old" "$a"
    run new "$new" "$a" || status=1
done
exit $status
