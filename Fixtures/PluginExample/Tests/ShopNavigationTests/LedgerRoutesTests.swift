import AppCore
import CommittedApp
import Foundation
import Testing

/// Both workflows of the README on one graph: AppRoutes (graph and
/// configuration only, built by NavGraphPlugin) and CommittedRoutes (its
/// committed LedgerRoutes.swift) give AppCore and CommittedApp public routes.
@Suite struct LedgerRoutesTests {
    @Test func bothWorkflowsGivePublicRoutesThatAgree() {
        let transfer = URL(string: "https://ledger.example.com/transfer?amount=12.5")!
        for held: Set<String> in [[], ["signedIn"], ["signedIn", "biometric"]] {
            #expect(
                LedgerRouter.firstLogin(for: transfer, holding: held)
                    == CommittedLedgerRouter.firstLogin(for: transfer, holding: held))
        }
        #expect(LedgerRouter.firstLogin(for: transfer, holding: []) == "login")
        #expect(LedgerRouter.firstLogin(for: transfer, holding: ["signedIn"]) == "faceId")
        #expect(LedgerRouter.firstLogin(for: URL(string: "ledger://account/7")!, holding: ["signedIn"]) == nil)
    }
}
