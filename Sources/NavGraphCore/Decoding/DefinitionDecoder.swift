import NavGraphModel

/// `auth:` realms, `lifetimes:` and `containers:`.
extension FileDecoder {
    mutating func decodeRealms(_ node: YAMLNode) -> [Realm] {
        guard let pairs = pairs(node, expected: "a mapping of realm ids to realms") else { return [] }
        var realms: [Realm] = []
        for pair in pairs {
            guard let id = keyText(pair) else { continue }
            checkID(id, at: pair.key.span, kind: "realm")
            let context = "realm '\(id)'"
            var realm = Realm(id: id, span: pair.key.span, login: Reference("", span: .unknown))
            guard let fields = self.pairs(pair.value, expected: "a mapping with login (and requires)") else {
                realms.append(realm)
                continue
            }
            var hasLogin = false
            for field in fields {
                guard let key = keyText(field) else { continue }
                switch RealmKey(rawValue: key) {
                case .login?:
                    hasLogin = true
                    if let r = reference(field.value, expected: "a route id") { realm.login = r }
                case .requires?:
                    realm.requires = references(
                        field.value, expected: "a list of realm ids", item: "a realm id",
                        allowSingle: true)
                case nil: unknownKey(key, at: field.key.span, in: context, allowed: RealmKey.names)
                }
            }
            if !hasLogin { missingKey("login", in: context, at: pair.value.span) }
            realms.append(realm)
        }
        return realms
    }

    mutating func decodeLifetimes(_ node: YAMLNode) -> [Lifetime] {
        guard let pairs = pairs(node, expected: "a mapping of lifetime ids to durations") else { return [] }
        var lifetimes: [Lifetime] = []
        for pair in pairs {
            guard let id = keyText(pair) else { continue }
            checkID(id, at: pair.key.span, kind: "lifetime")
            // A bad duration keeps the lifetime (as `app`), so its uses resolve.
            let kind = duration(pair.value, id: id) ?? .app
            lifetimes.append(Lifetime(id: id, span: pair.key.span, kind: kind))
        }
        return lifetimes
    }

    /// `<int><s|m|h>` (more than zero), `session` or `app`.
    mutating func duration(_ node: YAMLNode, id: String) -> Lifetime.Kind? {
        let notes = ["a lifetime is <number><s|m|h> (e.g. 90s, 5m, 2h), session or app"]
        guard let s = node.scalar, node.kind != .null else {
            report(
                .invalidDuration, "lifetime '\(id)': expected a duration, found \(Self.describe(node))",
                at: node.span, notes: notes)
            return nil
        }
        switch s.text {
        case "session": return .session
        case "app": return .app
        default: break
        }
        let u = Array(s.text.utf8)
        var digits = 0
        while digits < u.count, u[digits] >= 0x30, u[digits] <= 0x39 { digits += 1 }
        let unit: Int?
        if digits > 0, digits == u.count - 1 {
            switch u[digits] {
            case UInt8(ascii: "s"): unit = 1
            case UInt8(ascii: "m"): unit = 60
            case UInt8(ascii: "h"): unit = 3600
            default: unit = nil
            }
        } else {
            unit = nil
        }
        guard let unit, let count = Int(String(decoding: u[0..<digits], as: UTF8.self)),
            count <= Int.max / 3600
        else {
            let hint =
                digits == u.count && digits > 0 ? " (a number needs a unit: \(s.text)s, \(s.text)m or \(s.text)h)" : ""
            report(
                .invalidDuration, "'\(s.text)' is not a valid duration\(hint)", at: node.span, notes: notes,
                suggestion: Suggestions.didYouMean(s.text, in: ["session", "app"]))
            return nil
        }
        guard count > 0 else {
            report(.invalidDuration, "duration '\(s.text)' must be longer than zero", at: node.span, notes: notes)
            return nil
        }
        return .duration(seconds: count * unit)
    }

