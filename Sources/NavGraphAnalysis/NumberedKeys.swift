import NavGraphEngine
import NavGraphModel
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

    /// The next number, for a key the caller found new (`index(of:)` gave nil): not looked up again.
    mutating func append(new key: StateKey) -> Int {
        slots.insert(key.hash64, Int32(keys.count))
        keys.append(key)
        return keys.count - 1
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
