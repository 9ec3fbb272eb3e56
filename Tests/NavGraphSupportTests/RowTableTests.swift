import NavGraphSupport
import Testing

/// The one row table of the package (the graph's edges, the engine's per-route
/// tables, the checks' directed graphs, the trie's literal edges).
@Suite("Support: row table")
struct RowTableTests {
    @Test func rowsAreIndexedFromZero() {
        var rows = RowTable<Int>()
        rows.append([4, 5])
        rows.append([Int]())
        rows.append([7])
        #expect(rows.count == 3 && rows.valueCount == 3)
        #expect(rows[0][1] == 5 && rows[2][0] == 7 && rows[1].isEmpty)
        #expect(Array(rows[2]) == [7])
        // A row scanned in place: its first value that matches, in row order.
        #expect(rows.first(inRow: 0) { $0 > 3 } == 4 && rows.first(inRow: 0) { $0 == 5 } == 5)
        #expect(rows.first(inRow: 1) { _ in true } == nil && rows.first(inRow: 2) { $0 == 8 } == nil)
        #expect((0..<3).map { rows.count(ofRow: $0) } == [2, 0, 1])
        #expect(rows.value(inRow: 0, at: 1) == 5 && rows.value(inRow: 2, at: 0) == 7)
    }

    /// Rows made from (row, value) pairs in any order hold what appending each
    /// row's values in the pairs' order holds, empty rows included.
    @Test func rowsGroupedFromPairsKeepThePairsOrder() {
        let pairs: [(row: Int32, value: String)] = [(2, "i"), (0, "d"), (2, "a"), (4, "g"), (0, "c"), (2, "i")]
        let grouped = RowTable(rowCount: 5, rows: pairs.map(\.row), values: pairs.map(\.value))
        var appended = RowTable<String>()
        for r in 0..<5 { appended.append(pairs.filter { $0.row == r }.map(\.value)) }
        #expect(grouped.count == 5)
        #expect((0..<5).map { Array(grouped[$0]) } == [["d", "c"], [], ["i", "a", "i"], [], ["g"]])
        #expect(grouped == appended)
        #expect(RowTable<String>(rowCount: 3, rows: [], values: []).count == 3)
    }

    /// A value's position in the one array names it: the positions of a row are its
    /// slice's indexes, and read back the row's values in order.
    @Test func aValuesPositionReadsItBack() {
        let rows = RowTable(count: 4) { r in (0..<r).map { r * 10 + $0 } }
        #expect(rows.valueCount == 6)
        for r in 0..<4 {
            #expect(rows.rowPositions(r) == rows.slice(r).indices)
            #expect(rows.rowPositions(r).map(rows.value(at:)) == Array(rows[r]))
        }
        #expect(rows.rowPositions(3) == 3..<6 && Array(rows.slice(3)) == [30, 31, 32])
    }

    /// A row filled value by value is the row appended whole; `forEachValue` visits
    /// every value with its row, in order.
    @Test func rowsFilledValueByValueAreTheRowsAppended() {
        var filled = RowTable<Int32>(reservingRows: 3)
        filled.reserveValues(4)
        for row in [[1, 2], [], [3, 4]] as [[Int32]] {
            for v in row { filled.appendValue(v) }
            filled.closeRow()
        }
        var appended = RowTable<Int32>()
        for row in [[1, 2], [], [3, 4]] as [[Int32]] { appended.append(row) }
        #expect(filled == appended)
        var copied = RowTable<Int32>()
        for row in [[1, 2], [], [3, 4]] as [[Int32]] { copied.append(contentsOf: row) }
        #expect(copied == appended)
        var visited: [String] = []
        filled.forEachValue { r, v in visited.append("\(r):\(v)") }
        #expect(visited == ["0:1", "0:2", "2:3", "2:4"])
    }
}
