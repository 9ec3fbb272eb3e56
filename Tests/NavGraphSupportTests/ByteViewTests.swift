import NavGraphSupport
import Testing

/// The one reader of bytes in place: what it reads is what the array or the string holds.
@Suite("Support: byte views")
struct ByteViewTests {
    @Test("a view of an array reads its bytes, its slices and their text by index from 0")
    func readsAnArray() {
        let bytes = Array("open /a/b\r\nback".utf8)
        let (all, slice, text, count) = ByteView.of(bytes) { v in
            (Array(v), Array(v.slice(5..<9)), v.string(5..<9), v.count)
        }
        #expect(all == bytes)
        #expect(slice == Array("/a/b".utf8))
        #expect(text == "/a/b")
        #expect(count == 15)
        #expect(ByteView.of(bytes) { $0.slice(5..<9)[0] } == UInt8(ascii: "/"))
    }

    @Test("a view of a string reads its UTF-8, a bridged or a native one alike")
    func readsAString() {
        #expect(ByteView.of("é/ü") { Array($0) } == Array("é/ü".utf8))
        #expect(ByteView.of("é/ü") { $0.string } == "é/ü")
        #expect(ByteView.of("") { $0.isEmpty })
        #expect(ByteView.empty.count == 0)
    }

    @Test("a for over a view reads its bytes in order, and a run compares equal only to the same bytes")
    func iteratesAndCompares() {
        var read: [UInt8] = []
        ByteView.of("back") { for b in $0 { read.append(b) } }
        #expect(read == Array("back".utf8))
        ByteView.of("expect top home") { line in
            ByteView.of("top") { word in
                #expect(line.bytes(7..<10, equal: word))
                #expect(!line.bytes(6..<9, equal: word))
                #expect(!line.bytes(7..<11, equal: word), "another length")
            }
            #expect(line.bytes(0..<0, equal: .empty))
        }
    }

    @Test("a string's view is handed to its body with the value passed beside it")
    func passesAContext() {
        let table = ["shop", "item"]
        #expect(ByteView.of("item", passing: table) { names, v in names.firstIndex(of: v.string) } == 1)
        #expect(ByteView.of("é", passing: 2) { extra, v in v.count + extra } == 4)
    }

    @Test("a word is the eight bytes at an index, the first in its lowest byte")
    func readsWords() {
        let bytes: [UInt8] = [0xFF, 1, 2, 3, 4, 5, 6, 7, 8, 0xFF]
        #expect(ByteView.of(bytes) { $0.word(at: 1) } == 0x0807_0605_0403_0201)
    }

    @Test("line ends and newlines are found as ByteScan finds them")
    func findsBreaks() {
        let bytes = Array("ab\rcd\nef".utf8)
        #expect(ByteView.of(bytes) { $0.lineEnd(from: 0) } == 2)
        #expect(ByteView.of(bytes) { $0.newline(from: 0) } == 5)
        #expect(ByteView.of(bytes) { $0.newline(from: 6) } == 8)
        #expect(ByteView.of(bytes) { $0.firstIndex(of: UInt8(ascii: "d"), from: 0, to: 8) } == 4)
        #expect(ByteView.of(bytes) { $0.firstIndex(of: UInt8(ascii: "d"), from: 0, to: 4) } == nil)
        #expect(ByteView.of(bytes) { $0.firstIndex(of: UInt8(ascii: "a"), from: 3, to: 3) } == nil)
    }

    @Test("a run's hash is the same wherever the run lies, and agrees with ByteHash")
    func hashes() {
        let line = Array("back back".utf8)
        let word = Array("back".utf8)
        ByteView.of(line) { l in
            ByteView.of(word) { w in
                #expect(l.hash(5..<9, seed: 7) == w.hash(0..<4, seed: 7))
                #expect(l.hash(0..<4, seed: 7) == w.hash(0..<4, seed: 7))
                #expect(l.hash(4..<8, seed: 7) != w.hash(0..<4, seed: 7))
            }
        }
        #expect(ByteView.of(word) { $0.hash(0..<4, seed: 7) } == ByteHash.hash("back", seed: 7))
    }

    @Test("UTF-8 sequences are measured and the first invalid byte found, as UTF8Sequence does")
    func checksUTF8() {
        let bytes: [UInt8] = Array("aé".utf8) + [0xC3, 0x28]
        #expect(ByteView.of(bytes) { $0.sequenceLength(at: 1) } == 2)
        #expect(ByteView.of(bytes) { $0.sequenceLength(at: 3) } == nil)
        #expect(ByteView.of(bytes) { $0.firstInvalidUTF8(in: 0..<5) } == 3)
        #expect(ByteView.of(bytes) { $0.firstInvalidUTF8(in: 0..<3) } == nil)
    }

    @Test("bytes are copied into an array and moved within it, the runs overlapping either way")
    func copiesAndMoves() {
        var bytes = Array("abcdefgh".utf8)
        bytes.copyBytes(Array("XY".utf8), to: 3)
        #expect(String(decoding: bytes, as: UTF8.self) == "abcXYfgh")
        bytes.moveBytes(from: 0, to: 2, count: 5)
        #expect(String(decoding: bytes, as: UTF8.self) == "ababcXYh")
        bytes.moveBytes(from: 3, to: 1, count: 5)
        #expect(String(decoding: bytes, as: UTF8.self) == "abcXYhYh")
        bytes.copyBytes([], to: 8)
        #expect(bytes.count == 8)
    }

    @Test("a byte buffer appends a view's bytes, an empty view none")
    func appendsToAByteBuffer() {
        let buffer = ByteBuffer(capacity: 1)
        ByteView.of("name") { buffer.append($0.slice(1..<3)) }
        buffer.append(ByteView.empty)
        #expect(buffer.array == Array("am".utf8))
    }
}
