import NavGraphModel

extension DiagnosticCode {
    public static let tabEmbeddedInTabs = DiagnosticCode("tab-embedded-in-tabs")
}

extension TabEmbeddedInTabsCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .tabEmbeddedInTabs, .structure,
            summary: "A tab of one tabs container wrapped by `embed` in a tabs container.",
            fix: "Remove the tab's `embed`, or name its own container.",
            manual: #"""
                A tab of one tabs container whose
                .Ic embed
                wraps it, directly or through custom containers, in another tabs container.
                A tabs container is shown through
                .Ic root ,
                or through the
                .Ic embed
                of a route that is not its tab.
                """#
        )
    ]
}

/// A tab is shown inside its own tabs container; a tabs container is shown
/// through `root`, or through the `embed` of a route that is not its tab. So a
/// tab whose `embed` wraps it in a tabs container, directly or through custom
/// containers, other than the one it is a tab of, asks for two places at once.
/// A tab naming its own container (directly or through custom containers) is
/// only explicit, and fine.
public enum TabEmbeddedInTabsCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        let tabContainers = graph.tabContainers()
        guard !tabContainers.isEmpty else { return [] }
        let enclosing = enclosingTabs(in: graph)
        var out: [Diagnostic] = []
        for (i, route) in graph.routes.enumerated() where graph.isPrimaryRoute(i) {
            guard let owners = tabContainers[route.id], case .container(let ref)? = route.embed,
                let c = graph.embeddedContainer(route.embed), let wrapping = enclosing[c],
                !owners.contains(wrapping)
            else { continue }
            let own = graph.containers[owners[0]]
            let listed = own.tabs.first { $0.id == route.id }?.span ?? own.span
            let via = wrapping == c ? "" : " through container '\(graph.containers[c].id)'"
            out.append(
                Diagnostic(
                    .tabEmbeddedInTabs,
                    "tab '\(route.id)' of container '\(own.id)' is also wrapped in tabs container '\(graph.containers[wrapping].id)'\(via)",
                    at: ref.span,
                    secondary: [DiagnosticLabel(span: listed, message: "a tab of '\(own.id)'")],
                    notes: [
                        "a tab is shown in its own container; a tabs container is shown through root, or through the embed of a route that is not its tab: remove this embed"
                    ]))
        }
        return out
    }

    /// For each container, the first tabs container met on its chain of
    /// `embed`s, starting with itself. Memoized, so linear; an embed cycle
    /// (reported by EmbedCycleCheck) ends the walk.
    static func enclosingTabs(in graph: Graph) -> [Int?] {
        let count = graph.containers.count
        var result = [Int?](repeating: nil, count: count)
        var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 on the walk, 2 done
        for start in 0..<count where state[start] == 0 {
            var walk: [Int] = []
            var c: Int? = start
            var found: Int?
            while let current = c {
                if state[current] == 2 {
                    found = result[current]
                    break
                }
                if state[current] == 1 { break }
                if graph.containers[current].isTabs {
                    found = current
                    state[current] = 2
                    result[current] = current
                    break
                }
                state[current] = 1
                walk.append(current)
                c = graph.embeddedContainer(graph.containers[current].embed)
            }
            for w in walk {
                result[w] = found
                state[w] = 2
            }
        }
        return result
    }
}
