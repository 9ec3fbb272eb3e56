import NavGraphSupport
import Testing

/// The open-addressed table under the path checks and the generator's trie.
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
