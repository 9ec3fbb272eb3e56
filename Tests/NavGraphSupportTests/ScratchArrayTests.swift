import NavGraphSupport
import Testing

/// Scratch room on the stack: what a path's match keeps its segments and branches in.
@Suite("Support: scratch room")
struct ScratchArrayTests {
    /// Scratch room is a stack that never grows: values come back last first, and the
    /// ones left at the end are released (strings: a leak would show in a sanitizer).
    @Test("values come back last first, and the room is reused after a pop")
    func scratchRoomIsAStack() {
        let popped = ScratchArray.withScratch(of: String.self, capacity: 4, passing: "!") {
            suffix, scratch -> [String] in
            for word in ["a", "b", "c"] { scratch.append(word + suffix) }
            #expect(scratch.count == 3 && Array(scratch) == ["a!", "b!", "c!"])
            var out: [String] = []
            while out.count < 2, let last = scratch.popLast() { out.append(last) }
            scratch.removeLast()
            #expect(scratch.isEmpty && scratch.popLast() == nil)
            scratch.append("d")
            #expect(Array(scratch) == ["d"] && scratch.indices == 0..<1)
            return out
        }
        #expect(popped == ["c!", "b!"])
    }

    @Test("room for no value holds none")
    func emptyRoom() {
        #expect(ScratchArray.withScratch(of: Int.self, capacity: 0, passing: ()) { $1.isEmpty && $1.popLast() == nil })
    }
}
