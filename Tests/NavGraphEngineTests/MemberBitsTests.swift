import TestSupport
import Testing

@testable import NavGraphEngine

/// `MemberBits` against `Set<Int>`, a second reading of the same set: random
/// inserts and clears of members below and beyond 64 (and a negative one),
/// then membership, order, count and equality compared after each.
@Suite("Member bits are the set they hold")
struct MemberBitsTests {
    @Test func agreesWithASetUnderRandomChanges() {
        var rng = SplitMix(state: 7)
        var compared = 0
        for _ in 0..<200 {
            var bits = MemberBits()
            var set = Set<Int>()
            for _ in 0..<40 {
                if rng.next() % 17 == 0 {
                    bits.removeAll()
                    set.removeAll()
                } else {
                    // Mostly small indices, some past the word, now and then a negative one.
                    let m = Int(rng.next() % 100) - (rng.next() % 50 == 0 ? 120 : 0)
                    bits.insert(m)
                    set.insert(m)
                }
                #expect(bits.sorted() == set.sorted())
                #expect(bits.count == set.count && bits.isEmpty == set.isEmpty)
                for probe in [-120, -1, 0, 1, 63, 64, 65, 99] { #expect(bits.contains(probe) == set.contains(probe)) }
                // Equal sets, equal values (and hashes), whatever the order of insertion.
                let rebuilt = MemberBits(set.sorted().reversed())
                #expect(rebuilt == bits && rebuilt.hashValue == bits.hashValue)
                compared += 1
            }
        }
        #expect(compared == 8_000)
    }

    @Test func aStateKeyTakesTheWordAndTheRest() {
        let bits: MemberBits = [70, 3, 64, 0, 3]
        #expect(bits.low == 0b1001 && bits.beyond == [64, 70])
        #expect(Array(bits) == [0, 3, 64, 70])
    }
}
