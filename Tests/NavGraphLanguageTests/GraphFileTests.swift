import NavGraphLSP
import Testing

@testable import NavGraphLanguage

/// Which YAML files the server speaks about: graphs and their modules, no other.
@Suite struct GraphFileTests {
    @Test func aTopLevelNavgraphKeyAnywhereMakesAGraph() {
        let path = "/w/app.yaml"
        let h = ServerHarness(files: MemoryFiles(files: [:]))
        let published = h.open(path, "name: App\nnavgraph: 1\nroot: home\nroutes:\n  home: { path: /, to: [gone] }\n")
        #expect(
            published[FileURI.uri(of: path)]?.compactMap { $0["code"]?.string } == ["unknown-route", "not-explored"])
    }

    @Test func yamlOfNoGraphGetsNothingButAnEmptyList() {
        let root = "/w/navgraph.yaml"
        let compose = "/w/docker-compose.yml"
        let graph = "navgraph: 1\nname: App\nroot: home\nroutes:\n  home: { path: / }\n"
        let h = ServerHarness(files: MemoryFiles(files: [root: graph]))
        let text = "services:\n  web:\n    image: routes\nro"
        #expect(h.open(compose, text) == [FileURI.uri(of: compose): []])
        let completion = h.request("textDocument/completion", ServerHarness.at(compose, 3, 2))["result"]
        #expect(completion?["items"] == .array([]))
        #expect(h.request("textDocument/hover", ServerHarness.at(compose, 2, 12))["result"] == .null)
        // A nested `navgraph:` key is not a graph's.
        #expect(!Workspace.isGraphRoot(path: compose, bytes: Array("x:\n  navgraph: 1\n".utf8)))
    }
}
