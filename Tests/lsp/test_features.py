"""End to end: every feature of `navgraph lsp`, driven by pytest-lsp over stdio."""
import pathlib

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import LanguageClient

ROOT = """navgraph: 1
name: Shop
root: home
include: [modules/shop.yaml]
auth:
  signedIn:
    login: login
routes:
  home:
    path: /
    to: [product]
  login:
    path: /login
    presentation: modal
"""

MODULE = """lifetimes:
  short: 60s
routes:
  product:
    path: /product/:id
    params:
      id: int
      ref: { type: string, default: feed }
    auth: signedIn
    cache: short
    to: [cart]
  cart:
    path: /cart
interceptors:
  - id: promo
    on: [product]
    priority: high
    show: cart
"""

SCRIPT = """scenario "buy"
  open product(id: 1)
  expect top product
"""


@pytest.fixture
def shop(tmp_path: pathlib.Path) -> pathlib.Path:
    (tmp_path / "modules").mkdir()
    (tmp_path / "flows").mkdir()
    (tmp_path / "navgraph.yaml").write_text(ROOT)
    (tmp_path / "modules" / "shop.yaml").write_text(MODULE)
    (tmp_path / "flows" / "buy.navscript").write_text(SCRIPT)
    return tmp_path


def doc(path: pathlib.Path) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=path.as_uri())


async def open_file(client: LanguageClient, path: pathlib.Path, text: str | None = None):
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=path.as_uri(), language_id="navscript" if path.suffix == ".navscript" else "yaml", version=1,
        text=path.read_text() if text is None else text)))
    await settle(client, path)


async def settle(client: LanguageClient, path: pathlib.Path):
    """Answers come in order: after this one, everything the last notification published is here."""
    await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(path)))


def at(path: pathlib.Path, line: int, character: int) -> types.TextDocumentPositionParams:
    return types.TextDocumentPositionParams(text_document=doc(path), position=types.Position(line, character))


def rng(r: types.Range) -> tuple[int, int, int, int]:
    return (r.start.line, r.start.character, r.end.line, r.end.character)


# Diagnostics


async def test_a_change_in_a_module_rechecks_its_graph_and_publishes_to_the_module(client, shop):
    module = shop / "modules" / "shop.yaml"
    await open_file(client, module)
    assert list(client.diagnostics[module.as_uri()]) == []
    assert list(client.diagnostics[(shop / "navgraph.yaml").as_uri()]) == []
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=module.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=MODULE.replace("[cart]", "[crat]"))]))
    await settle(client, module)
    # The exploration stops at the unknown route, and a note beside it says so.
    [finding, note] = client.diagnostics[module.as_uri()]
    assert (finding.code, finding.severity, rng(finding.range)) == (
        "unknown-route", types.DiagnosticSeverity.Error, (10, 9, 10, 13))
    assert finding.message.startswith("route 'crat' is not defined")
    assert (note.code, note.severity, rng(note.range)) == (
        "not-explored", types.DiagnosticSeverity.Information, (10, 9, 10, 13))


async def test_related_locations_point_into_the_other_file(client, shop):
    root = shop / "navgraph.yaml"
    await open_file(client, root, ROOT.replace("  login:\n", "  cart:\n    path: /basket\n  login:\n"))
    findings = client.diagnostics[(shop / "modules" / "shop.yaml").as_uri()]
    duplicate = next(d for d in findings if d.code == "duplicate-id")
    [related] = duplicate.related_information
    assert related.location.uri == root.as_uri()
    assert rng(related.location.range) == (11, 2, 11, 6)


async def test_ranges_count_utf16_units(client, tmp_path):
    root = tmp_path / "app.navgraph.yaml"
    text = 'navgraph: 1\nname: App\nroot: home\nroutes:\n  home: { path: /, to: ["é😀"] }\n'
    root.write_text(text)
    await open_file(client, root)
    [unknown] = [d for d in client.diagnostics[root.as_uri()] if d.code == "unknown-route"]
    assert rng(unknown.range) == (4, 24, 4, 29)


