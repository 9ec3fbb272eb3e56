/// Rows of values, all in one array: row `r` is `values[start[r]..<start[r + 1]]`
/// (compressed sparse rows). The one table of the package for "a list for each
/// index": the graph's `to` edges, the engine's per-route tables (realms, logins,
/// interceptors by phase), the checks' directed graphs and the path trie's literal
/// edges. An array a row cost a large graph 100,000 small allocations a table.
///
/// A value's position (`rowPositions(_:)`, read by `value(at:)`) is its place in
/// the one array: what a caller keeps to name a value (an edge, for a message)
/// without a pair of indexes. `@inlinable public` (NavGraphSupport is no product;
/// a `package` body does not inline into another module): the engine asks a row
/// every step and the graph fills one a route, from other modules, and a generic
/// call each time cost more than the read.
public struct RowTable<Value: Sendable>: Sendable {
    // Set by each `init`, not by default values: a default is a call into this module.
    @usableFromInline var start: [Int32]
    @usableFromInline var values: [Value]

    /// No row yet; room for `rows` rows before the starts grow.
    @inlinable public init(reservingRows rows: Int = 0) {
        start = [0]
        values = []
        start.reserveCapacity(rows + 1)
    }

    /// Every row, made by `row(r)` for `r` in `0..<count`.
    @inlinable public init(count: Int, _ row: (Int) -> some Sequence<Value>) {
        self.init(reservingRows: count)
        for r in 0..<count { append(row(r)) }
    }

    /// `rowCount` rows, where pair `k` puts `values[k]` in row `rows[k]`; a row keeps its
    /// values in the pairs' order (counted, then placed: no array a row).
    @inlinable public init(rowCount: Int, rows: [Int32], values: [Value]) {
        precondition(rows.count == values.count, "a row for each value")
        var start = [Int32](repeating: 0, count: rowCount + 1)
        for r in rows { start[Int(r) + 1] += 1 }
        for r in 0..<rowCount { start[r + 1] += start[r] }
        self.start = start
        self.values = []
        guard let filler = values.first else { return }
        var next = start
        var placed = [Value](repeating: filler, count: values.count)
        for (r, v) in zip(rows, values) {
            placed[Int(next[Int(r)])] = v
            next[Int(r)] += 1
        }
        self.values = placed
    }

    /// Adds a row after the last.
    @inlinable public mutating func append(_ row: some Sequence<Value>) {
        // Value by value: most rows are empty, and `append(contentsOf:)` cost more for one.
        for v in row { values.append(v) }
        start.append(Int32(values.count))
    }

    /// Adds a row after the last, its values copied at once (a row of many values, as a
    /// literal's bytes: `append(_:)` adds them one by one, which costs less for a short row).
    @inlinable public mutating func append(contentsOf row: some Collection<Value>) {
        values.append(contentsOf: row)
        start.append(Int32(values.count))
    }

    /// Adds one value to a row not yet closed (`closeRow()` ends it): a row made
    /// value by value, without a collection to hold it first.
    @inlinable public mutating func appendValue(_ value: Value) { values.append(value) }

    /// Ends the row `appendValue` has been filling (an empty row when it added none).
    @inlinable public mutating func closeRow() { start.append(Int32(values.count)) }

    /// Reserves room for `count` values in all.
    @inlinable public mutating func reserveValues(_ count: Int) { values.reserveCapacity(count) }

    /// How many rows.
    @inlinable public var count: Int { start.count - 1 }

    /// How many values, in all rows.
    @inlinable public var valueCount: Int { values.count }

    /// Where row `r`'s values are in the one array (`value(at:)` reads one).
    @inlinable public func rowPositions(_ r: Int) -> Range<Int> { Int(start[r])..<Int(start[r + 1]) }

    /// The value at `position` in the one array.
    @inlinable public func value(at position: Int) -> Value { values[position] }

    /// How many values row `r` holds, and its `j`-th, read in place (no row
    /// value: a navigation asks each of its three phases, mostly empty).
    @inlinable public func count(ofRow r: Int) -> Int { Int(start[r + 1] - start[r]) }
    @inlinable public func value(inRow r: Int, at j: Int) -> Value { values[Int(start[r]) + j] }

    /// The first value of row `r` that `matches` (nil: none), read in place.
    @inlinable @inline(__always)
    public func first(inRow r: Int, where matches: (Value) -> Bool) -> Value? {
        var k = Int(start[r])
        let end = Int(start[r + 1])
        while k < end {
            if matches(values[k]) { return values[k] }
            k += 1
        }
        return nil
    }

    /// `body(row, value)` for every value of every row, in order, read in place.
    @inlinable public func forEachValue(_ body: (_ row: Int, _ value: Value) -> Void) {
        var k = 0
        for r in 0..<start.count - 1 {
            let end = Int(start[r + 1])
            while k < end {
                body(r, values[k])
                k += 1
            }
        }
    }

    /// Row `r` as a slice of the one array (indexed by position, as `rowPositions(r)`).
    @inlinable public func slice(_ r: Int) -> ArraySlice<Value> { values[Int(start[r])..<Int(start[r + 1])] }

    /// Row `r`, indexed from 0 like an array of its own.
    @inlinable public subscript(r: Int) -> Row { Row(values: values, lower: Int(start[r]), upper: Int(start[r + 1])) }

    /// One row, indexed from 0 (it shares the table's values, never copies them).
    public struct Row: RandomAccessCollection, Sendable {
        @usableFromInline let values: [Value]
        @usableFromInline let lower: Int
        @usableFromInline let upper: Int

        @inlinable init(values: [Value], lower: Int, upper: Int) {
            self.values = values
            self.lower = lower
            self.upper = upper
        }

        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { upper - lower }
        @inlinable public subscript(i: Int) -> Value { values[lower + i] }
    }
}

extension RowTable: Equatable where Value: Equatable {}
