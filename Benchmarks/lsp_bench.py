#!/usr/bin/env python3
"""Drives `navgraph lsp` over pipes, as an editor does, and times it (see lsp.sh).

usage: lsp_bench.py NAVGRAPH ROUTES CHANGES [BURST]
"""
import json
import os
import pathlib
import random
import subprocess
import sys
import threading
import time

DIAGNOSTICS_TARGET_MS = 50.0
REQUEST_TARGET_MS = 20.0


class Client:
    def __init__(self, binary: str):
        self.server = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 1

    def send(self, message: dict):
        body = json.dumps(message).encode()
        self.server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.server.stdin.flush()

    def read(self) -> dict:
        """The next message; `self.received` is when its last byte arrived (before it is parsed)."""
        length = None
        while True:
            line = self.server.stdout.readline()
            if not line:
                raise RuntimeError("the server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        body = self.server.stdout.read(length)
        self.received = time.perf_counter()
        return json.loads(body)

    def request(self, method: str, params: dict) -> dict:
        id_ = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": id_, "method": method, "params": params})
        while True:
            m = self.read()
            if m.get("id") == id_:
                if "error" in m:
                    raise RuntimeError(f"{method}: {m['error']}")
                return m["result"]

    def notify(self, method: str, params: dict):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def published(self, uri: str) -> list:
        while True:
            m = self.read()
            if m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri:
                return m["params"]["diagnostics"]


def cpu_ms(pid: int) -> float:
    """The server's processor time so far (user + system), where /proc tells it."""
    try:
        fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")
    except OSError:
        return float("nan")


def memory_mb(pid: int) -> tuple[float, float]:
    """The server's resident memory now and at its peak (VmRSS, VmHWM), in MB."""
    fields = dict(line.split(":", 1) for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines())
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def burst(binary: str, folder: pathlib.Path, changes: int):
    """A burst of whole-document changes of a 1,000-route graph (about 93 KB) written at once, then
    a hover: how long until the hover is answered, how many checks ran, and the memory after."""
    graph = folder / "burst.navgraph.yaml"
    subprocess.run([sys.executable, "Benchmarks/make_graph.py", "1000", str(graph)], check=True)
    text = graph.read_text()
    other = text.replace("    screen: ", "    screen: X", 1)
    uri = graph.as_uri()
    client = Client(binary)
    client.request("initialize", {"processId": os.getpid(), "capabilities": {}})
    client.notify("initialized", {})
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1,
                                                             "text": text}})
    client.published(uri)
    bodies = [json.dumps({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": uri, "version": 999999999}, "contentChanges": [{"text": t}]}}).encode()
        for t in (other, text)]
    hover = {"textDocument": {"uri": uri}, "position": {"line": 4, "character": 2}}

    def write():
        for n in range(changes):
            body = bodies[n % 2].replace(b"999999999", b"%9d" % (n + 2))
            client.server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        client.send({"jsonrpc": "2.0", "id": 999, "method": "textDocument/hover", "params": hover})
        written.append(time.perf_counter())

    written = []
    start = time.perf_counter()
    writer = threading.Thread(target=write)
    writer.start()
    published = []
    while True:
        m = client.read()
        if m.get("method") == "textDocument/publishDiagnostics":
            published.append(m["params"].get("version"))
        if m.get("id") == 999:
            break
    answered = (client.received - start) * 1000
    writer.join()
    after_writing = (client.received - written[0]) * 1000
    time.sleep(0.5)  # the server gives memory back once the input is quiet
    rss, peak = memory_mb(client.server.pid)
    client.request("shutdown", None)
    client.notify("exit", None)
    client.server.wait(timeout=30)
    size = len(bodies[0]) * changes / 1e6
    print(f"burst: {changes} changes of a {len(text) // 1024} KB graph written at once ({size:.0f} MB), then a hover: "
          f"answered {answered:.0f} ms after the first change, {after_writing:.0f} ms after the last byte written; "
          f"{len(published)} checks published (last version "
          f"{published[-1] if published else None}); resident memory after {rss:.0f} MB, peak {peak:.0f} MB")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main():
    binary, routes, changes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    bursts = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    folder = pathlib.Path("Benchmarks/out/lsp").resolve()
    folder.mkdir(parents=True, exist_ok=True)
    graph = folder / "navgraph.yaml"
    subprocess.run([sys.executable, "Benchmarks/make_graph.py", str(routes), str(graph)], check=True)
    text = graph.read_text()
    lines = text.split("\n")
    uri = graph.as_uri()
    rng = random.Random(7)

    client = Client(binary)
    client.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": folder.as_uri()})
    client.notify("initialized", {})
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1,
                                                             "text": text}})
    first = client.published(uri)
    assert not any(d["severity"] == 1 for d in first), "the synthetic graph should check clean"

    # One character typed into a screen name, then taken out again: each change is one character.
    screen_lines = [i for i, line in enumerate(lines) if line.startswith("    screen: ")]
    timings = {"diagnostics after a change": []}
    cpu = {}
    before = cpu_ms(client.server.pid)
    for n in range(changes):
        i = rng.choice(screen_lines)
        changed = list(lines)
        changed[i] = changed[i] + "X"
        body = "\n".join(changed) if n % 2 == 0 else text
        start = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": n + 2},
                                                 "contentChanges": [{"text": body}]})
        client.published(uri)
        timings["diagnostics after a change"].append((client.received - start) * 1000)
    cpu["diagnostics after a change"] = (cpu_ms(client.server.pid) - before) / changes

    # Positions on ids used in `to:` lists (a route reference) and on route keys (a definition).
    to_lines = [i for i, line in enumerate(lines) if line.startswith("    to: [r")]
    key_lines = [i for i, line in enumerate(lines) if line.startswith("  r") and line.endswith(":")]

    def on_reference():
        i = rng.choice(to_lines)
        return {"textDocument": {"uri": uri}, "position": {"line": i, "character": 10}}

    def on_definition():
        i = rng.choice(key_lines)
        return {"textDocument": {"uri": uri}, "position": {"line": i, "character": 3}}

    def completion():
        i = rng.choice(to_lines)
        return {"textDocument": {"uri": uri}, "position": {"line": i, "character": 9}}

    requests = [
        ("textDocument/hover", on_reference),
        ("textDocument/definition", on_reference),
        ("textDocument/references", lambda: {**on_definition(), "context": {"includeDeclaration": True}}),
        ("textDocument/documentHighlight", on_definition),
        ("textDocument/completion", completion),
        ("textDocument/prepareRename", on_reference),
        ("textDocument/rename", lambda: {**on_definition(), "newName": "renamedRoute"}),
        ("textDocument/documentSymbol", lambda: {"textDocument": {"uri": uri}}),
        ("textDocument/codeAction", lambda: {"textDocument": {"uri": uri}, "range": {
            "start": {"line": 0, "character": 0}, "end": {"line": len(lines), "character": 0}},
            "context": {"diagnostics": []}}),
    ]
    per_request = max(20, changes // 2)
    for method, params in requests:
        timings[method] = []
        before = cpu_ms(client.server.pid)
        for _ in range(per_request):
            p = params()
            start = time.perf_counter()
            client.request(method, p)
            timings[method].append((client.received - start) * 1000)
        cpu[method] = (cpu_ms(client.server.pid) - before) / per_request

    client.request("shutdown", None)
    client.notify("exit", None)
    status = client.server.wait(timeout=30)

    print(f"navgraph lsp, {routes} routes ({len(text) // 1024} KB), {changes} one-character changes, "
          f"{per_request} of each request; times in ms until the answer's last byte reached the client "
          f"over pipes; cpu: the server's processor time an operation (mean)")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} processors")
    print(f"{'what':<34} {'n':>5} {'p50':>8} {'p95':>8} {'max':>8} {'cpu':>6} {'target':>12}  ok")
    failed = False
    for name, values in timings.items():
        target = DIAGNOSTICS_TARGET_MS if name.startswith("diagnostics") else REQUEST_TARGET_MS
        p95 = percentile(values, 95)
        ok = p95 <= target
        failed |= not ok
        label = f"p95 <= {target:.0f}"
        print(f"{name:<34} {len(values):>5} {percentile(values, 50):>8.2f} {p95:>8.2f} {max(values):>8.2f} "
              f"{cpu[name]:>6.1f} {label:>12}  {'yes' if ok else 'NO'}")
    print(f"exit status after shutdown and exit: {status}")
    if bursts:
        burst(binary, folder, bursts)
    sys.exit(1 if failed or status != 0 else 0)


if __name__ == "__main__":
    main()
