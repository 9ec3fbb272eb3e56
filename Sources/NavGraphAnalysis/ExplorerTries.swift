import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// The commands a search tries from a state, and what each one is.
extension Explorer {
    /// A command a search tries, by index: the command itself (with its
    /// parameter values and URL) is made only when it runs or fails.
    enum Try {
        case login(Int)
        case cancel
        case tab(Int)
        case open(Int)
        case link(Int)
        case finish, back, dismiss, restart, logout
    }

    /// The commands to try from a state, in a fixed order, into `out`, a buffer the
    /// caller keeps: the first `count` are this state's (written in place, not appended:
    /// every state tries a dozen or more). Deep links and `open` of a `global` route
    /// do not depend on the top screen (see `StateKey.withoutTop`): they run from the
    /// first state of each class only. The deep links, every one in order, are not in
    /// `out`: they are tried at `linksAt` (nil: none from this state). The opens of the top
    /// start at `opensAt`, its edges then its global routes, in the order of their slots
    /// (`openSlotStart`).
    func tries(_ v: StateView, fromAnywhere: Bool, into out: inout [Try]) -> (
        count: Int, linksAt: Int?, opensAt: Int
    ) {
        let realms = graph.realms.count
        var most = 2 + v.tabs.count + 4 + realms + 2
        if let top = v.top {
            most += openStart[top + 1] - openStart[top] + (fromAnywhere ? globalOpens[top].count : 0)
        }
        if out.count < most { out = Array(repeating: .cancel, count: max(most, 2 * out.count)) }
        return MutableTableCells.of(&out) { out in
            var n = 0
            func add(_ t: Try) {
                out[n] = t
                n += 1
            }
            if let realm = v.pendingLogin {
                add(.login(realm))
                add(.cancel)
            }
            if tapsUnderModals || !v.hasModal { for t in v.tabs { add(.tab(t)) } }
            let opensAt = n
            if let top = v.top {
                for k in openStart[top]..<openStart[top + 1] { add(.open(openTargets[k])) }
                if fromAnywhere { for r in globalOpens[top] { add(.open(r)) } }
            }
            let linksAt = fromAnywhere ? n : nil
            if v.canFinish { add(.finish) }
            if v.canPop { add(.back) }
            if v.hasModal { add(.dismiss) }
            if tryRestart, let top = v.top, graph.routes[top].restore != nil { add(.restart) }
            guard trySessionCommands else { return (n, linksAt, opensAt) }
            for realm in 0..<realms where realm != v.pendingLogin && !v.holds(realm) { add(.login(realm)) }
            if v.holdsAny || v.pending { add(.logout) }
            // The system may end the process in any state: what comes back depends on
            // every saved stack, so it runs from every state.
            add(.restart)
            return (n, linksAt, opensAt)
        }
    }

    func command(_ t: Try) -> UserCommand {
        switch t {
        case .login(let realm): return .login(realm)
        case .cancel: return .cancel
        case .tab(let r): return .tab(r)
        case .open(let r): return .open(route: r, params: openValues(r))
        case .link(let i): return .deeplink(url: deeplinks[i].url)
        case .finish: return .finish
        case .back: return .back
        case .dismiss: return .dismiss
        case .restart: return .restart
        case .logout: return .logout
        }
    }

    func openValues(_ r: Int) -> [ParamValue?] {
        if let made = openParams[r] { return made }
        let made = SampleValues.openParams(graph.routes[r])
        openParams[r] = made
        return made
    }

    /// The route a tried command navigates to, when it starts a navigation.
    func target(of t: Try, from v: StateView) -> Int? {
        switch t {
        case .open(let r), .tab(let r): return r
        case .link(let i): return deeplinkTargets[i]
        default: return v.pendingTarget
        }
    }

    /// What `open` and the deep links try from each route (see the properties of the same names).
    struct CommandTables: Sendable {
        var openStart = [0]
        var openTargets: [Int] = []
        var globalOpens: [[Int]] = []
        var deeplinks: [(route: Int, url: String)] = []
        var edgeCount = 0
        /// Per route, where its opens start in the slots of every route's opens (its edges',
        /// then its global routes'): `openSlotStart[r]..<openSlotStart[r + 1]`.
        var openSlotStart = [0]

        init(_ graph: Graph) {
            // Read from the routes' traits and edge rows: no pass here reads a route's box.
            let globals = graph.routeIndices(with: .global)
            openStart.reserveCapacity(graph.routes.count + 1)
            globalOpens.reserveCapacity(graph.routes.count)
            openSlotStart.reserveCapacity(graph.routes.count + 1)
            // Which routes the current route's edges already open: a stamp per route, not a set per route.
            var stamp = Array(repeating: -1, count: graph.routes.count)
            for i in graph.routes.indices {
                for t in graph.edges(from: i) where t >= 0 && stamp[Int(t)] != i {
                    stamp[Int(t)] = i
                    openTargets.append(Int(t))
                }
                openStart.append(openTargets.count)
                globalOpens.append(globals.isEmpty ? [] : globals.filter { stamp[$0] != i })
                openSlotStart.append(
                    openSlotStart[i] + openStart[i + 1] - openStart[i] + globalOpens[globalOpens.count - 1].count)
                edgeCount += graph.edges(from: i).count
            }
            if let linkBase = SampleValues.linkBase(graph) {
                for i in graph.routeIndices(with: .external) {
                    for url in SampleValues.deeplinks(graph.routes[i], linkBase: linkBase) {
                        deeplinks.append((i, url))
                    }
                }
            }
        }
    }
}
