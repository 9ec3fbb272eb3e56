import NavGraphModel

extension DiagnosticCode {
    public static let shadowedEnumValue = DiagnosticCode("shadowed-enum-value", .warning)
}

extension ShadowedEnumValueCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .shadowedEnumValue, .structure,
            summary: "A value of an external route's enum path parameter that a literal path matches first.",
            fix: "Remove the value from the enum, or give one of the two routes another path.",
            manual: #"""
                A value of an enum path parameter of an
                .Ic external
                route whose URL another route's path matches first
                .Po
                .Pa /shop/:kind
                with
                .Ql kind: [new, sale]
                beside a literal
                .Pa /shop/sale
                .Pc :
                a deep link never reaches the route with that value.
                One finding a value; when every value is taken so,
                .Sy unreachable-route
                says it instead.
                """#
        )
    ]
}

/// A literal path segment wins over a parameter when a URL is matched: beside
/// `/shop/sale`, the deep link `/shop/sale` never reaches `/shop/:kind` with
/// `kind: [new, sale]`. Each value of an enum path parameter of an external route
/// that another route's path matches first is a warning, at the parameter's type.
/// A parameter every value of which is taken so leaves the route no deep link at all:
/// the exploration's unreachable-route says so, once, when nothing else shows it.
public enum ShadowedEnumValueCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let trie = graph.pathTrie
        for i in graph.routeIndices(with: .external) where graph.isPrimaryRoute(i) && trie.ends[i] >= 0 {
            let route = graph.routes[i]
            // A segment no literal equals, for the other parameters: only the value decides.
            let any = "\u{0}"
            let segments = route.path.segments.map { s -> String in
                if case .literal(let text) = s { return text }
                return any
            }
            for (k, segment) in route.path.segments.enumerated() {
                guard case .param(let name) = segment, let p = route.params.first(where: { $0.name == name }),
                    case .enumeration(let words) = p.type
                else { continue }
                let shadowed = words.compactMap { word -> (String, Int, [String])? in
                    var probe = segments
                    probe[k] = word
                    guard let other = trie.routeIndex(forSegments: probe), other != i else { return nil }
                    return (word, other, probe)
                }
                guard shadowed.count < words.count else { continue }
                for (word, other, probe) in shadowed {
                    let path = "/" + probe.map { $0 == any ? "…" : $0 }.joined(separator: "/")
                    out.append(
                        Diagnostic(
                            .shadowedEnumValue,
                            "value '\(word)' of parameter '\(name)' of route '\(route.id)' is never reached by a deep link: '\(path)' matches route '\(graph.routes[other].id)' ('\(graph.routes[other].path.text)') first",
                            at: p.typeSpan,
                            notes: [
                                "a literal segment wins over a parameter: remove '\(word)' from '\(name)', or give one of the two routes another path"
                            ]))
                }
            }
        }
        return out
    }
}
