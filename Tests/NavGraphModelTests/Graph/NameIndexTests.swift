import NavGraphModel
import Testing

/// `NameIndex`, the graph's tables of ids, against a second reading of the
/// same fact: a `Dictionary` built the way the graph's index was before it.
@Suite("Model: name index")
struct NameIndexTests {
    /// The first position of each id, and which positions are first, as a `Dictionary` gives them.
    static func reference(_ ids: [String]) -> (index: [String: Int], primary: [Bool]) {
        var index: [String: Int] = [:]
        var primary: [Bool] = []
        for (i, id) in ids.enumerated() {
            primary.append(index[id] == nil)
            if index[id] == nil { index[id] = i }
        }
        return (index, primary)
    }

    static func check(_ ids: [String], probes: [String]) {
        var primary: [Bool] = []
        let index = NameIndex(firstOf: ids, primary: &primary)
        let expected = reference(ids)
        #expect(primary == expected.primary)
        #expect(index.count == expected.index.count)
        for id in ids + probes { #expect(index[id] == expected.index[id], "\(id)") }
    }

    @Test func theFirstDefinitionWinsAndRepeatsAreNotPrimary() {
        var primary: [Bool] = []
        let index = NameIndex(firstOf: ["home", "cart", "home", "about", "cart"], primary: &primary)
        #expect(primary == [true, true, false, true, false])
        #expect(index["home"] == 0 && index["cart"] == 1 && index["about"] == 3)
        #expect(index["Home"] == nil && index[""] == nil && index.count == 3)
        #expect(NameIndex()["home"] == nil && NameIndex().count == 0)
    }

    /// Ids of every length around the hash's eight-byte steps, ids that are
    /// prefixes of others, and many ids (the table grows past its first size).
    @Test func manyIdsOfEveryLengthAsADictionaryFindsThem() {
        var ids: [String] = []
        for n in 0..<5000 { ids.append("r\(n)") }
        for length in 1...40 { ids.append(String(repeating: "a", count: length)) }
        ids += ids.prefix(100)
        Self.check(ids, probes: ["r5000", "r-1", String(repeating: "a", count: 41), "b"])
    }

    /// Text is compared as Swift compares it: canonically equal ids (a precomposed
    /// accent and a combining one) are one id, as they were one `Dictionary` key.
    @Test func canonicallyEqualIdsAreOneId() {
        let precomposed = "caf\u{E9}"
        let combining = "cafe\u{301}"
        Self.check([precomposed, "menu", combining, "\u{1F600}", "ℌ"], probes: ["cafe", "H", combining])
        var primary: [Bool] = []
        let index = NameIndex(firstOf: [combining, precomposed], primary: &primary)
        #expect(index[precomposed] == 0 && primary == [true, false])
    }
}
