import NavGraphModel

/// "Did you mean ...?" candidates by edit distance, shared by the decoder
/// (unknown keys, misspelt words) and the checks (unknown references).
package enum Suggestions {
    /// The candidate closest to `word` by edit distance, when it is
    /// close enough to be a likely typo: at most max(1, characters / 3) edits.
    /// Ties go to the alphabetically first candidate, so the answer never
    /// depends on the order candidates come in. An exact match is not a
    /// suggestion (nil), nor is `word` itself when empty.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.unicodeScalars)
        guard !target.isEmpty else { return nil }
        let limit = max(1, target.count / 3)
        var best: (distance: Int, word: String)?
        var row: [Int] = []
        for candidate in candidates {
            let other = Array(candidate.unicodeScalars)
            if abs(other.count - target.count) > limit { continue }
            let bound = min(limit, best?.distance ?? limit)
            guard let d = distance(target, other, bound: bound, row: &row), d > 0 else { continue }
            if let b = best, d > b.distance || (d == b.distance && candidate >= b.word) { continue }
            best = (d, candidate)
        }
        return best?.word
    }

    /// Edit distance with adjacent transpositions (optimal string alignment:
    /// `mian` is one edit from `main`, as a typist would count it), or nil as
    /// soon as it must exceed `bound`. A row's minimum never decreases, so the
    /// early exit stays exact.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int, row: inout [Int]) -> Int? {
        if a == b { return 0 }
        let n = b.count
        var previous = Array(0...n)
        var beforePrevious = previous
        row.removeAll(keepingCapacity: true)
        row.append(contentsOf: 0...n)
        for i in 1...max(1, a.count) where i <= a.count {
            row[0] = i
            var rowMin = i
            if n > 0 {
                for j in 1...n {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var d = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        d = min(d, beforePrevious[j - 2] + 1)
                    }
                    row[j] = d
                    rowMin = min(rowMin, d)
                }
            }
            if rowMin > bound { return nil }
            swap(&beforePrevious, &previous)
            previous = row
        }
        let d = row[n]
        return d <= bound ? d : nil
    }

    /// `Suggestion.didYouMean` for the closest candidate, if any.
    package static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> Suggestion? {
        closest(to: word, in: candidates).map(Suggestion.didYouMean)
    }
}
