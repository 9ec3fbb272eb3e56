import NavGraphEngine
import NavGraphModel
import NavGraphScript
import NavGraphSupport

/// State keys numbered in the order first added, found through an
/// open-addressed table under `StateKey.hash64`: an exploration looks a
/// key up for every command it runs, and a `Dictionary`'s seeded hash of
/// the key's fields cost more than many of the commands.
struct StateKeyIndex {
    private var slots: HashedSlots
    private(set) var keys: [StateKey] = []

    init(capacity: Int = 1024) {
        slots = HashedSlots(capacity: capacity)
        keys.reserveCapacity(capacity)
    }

    var count: Int { keys.count }

    func index(of key: StateKey) -> Int? {
        slots.find(key.hash64) { keys[Int($0)] == key }.map(Int.init)
    }

    /// The key's number: the one it has, or the next when it is new.
    mutating func insert(_ key: StateKey) -> (index: Int, inserted: Bool) {
        let hash = key.hash64
        if let known = slots.find(hash, where: { keys[Int($0)] == key }) { return (Int(known), false) }
        slots.insert(hash, Int32(keys.count))
        keys.append(key)
        return (keys.count - 1, true)
    }
}

/// Runs of words numbered in the order first added (what restarts depend on,
/// `RestartWords`), kept end to end in one array and found through an
/// open-addressed table under a hash of their words.
struct NumberedWordRuns {
    private var slots = HashedSlots(capacity: 16)
    private var words: [Int64] = []
    /// Run `i` is `words[starts[i]..<starts[i + 1]]`.
    private var starts = [0]

    var count: Int { starts.count - 1 }

    private static func hash(_ run: [Int64]) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        for w in run { h = (h ^ UInt64(bitPattern: w)) &* 0xBF58_476D_1CE4_E5B9 }
        return h ^ (h >> 29)
    }

    private func find(_ run: [Int64], hash: UInt64) -> Int? {
        slots.find(hash) { i in words[starts[Int(i)]..<starts[Int(i) + 1]].elementsEqual(run) }.map(Int.init)
    }

    func index(of run: [Int64]) -> Int? { find(run, hash: Self.hash(run)) }

    /// The run's number: the one it has, or the next when it is new.
    mutating func insert(_ run: [Int64]) -> (index: Int, inserted: Bool) {
        let hash = Self.hash(run)
        if let known = find(run, hash: hash) { return (known, false) }
        slots.insert(hash, Int32(count))
        words += run
        starts.append(words.count)
        return (count - 1, true)
    }
}
