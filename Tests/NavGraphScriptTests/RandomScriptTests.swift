import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

/// Random command sequences (fixed seeds) over the example graph: the
/// simulator never traps, and the same script gives the same trace.
@Suite("Random scripts")
struct RandomScriptTests {
    static let commands = [
        "open /product/1", "open product(id: 2)", "open cart", "open checkout", "open reviews(id: 1)",
        "open help", "open orders", "open settings", "open welcome", "open paymentMethods", "open addCard",
        "open payment", "open shippingAddress", "open forgotPassword", "open search", "open home", "open account",
        "deeplink shop://product/3", "deeplink shop://account/orders/3f2504e0-4f89-11d3-9a0c-0305e82c3301",
        "deeplink shop://cart", "back", "dismiss", "finish", "finish with 1", "finish checkout with \"x\"",
        "finish cart", "finish login", "login signedIn", "login biometric", "logout", "cancel", "wait 30s",
        "wait 2m", "tab home", "tab search", "tab account", "restart", "scene a", "scene b", "scene main",
        "launch", "expect ok", "expect pending",
    ]

    static func script(seed: UInt64, length: Int) -> String {
        var state = seed
        var out = "scenario \"random \(seed)\"\n"
        for _ in 0..<length {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            out += "  " + commands[Int((state >> 33) % UInt64(commands.count))] + "\n"
        }
        return out
    }

    @Test(
        "random scripts run to their end, strict and loose, and trace identically twice",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func random(_ seed: UInt64) {
        let graph = SimHarness.shop()
        let text = Self.script(seed: seed, length: 400)
        for loose in [false, true] {
            let a = SimHarness.run(graph, script: text, loose: loose)
            let b = SimHarness.run(graph, script: text, loose: loose)
            #expect(a.report.diagnostics.isEmpty)
            #expect(a.report.steps == 401)
            #expect(a.report.scenarios[0].steps.count == 401)
            #expect(a.trace == b.trace)
        }
    }
}
