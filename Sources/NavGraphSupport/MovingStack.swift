/// A stack whose elements are moved, not copied, out of it: the YAML reader
/// keeps the children of the open collections on one, and a finished
/// collection's children become its array with no copy and no reference
/// count traffic. `@inlinable`, so that it is specialized for its element in
/// the reader (unspecialized, each pop looks its array's type up at run time).
public final class MovingStack<Element> {
    // Unchecked: the reader's pushes and pops, inlined into another module, would each
    // check at run time that no other access overlaps (one stack, one thread).
    @exclusivity(unchecked) @usableFromInline var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) @usableFromInline var capacity: Int
    @exclusivity(unchecked) @usableFromInline var size = 0

    @inlinable public init(capacity: Int = 256) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: size)
        base.deallocate()
    }

    /// How many elements it holds.
    @inlinable @inline(__always) public var count: Int { size }

    /// The element on top, if any.
    @inlinable @inline(__always) public var last: Element? { size > 0 ? base[size - 1] : nil }

    @inlinable public func append(_ element: Element) {
        if size == capacity { grow() }
        (base + size).initialize(to: element)
        size += 1
    }

    @usableFromInline func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: size)
        base.deallocate()
        base = bigger
        capacity *= 2
    }

    // Arrays are reserved and appended to, not made with `init(unsafeUninitializedCapacity:)`:
    // that calls into the standard library unspecialized, which looks the array's type up
    // in the runtime's metadata cache for every collection (3% of a large file's read).

    /// The elements from `start` up, in order, moved out.
    @inlinable public func pop(from start: Int) -> [Element] {
        let n = size - start
        var items: [Element] = []
        items.reserveCapacity(n)
        for i in 0..<n { items.append((base + start + i).move()) }
        size = start
        return items
    }

    /// The elements from `start` up, moved out two by two into `pair`s (an odd last one is dropped).
    @inlinable public func popPairs<Pair>(from start: Int, _ pair: (Element, Element) -> Pair) -> [Pair] {
        var n = size - start
        if n % 2 == 1 {
            (base + size - 1).deinitialize(count: 1)
            n -= 1
        }
        var pairs: [Pair] = []
        pairs.reserveCapacity(n / 2)
        var source = base + start
        for _ in 0..<(n / 2) {
            pairs.append(pair(source.move(), (source + 1).move()))
            source += 2
        }
        size = start
        return pairs
    }
}
