/// An open-addressed table of values under 64-bit hashes, probed linearly.
/// Callers confirm an equal hash themselves (`find`'s `matches`), so a
/// collision costs time, never a wrong answer. Faster than a `Dictionary` of
/// strings for the hot tables of checks and the generator: no key is stored
/// or hashed twice, and `FNV1a` costs far less than a seeded `Hasher`.
package struct HashedSlots: Sendable {
    /// A hash and its value side by side: a probe reads one slot (two arrays
    /// missed the cache twice on a large table).
    @usableFromInline struct Slot: Sendable {
        @usableFromInline var hash: UInt64 = 0
        /// -1: empty.
        @usableFromInline var value: Int32 = -1
        @usableFromInline init() {}
        @usableFromInline init(hash: UInt64, value: Int32) {
            self.hash = hash
            self.value = value
        }
    }

    @usableFromInline var slots: [Slot]
    @usableFromInline var mask: Int
    private var count = 0

    /// Room for `capacity` values before the table first grows.
    package init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Slot](repeating: Slot(), count: size)
        mask = size - 1
    }

    /// The first value under `hash` that `matches` confirms. Inlinable: the
    /// simulator looks a name or a line up here for every line of a script.
    @inlinable package func find(_ hash: UInt64, where matches: (Int32) -> Bool) -> Int32? {
        slots.withUnsafeBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot].value >= 0 {
                if slots[slot].hash == hash, matches(slots[slot].value) { return slots[slot].value }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// Adds `value` (not negative) under `hash`; the table doubles when half full.
    package mutating func insert(_ hash: UInt64, _ value: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].value >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Slot(hash: hash, value: value)
        count += 1
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        mask = slots.count - 1
        count = 0
        for s in old where s.value >= 0 { insert(s.hash, s.value) }
    }
}

/// FNV-1a over bytes, from a random basis (one a table, so that a file
/// cannot be written to collide).
package struct FNV1a: Sendable {
    package private(set) var value: UInt64

    package init(basis: UInt64) { value = basis }

    package static func randomBasis() -> UInt64 { UInt64.random(in: 1...UInt64.max) }

    @inline(__always) package mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    package mutating func mix(_ word: UInt32) {
        var w = word
        for _ in 0..<4 {
            mix(UInt8(truncatingIfNeeded: w))
            w >>= 8
        }
    }

    /// Text as `==` compares it: ASCII byte by byte; other text by the
    /// standard (normalisation-aware) hash, so canonically equal strings
    /// (`é` and `e` with a combining accent) mix the same.
    package mutating func mix(_ text: String) {
        // A native string's bytes in one tight loop (the common case: every
        // segment of every path a run matches); the same value as byte by byte.
        let start = value
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            var v = start
            for b in bytes {
                if b >= 0x80 { return nil }
                v = (v ^ UInt64(b)) &* 0x0000_0100_0000_01B3
            }
            return v
        }
        if let ascii, let v = ascii {
            value = v
        } else if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for b in text.utf8 { mix(b) }
        } else {
            var v = UInt64(bitPattern: Int64(text.hashValue))
            for _ in 0..<8 {
                mix(UInt8(truncatingIfNeeded: v))
                v >>= 8
            }
        }
    }
}
