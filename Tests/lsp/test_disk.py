"""End to end: the server follows files changed on disk, renames in closed scripts, and leaves unrelated YAML alone."""
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import NAVGRAPH
from test_features import MODULE, at, doc, open_file, rng, settle, shop, vars_of  # noqa: F401 (shop: a fixture)

WATCHING = types.ClientCapabilities(workspace=types.WorkspaceClientCapabilities(
    did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)))


def with_registrations(lsp_client: LanguageClient) -> list:
    registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        registrations.append(params)

    return registrations


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[NAVGRAPH, "lsp"]))
async def watching_client(lsp_client: LanguageClient):
    lsp_client.registrations = with_registrations(lsp_client)
    await lsp_client.initialize_session(types.InitializeParams(capabilities=WATCHING))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[NAVGRAPH, "lsp"]))
async def plain_client(lsp_client: LanguageClient):
    lsp_client.registrations = with_registrations(lsp_client)
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


def typo_on_disk(module: pathlib.Path):
    """As `git checkout` writes it (a new file in its place), while the editor has it closed: the same
    size, and maybe the same modification time at the clock's grain, but another inode."""
    fresh = module.with_suffix(".new")
    fresh.write_text(MODULE.replace("[cart]", "[crat]"))
    os.replace(fresh, module)


# The unknown route, and beside it the note that it stops the exploration.
STOPPED = [("unknown-route", (10, 9, 10, 13)), ("not-explored", (10, 9, 10, 13))]


def unknown_route(client: LanguageClient, module: pathlib.Path) -> list:
    return [(d.code, rng(d.range)) for d in client.diagnostics.get(module.as_uri(), [])]


async def test_a_client_that_watches_files_is_asked_to_and_its_notice_rechecks(watching_client, shop):
    client = watching_client
    root, module = shop / "navgraph.yaml", shop / "modules" / "shop.yaml"
    await open_file(client, root)
    [registration] = [r for params in client.registrations for r in params.registrations]
    assert registration.method == "workspace/didChangeWatchedFiles"
    globs = [w["globPattern"] for w in registration.register_options["watchers"]]
    assert globs == ["**/*.yaml", "**/*.yml", "**/*.navscript"]
    assert unknown_route(client, module) == []
    typo_on_disk(module)
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=module.as_uri(), type=types.FileChangeType.Changed)]))
    await settle(client, root)
    assert unknown_route(client, module) == STOPPED


@pytest.mark.parametrize("trigger", ["save", "edit"])
async def test_without_watching_a_save_or_edit_reads_changed_closed_files_again(plain_client, shop, trigger):
    client = plain_client
    root, module = shop / "navgraph.yaml", shop / "modules" / "shop.yaml"
    await open_file(client, root)
    assert client.registrations == []
    assert unknown_route(client, module) == []
    typo_on_disk(module)
    if trigger == "save":
        client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=doc(root)))
    else:
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=root.as_uri(), version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=root.read_text() + "# edited\n")]))
    await settle(client, root)
    assert unknown_route(client, module) == STOPPED


async def test_rename_edits_closed_scripts_of_the_graph_and_no_other(client, shop):
    (shop / "flows" / "flows.navscript").write_text('scenario "cart"\n  open cart\n  expect top cart\n')
    (shop / "elsewhere").mkdir()
    (shop / "elsewhere" / "named.navscript").write_text("# graph: ../navgraph.yaml\nscenario \"n\"\n  open cart\n")
    other = shop / "other"
    other.mkdir()
    (other / "navgraph.yaml").write_text("navgraph: 1\nname: O\nroot: cart\nroutes:\n  cart: { path: / }\n")
    (other / "o.navscript").write_text('scenario "o"\n  open cart\n')
    module = shop / "modules" / "shop.yaml"
    await open_file(client, module)
    edit = await client.text_document_rename_async(types.RenameParams(**vars_of(at(module, 11, 3)), new_name="basket"))
    got = {uri.split(shop.as_uri() + "/", 1)[1]: sorted(rng(e.range) for e in edits)
           for uri, edits in edit.changes.items()}
    assert got == {
        "modules/shop.yaml": [(10, 9, 10, 13), (11, 2, 11, 6), (17, 10, 17, 14)],
        "flows/flows.navscript": [(1, 7, 1, 11), (2, 13, 2, 17)],
        "elsewhere/named.navscript": [(2, 7, 2, 11)],
    }


async def test_yaml_of_no_graph_gets_no_completion_hover_or_findings(client, shop):
    compose = shop / "docker-compose.yml"
    text = "services:\n  web:\n    image: routes\nro"
    compose.write_text(text)
    await open_file(client, compose)
    assert list(client.diagnostics[compose.as_uri()]) == []
    result = await client.text_document_completion_async(types.CompletionParams(**vars_of(at(compose, 3, 2))))
    items = result.items if isinstance(result, types.CompletionList) else result
    assert list(items) == []
    assert await client.text_document_hover_async(types.HoverParams(**vars_of(at(compose, 2, 12)))) is None
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(compose)))
    assert list(symbols or []) == []
