/// A list of indexes for each route, all in one array: row `r` is
/// `values[start[r]..<start[r + 1]]`. The engine's per-route tables (realms,
/// logins, interceptors by phase) are built in one pass into two arrays each,
/// where an array a route cost a large graph 100,000 small allocations a table.
package struct FlatRows: Sendable {
    private var start: [Int32] = [0]
    private var values: [Int32] = []

    package init(reservingRows rows: Int = 0) { start.reserveCapacity(rows + 1) }

    /// Every row, made by `row(r)` for `r` in `0..<count`.
    package init(count: Int, _ row: (Int) -> [Int]) {
        self.init(reservingRows: count)
        for r in 0..<count { append(row(r)) }
    }

    /// `rowCount` rows, where pair `k` puts `values[k]` in row `rows[k]`; a row keeps its
    /// values in the pairs' order (counted, then placed: no array a row).
    package init(rowCount: Int, rows: [Int32], values: [Int32]) {
        var start = [Int32](repeating: 0, count: rowCount + 1)
        for r in rows { start[Int(r) + 1] += 1 }
        for r in 0..<rowCount { start[r + 1] += start[r] }
        var next = start
        var placed = [Int32](repeating: 0, count: values.count)
        for (r, v) in zip(rows, values) {
            placed[Int(next[Int(r)])] = v
            next[Int(r)] += 1
        }
        self.start = start
        self.values = placed
    }

    package mutating func append(_ row: some Sequence<Int>) {
        for v in row { values.append(Int32(v)) }
        start.append(Int32(values.count))
    }

    package var count: Int { start.count - 1 }

    /// The first value of row `r` that `matches` (nil: none), read in place: a `Row`
    /// retains the values, and a tap looks its route's row up this way.
    @inline(__always)
    package func first(inRow r: Int, where matches: (Int) -> Bool) -> Int? {
        var k = Int(start[r])
        let end = Int(start[r + 1])
        while k < end {
            if matches(Int(values[k])) { return Int(values[k]) }
            k += 1
        }
        return nil
    }

    /// `body(row, value)` for every value of every row, in order, read in place (a `Row`
    /// a row retains the values: a pass over a large graph's rows made 100,000).
    package func forEachValue(_ body: (_ row: Int, _ value: Int) -> Void) {
        start.withUnsafeBufferPointer { start in
            values.withUnsafeBufferPointer { values in
                for r in 0..<start.count - 1 {
                    for k in Int(start[r])..<Int(start[r + 1]) { body(r, Int(values[k])) }
                }
            }
        }
    }

    package subscript(r: Int) -> Row { Row(values: values, lower: Int(start[r]), upper: Int(start[r + 1])) }

    /// How many values row `r` holds, and its `j`-th, read in place (a `Row` retains the
    /// values: a navigation asks each of its three phases, mostly empty).
    @inline(__always) package func count(ofRow r: Int) -> Int { Int(start[r + 1] - start[r]) }
    @inline(__always) package func value(inRow r: Int, at j: Int) -> Int { Int(values[Int(start[r]) + j]) }

    /// One route's row, indexed from 0 like the array it replaces.
    package struct Row: RandomAccessCollection, Sendable {
        fileprivate let values: [Int32]
        fileprivate let lower: Int
        fileprivate let upper: Int

        package var startIndex: Int { 0 }
        package var endIndex: Int { upper - lower }
        package subscript(i: Int) -> Int { Int(values[lower + i]) }
    }
}
