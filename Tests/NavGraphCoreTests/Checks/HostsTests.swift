import Foundation
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// `hosts:` (navgraph(5)): domain names, checked where they are written.
@Suite("Decoding: hosts")
struct HostsTests {
    static func graph(_ hosts: String) -> String {
        Checked.shop(
            "hosts: \(hosts)\n" + """
                routes:
                  home: { path: /, external: true }
                """)
    }

    @Test func domainNamesAreKeptAsWritten() throws {
        let loaded = Checked.load(Self.graph("[shop.example.com, Example.ORG, localhost, a-1.b2.io]"))
        #expect(loaded.diagnostics.isEmpty)
        let graph = try #require(loaded.graph)
        #expect(graph.hosts.map(\.value) == ["shop.example.com", "Example.ORG", "localhost", "a-1.b2.io"])
        #expect(Checked.load(Self.graph("shop.example.com")).graph?.hosts.map(\.value) == ["shop.example.com"])
    }

    @Test func aBadHostIsAnErrorAtItsPosition() {
        #expect(
            Checked.lines(Self.graph("[ok.com, -bad.com, a..b, 'shop.example.com:8080', '*.example.com', x_y.com]"))
                == [
                    "error[invalid-value] 4:17 host '-bad.com' is not a domain name: a label starts or ends with '-'",
                    "error[invalid-value] 4:27 host 'a..b' is not a domain name: it has an empty label (a leading, trailing or doubled '.')",
                    "error[invalid-value] 4:33 host 'shop.example.com:8080' is not a domain name: it holds a port (links with a port never match)",
                    "error[invalid-value] 4:58 host '*.example.com' is not a domain name: a wildcard is not a host; list each host",
                    "error[invalid-value] 4:75 host 'x_y.com' is not a domain name: '_' is not a letter, digit or '-'",
                ])
    }

    @Test func aURLWrittenForAHostSuggestsTheHostAlone() throws {
        let found = Checked.diagnostics(Self.graph("['https://shop.example.com/app']"), .invalidValue)
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.message == "host 'https://shop.example.com/app' is not a domain name: it holds a scheme")
        #expect(
            d.suggestion
                == Suggestion(message: "write the host alone: 'shop.example.com'", replacement: "shop.example.com"))
    }

    @Test func aHostListedTwiceIsAnError() throws {
        let text = Self.graph("[shop.example.com, SHOP.example.com]")
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[invalid-value] 4:27 host 'SHOP.example.com' is listed twice"
            ])
        #expect(loaded.diagnostics.first.map { Checked.labels($0, loaded.sources) } == ["4:9 first listed here"])
    }

    @Test func hostsIsAListOfText() {
        #expect(
            Checked.lines(Self.graph("{ a: b }"), only: [.wrongType]) == [
                "error[wrong-type] 4:8 expected a list of domain names, found a mapping"
            ])
        #expect(
            Checked.lines(Self.graph("[42]"), only: [.wrongType]) == [
                "error[wrong-type] 4:9 expected a domain name, found an integer"
            ])
    }

    @Test func hostsBelongsToTheRootFile() {
        let lines = Checked.lines(
            Checked.shop(
                """
                include: [m.yaml]
                routes:
                  home: { path: / }
                """), includes: ["m.yaml": "hosts: [a.com]\n"])
        #expect(
            lines == [
                "error[unknown-key] m.yaml:1:1 unknown key 'hosts' in a module file: 'hosts' is only allowed in the root file"
            ])
    }
}

/// `external-without-url`: one finding for the graph, naming every external route.
@Suite("Checks: external routes without a URL")
struct ExternalWithoutURLTests {
    @Test func externalRoutesWithNeitherSchemeNorHostsAreOneError() throws {
        let text = Checked.shop(
            """
            routes:
              home: { path: /, to: [product, order] }
              product: { path: /product/:id, params: { id: int }, external: true }
              order: { path: /order/:id, params: { id: int }, external: true }
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[external-without-url] 6:65 external routes 'product', 'order' can be opened by no URL: the graph has neither 'scheme' nor 'hosts'"
            ])
        let d = try #require(loaded.diagnostics.first)
        #expect(Checked.labels(d, loaded.sources) == ["7:61 'order' is external too"])
        #expect(
            d.notes == [
                "add 'scheme: shop' for shop:// links, or 'hosts: [example.com]' for https links; or remove 'external: true'"
            ])
    }

    @Test func aSchemeOrHostsOpensThem() {
        let routes = """
            routes:
              home: { path: / }
              product: { path: /product/:id, params: { id: int }, external: true }
            """
        #expect(Checked.lines(Checked.shop(scheme: "shop", routes)) == [])
        #expect(Checked.lines(Checked.shop("hosts: [shop.example.com]\n" + routes)) == [])
        let internalOnly = Checked.shop(routes.replacingOccurrences(of: ", external: true", with: ", global: true"))
        #expect(Checked.lines(internalOnly) == [])
    }

    @Test func manyRoutesAreCountedNotListed() throws {
        let routes = (1...10).map { "  r\($0): { path: /r\($0), external: true }" }.joined(separator: "\n")
        let found = Checked.diagnostics(Checked.shop("routes:\n  home: { path: / }\n" + routes), .externalWithoutURL)
        #expect(
            found.map(\.message) == [
                "external routes 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8' and 2 more can be opened by no URL: the graph has neither 'scheme' nor 'hosts'"
            ])
        #expect(found.first?.secondary.count == 7)
    }
}
