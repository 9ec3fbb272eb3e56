"""`navgraph lsp` over raw pipes: malformed messages get error answers, and shutdown then exit ends it with 0."""
import json
import subprocess

from conftest import NAVGRAPH


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def message(id_, method, params=None) -> bytes:
    m = {"jsonrpc": "2.0", "method": method, "params": params or {}}
    if id_ is not None:
        m["id"] = id_
    return frame(json.dumps(m).encode())


def answers(stdout: bytes) -> list[dict]:
    out = []
    while stdout:
        header, _, rest = stdout.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        out.append(json.loads(rest[:length]))
        stdout = rest[length:]
    return out


def run(stream: bytes) -> tuple[int, list[dict]]:
    done = subprocess.run([NAVGRAPH, "lsp"], input=stream, capture_output=True, timeout=60, check=False)
    return done.returncode, answers(done.stdout)


def test_bad_input_gets_errors_and_shutdown_exit_ends_with_zero():
    stream = (message(1, "initialize", {"capabilities": {}})
              + frame(b"{this is not json")
              + b"X-Header-Without-Length: 1\r\n\r\n"
              + frame(b"[1, 2]")
              + message(2, "no/such/method")
              + message(3, "textDocument/hover", {"textDocument": 5})
              + message(4, "shutdown")
              + message(5, "textDocument/hover", {})
              + message(None, "exit"))
    status, got = run(stream)
    assert status == 0
    assert "capabilities" in got[0]["result"]
    errors = [(a["id"], a["error"]["code"]) for a in got[1:6]]
    # Not JSON, no Content-Length, not a request object, an unknown method, bad parameters.
    assert errors == [(None, -32700), (None, -32700), (None, -32600), (2, -32601), (3, -32602)]
    assert got[6] == {"jsonrpc": "2.0", "id": 4, "result": None}
    assert got[7]["id"] == 5 and got[7]["error"]["code"] == -32600


def test_exit_without_shutdown_ends_with_one():
    status, _ = run(message(1, "initialize", {"capabilities": {}}) + message(None, "exit"))
    assert status == 1


def test_end_of_input_without_exit_ends_with_one():
    status, _ = run(message(1, "initialize", {"capabilities": {}}))
    assert status == 1


def test_a_queued_request_cancelled_is_answered_request_cancelled(tmp_path):
    graph = tmp_path / "navgraph.yaml"
    text = "navgraph: 1\nname: App\nroot: home\nroutes:\n  home: { path: /, to: [next] }\n  next: { path: /n }\n"
    graph.write_text(text)
    hover = {"textDocument": {"uri": graph.as_uri()}, "position": {"line": 4, "character": 24}}
    # Written at once: the hover (2) is still queued when its cancellation arrives; 3 is not cancelled.
    stream = (message(1, "initialize", {"capabilities": {}})
              + message(None, "initialized")
              + message(None, "textDocument/didOpen", {"textDocument": {
                  "uri": graph.as_uri(), "languageId": "yaml", "version": 1, "text": text}})
              + message(2, "textDocument/hover", hover)
              + message(None, "$/cancelRequest", {"id": 2})
              + message(3, "textDocument/hover", hover)
              + message(4, "shutdown")
              + message(None, "exit"))
    status, got = run(stream)
    assert status == 0
    by_id = {a["id"]: a for a in got if "id" in a}
    assert by_id[2]["error"]["code"] == -32800 and "result" not in by_id[2]
    assert "`next`" in by_id[3]["result"]["contents"]["value"]


def test_initialize_after_shutdown_is_refused_and_a_lone_surrogate_is_kept():
    stream = (message(1, "initialize", {"capabilities": {}})
              + frame(b'{"jsonrpc":"2.0","id":2,"method":"navgraph/none","params":{"text":"a\\ud800b"}}')
              + message(3, "shutdown")
              + message(4, "initialize", {"capabilities": {}})
              + message(None, "exit"))
    status, got = run(stream)
    assert status == 0
    by_id = {a["id"]: a for a in got}
    # The message with a lone surrogate was read (its method is unknown), not refused as not JSON.
    assert by_id[2]["error"]["code"] == -32601
    assert by_id[4]["error"]["code"] == -32600


def test_del_and_the_line_separators_are_escaped_and_read_back():
    method = "navgraph/a\x7fb\u2028c\u2029d"
    stream = (message(1, "initialize", {"capabilities": {}})
              + message(2, method)
              + message(3, "shutdown")
              + message(None, "exit"))
    done = subprocess.run([NAVGRAPH, "lsp"], input=stream, capture_output=True, timeout=60, check=False)
    assert done.returncode == 0
    # The answer names the method: written escaped, never as the raw characters.
    assert b"navgraph/a\\u007fb\\u2028c\\u2029d" in done.stdout
    assert b"\x7f" not in done.stdout and "\u2028".encode() not in done.stdout and "\u2029".encode() not in done.stdout
    by_id = {a["id"]: a for a in answers(done.stdout)}
    assert by_id[2]["error"]["code"] == -32601
    assert by_id[2]["error"]["message"] == f"method '{method}' is not supported"
