"""Shared set-up for the end-to-end tests of `navgraph lsp` (driven by pytest-lsp over stdio)."""
import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

REPO = pathlib.Path(__file__).resolve().parents[2]
# The binary Scripts/test.sh builds; NAVGRAPH_BIN names another (a release build).
NAVGRAPH = os.environ.get("NAVGRAPH_BIN", str(REPO / ".build" / "debug" / "navgraph"))


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[NAVGRAPH, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()
