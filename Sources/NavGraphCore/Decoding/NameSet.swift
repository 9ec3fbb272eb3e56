import NavGraphModel

/// The names seen so far in one list of a route (its parameters, its path's
/// `:names`): a list while short, a hash set once longer, so that a route with
/// a hundred thousand parameters is read in linear time, not quadratic.
struct NameSet: Sendable {
    /// Lists longer than this are hashed (most routes have a handful of names).
    static let listLimit = 8
    private var list: [String] = []
    private var hashed: Set<String>?
    /// Names compared: one a list entry read, one a hashed lookup. The decoder
    /// adds them to `FileDecoder.nameComparisons`, which the scaling tests count.
    private(set) var comparisons = 0

    /// Adds `name`; false when it was there already.
    mutating func insert(_ name: String) -> Bool {
        if hashed != nil {
            comparisons += 1
            return hashed!.insert(name).inserted
        }
        if contains(name) { return false }
        list.append(name)
        if list.count > Self.listLimit {
            hashed = Set(list)
            list = []
        }
        return true
    }

    mutating func contains(_ name: String) -> Bool {
        if let hashed {
            comparisons += 1
            return hashed.contains(name)
        }
        for known in list {
            comparisons += 1
            if known == name { return true }
        }
        return false
    }
}
