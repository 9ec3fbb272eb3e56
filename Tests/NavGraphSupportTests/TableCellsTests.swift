import NavGraphSupport
import Testing

/// The analysis's packed tables read and written in place, and the other named
/// homes of raw memory: the moving stack and the shared flags.
@Suite("Support: table cells, moving stacks, shared flags")
struct TableCellsTests {
    @Test("cells read an array in place, a run of them indexed from 0")
    func readsCells() {
        let table: [Int32] = [5, -1, 7, 9]
        #expect(TableCells.of(table) { Array($0) } == table)
        #expect(TableCells.of(table) { Array($0.cells(1..<3)) } == [-1, 7])
        #expect(TableCells.of(table) { $0.cells(1..<3)[1] } == 7)
        #expect(TableCells<Int32>.empty.isEmpty)
        var read: [Int32] = []
        TableCells.of(table) { for cell in $0.cells(1..<4) { read.append(cell) } }
        #expect(read == [-1, 7, 9])
    }

    @Test("cells written in place are the array's once the closure returns")
    func writesCells() {
        var flags = [Bool](repeating: false, count: 4)
        MutableTableCells.of(&flags) { cells in
            cells[1] = true
            cells[3] = cells[1]
        }
        #expect(flags == [false, true, false, true])
    }

    /// A reference-counted element, so that a copy left behind or a move missed shows in the count.
    final class Token {
        nonisolated(unsafe) static var alive = 0
        let id: Int
        init(_ id: Int) {
            self.id = id
            Token.alive += 1
        }
        deinit { Token.alive -= 1 }
    }

    @Test("a moving stack moves its elements out in order, in pairs or one by one, and frees what is left")
    func movesElementsOut() {
        Token.alive = 0
        do {
            let stack = MovingStack<Token>(capacity: 1)
            for i in 0..<300 { stack.append(Token(i)) }
            #expect(stack.count == 300)
            #expect(stack.last?.id == 299)
            let tail = stack.pop(from: 295)
            #expect(tail.map(\.id) == [295, 296, 297, 298, 299])
            #expect(stack.count == 295)
            let pairs = stack.popPairs(from: 290) { ($0.id, $1.id) }
            #expect(pairs.map(\.0) == [290, 292])
            #expect(pairs.map(\.1) == [291, 293])
            #expect(stack.count == 290)
            #expect(Token.alive == 290 + 5)
        }
        #expect(Token.alive == 0)
    }

    @Test("shared flags hold the indices set when made, and no other")
    func holdsFlags() {
        let flags = SharedFlags(count: 10, setting: [2, 7])
        #expect((0..<10).filter { flags[$0] } == [2, 7])
        #expect(flags.count == 10)
    }
}
