import TestSupport
import Testing

@testable import NavGraphSupport

/// `NumberedRuns` against a `Dictionary` of arrays, a second reading of the
/// same numbering: random runs (many repeated, some empty, some equal but for
/// one word), each numbered in the order first added and read back whole.
@Suite("Numbered runs number each run once, in order")
struct NumberedRunsTests {
    @Test func agreesWithADictionary() {
        var rng = SplitMix(state: 11)
        var runs = NumberedRuns()
        var numbers: [[Int64]: Int] = [:]
        var repeats = 0
        for _ in 0..<5_000 {
            // Few distinct runs, so most come again; lengths 0 to 5, words from a small range.
            let length = Int(rng.next() % 6)
            let run = (0..<length).map { _ in Int64(rng.next() % 4) - 1 }
            let expected = numbers[run]
            #expect(runs.index(of: run) == expected)
            let (index, inserted) = runs.insert(run)
            #expect(inserted == (expected == nil))
            if let expected {
                #expect(index == expected)
                repeats += 1
            } else {
                #expect(index == numbers.count)
                numbers[run] = index
            }
            #expect(Array(runs[index]) == run)
        }
        #expect(runs.count == numbers.count)
        #expect(repeats > 3_000, "\(repeats) repeats")
    }
}
