import NavGraphCore
import NavGraphLSP
import NavGraphModel
import Testing

@testable import NavGraphLanguage

/// A graph's findings last as long as the graph: a root that was never saved
/// and is closed, one deleted on disk, and a YAML file whose `navgraph:` key is
/// taken out each have their findings cleared, never replaced by findings of
/// an empty graph. Edits with a range are applied where they fall, and a
/// script is resolved against any graph `navgraph sim` would run.
@Suite struct GraphLifetimeTests {
    static let broken =
        "navgraph: 1\nname: App\nroot: home\nroutes:\n  home: { path: /, to: [crat] }\n  cart: { path: /cart }\n"

    static func uri(_ path: String) -> String { FileURI.uri(of: path) }

    static func close(_ server: ServerHarness, _ path: String) -> [String: [JSON]] {
        _ = server.take()
        server.notify("textDocument/didClose", ["textDocument": .object(["uri": .string(uri(path))])])
        return server.published(server.take())
    }

    static func codes(_ diagnostics: [JSON]?) -> [String] { (diagnostics ?? []).compactMap { $0["code"]?.string } }

    @Test func aGraphNeverSavedLeavesNoFindingsWhenClosed() {
        let server = ServerHarness(files: MemoryFiles(files: [:]))
        let path = "/w/new.navgraph.yaml"
        #expect(Self.codes(server.open(path, Self.broken)[Self.uri(path)]) == ["unknown-route", "not-explored"])
        let closed = Self.close(server, path)
        #expect(closed == [Self.uri(path): []])
    }

    @Test func aDeletedGraphTakesItsFindingsAlong() {
        let path = "/w/navgraph.yaml"
        let files = ChangingFiles([path: Self.broken])
        let server = ServerHarness(files: files)
        #expect(Self.codes(server.open(path, Self.broken)[Self.uri(path)]) == ["unknown-route", "not-explored"])
        // Closed, the file on disk is checked: the same findings.
        #expect(Self.codes(Self.close(server, path)[Self.uri(path)]) == ["unknown-route", "not-explored"])
        files.delete(path)
        _ = server.take()
        server.notify(
            "workspace/didChangeWatchedFiles",
            ["changes": .array([.object(["uri": .string(Self.uri(path)), "type": .int(3)])])])
        #expect(server.published(server.take()) == [Self.uri(path): []])
    }

    @Test func aFileThatStopsBeingAGraphKeepsNoFindings() {
        let server = ServerHarness(files: MemoryFiles(files: [:]))
        let path = "/w/docker-compose.yml"
        let compose = "services:\n  web: { image: nginx }\n"
        #expect(server.open(path, compose) == [Self.uri(path): []])
        let asGraph = server.change(path, "navgraph: 1\n" + compose, version: 2)
        #expect(Self.codes(asGraph[Self.uri(path)]).contains("missing-key"))
        #expect(server.change(path, compose, version: 3) == [Self.uri(path): []])
    }

    @Test func anEditWithARangeReplacesThatRange() {
        let server = ServerHarness(files: MemoryFiles(files: [:]))
        let path = "/w/navgraph.yaml"
        _ = server.open(path, Self.broken)
        _ = server.take()
        // `crat` on line 4 (0-based), characters 24..<28, becomes `cart`.
        let range = JSON.object([
            "start": .object(["line": .int(4), "character": .int(24)]),
            "end": .object(["line": .int(4), "character": .int(28)]),
        ])
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string(Self.uri(path)), "version": .int(2)]),
                "contentChanges": .array([.object(["range": range, "text": .string("cart")])]),
            ])
        #expect(server.published(server.take()) == [Self.uri(path): []])
        let hover = server.request("textDocument/hover", ServerHarness.at(path, 4, 26))
        #expect(hover["result"]?["contents"]?["value"]?.string?.contains("cart") == true, "\(hover)")
    }

    @Test func aScriptIsResolvedAgainstAGraphSimWouldRun() {
        let root = "/w/navgraph.yaml"
        let script = "/w/walk.navscript"
        let text = "scenario \"walk\"\n  open nowhere\n"
        // An error that leaves the navigation defined (a push from a modal without a stack): resolved.
        let runnable = """
            navgraph: 1
            name: App
            root: home
            routes:
              home: { path: /, to: [sheet] }
              sheet: { path: /sheet, presentation: modal, to: [home] }

            """
        let server = ServerHarness(files: MemoryFiles(files: [root: runnable]))
        #expect(Self.codes(server.open(script, text)[Self.uri(script)]) == ["unknown-script-target"])
        // An error that leaves it undefined: the parser's findings, and a note that says why no more.
        let undefined = ServerHarness(files: MemoryFiles(files: [root: Self.broken]))
        let published = undefined.open(script, text)[Self.uri(script)]
        #expect(Self.codes(published) == ["not-explored"])
        #expect(
            published?.first?["message"]?.string?.hasPrefix(
                "the script's names are not checked: the errors of its graph 'navgraph.yaml'") == true)
    }
}
