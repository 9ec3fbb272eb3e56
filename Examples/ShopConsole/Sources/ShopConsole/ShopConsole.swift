import Foundation
import NavGraphRuntime

/// The console host: one navigator over the shop graph's generated table,
/// driven by the lines of standard input, the window printed after each.
/// Everything it knows about navigation it asks the navigator; it only reads
/// commands and prints.
@main
struct ShopConsole {
    @MainActor
    static func main() {
        var host = ConsoleHost()
        host.start()
        while let line = readLine(strippingNewline: true) {
            guard host.run(line) else { break }
        }
    }
}

@MainActor
struct ConsoleHost {
    private var navigator = Navigator(for: ShopRoute.self)
    /// The state `save` printed last, for `restart`.
    private var saved: RestorableState?

    mutating func start() {
        print("Shop console: type 'help' for the commands.")
        report(navigator.launch())
    }

    /// Runs one line; false after `quit`.
    mutating func run(_ line: String) -> Bool {
        let command: ConsoleCommand?
        do {
            command = try ConsoleCommand.read(line[...])
        } catch {
            print("> \(line)")
            print("error: \(error.message)")
            return true
        }
        guard let command else { return true }
        print("> \(line)")
        switch command {
        case .quit: return false
        case .help: print(ConsoleCommand.usage)
        case .save: save()
        case .restart:
            guard let saved else {
                print("error: nothing saved yet (type 'save' first)")
                return true
            }
            navigator = Navigator(for: ShopRoute.self)
            report(navigator.restore(saved))
        default:
            guard let outcome = perform(command) else {
                print("error: the graph has no such tab or realm")
                return true
            }
            report(outcome)
        }
        return true
    }

    private func perform(_ command: ConsoleCommand) -> Navigator<ShopRoute>.Outcome? {
        switch command {
        case .open(let id, let values):
            // The typed route when the values fit it; otherwise the runtime
            // says why, from the route's id and the values as text.
            if let id = ShopRoute.ID(rawValue: id), let route = ShopRoute(id: id, parameters: values) {
                return navigator.open(route)
            }
            return navigator.open(NavigationTarget(id: id, parameters: values))
        case .path(let path): return navigator.open(path: path)
        case .url(let url): return navigator.open(url: url)
        case .tab(let id):
            guard let tab = ShopRoute.ID(rawValue: id) else { return nil }
            return navigator.selectTab(tab)
        case .back: return navigator.back()
        case .dismiss: return navigator.dismiss()
        case .finish(let value?): return navigator.finish(with: value)
        case .finish(nil): return navigator.finish()
        case .login(let id):
            guard let realm = ShopRealm(rawValue: id) else { return nil }
            return navigator.login(realm)
        case .cancel: return navigator.cancelLogin()
        case .logout: return navigator.logout()
        case .swipeBack: return navigator.userSwipedBack()
        case .pullDown: return navigator.userDismissed()
        case .save, .restart, .help, .quit: preconditionFailure("handled by run(_:)")
        }
    }

    /// Keeps the restorable state as the app would write it at suspension:
    /// encoded to JSON and decoded back (`restart` launches from it).
    private mutating func save() {
        do {
            let json = try JSONEncoder().encode(navigator.restorableState())
            saved = try JSONDecoder().decode(RestorableState.self, from: json)
            print("saved the restorable state as JSON")
        } catch {
            print("error: the state did not survive JSON: \(error)")
        }
    }

    private func report(_ outcome: Navigator<ShopRoute>.Outcome) {
        let text = WindowText(graph: navigator.graph)
        print(text.outcome(outcome))
        print(text.events(navigator.events), terminator: "")
        print(text.state(navigator.state), terminator: "")
    }
}
