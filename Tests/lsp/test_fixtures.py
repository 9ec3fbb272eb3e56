"""The diagnostics `navgraph lsp` publishes equal `navgraph check --format json` for every graph in Fixtures/."""
import json
import pathlib
import subprocess

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import NAVGRAPH, REPO

SEVERITY = {"error": 1, "warning": 2, "note": 3}


def is_root(path: pathlib.Path) -> bool:
    """navgraph.yaml, *.navgraph.yaml, or a YAML file whose first key is `navgraph:` (as the server decides)."""
    if path.name == "navgraph.yaml" or path.name.endswith(".navgraph.yaml"):
        return True
    for line in path.read_bytes()[:4096].decode("utf-8", "replace").lstrip("\ufeff").splitlines():
        text = line.strip()
        if not text or text.startswith("#") or text == "---" or text.startswith("%"):
            continue
        return text.split(":", 1)[0].strip(" \t\"'") == "navgraph" if ":" in text else False
    return False


def roots() -> list[pathlib.Path]:
    found = [p for p in sorted((REPO / "Fixtures").rglob("*.yaml")) if ".build" not in p.parts and is_root(p)]
    assert len(found) > 40, "the fixtures were not found"
    return found


def lsp_position(lines: list[bytes], line: int, column: int) -> tuple[int, int]:
    """check's 1-based line and column (characters) as LSP's 0-based line and UTF-16 character."""
    text = lines[line - 1] if line - 1 < len(lines) else b""
    if line == 1 and text.startswith(b"\xef\xbb\xbf"):
        text = text[3:]
    units, chars = 0, 0
    for b in text:
        if chars == column - 1 and (b & 0xC0) != 0x80:
            break
        if (b & 0xC0) != 0x80:
            chars += 1
            units += 2 if b >= 0xF0 else 1
    return line - 1, units


def editor_text(path: pathlib.Path) -> str:
    """The text an editor sends: LSP carries Unicode text, so bytes that are not UTF-8 arrive as U+FFFD."""
    return path.read_bytes().decode("utf-8", "replace")


def expected(root: pathlib.Path) -> dict[str, list]:
    """What `navgraph check --format json` says, by file, as (code, severity, range, related)."""
    sent = editor_text(root).encode()
    if sent == root.read_bytes():
        out = subprocess.run([NAVGRAPH, "check", "--format", "json", str(root)], capture_output=True, check=False)
    else:
        # Not UTF-8: check the text the server is sent, given on standard input.
        out = subprocess.run([NAVGRAPH, "check", "--format", "json", "-"], input=sent, capture_output=True,
                             check=False, cwd=root.parent)
    report = json.loads(out.stdout)
    by_file: dict[str, list] = {}
    cache: dict[str, list[bytes]] = {"<stdin>": sent.splitlines()}

    def place(item):
        if item["file"] is None:
            return str(root), (0, 0, 0, 0)
        if item["file"] not in cache:
            cache[item["file"]] = pathlib.Path(item["file"]).read_bytes().splitlines()
        lines = cache[item["file"]]
        if item["file"] == "<stdin>":
            return str(root), lsp_position(lines, item["line"], item["column"]) + lsp_position(
                lines, item["endLine"], item["endColumn"])
        return item["file"], lsp_position(lines, item["line"], item["column"]) + lsp_position(
            lines, item["endLine"], item["endColumn"])

    for d in report["diagnostics"]:
        file, rng = place(d)
        related = []
        for r in d.get("related", []):
            rfile, rrng = place(r)
            related.append((pathlib.Path(rfile).as_uri(), rrng, r["message"]))
        by_file.setdefault(pathlib.Path(file).as_uri(), []).append((d["code"], SEVERITY[d["severity"]], rng, related))
    return by_file


def published(diagnostics) -> list:
    out = []
    for d in diagnostics:
        r = d.range
        related = [(i.location.uri, (i.location.range.start.line, i.location.range.start.character,
                                     i.location.range.end.line, i.location.range.end.character), i.message)
                   for i in (d.related_information or [])]
        out.append((d.code, d.severity.value,
                    (r.start.line, r.start.character, r.end.line, r.end.character), related))
    return out


async def test_diagnostics_equal_check_for_every_fixture(client: LanguageClient):
    compared = 0
    for root in roots():
        want = expected(root)
        client.diagnostics.clear()
        uri = root.as_uri()
        client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
            uri=uri, language_id="yaml", version=1, text=editor_text(root))))
        # Answers come in order: once this one is here, every finding of the open has been published.
        await client.text_document_document_symbol_async(types.DocumentSymbolParams(
            text_document=types.TextDocumentIdentifier(uri=uri)))
        got = {u: published(d) for u, d in client.diagnostics.items()}
        assert uri in got, f"nothing published for {root}"
        for file in set(want) | set(got):
            assert sorted(got.get(file, [])) == sorted(want.get(file, [])), f"{root}: {file}"
            compared += len(want.get(file, []))
        client.text_document_did_close(types.DidCloseTextDocumentParams(
            text_document=types.TextDocumentIdentifier(uri=uri)))
        await client.text_document_document_symbol_async(types.DocumentSymbolParams(
            text_document=types.TextDocumentIdentifier(uri=uri)))
    assert compared > 50
