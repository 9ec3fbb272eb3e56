/// A set of indices (realms held, `once` interceptors fired) as bits: the
/// first 64 in one word, any others in a sorted array. A state key takes the
/// two as they are, and copying or restoring a state retains nothing for them
/// (a `Set` retained its storage and hashed each member on every look-up).
package struct MemberBits: Sendable, Hashable, Sequence, ExpressibleByArrayLiteral {
    /// Members 0 to 63, a bit each.
    package private(set) var low: UInt64 = 0
    /// The other members, ascending, without repeats (so `==` is the sets' equality).
    package private(set) var beyond: [Int] = []

    package init() {}

    package init(arrayLiteral elements: Int...) { self.init(elements) }

    package init(_ members: some Sequence<Int>) {
        for m in members { insert(m) }
    }

    @inline(__always)
    private static func inWord(_ m: Int) -> Bool { m >= 0 && m < 64 }

    package var isEmpty: Bool { low == 0 && beyond.isEmpty }

    package var count: Int { low.nonzeroBitCount + beyond.count }

    @inline(__always)
    package func contains(_ m: Int) -> Bool {
        Self.inWord(m) ? low & (1 << UInt64(m)) != 0 : !beyond.isEmpty && beyond.contains(m)
    }

    package mutating func insert(_ m: Int) {
        if Self.inWord(m) {
            low |= 1 << UInt64(m)
            return
        }
        let at = beyond.firstIndex { $0 >= m } ?? beyond.count
        if at == beyond.count || beyond[at] != m { beyond.insert(m, at: at) }
    }

    package mutating func remove(_ m: Int) {
        if Self.inWord(m) {
            low &= ~(1 << UInt64(m))
        } else if let at = beyond.firstIndex(of: m) {
            beyond.remove(at: at)
        }
    }

    package mutating func removeAll() {
        low = 0
        if !beyond.isEmpty { beyond = [] }
    }

    /// The members, ascending.
    package func sorted() -> [Int] { Array(self) }

    package struct Iterator: IteratorProtocol {
        var negatives: IndexingIterator<ArraySlice<Int>>
        var word: UInt64
        var rest: IndexingIterator<ArraySlice<Int>>

        package mutating func next() -> Int? {
            if let m = negatives.next() { return m }
            if word != 0 {
                let m = word.trailingZeroBitCount
                word &= word - 1
                return m
            }
            return rest.next()
        }
    }

    /// Ascending: members below 0 (none in practice), the word's bits, then the others.
    package func makeIterator() -> Iterator {
        let split = beyond.firstIndex { $0 >= 0 } ?? beyond.count
        return Iterator(
            negatives: beyond[..<split].makeIterator(), word: low, rest: beyond[split...].makeIterator())
    }
}
