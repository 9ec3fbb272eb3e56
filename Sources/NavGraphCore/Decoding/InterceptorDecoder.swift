import NavGraphModel

/// `interceptors:` — a list of `{ id, on, when, priority, requiresAuth, show, once }`.
/// `order` is left at the index in this file; the graph decoder renumbers it
/// across files once everything is merged.
extension FileDecoder {
    mutating func decodeInterceptors(_ node: YAMLNode) -> [Interceptor] {
        guard let items = items(node, expected: "a list of interceptors") else { return [] }
        var result: [Interceptor] = []
        for (index, item) in items.enumerated() {
            if let i = decodeInterceptor(item, position: index + 1) { result.append(i) }
        }
        return result
    }

    private mutating func decodeInterceptor(_ node: YAMLNode, position: Int) -> Interceptor? {
        guard case .mapping(let fields) = node.value else {
            wrongType(node, expected: "an interceptor mapping with id, on and show")
            return nil
        }
        // The id names the interceptor in every other message, so read it first.
        var id = ""
        var idSpan = node.span
        var hasID = false
        for field in fields where field.key.scalar?.text == InterceptorKey.id.rawValue {
            hasID = true
            if let s = name(field.value, expected: "an interceptor id") {
                id = s.value
                idSpan = s.span
                checkID(id, at: s.span, kind: "interceptor")
            }
            break
        }
        let context = hasID && !id.isEmpty ? "interceptor '\(id)'" : "interceptor #\(position)"
        var on: Interceptor.Target?
        var show: Reference?
        var interceptor = Interceptor(
            id: id, span: idSpan, on: .routes([]), show: Reference("", span: .unknown),
            order: position - 1)
        var hasOn = false
        var hasShow = false
        for field in fields {
            guard let key = keyText(field) else { continue }
            let value = field.value
            switch InterceptorKey(rawValue: key) {
            case .id?: break
            case .on?:
                hasOn = true
                on = target(value)
            case .when?:
                if let w = word(value, of: InterceptorPhase.self, what: "an interceptor phase (before or after)") {
                    interceptor.when = w
                }
            case .priority?:
                if let p = word(value, of: InterceptorPriority.self, what: "an interceptor priority") {
                    interceptor.priority = p
                    interceptor.prioritySpan = value.span
                }
            case .requiresAuth?:
                if let b = bool(value) {
                    interceptor.requiresAuth = b
                    interceptor.requiresAuthSpan = value.span
                }
            case .show?:
                hasShow = true
                show = reference(value, expected: "a route id")
            case .once?:
                if let b = bool(value) { interceptor.once = b }
            case nil:
                unknownKey(key, at: field.key.span, in: context, allowed: InterceptorKey.names)
            }
        }
        if !hasID { missingKey("id", in: context, at: node.span) }
        if !hasOn { missingKey("on", in: context, at: node.span) }
        if !hasShow { missingKey("show", in: context, at: node.span) }
        if let on { interceptor.on = on }
        if let show { interceptor.show = show }
        return interceptor
    }

    /// `on:` — `"*"`, a route id, or a list of route ids.
    private mutating func target(_ node: YAMLNode) -> Interceptor.Target? {
        if let s = node.scalar, node.kind == .string, s.text == "*" { return .all(node.span) }
        // `["*"]` says the same as `"*"`: every route.
        if let items = node.sequence, items.count == 1, let s = items[0].scalar, items[0].kind == .string,
            s.text == "*"
        {
            return .all(items[0].span)
        }
        if node.kind == .null {
            wrongType(node, expected: "a route id, a list of route ids or \"*\"")
            return nil
        }
        let refs = references(node, expected: "a list of route ids", item: "a route id or \"*\"", allowSingle: true)
        var kept: [Reference] = []
        for r in refs {
            if r.id == "*" {
                report(
                    .invalidValue, "'*' cannot be listed with route ids", at: r.span,
                    notes: ["write `on: \"*\"` alone for every route"])
            } else {
                kept.append(r)
            }
        }
        return .routes(kept)
    }
}