async def test_scripts_are_checked_against_the_nearest_graph(client, shop):
    script = shop / "flows" / "buy.navscript"
    await open_file(client, script, SCRIPT.replace("open product", "open prodcut"))
    [finding] = client.diagnostics[script.as_uri()]
    assert (finding.code, rng(finding.range)) == ("unknown-script-target", (1, 7, 1, 14))


async def test_scripts_name_their_graph_in_a_first_line_comment(client, shop, tmp_path):
    other = tmp_path / "elsewhere"
    other.mkdir()
    script = other / "x.navscript"
    await open_file(client, script, "# graph: ../navgraph.yaml\nscenario \"s\"\n  login signedOut\n")
    [finding] = client.diagnostics[script.as_uri()]
    assert (finding.code, rng(finding.range)) == ("unknown-script-target", (2, 8, 2, 17))
    assert "realm 'signedOut' is not defined" in finding.message


# Navigation


async def test_definition_across_include_files(client, shop):
    root = shop / "navgraph.yaml"
    await open_file(client, root)
    [location] = await client.text_document_definition_async(types.DefinitionParams(**vars_of(at(root, 10, 11))))
    assert location.uri == (shop / "modules" / "shop.yaml").as_uri()
    assert rng(location.range) == (3, 2, 3, 9)


async def test_definition_from_a_script(client, shop):
    script = shop / "flows" / "buy.navscript"
    await open_file(client, script)
    [location] = await client.text_document_definition_async(types.DefinitionParams(**vars_of(at(script, 2, 15))))
    assert (location.uri, rng(location.range)) == ((shop / "modules" / "shop.yaml").as_uri(), (3, 2, 3, 9))


async def test_references_across_files_and_scripts(client, shop):
    module = shop / "modules" / "shop.yaml"
    await open_file(client, module)
    await open_file(client, shop / "flows" / "buy.navscript")
    found = await client.text_document_references_async(types.ReferenceParams(
        **vars_of(at(module, 3, 3)), context=types.ReferenceContext(include_declaration=True)))
    places = sorted((loc.uri.rsplit("/", 1)[1], rng(loc.range)) for loc in found)
    assert places == [("buy.navscript", (1, 7, 1, 14)), ("buy.navscript", (2, 13, 2, 20)),
                      ("navgraph.yaml", (10, 9, 10, 16)), ("shop.yaml", (3, 2, 3, 9)), ("shop.yaml", (15, 9, 15, 16))]


async def test_document_highlights(client, shop):
    module = shop / "modules" / "shop.yaml"
    await open_file(client, module)
    found = await client.text_document_document_highlight_async(types.DocumentHighlightParams(**vars_of(at(module, 3, 3))))
    assert [(rng(h.range), h.kind) for h in found] == [
        ((3, 2, 3, 9), types.DocumentHighlightKind.Write), ((15, 9, 15, 16), types.DocumentHighlightKind.Read)]


async def test_rename_edits_graph_files_and_scripts(client, shop):
    module = shop / "modules" / "shop.yaml"
    await open_file(client, module)
    await open_file(client, shop / "flows" / "buy.navscript")
    edit = await client.text_document_rename_async(types.RenameParams(**vars_of(at(module, 3, 3)), new_name="item"))
    counts = {uri.rsplit("/", 1)[1]: len(edits) for uri, edits in edit.changes.items()}
    assert counts == {"shop.yaml": 2, "navgraph.yaml": 1, "buy.navscript": 2}
    assert all(e.new_text == "item" for edits in edit.changes.values() for e in edits)


@pytest.mark.parametrize("name, message", [
    ("Item", "'Item' is not a valid route id"),
    ("cart", "'cart' is already taken by a route"),
])
async def test_rename_refuses_invalid_or_taken_names(client, shop, name, message):
    module = shop / "modules" / "shop.yaml"
    await open_file(client, module)
    with pytest.raises(JsonRpcException) as refused:
        await client.text_document_rename_async(types.RenameParams(**vars_of(at(module, 3, 3)), new_name=name))
    assert message in str(refused.value)


