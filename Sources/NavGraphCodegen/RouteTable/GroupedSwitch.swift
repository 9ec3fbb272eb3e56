/// A computed property over an enum's cases, written as a `switch` that groups
/// the cases sharing a value (`case .a, .b: return .modal`) in first-seen
/// order, with a `default:` for the common value when some cases take it.
struct GroupedSwitch: Sendable {
    /// Case name and the value expression for it.
    var entries: [(caseName: String, value: SwiftCode)]
    /// The value most cases take; cases with it are left to `default:`.
    var common: SwiftCode?
    /// Cases already known to take `common` (left out of `entries`).
    var defaultedCount = 0

    static let casesPerLine = 6

    func node(header: SwiftCode) -> SwiftNode {
        // Tokens are canonical (adjacent syntax merged), so codes that
        // print the same compare equal.
        var groups: [(value: SwiftCode, cases: [String])] = []
        var groupIndex: [SwiftCode: Int] = [:]
        var defaulted = defaultedCount
        for entry in entries {
            let text = entry.value
            if let common, text == common {
                defaulted += 1
                continue
            }
            if let i = groupIndex[text] {
                groups[i].cases.append(entry.caseName)
            } else {
                groupIndex[text] = groups.count
                groups.append((entry.value, [entry.caseName]))
            }
        }
        if groups.isEmpty, let common { return .block(header, [.line(common)]) }
        var labels = groups.map { group -> SwiftNode in
            let body: [SwiftNode] = [.line("return \(group.value)")]
            if group.cases.count <= Self.casesPerLine {
                let patterns = SwiftCode.joined(group.cases.map { ".\(name: $0)" })
                return .caseLabel("case \(patterns): return \(group.value)", [])
            }
            // Long groups: a few cases a line, aligned under the first.
            var lines: [SwiftCode] = []
            var start = 0
            while start < group.cases.count {
                let chunk = group.cases[start..<min(start + Self.casesPerLine, group.cases.count)]
                let patterns = SwiftCode.joined(chunk.map { ".\(name: $0)" })
                let last = start + chunk.count == group.cases.count
                lines.append(start == 0 ? "case \(patterns)" + (last ? ":" : ",") : patterns + (last ? ":" : ","))
                start += chunk.count
            }
            return .caseLabelLines(lines, body)
        }
        if defaulted > 0, let common { labels.append(.caseLabel("default: return \(common)", [])) }
        return .block(header, [.switchOver("self", labels)])
    }
}
