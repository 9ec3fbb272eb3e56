import NavGraphCore
import NavGraphLSP
import NavGraphLanguage
import NavGraphModel
import Testing

/// A graph in two files, a module with a typo, and a script against it.
private let root = "/w/navgraph.yaml"
private let module = "/w/modules/shop.yaml"
private let script = "/w/flows/buy.navscript"
private let rootText = """
    navgraph: 1
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
private let moduleText = """
    lifetimes:
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

private func harness() -> ServerHarness {
    ServerHarness(files: MemoryFiles(files: [root: rootText, module: moduleText]))
}

@Suite struct DiagnosticsTests {
    @Test func aChangeInAModuleIsPublishedToTheModule() {
        let h = harness()
        let first = h.open(module, moduleText)
        #expect(first[FileURI.uri(of: module)] == [])
        #expect(first[FileURI.uri(of: root)] == [])
        let typo = moduleText.replacingOccurrences(of: "to: [cart]", with: "to: [crat]")
        let published = h.change(module, typo)
        let found = published[FileURI.uri(of: module)] ?? []
        // The exploration stops at it, and says so beside it.
        #expect(found.map { $0["code"]?.string } == ["unknown-route", "not-explored"])
        #expect(found.first?["range"]?.rangeTuple == [10, 9, 10, 13])
        #expect(found.first?["severity"] == .int(1))
        #expect(published[FileURI.uri(of: root)] == [])
        // One check of the one graph, for the open and for the change.
        #expect(h.server.checkCount == 2)
    }

    @Test func rangesCountUTF16Units() {
        let h = ServerHarness(files: MemoryFiles(files: [:]))
        let text = "navgraph: 1\nname: App\nroot: home\nroutes:\n  home: { path: /, to: [\"é😀\"] }\n"
        let found = h.open(root, text)[FileURI.uri(of: root)] ?? []
        let unknown = found.first { $0["code"]?.string == "unknown-route" }
        // `"é😀"` starts at character 24 and spans 1 + 1 + 2 + 1 units.
        #expect(unknown?["range"]?.rangeTuple == [4, 24, 4, 29])
    }

    @Test func scriptsAreCheckedAgainstTheGraphTheyName() {
        let h = harness()
        let text = "# graph: ../navgraph.yaml\nscenario \"buy\"\n  open prodcut(id: 1)\n"
        let found = h.open(script, text)[FileURI.uri(of: script)] ?? []
        #expect(found.map { $0["code"]?.string } == ["unknown-script-target"])
        #expect(found.first?["range"]?.rangeTuple == [2, 7, 2, 14])
        #expect(found.first?["message"]?.string?.hasPrefix("route 'prodcut' is not defined") == true)
    }
}

@Suite struct NavigationTests {
    @Test func definitionCrossesIncludeFiles() {
        let h = harness()
        h.open(root, rootText)
        let answer = h.request("textDocument/definition", ServerHarness.at(root, 10, 11))
        #expect(answer["result"]?.array?.first?["uri"]?.string == FileURI.uri(of: module))
        #expect(answer["result"]?.array?.first?["range"]?.rangeTuple == [3, 2, 3, 9])
    }

    @Test func referencesAndHighlights() {
        let h = harness()
        h.open(module, moduleText)
        let refs = h.request(
            "textDocument/references",
            ServerHarness.at(module, 3, 3).merging(
                ["context": .object(["includeDeclaration": .bool(true)])]) { a, _ in a })
        let places = (refs["result"]?.array ?? []).map { ($0["uri"]?.string ?? "", $0["range"]?.rangeTuple ?? []) }
        #expect(places.count == 3)
        #expect(places.contains { $0.0 == FileURI.uri(of: root) && $0.1 == [10, 9, 10, 16] })
        let highlights = h.request("textDocument/documentHighlight", ServerHarness.at(module, 3, 3))
        #expect(highlights["result"]?.array?.map { $0["kind"] } == [.int(3), .int(2)])
    }