# Completion


async def labels(client, path, line, character) -> list[str]:
    result = await client.text_document_completion_async(types.CompletionParams(**vars_of(at(path, line, character))))
    items = result.items if isinstance(result, types.CompletionList) else result
    return [i.label for i in items]


async def test_completion_of_keys_ids_and_words(client, shop):
    root = shop / "navgraph.yaml"
    await open_file(client, root)
    typed = ROOT + "  extra:\n    pa\n    to: [\n    presentation: \n    auth: \n"
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=root.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=typed)]))
    assert await labels(client, root, 15, 6) == ["path", "params"]
    # The keys the mapping has already (to, presentation, auth) are not offered again.
    keys = await labels(client, root, 15, 4)
    assert "params" in keys and "presentation" not in keys and "to" not in keys
    assert await labels(client, root, 16, 9) == ["cart", "home", "login", "product"]
    assert await labels(client, root, 17, 18) == ["push", "modal", "replace", "root"]
    assert await labels(client, root, 18, 10) == ["signedIn"]
    top = await labels(client, root, 0, 0)
    assert "scheme" in top and "routes" not in top


async def test_completion_in_scripts(client, shop):
    script = shop / "flows" / "buy.navscript"
    await open_file(client, script, "scenario \"x\"\n  \n  open product(\n  expect \n  login \n")
    assert "open" in await labels(client, script, 1, 2)
    assert await labels(client, script, 2, 15) == ["id", "ref"]
    assert "top" in await labels(client, script, 3, 9)
    assert await labels(client, script, 4, 8) == ["signedIn"]


# Hover, symbols, code actions


async def test_hover_on_a_route(client, shop):
    root = shop / "navgraph.yaml"
    await open_file(client, root)
    hover = await client.text_document_hover_async(types.HoverParams(**vars_of(at(root, 10, 11))))
    text = hover.contents.value
    for part in ["`/product/:id`", "`id`: int (path)", "`ref`: string (query), default `feed`", "realms: `signedIn`",
                 "interceptors before: `promo` (high, shows `cart`)", "cache: `short`", "restoration: none",
                 "linked from: `home`", "presentation: push"]:
        assert part in text


async def test_document_symbols_outline(client, shop):
    module = shop / "modules" / "shop.yaml"
    await open_file(client, module)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(module)))
    assert [(s.name, s.kind) for s in symbols] == [
        ("short", types.SymbolKind.Constant), ("product", types.SymbolKind.Class), ("cart", types.SymbolKind.Class),
        ("promo", types.SymbolKind.Function)]


async def test_did_you_mean_is_a_quick_fix(client, shop):
    module = shop / "modules" / "shop.yaml"
    await open_file(client, module, MODULE.replace("[cart]", "[crat]"))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=doc(module), range=types.Range(types.Position(10, 0), types.Position(10, 20)),
        context=types.CodeActionContext(diagnostics=client.diagnostics[module.as_uri()])))
    [action] = actions
    assert action.kind == types.CodeActionKind.QuickFix
    [edit] = action.edit.changes[module.as_uri()]
    assert (edit.new_text, rng(edit.range)) == ("cart", (10, 9, 10, 13))


# Robustness


async def test_an_unknown_method_gets_an_error_and_the_server_goes_on(client, shop):
    with pytest.raises(JsonRpcException) as refused:
        await client.protocol.send_request_async("navgraph/noSuchMethod", {})
    assert "not supported" in str(refused.value)
    root = shop / "navgraph.yaml"
    await open_file(client, root)
    assert list(client.diagnostics[root.as_uri()]) == []


def vars_of(params: types.TextDocumentPositionParams) -> dict:
    return {"text_document": params.text_document, "position": params.position}
