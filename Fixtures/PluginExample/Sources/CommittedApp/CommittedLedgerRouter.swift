import CommittedRoutes
import Foundation

/// An app target using the public routes of the CommittedRoutes target (its committed LedgerRoutes.swift): the login
/// a link needs first, by the route's `loginOrder`.
public enum CommittedLedgerRouter {
    public static func firstLogin(for url: URL, holding held: Set<String>) -> String? {
        guard let route = LedgerRoute(url: url) else { return nil }
        return route.loginOrder.first { !held.contains($0.rawValue) }.map { $0.login.rawValue }
    }
}
