import NavGraphModel

extension DiagnosticCode {
    public static let tabsPushed = DiagnosticCode("tabs-pushed")
}

extension TabsPushedCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .tabsPushed, .structure,
            summary: "A tabs container used where it would be pushed or presented.",
            fix: "Make the route one of the container's tabs, or give it presentation modal or root.",
            manual: #"""
                A tabs container used where it would be pushed: a
                .Cm push
                route embedded in a tabs container it is not a tab of
                .Po a tab of another container is reported as
                .Sy tab-embedded-in-tabs
                .Pc .
                """#
        )
    ]
}

/// A tabs container is shown through `root` or `embed`, never pushed. The only
/// way the format can push a container is a `push` route wrapped in it, so
/// that is what is reported: a push route whose `embed` names a tabs
/// container it is not a tab of (a tab embedding its own container is just
/// explicit), and that is not the root (the root is shown as the window's
/// root whatever its presentation). Deliberately narrow: a container's own
/// `embed` (tabs inside a stack or a custom container) is a legitimate
/// "through embed", and chains through custom containers are not followed.
public enum TabsPushedCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let root = graph.rootRouteIndex
        let tabContainers = graph.tabContainers()
        for i in graph.routeIndices(with: [.push, .embed]) where i != root {
            let route = graph.routes[i]
            guard let c = graph.embeddedContainer(route.embed), case .container(let ref)? = route.embed else {
                continue
            }
            let container = graph.containers[c]
            // A tab (of this container: explicit; of another: tab-embedded-in-tabs says it better).
            guard container.isTabs, tabContainers[route.id] == nil else { continue }
            out.append(
                Diagnostic(
                    .tabsPushed,
                    "route '\(route.id)' is pushed, which would push its tabs container '\(container.id)'; a tabs container is shown through root or embed, never pushed",
                    at: ref.span,
                    notes: [
                        "make '\(route.id)' one of the tabs of '\(container.id)', or give it presentation modal or root"
                    ]))
        }
        return out
    }
}
