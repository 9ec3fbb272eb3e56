import NavGraphModel

/// One static check, run by the check's validate stage (`Validator`): a pure
/// function from a decoded graph to findings. Checks tolerate what the decoder already reported
/// (unknown references, duplicate ids, unparsable paths) by skipping it, so a
/// fault is reported once, by the check that owns it. A check declares the
/// codes it raises (`rules`, at the top of its file) and owns them.
public protocol StaticCheck: DeclaresDiagnostics {
    static func run(on graph: Graph) -> [Diagnostic]
}

extension StaticCheck {
    public static var owner: DiagnosticOwner { .check(String(describing: Self.self)) }
}

extension Graph {
    /// The route a reference names or, when it names none, the one its
    /// did-you-mean picks. Reachability and the unused checks read a typo as
    /// meant, so one misspelling is one finding (unknown-route), not a second
    /// one on the route it was meant to name (unreachable-route).
    func intendedRoute(_ ref: Reference) -> Int? {
        if let r = routeIndex[ref.id] { return r }
        guard suggestsIntendedIDs else { return nil }
        return Suggestions.closest(to: ref.id, in: routes.lazy.map(\.id)).flatMap { routeIndex[$0] }
    }

    func intendedRealm(_ ref: Reference) -> String {
        realmIndex[ref.id] != nil || !suggestsIntendedIDs
            ? ref.id : Suggestions.closest(to: ref.id, in: realms.lazy.map(\.id)) ?? ref.id
    }

    func intendedLifetime(_ ref: Reference) -> String {
        lifetimeIndex[ref.id] != nil || !suggestsIntendedIDs
            ? ref.id : Suggestions.closest(to: ref.id, in: lifetimes.lazy.map(\.id)) ?? ref.id
    }

    /// A root that names a route is not a misspelt container.
    func intendedContainer(_ ref: Reference) -> String {
        containerIndex[ref.id] != nil || routeIndex[ref.id] != nil || !suggestsIntendedIDs
            ? ref.id : Suggestions.closest(to: ref.id, in: containers.lazy.map(\.id)) ?? ref.id
    }

    /// A did-you-mean scans every id of its kind: worth it for a few typos,
    /// quadratic for a file of thousands of unknown ids. Past this many, ids
    /// are taken as written and no suggestion is offered.
    static let suggestionLimit = 64

    var suggestsIntendedIDs: Bool { unknownReferenceCount <= Graph.suggestionLimit }

    /// `Suggestions.didYouMean`, while the graph has few enough unknown ids.
    func didYouMean(_ word: String, in candidates: @autoclosure () -> [String]) -> Suggestion? {
        suggestsIntendedIDs ? Suggestions.didYouMean(word, in: candidates()) : nil
    }

    /// For each tab route, the containers that list it (file order): one
    /// pass over the tabs, so "is this route a tab of that container" costs a
    /// lookup, not a scan of the tabs.
    func tabContainers() -> [String: [Int]] {
        var out: [String: [Int]] = [:]
        for (c, container) in containers.enumerated() where isPrimaryContainer(c) {
            for tab in container.tabs where out[tab.id]?.last != c { out[tab.id, default: []].append(c) }
        }
        return out
    }

    /// The root route's index, when `root` names a route.
    var rootRouteIndex: Int? {
        if case .route(let r)? = rootTarget { return r }
        return nil
    }
}

enum CheckText {
    /// `a -> b -> a`: a cycle printed whole, back to where it started.
    static func cycle(_ ids: [String]) -> String {
        guard let first = ids.first else { return "" }
        return (ids + [first]).joined(separator: " -> ")
    }

    /// `a, b and c`, capitalised: reasons joined into one sentence.
    static func sentence(_ parts: [String]) -> String {
        let joined =
            parts.count <= 1 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        return joined.prefix(1).uppercased() + joined.dropFirst()
    }

    /// `'a', 'b', 'c'` with at most `limit` names, then "and N more".
    static func list(_ ids: [String], limit: Int = 12) -> String {
        let shown = ids.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return ids.count > limit ? shown + " and \(ids.count - limit) more" : shown
    }
}
