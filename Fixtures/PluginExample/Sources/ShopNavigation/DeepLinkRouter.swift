import Foundation

/// What an app's router does with a deep link, using only the generated
/// route table: `init?(url:)` takes only a link to an external route (as
/// `navgraph sim` does); a route behind a realm the user does not hold shows
/// a login first and resumes after: the first realm of the route's
/// `loginOrder` not held (`requires` expanded, as `sim` asks for them), so a
/// route behind `biometric`, which requires `signedIn`, signs in first.
public struct DeepLinkRouter: Sendable {
    public enum Decision: Equatable, Sendable {
        /// Show the route now.
        case show(String)
        /// Show the login route; the route follows once the realm is granted.
        case login(String, then: String)
        /// Not a link this app opens.
        case reject
    }

    /// The realms the user holds, by their graph ids.
    public var grantedRealms: Set<String>

    public init(grantedRealms: Set<String> = []) { self.grantedRealms = grantedRealms }

    public func decide(_ url: URL) -> Decision {
        guard let route = ShopRoute(url: url) else { return .reject }
        return decide(route)
    }

    /// The same for a navigation inside the app.
    func decide(_ route: ShopRoute) -> Decision {
        if let missing = route.loginOrder.first(where: { !grantedRealms.contains($0.rawValue) }) {
            return .login(ShopRoute.ID(rawValue: missing.login.rawValue)?.pattern ?? "", then: route.path)
        }
        return .show(route.path)
    }
}
