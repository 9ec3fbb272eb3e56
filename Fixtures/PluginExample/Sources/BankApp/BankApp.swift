import BankRoutes
import NavGraphRuntime

/// The README's typed navigator, as an app target writes it: NavGraphRuntime
/// and the generated table alone (BankRoutes).
@MainActor
public func bankSession() -> [String] {
    let navigator = Navigator(for: BankRoute.self)
    navigator.launch()
    navigator.open(BankRoute.checkout)  // waits on the sign-in: checkout needs signedIn
    navigator.login(BankRealm.signedIn)  // realms are the generated enum
    let top: BankRoute? = navigator.top?.route  // screens give their typed route
    var lines = ["top: \(top.map { "\($0)" } ?? "none")"]
    navigator.finish(with: Receipt(amount: 3))  // any Codable result
    for event in navigator.events { lines.append("\(event)") }  // events name typed routes
    // The receiver reads the result back as its type.
    let receipt: Receipt? = navigator.result(of: .checkout, as: Receipt.self)
    lines.append("receipt: \(receipt?.amount ?? 0), \(navigator.checkoutResult() == receipt)")
    if case .shown(let screen?) = navigator.outcome { lines.append("shown: \(screen.id.map { "\($0)" } ?? "")") }
    return lines
}
