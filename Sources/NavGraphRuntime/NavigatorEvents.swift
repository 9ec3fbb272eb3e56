import NavGraphEngine
import NavGraphModel

/// What a screen gave its parent when it left: `dismissed`, `finished`, or a value as text.
public typealias NavigationResult = NavGraphEngine.NavigationResult
/// How a screen came on screen: `push`, `present`, `replace`, `root`, `tab`, `restore`.
public typealias NavigationArrival = NavGraphEngine.NavigationEvent.Arrival

extension Navigator {
    /// A screen the navigator shows, with its typed route.
    public struct Screen: Sendable, Hashable, CustomStringConvertible {
        /// The screen by route index and values (what `NavigatorState` lists).
        public let screen: NavigationScreen

        public init(_ screen: NavigationScreen) { self.screen = screen }

        /// The route with its values (nil only when the route enum cannot hold them).
        public var route: Route? { screen.route(as: Route.self) }
        /// The route's id (the generated enum's raw values are the graph's ids).
        public var id: Route.ID? { Route.ID(rawValue: screen.id) }
        /// Unique in a run: two screens of one route tell apart by it.
        public var instance: Int { screen.instance }
        /// False for a route with `dismissible: false`: a host keeps its sheet from being pulled down.
        public var isDismissible: Bool { screen.isDismissible }
        /// `product #3`, as a trace names a screen.
        public var description: String { screen.description }
    }

    /// What a command came to.
    public enum Outcome: Sendable, Hashable {
        /// The command ran; the screen now on top (nil: nothing on screen).
        case shown(Screen?)
        /// The navigation waits on this screen, on top: a realm's login, or an
        /// interceptor's screen (`login` nil); it goes on once the screen leaves,
        /// or `login(_:)` grants the realm.
        case waiting(for: Screen, login: Route.Realm?)
        case failed(NavigationFailure)

        /// Whether the command ran and shows its screen.
        public var isShown: Bool {
            if case .shown = self { return true }
            return false
        }
    }

    /// What happened to the screens during a command, in order: the lifecycle
    /// events `navgraph sim --trace` prints among its lines.
    public enum Event: Sendable, Hashable, CustomStringConvertible {
        /// A screen came, new or from its cache.
        case shown(Screen, NavigationArrival, fromCache: Bool)
        /// A new screen is created.
        case load(Screen)
        case appear(Screen)
        case disappear(Screen)
        /// A screen that left gave a result to the screen it was shown over (`to`;
        /// nil when none was below it).
        case result(from: Screen, to: Screen?, NavigationResult)
        /// A screen that left is kept in its route's cache.
        case cached(Screen)

        /// `push product #3`, `result checkout #7 to cart #4: paid`.
        public var description: String {
            switch self {
            case .shown(let s, let arrival, let fromCache):
                return "\(arrival.rawValue) \(s)\(fromCache ? " (from cache)" : "")"
            case .load(let s): return "load \(s)"
            case .appear(let s): return "appear \(s)"
            case .disappear(let s): return "disappear \(s)"
            case .result(let from, let to, let result):
                let text: String
                switch result {
                case .dismissed: text = "dismissed"
                case .finished: text = "finished"
                case .value(let v): text = v
                }
                return "result \(from)\(to.map { " to \($0)" } ?? ""): \(text)"
            case .cached(let s): return "cached \(s)"
            }
        }
    }
}

/// A command's engine events, typed: each screen with its values, a result with the
/// screen it goes to, read from where the screens were before the command (a screen
/// that left is no longer there after it) and from the screens the command showed.
struct TypedEvents {
    /// Where the screens were before the command (nil: before launch, nothing placed).
    let before: ScreenLookup?

    /// The engine's events of a command that started in this state, typed.
    func events<Route>(_ events: [NavigationEvent], graph: NavigationGraph) -> [Navigator<Route>.Event] {
        guard !events.isEmpty else { return [] }
        // The screens this command showed, with their values (few: no lookup of the rest).
        var shown: [Int: NavigationScreenState] = [:]
        func state(_ instance: Int) -> NavigationScreenState? { shown[instance] ?? before?.place(of: instance)?.screen }
        func screen(_ route: Int, _ instance: Int) -> Navigator<Route>.Screen {
            let values = state(instance).map(\.values) ?? .unset(graph.model.routes[route].params.count)
            return .init(graph.screen(route: route, values: values, instance: instance))
        }
        return events.map { event in
            switch event {
            case .shown(let s, let arrival, let fromCache):
                shown[s.instance] = s
                return .shown(screen(s.route, s.instance), arrival, fromCache: fromCache)
            case .load(let r, let i): return .load(screen(r, i))
            case .appear(let r, let i): return .appear(screen(r, i))
            case .disappear(let r, let i): return .disappear(screen(r, i))
            case .result(let r, let i, let result):
                let to = before?.place(of: i)?.below.flatMap { b in state(b).map { screen($0.route, b) } }
                return .result(from: screen(r, i), to: to, result)
            case .cached(let r, let i): return .cached(screen(r, i))
            }
        }
    }
}
