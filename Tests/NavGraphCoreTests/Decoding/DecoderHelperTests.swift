import Testing

@testable import NavGraphCore
@testable import NavGraphModel

@Suite("Decoder: helpers")
struct DecoderHelperTests {
    @Test func closestSuggestion() {
        let keys = ["path", "screen", "presentation", "params", "to"]
        #expect(Suggestions.closest(to: "pth", in: keys) == "path")
        #expect(Suggestions.closest(to: "presentaton", in: keys) == "presentation")
        #expect(Suggestions.closest(to: "Path", in: keys) == "path")
        #expect(Suggestions.closest(to: "xyzzy", in: keys) == nil, "too far from everything")
        #expect(Suggestions.closest(to: "path", in: keys) == nil, "an exact match is no suggestion")
        #expect(Suggestions.closest(to: "", in: keys) == nil)
        #expect(Suggestions.closest(to: "tx", in: keys) == "to", "one edit is always allowed")
    }

    @Test func closestSuggestionTieBreakIsAlphabetical() {
        #expect(Suggestions.closest(to: "cat", in: ["cbt", "cas", "bat"]) == "bat")
        #expect(Suggestions.closest(to: "cat", in: ["cas", "bat", "cbt"]) == "bat")
    }

    @Test func closestSuggestionThreshold() {
        // max(1, 9 / 3) = 3 edits for a nine-letter word.
        #expect(Suggestions.closest(to: "abcdefghi", in: ["abcdefxyz"]) == "abcdefxyz")
        #expect(Suggestions.closest(to: "abcdefghi", in: ["abcdewxyz"]) == nil)
    }

    @Test func didYouMeanMessage() {
        #expect(
            Suggestions.didYouMean("modl", in: ["push", "modal"])
                == Suggestion(message: "did you mean 'modal'?", replacement: "modal"))
    }

    @Test func rootDirectories() {
        #expect(IncludeResolver.normalizedDirectory(of: "navgraph.yaml") == "")
        #expect(IncludeResolver.normalizedDirectory(of: "<stdin>") == "")
        #expect(IncludeResolver.normalizedDirectory(of: "./navgraph.yaml") == "")
        #expect(IncludeResolver.normalizedDirectory(of: "a/./b/../c/navgraph.yaml") == "a/c")
        #expect(IncludeResolver.normalizedDirectory(of: "../x/navgraph.yaml") == "../x")
        #expect(IncludeResolver.normalizedDirectory(of: "/srv/app/navgraph.yaml") == "/srv/app")
        #expect(IncludeResolver.normalizedDirectory(of: "/navgraph.yaml") == "/")
    }

    @Test func includeResolution() {
        let resolver = IncludeResolver(rootName: "app/navgraph.yaml")
        #expect(
            resolver.resolve("modules/a.yaml", from: [])
                == .file(relative: ["modules", "a.yaml"], path: "app/modules/a.yaml"))
        #expect(resolver.resolve("../b.yaml", from: ["modules"]) == .file(relative: ["b.yaml"], path: "app/b.yaml"))
        #expect(
            resolver.resolve("./x//y.yaml", from: ["m"])
                == .file(relative: ["m", "x", "y.yaml"], path: "app/m/x/y.yaml"))
        #expect(resolver.resolve("../b.yaml", from: []) == .outsideRoot)
        #expect(resolver.resolve("/etc/passwd", from: []) == .outsideRoot)
        let absolute = IncludeResolver(rootName: "/srv/navgraph.yaml")
        #expect(absolute.resolve("a.yaml", from: []) == .file(relative: ["a.yaml"], path: "/srv/a.yaml"))
        let top = IncludeResolver(rootName: "/navgraph.yaml")
        #expect(top.resolve("a.yaml", from: []) == .file(relative: ["a.yaml"], path: "/a.yaml"))
    }

    @Test func identifierRules() {
        #expect(Identifiers.isID("home"))
        #expect(Identifiers.isID("product_detail2"))
        #expect(!Identifiers.isID("Home"))
        #expect(!Identifiers.isID("_home"))
        #expect(!Identifiers.isID("home-page"))
        #expect(!Identifiers.isID(""))
        #expect(Identifiers.isSwiftIdentifier("Shop"))
        #expect(!Identifiers.isSwiftIdentifier("class"))
        #expect(!Identifiers.isSwiftIdentifier("_"))
        #expect(!Identifiers.isSwiftIdentifier("2Shop"))
        #expect(Identifiers.isSwiftTypeName("UIKit.UIViewController"))
        #expect(!Identifiers.isSwiftTypeName("A..B"))
        #expect(!Identifiers.isSwiftTypeName("A."))
        #expect(!Identifiers.isSwiftTypeName(""))
    }

    @Test func interceptorOnNull() {
        let lines = Findings.of(
            Findings.graph(routes: "  home: { path: / }\n") + "interceptors:\n  - id: intro\n    on:\n    show: home\n")
        #expect(lines == ["error[wrong-type] 8:8 expected a route id, a list of route ids or \"*\", found null"])
    }
}

@Suite("Decoder: repeated and unsupported keys")
struct DecoderRepeatedKeyTests {
    @Test func repeatedParamKeepsTheFirst() throws {
        let loaded = Findings.decode(
            Findings.graph(routes: "  home:\n    path: /\n    params: { q: int, q: string }\n"))
        #expect(Findings.lines(loaded) == ["error[duplicate-key] 7:23 duplicate key 'q'"])
        #expect(loaded.graph?.routes.first?.params.map(\.type) == [.int])
    }

    @Test func repeatedParamInALargeMapping() throws {
        let many = (0..<20).map { "p\($0): int" }.joined(separator: ", ")
        let loaded = Findings.decode(
            Findings.graph(routes: "  home:\n    path: /\n    params: { \(many), p3: string }\n"))
        #expect(loaded.diagnostics.map(\.code) == [.duplicateKey])
        let params = try #require(loaded.graph?.routes.first?.params)
        #expect(params.count == 20)
        #expect(params[3].type == .int)
    }

    @Test func mergeKeyIsExplained() throws {
        let loaded = Findings.decode(Findings.graph(routes: "  home:\n    path: /\n    <<: { animated: false }\n"))
        #expect(Findings.lines(loaded) == ["error[unknown-key] 7:5 unknown key '<<' in route 'home'"])
        #expect(
            loaded.diagnostics.first?.notes.last == "YAML merge keys (<<) are not part of YAML 1.2; write the keys out")
    }
}
