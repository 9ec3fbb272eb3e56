import TestSupport
import Testing

@testable import NavGraphCore
@testable import NavGraphModel

/// The example graph, damaged in many small ways: every variant is checked
/// without a crash, and every finding has a position. Deterministic (a fixed
/// seed), so a failure reproduces.
@Suite("Damaged graphs")
struct MutationTests {
    static let replacements = [
        "[]", "{}", "~", "42", "\"\"", "true", "yes", "[a, b]", "{ x: 1 }", "'*'", "-1", "1e9",
        "/", "/:", "home", "login", "&a x", "*a", "\"\\u0000\"", "é", "🙂",
    ]

    func mutate(_ text: String, _ rng: inout SplitMix) -> String {
        var lines = text.components(separatedBy: "\n")
        let i = Int.random(in: 0..<lines.count, using: &rng)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            lines.remove(at: i)
        case 1:
            lines.insert(lines[i], at: i)
        case 2:
            if let colon = lines[i].firstIndex(of: ":") {
                lines[i] = String(lines[i][...colon]) + " " + Self.replacements.randomElement(using: &rng)!
            }
        case 3:
            lines[i] = "  " + lines[i]
        default:
            let j = Int.random(in: 0..<lines.count, using: &rng)
            lines.swapAt(i, j)
        }
        return lines.joined(separator: "\n")
    }

    @Test("300 damaged variants of the shop graph: no crash, every finding positioned")
    func damagedShop() {
        let root = RepoPaths.read(RepoPaths.fixture("shop/navgraph.yaml"))
        let account = RepoPaths.read(RepoPaths.fixture("shop/modules/account.yaml"))
        let checkout = RepoPaths.read(RepoPaths.fixture("shop/modules/checkout.yaml"))
        var rng = SplitMix(state: 20_261_121)
        var findings = 0
        for round in 0..<300 {
            var files = ["navgraph.yaml": root, "modules/account.yaml": account, "modules/checkout.yaml": checkout]
            let target = ["navgraph.yaml", "modules/account.yaml", "modules/checkout.yaml"][round % 3]
            for _ in 0..<(1 + round % 3) { files[target] = mutate(files[target]!, &rng) }
            let loaded = LoadedGraph.decode(
                text: files["navgraph.yaml"]!, name: "navgraph.yaml",
                includes: files.filter { $0.key != "navgraph.yaml" }
            ).validated()
            findings += loaded.diagnostics.count
            for d in loaded.diagnostics {
                #expect(d.span.isKnown, "round \(round): \(d.code.rawValue) \(d.message) has no position")
                #expect(loaded.sources.location(of: d.span) != nil)
                #expect(!d.message.isEmpty)
            }
        }
        #expect(findings > 100)
    }
}
