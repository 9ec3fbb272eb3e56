extension Array {
    /// `parts` joined in order, each element moved rather than copied: no
    /// reference counting an element, which for 100k boxes scattered in memory
    /// is a cache miss each, twice (the copy's retain, then the part's release).
    /// The parts are left holding `placeholder`, a value cheap to hold and free.
    package init(joiningMoved parts: inout [[Element]], leaving placeholder: Element) {
        let total = parts.reduce(0) { $0 + $1.count }
        self.init(unsafeUninitializedCapacity: total) { buffer, initialized in
            var at = buffer.baseAddress
            for i in parts.indices {
                parts[i].withUnsafeMutableBufferPointer { part in
                    guard let from = part.baseAddress, let to = at else { return }
                    to.moveInitialize(from: from, count: part.count)
                    from.initialize(repeating: placeholder, count: part.count)
                    at = to + part.count
                }
            }
            initialized = total
        }
    }
}