    @Test func renameEditsEveryFileAndRefusesBadNames() {
        let h = harness()
        h.open(module, moduleText)
        var params = ServerHarness.at(module, 3, 3)
        params["newName"] = .string("item")
        let edit = h.request("textDocument/rename", params)["result"]?["changes"]
        #expect(edit?[FileURI.uri(of: root)]?.array?.count == 1)
        #expect(edit?[FileURI.uri(of: module)]?.array?.count == 2)
        params["newName"] = .string("Item")
        #expect(h.request("textDocument/rename", params)["error"]?["code"] == .int(-32803))
        params["newName"] = .string("cart")
        let taken = h.request("textDocument/rename", params)["error"]
        #expect(taken?["message"]?.string == "'cart' is already taken by a route")
    }
}

@Suite struct CompletionTests {
    func labels(_ h: ServerHarness, _ path: String, _ line: Int, _ character: Int) -> [String] {
        (h.request("textDocument/completion", ServerHarness.at(path, line, character))["result"]?["items"]?.array ?? [])
            .compactMap { $0["label"]?.string }
    }

    @Test func keysIdsAndWords() {
        let h = harness()
        h.open(root, rootText)
        // Being typed: not YAML yet; the ids come from the graph as it last read.
        h.change(root, rootText + "  extra:\n    pa\n    to: [\n    presentation: \n")
        // The keys that start with what is typed.
        #expect(labels(h, root, 15, 6) == ["path", "params"])
        // Every route key but those the mapping has already (`to`, `presentation`).
        #expect(
            labels(h, root, 15, 4) == FormatVocabulary.keys(of: .route).filter { $0 != "to" && $0 != "presentation" })
        #expect(labels(h, root, 16, 9) == ["cart", "home", "login", "product"])
        #expect(labels(h, root, 17, 18) == ["push", "modal", "replace", "root"])
        // At the top: the graph's keys but those the file has on other lines.
        let written: Set = ["name", "root", "include", "auth", "routes"]
        #expect(labels(h, root, 0, 0) == FormatVocabulary.keys(of: .graph).filter { !written.contains($0) })
    }

    /// A key the mapping has already, above or below, in a block or a list item, is not offered.
    @Test func keysAlreadyPresentAreNotOffered() {
        let h = harness()
        h.open(root, rootText)
        let text =
            rootText
            + "  extra:\n    path: /extra\n    \n    to: [cart]\ninterceptors:\n  - id: one\n    \n    on: home\n"
        h.change(root, text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let routeLine = lines.count - 7
        #expect(lines[routeLine] == "    ")
        let route = labels(h, root, routeLine, 4)
        #expect(!route.contains("path") && !route.contains("to") && route.contains("params"), "\(route)")
        let interceptor = labels(h, root, lines.count - 3, 4)
        #expect(
            !interceptor.contains("id") && !interceptor.contains("on") && interceptor.contains("show"), "\(interceptor)"
        )
    }

    /// `hosts` is a key of the root file only, completed as it is typed.
    @Test func theHostsKeyAtTheTopLevel() {
        let h = harness()
        h.open(root, rootText)
        h.change(root, rootText + "ho\n")
        let line = rootText.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(labels(h, root, line, 2) == ["hosts"])
        #expect(FormatVocabulary.keys(of: .graph).contains("hosts"))
        #expect(!FormatVocabulary.keys(of: .module).contains("hosts"))
    }

    @Test func deepLinksKeyAndWords() {
        let h = harness()
        h.open(root, rootText)
        h.change(root, "deeplinks: { modals: \ndeeplinks:\n  mo\n" + rootText)
        #expect(labels(h, root, 0, 21) == ["keep", "dismiss"])
        #expect(labels(h, root, 2, 4) == ["modals"])
        #expect(FormatVocabulary.keys(of: .graph).contains("deeplinks"))
    }

    @Test func scriptWords() {
        let h = harness()
        h.open(script, "# graph: ../navgraph.yaml\nscenario \"x\"\n  open product(\n  expect \n  login \n")
        #expect(labels(h, script, 2, 15) == ["id", "ref"])
        #expect(labels(h, script, 3, 9).contains("top"))
        #expect(labels(h, script, 4, 8) == ["signedIn"])
        // A parameter given already is not offered again.
        h.change(script, "# graph: ../navgraph.yaml\nscenario \"x\"\n  open product(id: 4, \n")
        #expect(labels(h, script, 2, 22) == ["ref"])
    }
}

