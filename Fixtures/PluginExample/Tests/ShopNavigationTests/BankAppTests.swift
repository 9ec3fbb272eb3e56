import BankApp
import Testing

/// The typed navigator in an app target (Sources/BankApp), over the table the
/// build plugin generated for Sources/BankRoutes: typed routes, realms, events
/// and a Codable result read back by its receiver.
@MainActor
@Suite struct BankAppTests {
    @Test func theTypedSnippetRunsAsTheSimulatorWould() {
        #expect(
            bankSession() == [
                "top: checkout",
                "disappear checkout #3",
                #"result checkout #3 to home #1: {"amount":3}"#,
                "appear home #1",
                "receipt: 3, true",
                "shown: home",
            ])
    }
}
