import Foundation
import NavGraphSupport
import TestSupport
import Testing

/// The file primitives the command line uses: whole-file reads, atomic
/// replacement, mapped reads. Each test works in a fresh temporary folder.
@Suite("Support: files")
struct FileTests {
    let temporary: TemporaryFolder
    var folder: String { temporary.path }

    init() throws {
        temporary = try TemporaryFolder("navgraph-support")
    }

    @Test func readsAFileWhole() throws {
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/a"))
        #expect(try FileBytes.read(folder + "/a").get() == bytes)
        try Data().write(to: URL(fileURLWithPath: folder + "/empty"))
        #expect(try FileBytes.read(folder + "/empty").get() == [])
    }

    @Test func aFolderListsItsNamesWithoutDotsAndAMissingOneIsNil() throws {
        try Data().write(to: URL(fileURLWithPath: folder + "/a"))
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/sub")
        #expect(FolderNames.list(folder)?.sorted() == ["a", "link", "sub"])
        #expect(FolderNames.list(folder + "/sub") == [])
        #expect(FolderNames.list(folder + "/missing") == nil)
        #expect(FolderNames.list(folder + "/a") == nil)
    }

    @Test func aMissingFileOrAFolderIsAFailureThatSaysWhich() {
        #expect(throws: FileBytes.Failure.notFound) { try FileBytes.read(folder + "/missing").get() }
        #expect(throws: FileBytes.Failure.notFound) { try FileBytes.read(folder + "/missing/below").get() }
        #expect(throws: FileBytes.Failure.unreadable("is a directory")) { try FileBytes.read(folder).get() }
    }

    @Test func anAtomicWriteReplacesTheFileAndLeavesNoTemporaryFile() throws {
        let path = folder + "/out.swift"
        try AtomicFile.write(to: path) { emit in
            for part in ["first ", "second"] { Array(part.utf8).withUnsafeBufferPointer { emit($0) } }
        }
        #expect(try FileBytes.read(path).get() == Array("first second".utf8))
        try AtomicFile.write(to: path) { emit in Array("new".utf8).withUnsafeBufferPointer { emit($0) } }
        #expect(try FileBytes.read(path).get() == Array("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.swift"])
    }

    @Test func anAtomicWriteIntoAMissingFolderFailsWithTheReason() {
        #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.write(to: folder + "/no/such/folder/out") { _ in }
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/no"))
    }

    @Test func aMappedFileHoldsTheBytesAndAMissingOneIsNil() throws {
        try Data("mapped".utf8).write(to: URL(fileURLWithPath: folder + "/m"))
        let mapped = try #require(MappedFile(folder + "/m"))
        #expect(Array(mapped.bytes) == Array("mapped".utf8))
        #expect(MappedFile(folder + "/missing") == nil)
        #expect(MappedFile(folder) == nil)
    }
}
