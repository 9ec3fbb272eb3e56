import NavGraphSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The descriptor reads and writes the language server's framing goes through.
@Suite("Support: file descriptors")
struct FileDescriptorTests {
    @Test("a pipe's bytes are read into the front of a chunk, waiting input is seen, and its end reads 0")
    func readsAPipe() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (reading, writing) = (ends[0], ends[1])
        defer { close(reading) }
        #expect(!FileDescriptor.hasInput(reading))
        #expect(FileDescriptor.writeAll(Array("hello".utf8), to: writing))
        #expect(FileDescriptor.hasInput(reading))
        var chunk = [UInt8](repeating: 0, count: 3)
        #expect(FileDescriptor.read(reading, into: &chunk) == 3)
        #expect(chunk == Array("hel".utf8))
        #expect(FileDescriptor.read(reading, into: &chunk) == 2)
        #expect(chunk == Array("lol".utf8))
        close(writing)
        #expect(FileDescriptor.hasInput(reading))
        #expect(FileDescriptor.read(reading, into: &chunk) == 0)
    }

    @Test("bytes in pieces are written one after another; to a descriptor that is not open, the write fails")
    func writesPieces() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (reading, writing) = (ends[0], ends[1])
        defer { close(reading) }
        let pieces = ["he", "", "llo"].map { text in
            let piece = ByteBuffer(capacity: 0)
            piece.append(text)
            return piece
        }
        #expect(FileDescriptor.writeAll(pieces, to: writing))
        close(writing)
        var chunk = [UInt8](repeating: 0, count: 8)
        #expect(FileDescriptor.read(reading, into: &chunk) == 5)
        #expect(chunk.prefix(5) == ArraySlice("hello".utf8))
        #expect(!FileDescriptor.writeAll(pieces, to: -1))
    }
}
