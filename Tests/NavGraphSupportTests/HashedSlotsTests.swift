import NavGraphSupport
import Testing

/// The open-addressed table under the tables of ids, numbered runs and the simulator's memo.
@Suite("Support: hashed slots")
struct HashedSlotsTests {
    @Test func everyValueIsFoundThroughCollisionsAndGrowth() {
        var slots = HashedSlots(capacity: 2)
        // Hashes 0...3 only: every value shares its hash with a quarter of the others.
        for v in 0..<1000 { slots.insert(UInt64(v % 4), Int32(v)) }
        for v in 0..<1000 {
            #expect(slots.find(UInt64(v % 4), where: { $0 == Int32(v) }) == Int32(v))
        }
        #expect(slots.find(7, where: { _ in true }) == nil)
        #expect(slots.find(1, where: { $0 > 5000 }) == nil)
    }

    /// A slot keeps the hash's low 32 bits: hashes that differ only above them
    /// meet in one slot chain, and `matches` tells their values apart; growth
    /// places them again from the bits kept.
    @Test func hashesEqualInTheirLowBitsAreToldApartByTheMatch() {
        var slots = HashedSlots(capacity: 2)
        let hashes = (0..<300).map { UInt64($0 % 3) << 32 | 0xABCD }
        for (v, h) in hashes.enumerated() { slots.insert(h, Int32(v)) }
        for (v, h) in hashes.enumerated() {
            #expect(slots.find(h, where: { $0 == Int32(v) }) == Int32(v))
        }
        #expect(slots.find(0xABCE, where: { _ in true }) == nil)
    }

    @Test func flagsPastSixtyFourLiveInTheArray() {
        for count in [3, 64, 100] {
            var flags = IndexFlags(count: count)
            for i in stride(from: 0, to: count, by: 3) { flags[i] = true }
            flags[0] = false
            let set = (0..<count).filter { flags[$0] }
            #expect(set == Array(stride(from: 3, to: count, by: 3)), "count \(count)")
        }
    }
}
