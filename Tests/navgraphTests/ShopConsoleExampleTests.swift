import Foundation
import TestSupport
import Testing

/// Examples/ShopConsole holds a copy of the shop graph (its build plugin reads
/// the `navgraph-config.yaml` beside the graph, and the fixture's folder is
/// not the example's to configure, nor may a graph be a link out of its
/// folder): the copy stays the fixture byte for byte. Scripts/test.sh builds
/// the example and replays its session against session.golden.
@Suite struct ShopConsoleExampleTests {
    @Test(arguments: ["navgraph.yaml", "modules/account.yaml", "modules/checkout.yaml"])
    func theExamplesGraphIsTheShopFixture(_ file: String) {
        let copy = RepoPaths.read(RepoPaths.root + "/Examples/ShopConsole/Sources/ShopConsole/Graph/" + file)
        #expect(!copy.isEmpty)
        #expect(copy == RepoPaths.read(RepoPaths.fixture("shop/" + file)))
    }

    /// Every command of the session is echoed in the golden output, in order.
    @Test func theGoldenAnswersEveryLineOfTheSession() {
        let root = RepoPaths.root + "/Examples/ShopConsole/"
        let typed = RepoPaths.read(root + "session.txt").split(separator: "\n").filter {
            !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        let echoed = RepoPaths.read(root + "session.golden").split(separator: "\n").filter { $0.hasPrefix("> ") }
        #expect(typed.count > 30)
        #expect(echoed.map { $0.dropFirst(2) } == typed.map { $0[...] })
    }
}
