/// An open-addressed table of values under 64-bit hashes, probed linearly.
/// Callers confirm an equal hash themselves (`find`'s `matches`), so a
/// collision costs time, never a wrong answer. Faster than a `Dictionary` of
/// strings for the hot tables of checks and the generator: no key is stored
/// or hashed twice, and `ByteHash` costs far less than a seeded `Hasher`.
public struct HashedSlots: Sendable {
    /// A hash and its value side by side in eight bytes: a probe reads one
    /// slot (two arrays missed the cache twice on a large table). The hash's
    /// low 32 bits are kept: they place a value in any table up to 2^32
    /// slots, and tell keys apart beyond the bits the slot already shares.
    @usableFromInline struct Slot: Sendable {
        @usableFromInline var hash: UInt32 = 0
        /// -1: empty.
        @usableFromInline var value: Int32 = -1
        @usableFromInline init() {}
        @usableFromInline init(hash: UInt32, value: Int32) {
            self.hash = hash
            self.value = value
        }
    }

    @usableFromInline var slots: [Slot]
    @usableFromInline var mask: Int
    @usableFromInline var count = 0

    /// Room for `capacity` values before the table first grows.
    package init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Slot](repeating: Slot(), count: size)
        mask = size - 1
    }

    /// The first value under `hash` that `matches` confirms. Inlinable (and public: a
    /// `package` function's body does not inline into another module): the simulator
    /// looks a name or a line up here for every line of a script, a search every state.
    @inlinable public func find(_ hash: UInt64, where matches: (Int32) -> Bool) -> Int32? {
        let kept = UInt32(truncatingIfNeeded: hash)
        return slots.withUnsafeBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot].value >= 0 {
                if slots[slot].hash == kept, matches(slots[slot].value) { return slots[slot].value }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// Adds `value` (not negative) under `hash`; the table doubles when half full.
    @inlinable public mutating func insert(_ hash: UInt64, _ value: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].value >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Slot(hash: UInt32(truncatingIfNeeded: hash), value: value)
        count += 1
    }

    @usableFromInline mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        mask = slots.count - 1
        count = 0
        for s in old where s.value >= 0 { insert(UInt64(s.hash), s.value) }
    }
}
