/// A flag per index of a small collection (a route's parameters): a word of
/// bits, an array only past 64. A resolver or a matcher marks which
/// parameters a line gave, for every distinct line of a large script, and a
/// `[Bool]` cost an allocation each time.
package struct IndexFlags: Sendable {
    private var bits: UInt64 = 0
    private var beyond: [Bool]

    package init(count: Int) {
        beyond = count > 64 ? [Bool](repeating: false, count: count - 64) : []
    }

    package subscript(i: Int) -> Bool {
        get { i < 64 ? bits & (1 << UInt64(i)) != 0 : beyond[i - 64] }
        set {
            if i < 64 {
                if newValue { bits |= 1 << UInt64(i) } else { bits &= ~(1 << UInt64(i)) }
            } else {
                beyond[i - 64] = newValue
            }
        }
    }
}
