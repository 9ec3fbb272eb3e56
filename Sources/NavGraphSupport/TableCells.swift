/// The cells of a packed table (an array) read in place: the analysis's
/// tables (outcomes by class, failures' targets, the search's tries) are read
/// millions of times in a large graph's search, where an array's subscript
/// costs a bounds check and, written through a property, a uniqueness check
/// per cell. Indices are from 0; the cells live only inside the closure that
/// opened them (`of`). `@inlinable`, so that a read compiles to a load
/// in the modules that use it.
public struct TableCells<Element>: RandomAccessCollection {
    @usableFromInline let base: UnsafeBufferPointer<Element>

    @inlinable @inline(__always) init(_ base: UnsafeBufferPointer<Element>) { self.base = base }

    /// The cells of `array`, read in place for the span of `body`.
    @inlinable @inline(__always)
    public static func of<R>(_ array: [Element], _ body: (TableCells) throws -> R) rethrows -> R {
        try array.withUnsafeBufferPointer { try body(TableCells($0)) }
    }

    /// No cells.
    @inlinable @inline(__always) public static var empty: TableCells {
        TableCells(UnsafeBufferPointer(start: nil, count: 0))
    }

    public typealias Indices = Range<Int>

    @inlinable @inline(__always) public var startIndex: Int { 0 }
    @inlinable @inline(__always) public var endIndex: Int { base.count }
    @inlinable @inline(__always) public var indices: Range<Int> { 0..<base.count }
    @inlinable @inline(__always) public subscript(i: Int) -> Element { base[i] }

    // The buffer's own iterator, not `IndexingIterator`: a `for` over the cells walks a pointer
    // (the findings go through millions of deep links' targets).
    public typealias Iterator = UnsafeBufferPointer<Element>.Iterator
    @inlinable @inline(__always) public func makeIterator() -> Iterator { base.makeIterator() }

    /// The cells of `range`, indexed from 0.
    @inlinable @inline(__always) public func cells(_ range: Range<Int>) -> TableCells {
        TableCells(UnsafeBufferPointer(rebasing: base[range]))
    }
}

/// The cells of a packed table written in place (see `TableCells`).
public struct MutableTableCells<Element>: RandomAccessCollection {
    @usableFromInline let base: UnsafeMutableBufferPointer<Element>

    @inlinable @inline(__always) init(_ base: UnsafeMutableBufferPointer<Element>) { self.base = base }

    /// The cells of `array`, written in place for the span of `body`.
    @inlinable @inline(__always)
    public static func of<R>(_ array: inout [Element], _ body: (MutableTableCells) throws -> R) rethrows -> R {
        try array.withUnsafeMutableBufferPointer { try body(MutableTableCells($0)) }
    }

    public typealias Indices = Range<Int>

    @inlinable @inline(__always) public var startIndex: Int { 0 }
    @inlinable @inline(__always) public var endIndex: Int { base.count }
    @inlinable @inline(__always) public var indices: Range<Int> { 0..<base.count }
    @inlinable @inline(__always) public subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }
}
