#!/usr/bin/env python3
"""Writes a synthetic, valid navigation graph with N routes (about 90 bytes a
route, so 100k routes is about 9 MB): a tree of push edges from the root, path
parameters, a protected realm with its login, caches, external routes and a few
interceptors. Deterministic: the same N gives the same bytes.

usage: make_graph.py N OUT.yaml
"""
import sys


def main():
    n = int(sys.argv[1])
    out = sys.argv[2]
    lines = [
        "navgraph: 1",
        "name: Synthetic",
        "scheme: synth",
        "root: r0",
        "auth:",
        "  signedIn:",
        "    login: login",
        "lifetimes:",
        "  short: 60s",
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
        if i == 0:
            # The app shows the root by itself: it can give no required value.
            lines.append("    path: /s0/r0")
        else:
            lines.append(f"    path: /s{i % 100}/r{i}/:id")
            lines.append("    params: { id: int }")
        lines.append(f"    screen: Screen{i}")
        if i % 10 == 3:
            lines.append("    auth: signedIn")
        if i % 7 == 5:
            lines.append("    cache: short")
        if i % 50 == 7:
            lines.append("    external: true")
        kids = [k for k in (2 * i + 1, 2 * i + 2) if k < n]
        if kids:
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
