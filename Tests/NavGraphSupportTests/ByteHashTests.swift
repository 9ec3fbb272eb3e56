import NavGraphSupport
import Testing

/// The one hash under the trie, the matcher's literal table and the simulator's tables.
@Suite("Support: ByteHash")
struct ByteHashTests {
    @Test func asciiTextHashesAsItsBytes() {
        for text in ["", "a", "route-42/x", "a segment longer than eight bytes"] {
            let bytes = Array(text.utf8)
            let byBytes = bytes.withUnsafeBytes { ByteHash.hash($0, 0..<$0.count, seed: 7) }
            #expect(ByteHash.hash(text, seed: 7) == byBytes, "\(text)")
        }
    }

    @Test func canonicallyEqualTextHashesTheSame() {
        let a = ByteHash.hash("caf\u{E9}", seed: 42)
        #expect(ByteHash.hash("cafe\u{301}", seed: 42) == a)
        #expect(ByteHash.hash("cafe", seed: 42) != a)
    }

    @Test func theSeedAndAMixedNumberChangeTheHash() {
        let text = "settings"
        let base = ByteHash.hash(text, seed: 42)
        #expect(ByteHash.hash(text, seed: 43) != base)
        let parent1 = ByteHash.hash(text, seed: ByteHash.seed(42, mixing: 1))
        let parent2 = ByteHash.hash(text, seed: ByteHash.seed(42, mixing: 2))
        #expect(parent1 != parent2)
        #expect(parent1 != base)
    }
}
