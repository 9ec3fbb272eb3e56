import NavGraphSupport

/// Ids to the index of their first definition: the graph's tables of route,
/// realm, lifetime and container ids. An open-addressed table under the
/// seeded `ByteHash` (`HashedSlots`) rather than a `Dictionary`: a large
/// graph's check looks every route's id and every edge's target up here, and
/// a `Dictionary`'s `Hasher` cost more than the rest of that work.
public struct NameIndex: Sendable {
    private var slots: HashedSlots
    /// The ids as given: a slot holds the position of an id's first definition.
    private var ids: [String] = []
    /// How many distinct ids.
    public private(set) var count = 0
    private let seed = UInt64.random(in: 1...UInt64.max)

    public init() { slots = HashedSlots(capacity: 0) }

    /// The ids of `ids`, each under its first position; `primary[i]` says
    /// whether `ids[i]` is that first one (false for a later duplicate).
    public init(firstOf ids: [String], primary: inout [Bool]) {
        slots = HashedSlots(capacity: ids.count)
        self.ids = ids
        primary = [Bool](repeating: true, count: ids.count)
        for (i, id) in ids.enumerated() {
            let hash = ByteHash.hash(id, seed: seed)
            if find(id, hash) != nil {
                primary[i] = false
                continue
            }
            slots.insert(hash, Int32(i))
            count += 1
        }
    }

    public subscript(_ id: String) -> Int? {
        find(id, ByteHash.hash(id, seed: seed)).map(Int.init)
    }

    private func find(_ id: String, _ hash: UInt64) -> Int32? {
        slots.find(hash) { ids[Int($0)] == id }
    }
}
