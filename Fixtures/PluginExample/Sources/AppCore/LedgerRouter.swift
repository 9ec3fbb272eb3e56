import AppRoutes
import Foundation

/// An app target using the public routes of the AppRoutes target: the login
/// a link needs first, by the route's `loginOrder`.
public enum LedgerRouter {
    public static func firstLogin(for url: URL, holding held: Set<String>) -> String? {
        guard let route = LedgerRoute(url: url) else { return nil }
        return route.loginOrder.first { !held.contains($0.rawValue) }.map { $0.login.rawValue }
    }
}
