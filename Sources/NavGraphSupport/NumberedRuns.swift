/// Runs of integers numbered in the order first added, kept end to end in
/// one array and found through an open-addressed table under a hash of their
/// elements: a state key holds a list as its number (a word, so keys copy
/// and compare without touching an array), and a search tells restarts apart
/// by the number of their words. Of one type and inlinable: a generic table's
/// unspecialized comparisons cost more than the search they served.
public struct NumberedRuns: Sendable {
    @usableFromInline var slots = HashedSlots(capacity: 16)
    @usableFromInline var elements: [Int64] = []
    /// Run `i` is `elements[starts[i]..<starts[i + 1]]`.
    @usableFromInline var starts = [0]

    /// A buffer a caller may keep here, to build the next run in without allocating.
    package var scratch: [Int64] = []

    package init() {}

    @inlinable public var count: Int { starts.count - 1 }

    /// Run `i`'s elements.
    @inlinable public subscript(i: Int) -> ArraySlice<Int64> { elements[starts[i]..<starts[i + 1]] }

    @inlinable static func hash(_ run: [Int64]) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        for x in run { h = (h ^ UInt64(bitPattern: x)) &* 0xBF58_476D_1CE4_E5B9 }
        return h ^ (h >> 29)
    }

    @inlinable func find(_ run: [Int64], hash: UInt64) -> Int? {
        slots.find(hash) { i in self[Int(i)].elementsEqual(run) }.map(Int.init)
    }

    @inlinable public func index(of run: [Int64]) -> Int? { find(run, hash: Self.hash(run)) }

    /// The run's number: the one it has, or the next when it is new.
    @inlinable public mutating func insert(_ run: [Int64]) -> (index: Int, inserted: Bool) {
        let hash = Self.hash(run)
        if let known = find(run, hash: hash) { return (known, false) }
        slots.insert(hash, Int32(count))
        elements += run
        starts.append(elements.count)
        return (count - 1, true)
    }
}
