import NavGraphSupport
import Testing

@Suite("Support: Parallel.map")
struct ParallelTests {
    @Test func resultsComeInOrderWhetherOrNotTheWorkRunsSideBySide() {
        let expected = (0..<100).map { $0 * $0 }
        #expect(Parallel.map(100, parallel: true) { $0 * $0 } == expected)
        #expect(Parallel.map(100, parallel: false) { $0 * $0 } == expected)
        #expect(Parallel.map(0, parallel: true) { $0 }.isEmpty)
        #expect(Parallel.map(1, parallel: true) { $0 + 7 } == [7])
    }
}
