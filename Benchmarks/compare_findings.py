#!/usr/bin/env python3
"""Compares two navgraph binaries' `check` on a set of graphs: the findings per
code, the states explored and the wall time (best of 3) of each graph.

States are found by asking `check --state-limit K` for the smallest K that
draws no exploration-limit note (a binary search; the same question for both
binaries). A graph that is not explored (errors before, the note not-explored
after) shows "-".

usage: compare_findings.py OLD_NAVGRAPH NEW_NAVGRAPH GRAPH ...
"""
import collections
import json
import subprocess
import sys
import time


def check(binary, graph, *extra):
    out = subprocess.run([binary, "check", "--format", "json", graph, *extra], capture_output=True, text=True)
    try:
        return json.loads(out.stdout)["diagnostics"]
    except (ValueError, KeyError):
        return []


def states(binary, graph, diagnostics, old):
    if old and any(d["severity"] == "error" for d in diagnostics):
        return None
    if any(d["code"] == "not-explored" for d in diagnostics):
        return None
    limited = lambda k: any(d["code"] == "exploration-limit" for d in check(binary, graph, "--state-limit", str(k)))
    hi = 1
    while limited(hi):
        hi *= 2
        if hi > 200_000:
            return None
    lo = hi // 2 + 1 if hi > 1 else 1
    while lo < hi:
        mid = (lo + hi) // 2
        if limited(mid):
            lo = mid + 1
        else:
            hi = mid
    return hi


def timed(binary, graph):
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run([binary, "check", graph], capture_output=True)
        best = min(best, time.perf_counter() - start)
    return best


def main():
    old, new, graphs = sys.argv[1], sys.argv[2], sys.argv[3:]
    totals = {"old": collections.Counter(), "new": collections.Counter()}
    explored_count = {"old": 0, "new": 0}
    print("| graph | findings before | findings after | states before | states after | ms before | ms after |")
    print("|---|---|---|---|---|---|---|")
    for g in graphs:
        row = [g.split("/")[-1] if "corpus" in g else g]
        found = {}
        for label, binary in (("old", old), ("new", new)):
            d = check(binary, g)
            found[label] = d
            c = collections.Counter(x["code"] for x in d)
            totals[label].update(c)
            row.append(", ".join(f"{k} {v}" for k, v in sorted(c.items())) or "none")
        st = {}
        for label, binary in (("old", old), ("new", new)):
            st[label] = states(binary, g, found[label], label == "old")
            if st[label] is not None:
                explored_count[label] += 1
            row.append("-" if st[label] is None else str(st[label]))
        for binary in (old, new):
            row.append(f"{timed(binary, g) * 1000:.0f}")
        print("| " + " | ".join(row) + " |")
    print()
    print(f"graphs: {len(graphs)}; explored before {explored_count['old']}, after {explored_count['new']}")
    print("| code | before | after |")
    print("|---|---|---|")
    for code in sorted(set(totals["old"]) | set(totals["new"])):
        print(f"| {code} | {totals['old'][code]} | {totals['new'][code]} |")


if __name__ == "__main__":
    main()