@Suite struct HoverSymbolsActionsTests {
    @Test func hoverSaysEverythingAboutARoute() {
        let h = harness()
        h.open(root, rootText)
        let value = h.request("textDocument/hover", ServerHarness.at(root, 10, 11))["result"]?["contents"]?["value"]
        #expect(
            value?.string == """
                **route** `product` — `/product/:id`

                - screen: `ProductScreen`
                - parameters:
                  - `id`: int (path)
                  - `ref`: string (query), default `feed`
                - presentation: push
                - realms: `signedIn`
                - interceptors before: `promo` (high, shows `cart`)
                - interceptors after: none
                - cache: `short` (60 s after its screen leaves)
                - restoration: none
                - linked from: `home`
                """)
    }

    @Test func outlineOfAModule() {
        let h = harness()
        h.open(module, moduleText)
        let symbols = h.request(
            "textDocument/documentSymbol", ["textDocument": .object(["uri": .string(FileURI.uri(of: module))])])
        #expect(symbols["result"]?.array?.compactMap { $0["name"]?.string } == ["short", "product", "cart", "promo"])
    }

    @Test func didYouMeanIsAQuickFix() {
        let h = harness()
        h.open(module, moduleText.replacingOccurrences(of: "to: [cart]", with: "to: [crat]"))
        let actions =
            h.request(
                "textDocument/codeAction",
                [
                    "textDocument": .object(["uri": .string(FileURI.uri(of: module))]),
                    "range": .object([
                        "start": .object(["line": .int(10), "character": .int(0)]),
                        "end": .object(["line": .int(10), "character": .int(20)]),
                    ]),
                    "context": .object(["diagnostics": .array([])]),
                ])["result"]?.array ?? []
        #expect(actions.count == 1)
        let edits = actions.first?["edit"]?["changes"]?[FileURI.uri(of: module)]?.array
        #expect(edits?.first?["newText"] == .string("cart"))
        #expect(edits?.first?["range"]?.rangeTuple == [10, 9, 10, 13])
    }
}

@Suite struct LifecycleTests {
    @Test func badMessagesGetErrorsAndTheServerGoesOn() {
        let h = harness()
        _ = h.take()
        h.send(raw: "{not json")
        #expect(h.take().first?["error"]?["code"] == .int(-32700))
        #expect(h.request("no/such/method", [:])["error"]?["code"] == .int(-32601))
        #expect(h.request("textDocument/hover", [:])["error"]?["code"] == .int(-32602))
        #expect(h.request("shutdown", [:])["result"] == .null)
        #expect(h.notify("exit", [:]) == 0)
    }

    @Test func exitWithoutShutdownIsStatusOne() {
        let h = ServerHarness(files: MemoryFiles(files: [:]), initialize: false)
        #expect(h.request("textDocument/hover", [:])["error"]?["code"] == .int(-32002))
        #expect(h.notify("exit", [:]) == 1)
    }
}

@Suite struct LargeCompletionTests {
    @Test func aLongListIsCutAndNarrowsAsTheWordIsTyped() {
        var text = "navgraph: 1\nname: App\nroot: r0\nroutes:\n"
        for i in 0..<150 { text += "  r\(i): { path: /r\(i) }\n" }
        text += "  last:\n    path: /last\n    to: [r14]\n"
        let h = ServerHarness(files: MemoryFiles(files: [:]))
        h.open(root, text)
        let line = 4 + 150 + 2
        func list(_ character: Int) -> JSON? {
            h.request("textDocument/completion", ServerHarness.at(root, line, character))["result"]
        }
        let all = list(9)
        #expect(all?["isIncomplete"] == .bool(true))
        #expect(all?["items"]?.array?.count == 100)
        let narrowed = list(12)
        #expect(narrowed?["isIncomplete"] == .bool(false))
        #expect(
            narrowed?["items"]?.array?.compactMap { $0["label"]?.string }
                == ["r14", "r140", "r141", "r142", "r143", "r144", "r145", "r146", "r147", "r148", "r149"])
    }
}
