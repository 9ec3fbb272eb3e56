#!/usr/bin/env python3
"""Writes a synthetic, valid navigation graph with N routes and 5 `to` edges a
route (so 1,000 routes have 5,000 edges): a tabs root, push and modal routes,
a protected realm with its login, a once interceptor, external routes with
path parameters. Deterministic: the same N gives the same bytes.

usage: make_dense_graph.py N OUT.yaml
"""
import sys


def main():
    n = int(sys.argv[1])
    out = sys.argv[2]
    lines = [
        "navgraph: 1",
        "name: Dense",
        "scheme: dense",
        "root: main",
        "auth:",
        "  signedIn:",
        "    login: login",
        "containers:",
        "  main: { kind: tabs, tabs: [r0, r1, r2] }",
        "routes:",
        "  login:",
        "    path: /login",
        "    presentation: modal",
        "  intro:",
        "    path: /intro",
        "    presentation: modal",
    ]
    for i in range(n):
        lines.append(f"  r{i}:")
        if i < 3:
            # A tab is shown by the app itself, with no values: no required parameter.
            lines.append(f"    path: /r{i}")
        else:
            lines.append(f"    path: /s{i % 100}/r{i}/:id")
            lines.append("    params: { id: int }")
        if i < 3:
            lines.append("    embed: main")
        elif i % 9 == 4:
            lines.append("    presentation: modal")
            lines.append("    embed: stack")
        if i % 10 == 3:
            lines.append("    auth: signedIn")
        if i % 50 == 7:
            lines.append("    external: true")
        kids = sorted({(i * 7 + k * 131 + 1) % n for k in range(5)} - {i, 0, 1, 2})
        while len(kids) < 5:
            kids = sorted(set(kids) | {(kids[-1] + 1) % n if kids else 3} - {i, 0, 1, 2})
        lines.append("    to: [" + ", ".join(f"r{k}" for k in kids) + "]")
    lines += [
        "interceptors:",
        "  - id: onboarding",
        "    on: r0",
        "    when: after",
        "    show: intro",
        "    once: true",
    ]
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
