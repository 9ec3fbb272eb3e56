// The driver of Scripts/runtime-sim.sh: reads navigation scripts with the
// script front end (NavGraphScript, with NavGraphCore's sources) and runs every command through
// NavGraphRuntime's Navigator over a generated table, every assertion against
// the navigator's state; prints the report `navgraph sim` prints.
import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphRuntime
import NavGraphScript

/// A script's commands as the app would issue them, through the typed
/// navigator: routes, route ids and realms as the generated enums, the
/// runtime's target only for values the route enum cannot hold.
@MainActor
final class RuntimeDriver<Route: NavigationRoute>: ScriptNavigating {
    let graph = Route.navigationGraph
    let clock = ManualNavigationClock()
    private(set) var navigator: Navigator<Route>
    private let tracing: Bool
    /// The last command's trace lines (with `tracing`).
    private(set) var lines: [String] = []
    /// The engine's clock as a `wait` leaves it: the app's clock since launch (the
    /// navigator has no `wait`: its clock is the app's, read at the next command).
    private var engineClock = 0

    init(tracing: Bool) {
        self.tracing = tracing
        navigator = Navigator(for: Route.self, clock: clock, events: false, trace: tracing)
    }

    nonisolated var trace: [String] { MainActor.assumeIsolated { lines } }

    nonisolated func run(_ request: ScriptRequest) -> FailureReason? {
        MainActor.assumeIsolated {
            let failure = perform(request)
            switch request {
            case .launch: engineClock = 0
            case .openRefused(let reason):
                // Values the typed route cannot hold: an app cannot send this command, so the
                // navigator never sees it; the line the engine traces for a refused `open`.
                lines = ["failed \(reason.rawValue)"]
                return failure
            case .wait(let seconds):
                // What the simulator's `wait` prints: the clock it moved (saturating, as the engine's).
                let (sum, overflow) = engineClock.addingReportingOverflow(max(seconds, 0))
                engineClock = overflow ? .max : sum
                lines = ["clock \(engineClock)s"]
                return failure
            default: break
            }
            lines = navigator.untyped.trace
            return failure
        }
    }

    nonisolated var navigationState: NavigationState {
        MainActor.assumeIsolated { navigator.untyped.engineState }
    }

    private func perform(_ request: ScriptRequest) -> FailureReason? {
        switch request {
        case .launch: return failure(navigator.launch())
        case .open(let route, let values):
            let target = graph.target(route: route, values: values)
            guard let typed = Route(navigationTarget: target) else { return failure(navigator.untyped.open(target)) }
            // The typed route carries the values: it reads them back as the script gave them.
            precondition(typed.navigationTarget.id == target.id)
            return failure(navigator.open(typed))
        case .openRefused(let reason): return reason
        case .openPath(let path): return failure(navigator.open(path: path))
        case .deeplink(let url): return failure(navigator.open(url: url))
        case .tab(let route): return failure(navigator.selectTab(id(route)))
        case .back: return failure(navigator.back())
        case .dismiss: return failure(navigator.dismiss())
        case .finish(let route, let value):
            // The value as the script's text: what `finish(with:)` would have encoded.
            return failure(navigator.finish(route.map(id), text: value))
        case .login(let realm): return failure(navigator.login(Route.Realm(navigationID: graph.realms[realm])!))
        case .cancel: return failure(navigator.cancelLogin())
        case .logout:
            navigator.logout()
            return nil
        case .wait(let seconds):
            clock.advance(by: seconds)
            return nil
        case .restart:
            // Saved as an app saves it (JSON), restored as it restores it at launch.
            // A new process: a new navigator, given only what was saved.
            let data = try! JSONEncoder().encode(navigator.restorableState())
            navigator = Navigator(for: Route.self, clock: clock, events: false, trace: tracing)
            navigator.restore(try! JSONDecoder().decode(RestorableState.self, from: data))
            return nil
        case .scene(let name): return failure(navigator.selectScene(name))
        }
    }

    /// A route index as the generated id enum (every route of the graph has a case).
    private func id(_ route: Int) -> Route.ID { Route.ID(rawValue: graph.routes[route])! }

    private func failure(_ outcome: NavigationOutcome) -> FailureReason? {
        if case .failed(let reason) = outcome { return reason }
        return nil
    }

    private func failure(_ outcome: Navigator<Route>.Outcome) -> FailureReason? {
        if case .failed(let reason) = outcome { return reason }
        return nil
    }
}

/// Runs scripts against one table: the report's text and the exit status `navgraph sim` gives
/// (0 passed, 1 failed, 66 a script that cannot be read, said on standard error).
@MainActor
func runScripts<Route: NavigationRoute>(_ route: Route.Type, _ arguments: [String]) -> (text: String, status: Int32) {
    // `--trace` first: every step with its lines, as `navgraph sim --trace` prints them.
    let tracing = arguments.first == "--trace"
    let paths = tracing ? Array(arguments.dropFirst()) : arguments
    var sources = SourceMap()
    var files: [Int] = []
    for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("navgraph: error: cannot read script '\(path)'\n".utf8))
            return ("", 66)
        }
        files.append(sources.add(SourceFile(name: path, bytes: [UInt8](data))))
    }
    let driver = RuntimeDriver<Route>(tracing: tracing)
    let report = ScriptRunner(graph: Route.navigationGraph.model).run(
        scripts: files, sources: sources, options: SimOptions(record: tracing), through: driver)
    return (SimRenderer.human(report, sources: sources, trace: tracing), report.passed ? 0 : 1)
}

@MainActor
func main() -> Int32 {
    let args = Array(CommandLine.arguments.dropFirst())
    // `--batch MANIFEST OUT`: each line `TABLE<TAB>SCRIPT<TAB>...`; line n's report goes to OUT/n.stdout, its status to OUT/n.status.
    if args.first == "--batch", args.count == 3 {
        guard let manifest = try? String(contentsOfFile: args[1], encoding: .utf8) else { return 66 }
        for (n, line) in manifest.split(separator: "\n").enumerated() {
            let fields = line.split(separator: "\t").map(String.init)
            guard let table = tables[fields[0]] else { return 64 }
            let (text, status) = table(Array(fields.dropFirst()))
            _ = FileManager.default.createFile(atPath: "\(args[2])/\(n + 1).stdout", contents: Data(text.utf8))
            _ = FileManager.default.createFile(
                atPath: "\(args[2])/\(n + 1).status", contents: Data("\(status)\n".utf8))
        }
        return 0
    }
    guard args.count >= 2, let table = tables[args[0]] else {
        FileHandle.standardError.write(Data("usage: driver TABLE SCRIPT... | --batch MANIFEST OUT\n".utf8))
        return 64
    }
    let (text, status) = table(Array(args.dropFirst()))
    FileHandle.standardOutput.write(Data(text.utf8))
    return status
}

exit(main())
