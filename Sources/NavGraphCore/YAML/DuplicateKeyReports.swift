import NavGraphModel
import NavGraphSupport

/// A mapping's repeated keys: each reported on the repeat and left out of the
/// tree, a hundred a file at most. Part of `TreeBuilder`.
extension TreeBuilder {
    /// Reports every repeated key, on the repeat, with a label at the first,
    /// and keeps only the first: the decoder then sees each key once, so one
    /// repeat is one finding. Small mappings compare pairwise; large ones use a
    /// dictionary, so a mapping of 100k routes stays linear.
    mutating func withoutDuplicateKeys(_ pairs: [YAMLPair]) -> [YAMLPair] {
        var repeats: [Int] = []
        if pairs.count < 16 {
            pairs.withUnsafeBufferPointer { p in
                for i in 1..<max(p.count, 1) {
                    guard case .scalar(let k) = p[i].key.value else { continue }
                    for j in 0..<i {
                        guard case .scalar(let other) = p[j].key.value, other.text == k.text else { continue }
                        reportDuplicate(k.text, p[i].key.span, p[j].key.span)
                        repeats.append(i)
                        break
                    }
                }
            }
        } else {
            var seen: [String: Span] = [:]
            seen.reserveCapacity(pairs.count)
            pairs.withUnsafeBufferPointer { p in
                for i in p.indices {
                    guard case .scalar(let k) = p[i].key.value else { continue }
                    if let first = seen.updateValue(p[i].key.span, forKey: k.text) {
                        seen[k.text] = first
                        reportDuplicate(k.text, p[i].key.span, first)
                        repeats.append(i)
                    }
                }
            }
        }
        guard !repeats.isEmpty else { return pairs }
        var kept: [YAMLPair] = []
        kept.reserveCapacity(pairs.count - repeats.count)
        var r = 0
        for (i, pair) in pairs.enumerated() {
            if r < repeats.count, repeats[r] == i {
                r += 1
                continue
            }
            kept.append(pair)
        }
        return kept
    }

    /// The note about duplicate keys past the limit says how many there were.
    mutating func countDuplicatesLeftOut() {
        guard let i = duplicatesNote else { return }
        let count = duplicatesReported - TreeBuilder.duplicateReportLimit
        diagnostics[i].message =
            "\(count) more duplicate key\(count == 1 ? "" : "s") not shown (navgraph reports the first \(TreeBuilder.duplicateReportLimit) a file)"
    }

    private mutating func reportDuplicate(_ text: String, _ repeated: Span, _ first: Span) {
        duplicatesReported += 1
        if duplicatesReported > TreeBuilder.duplicateReportLimit {
            if duplicatesNote == nil {
                // Its count is written once the input is read (`countDuplicatesLeftOut`).
                duplicatesNote = diagnostics.count
                diagnostics.append(Diagnostic(.tooManyFindings, "", at: repeated))
            }
            return
        }
        // A key longer than a name may be is named by its length (see `Identifiers.maxBytes`).
        let quoted = text.utf8.count > Identifiers.maxBytes ? nil : "'\(text)'"
        diagnostics.append(
            Diagnostic(
                .duplicateKey, quoted.map { "duplicate key \($0)" } ?? "duplicate key of \(text.utf8.count) bytes",
                at: repeated, label: "defined again here",
                secondary: [
                    DiagnosticLabel(span: first, message: (quoted.map { $0 + " " } ?? "") + "first defined here")
                ],
                suggestion: Suggestion(message: "remove one of the two, or merge their values")))
    }
}
