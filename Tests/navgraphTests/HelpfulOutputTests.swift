import Foundation
import TestSupport
import Testing

/// What the machine-readable formats carry: `--format github` keeps the
/// did-you-mean, and navgraph(1) documents every field `--format json` prints.
@Suite("Helpful output")
struct HelpfulOutputTests {
    /// One finding with a did-you-mean and one with a related place.
    static let graph = """
        navgraph: 1
        name: Shop
        root: main
        containers:
          main:
            kind: tabs
            tabs: [home, home]
        routes:
          home:
            path: /
            to: [hom]

        """

    /// A subcommand's help reads as prose: no line of it ends in a backslash
    /// (a `\\` meant as a line continuation in the source's discussion text).
    @Test(arguments: ["check", "gen", "sim", "graph", "cover", "lsp"])
    func helpHasNoStrayBackslashes(_ command: String) {
        let out = NavGraphBinary.run([command, "--help"])
        #expect(out.status == 0)
        #expect(out.stdout.contains("USAGE: navgraph \(command)"))
        let stray = out.stdout.split(separator: "\n").filter { $0.hasSuffix("\\") }
        #expect(stray.isEmpty, "\(command) --help: \(stray)")
    }

    @Test func githubKeepsTheDidYouMean() {
        let out = NavGraphBinary.run(["check", "--format", "github", "-"], stdin: Self.graph)
        #expect(out.status == 1)
        #expect(
            out.stdout == """
                ::error file=<stdin>,line=7,col=18,title=duplicate-tab::tab 'home' is listed twice in container 'main'
                ::notice file=<stdin>,line=7,col=18,title=not-explored::the graph's states were not explored: its errors (duplicate-tab, unknown-route) leave its navigation undefined, so findings in every state are missing
                ::error file=<stdin>,line=11,col=10,title=unknown-route::route 'hom' is not defined (did you mean 'home'?)

                """)
    }

    /// The field names of a JSON value: keys, and `key.sub` for the keys of
    /// an object or of a list of objects under `key`.
    static func fieldNames(_ object: [String: Any]) -> Set<String> {
        var names: Set<String> = []
        for (key, value) in object {
            names.insert(key)
            let nested = (value as? [String: Any]).map { [$0] } ?? (value as? [[String: Any]]) ?? []
            for sub in nested { for k in sub.keys { names.insert(key + "." + k) } }
        }
        return names
    }

    /// The `.It Li` items of navgraph(1)'s field list, each with its text.
    static func documentedFields() -> [String: String] {
        let page = ManPageTests.plain("navgraph.1")
        guard let start = page.range(of: "Each diagnostic has these fields"),
            let end = page[start.upperBound...].range(of: "\n.El\n")
        else { return [:] }
        var items: [String: String] = [:]
        var current: [String] = []
        var text = ""
        for line in page[start.upperBound..<end.lowerBound].split(separator: "\n") {
            if line.hasPrefix(".It Li ") {
                for name in current { items[name] = text }
                current = line.dropFirst(4).components(separatedBy: " , ").map {
                    $0.replacingOccurrences(of: "Li ", with: "")
                }
                text = ""
            } else {
                text += line + "\n"
            }
        }
        for name in current { items[name] = text }
        return items
    }

    @Test func navgraph1DocumentsEveryJSONField() throws {
        let out = NavGraphBinary.run(["check", "--format", "json", "-"], stdin: Self.graph)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(doc["diagnostics"] as? [[String: Any]])
        let printed = diagnostics.reduce(into: Set<String>()) { $0.formUnion(Self.fieldNames($1)) }
        #expect(printed.contains("suggestion.replacement") && printed.contains("related.line"))
        let documented = Self.documentedFields()
        var expected: Set<String> = []
        for name in printed {
            let parts = name.split(separator: ".")
            if parts.count == 1 {
                expected.insert(name)
                #expect(documented[name] != nil, "navgraph.1 does not document the JSON field \(name)")
            } else {
                let item = documented[String(parts[0])] ?? ""
                #expect(item.contains(".Li \(parts[1])"), "navgraph.1 does not document the JSON field \(name)")
            }
        }
        // And nothing stale: every documented field is printed.
        #expect(Set(documented.keys) == expected)
    }
}