    mutating func decodeContainers(_ node: YAMLNode) -> [Container] {
        guard let pairs = pairs(node, expected: "a mapping of container ids to containers") else { return [] }
        var containers: [Container] = []
        for pair in pairs {
            guard let id = keyText(pair) else { continue }
            checkID(id, at: pair.key.span, kind: "container")
            containers.append(decodeContainer(id: id, keySpan: pair.key.span, node: pair.value))
        }
        return containers
    }

    private mutating func decodeContainer(id: String, keySpan: Span, node: YAMLNode) -> Container {
        let context = "container '\(id)'"
        guard let fields = pairs(node, expected: "a mapping with kind (tabs or custom)") else {
            return Container(id: id, span: keySpan, kind: .custom(type: Located("", span: .unknown)))
        }
        var kind: ContainerKind?
        var kindSeen = false
        var tabsNode: (key: YAMLNode, value: YAMLNode)?
        var selectedNode: (key: YAMLNode, value: YAMLNode)?
        var typeNode: (key: YAMLNode, value: YAMLNode)?
        var embed: Embedding?
        for field in fields {
            guard let key = keyText(field) else { continue }
            switch ContainerKey(rawValue: key) {
            case .kind?:
                kindSeen = true
                kind = word(field.value, of: ContainerKind.self, what: "a container kind")
            case .tabs?: tabsNode = (field.key, field.value)
            case .selected?: selectedNode = (field.key, field.value)
            case .type?: typeNode = (field.key, field.value)
            case .embed?: embed = embedding(field.value)
            case nil: unknownKey(key, at: field.key.span, in: context, allowed: ContainerKey.names)
            }
        }
        if !kindSeen { missingKey("kind", in: context, at: node.span) }
        // Without a valid kind, the keys present say which it was meant to be.
        let resolved = kind ?? (tabsNode != nil ? .tabs : .custom)
        switch resolved {
        case .tabs:
            if let typeNode, kind != nil {
                report(.unknownKey, "key 'type' is only allowed in a custom container", at: typeNode.key.span)
            }
            var tabs: [Reference] = []
            if let tabsNode {
                tabs = references(
                    tabsNode.value, expected: "a list of route ids", item: "a route id", allowSingle: false)
                if tabs.isEmpty, tabsNode.value.kind == .sequence || tabsNode.value.kind == .null {
                    report(.invalidValue, "tabs container '\(id)' has no tabs", at: tabsNode.value.span)
                }
            } else if kind != nil {
                missingKey("tabs", in: context, at: node.span)
            }
            let selected = selectedNode.flatMap { reference($0.value, expected: "a route id") }
            if let selected, !tabs.isEmpty, !tabs.contains(where: { $0.id == selected.id }) {
                // Only the tabs would be right, so they are the suggestion's candidates.
                let tabIDs = tabs.map(\.id)
                report(
                    .invalidValue, "selected tab '\(selected.id)' is not one of the tabs of container '\(id)'",
                    at: selected.span, notes: ["the tabs are \(CheckText.list(tabIDs))"],
                    suggestion: Suggestions.didYouMean(selected.id, in: tabIDs))
            }
            return Container(id: id, span: keySpan, kind: .tabs(tabs: tabs, selected: selected), embed: embed)
        case .custom:
            if kind != nil {
                if let tabsNode {
                    report(.unknownKey, "key 'tabs' is only allowed in a tabs container", at: tabsNode.key.span)
                }
                if let selectedNode {
                    report(.unknownKey, "key 'selected' is only allowed in a tabs container", at: selectedNode.key.span)
                }
            }
            var type = Located("", span: Span.unknown)
            if let typeNode {
                if let s = name(typeNode.value, expected: "a Swift type name") {
                    if Identifiers.isSwiftTypeName(s.value) {
                        type = s
                    } else {
                        report(.invalidIdentifier, "container type '\(s.value)' is not a Swift type name", at: s.span)
                    }
                }
            } else if kind != nil {
                missingKey("type", in: context, at: node.span)
            }
            return Container(id: id, span: keySpan, kind: .custom(type: type), embed: embed)
        }
    }
}
