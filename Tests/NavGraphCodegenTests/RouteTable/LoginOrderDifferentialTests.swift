import Foundation
import NavGraphCodegen
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// A route's generated `loginOrder`, compiled and run, drives a script that
/// `navgraph sim` must pass: after `open ROUTE`, each realm's login screen is
/// on top in that order, and `login` of each leads to the route. Realms that
/// `require` others, several at once and shared ones, so the order is the
/// simulator's and not the graph's listing.
@Suite struct LoginOrderDifferentialTests {
    static let graph = """
        navgraph: 1
        name: Bank
        root: home
        auth:
          a: { login: loginA }
          b: { login: loginB, requires: [a] }
          c: { login: loginC, requires: [b, e] }
          d: { login: loginD, requires: [c] }
          e: { login: loginE }
        routes:
          home: { path: / }
          r1: { path: /r1, auth: d, global: true }
          r2: { path: /r2, auth: [e, b], global: true }
          r3: { path: /r3, auth: [c, a], global: true }
          r4: { path: /r4, auth: [a, d, e], global: true }
          r5: { path: /r5, auth: b, global: true }
          loginA: { path: /login/a, presentation: modal, embed: stack }
          loginB: { path: /login/b, presentation: modal, embed: stack }
          loginC: { path: /login/c, presentation: modal, embed: stack }
          loginD: { path: /login/d, presentation: modal, embed: stack }
          loginE: { path: /login/e, presentation: modal, embed: stack }
        """

    /// `route realm,realm,...` for each protected route, from the compiled table.
    static func generatedOrders(in dir: URL) throws -> [(route: String, realms: [String])] {
        let loaded = LoadedGraph.decode(text: graph).validated()
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
        let table = RouteTableGenerator().generate(try #require(loaded.graph), inputName: "bank.yaml")
        let main = """
            for id in BankRoute.ID.allCases where !id.loginOrder.isEmpty {
                print(id.rawValue, id.loginOrder.map(\\.rawValue).joined(separator: ","))
            }
            for realm in BankRealm.allCases {
                print("realm", realm.rawValue, realm.routes.map(\\.rawValue).joined(separator: ","))
            }

            """
        try table.write(to: dir.appendingPathComponent("Routes.swift"), atomically: true, encoding: .utf8)
        try main.write(to: dir.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let binary = dir.appendingPathComponent("orders").path
        let build = Swiftc.run([
            "-swift-version", "6", "-Onone", "-o", binary,
            dir.appendingPathComponent("Routes.swift").path, dir.appendingPathComponent("main.swift").path,
        ])
        try #require(build.status == 0, "\(build.output.prefix(2000))")
        let run = try Subprocess.run(binary, [], cwd: dir.path)
        return run.stdout.split(separator: "\n").map { line in
            let parts = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            return (parts.dropLast().joined(separator: " "), parts.last!.split(separator: ",").map(String.init))
        }
    }

    static func script(_ orders: [(route: String, realms: [String])]) -> String {
        var text = ""
        for (route, realms) in orders {
            text += "scenario \"\(route)\"\n  open \(route)\n"
            for realm in realms {
                text += "  expect top login\(realm.uppercased())\n  login \(realm)\n"
            }
            text += "  expect top \(route)\n"
        }
        return text
    }

    @Test func theSimulatorAsksForTheLoginsInTheGeneratedOrder() throws {
        let folder = try TemporaryFolder("navgraph-logins")
        defer { withExtendedLifetime(folder) {} }
        let dir = URL(fileURLWithPath: folder.path)
        let lines = try Self.generatedOrders(in: dir)
        let orders = lines.filter { $0.route != "realm" && !$0.route.hasPrefix("realm ") }
        #expect(orders.map(\.route) == ["r1", "r2", "r3", "r4", "r5"])
        #expect(orders.first?.realms == ["a", "b", "e", "c", "d"])
        let graphFile = dir.appendingPathComponent("bank.yaml").path
        try Self.graph.write(toFile: graphFile, atomically: true, encoding: .utf8)
        let scriptFile = dir.appendingPathComponent("logins.navscript").path
        try Self.script(orders).write(toFile: scriptFile, atomically: true, encoding: .utf8)
        let sim = NavGraphBinary.run(["sim", graphFile, scriptFile])
        #expect(sim.status == 0, "\(sim.stdout)\(sim.stderr)")
        #expect(sim.stdout.hasSuffix("5 scenarios: 5 passed, 0 failed\n"), "\(sim.stdout)")
        // The same script with each order reversed fails: the check can tell orders apart.
        try Self.script(orders.map { ($0.route, $0.realms.reversed()) }).write(
            toFile: scriptFile, atomically: true, encoding: .utf8)
        let reversed = NavGraphBinary.run(["sim", graphFile, scriptFile])
        #expect(reversed.status == 1)
        #expect(reversed.stdout.hasSuffix("5 scenarios: 0 passed, 5 failed\n"), "\(reversed.stdout)")
        // Each realm's routes: those whose login order holds it.
        let realms = lines.filter { $0.route.hasPrefix("realm ") }.map { "\($0.route): \($0.realms)" }
        #expect(
            realms == [
                "realm a: [\"r1\", \"r2\", \"r3\", \"r4\", \"r5\"]",
                "realm b: [\"r1\", \"r2\", \"r3\", \"r4\", \"r5\"]",
                "realm c: [\"r1\", \"r3\", \"r4\"]", "realm d: [\"r1\", \"r4\"]",
                "realm e: [\"r1\", \"r2\", \"r3\", \"r4\"]",
            ])
    }
}
