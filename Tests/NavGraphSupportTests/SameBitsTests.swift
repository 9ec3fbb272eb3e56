import Testing

@testable import NavGraphSupport

/// `SameBits` tells a value that holds the same storage from one that does not: a copy of
/// an array, a set or a dictionary is the same bits until either is written; an equal value
/// built apart, or a copy once written, is not; a type whose size is not whole words never
/// is (its padding could differ); and `assign` leaves a field with the same bits as it is.
@Suite("SameBits says whether two values hold the same storage")
struct SameBitsTests {
    @Test func aCopyIsTheSameBitsUntilItIsWritten() {
        let stack = [1, 2, 3]
        var copy = stack
        #expect(SameBits.equal(stack, copy))
        copy.append(4)
        copy.removeLast()
        #expect(copy == stack)
        #expect(!SameBits.equal(stack, copy), "written: its own storage, though equal")
        #expect(!SameBits.equal(stack, [1, 2, 3]), "an equal array built apart")
        let held: Set<Int> = [7, 9]
        #expect(SameBits.equal(held, held))
        let results: [Int: String] = [1: "ok"]
        let kept = results
        #expect(SameBits.equal(results, kept))
        let pending: [Int]? = nil
        #expect(SameBits.equal(pending, nil))
        #expect(!SameBits.equal(Optional([1]), nil))
    }

    @Test func aSizeOfPartWordsIsNeverTheSame() {
        #expect(!SameBits.equal(true, true))
        #expect(!SameBits.equal(Int32(5), Int32(5)))
        #expect(SameBits.equal(5, 5))
    }

    @Test func assignWritesOnlyOtherBits() {
        let shared = [1, 2]
        var field = shared
        SameBits.assign(&field, shared)
        #expect(SameBits.equal(field, shared))
        SameBits.assign(&field, [3])
        #expect(field == [3])
    }
}
