import Foundation
import TestSupport
import Testing

/// Raw memory stays behind Support's named types (`ByteView`, `TableCells`,
/// `MovingStack`, ...): no semantic code holds a pointer (ARCHITECTURE.md,
/// the Support row).
extension ArchitectureTests {
    /// What hands out or holds raw memory: the pointer types, the calls that lend a
    /// collection's storage as one (`withUnsafe*`, `withContiguousStorageIfAvailable`,
    /// `withUTF8`), bit casts and unmanaged references.
    static let unsafeCode = try! NSRegularExpression(
        pattern: #"\b(Unsafe\w*|withUnsafe\w*|unsafeBitCast|Unmanaged|"#
            + #"withContiguous\w*StorageIfAvailable|withUTF8\w*)\b"#)

    /// Where it may be: Support (the named types), the YAML reader (libyaml's C API) and the
    /// command line (system calls).
    static let unsafeHomes = ["Sources/NavGraphSupport/", "Sources/NavGraphCore/YAML/", "Sources/navgraph/"]

    /// `file:line: word` for each use of raw memory in `text` outside comments.
    static func unsafeUses(in text: String, file: String) -> [String] {
        var found: [String] = []
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // The code before a comment (`//` at the start or after a blank; `https://` is not one).
            var code = String(line)
            if let comment = code.range(of: #"(^|\s)//"#, options: .regularExpression) {
                code = String(code[..<comment.lowerBound])
            }
            let range = NSRange(code.startIndex..., in: code)
            for match in unsafeCode.matches(in: code, range: range) {
                if let word = Range(match.range, in: code) { found.append("\(file):\(n + 1): \(code[word])") }
            }
        }
        return found
    }

    /// The uses of raw memory in the files of `Sources/` that may not hold any.
    static func unsafeOutsideItsHomes(_ files: [(path: String, text: String)]) -> [String] {
        files.filter { file in
            !unsafeHomes.contains { file.path.hasPrefix($0) }
        }.flatMap { unsafeUses(in: $0.text, file: $0.path) }
    }

    @Test("raw memory (Unsafe*, withUnsafe*, unsafeBitCast, Unmanaged) only in Support, the YAML reader and the CLI")
    func unsafeCodeStaysInItsHomes() throws {
        var files: [(path: String, text: String)] = []
        for target in try Self.sourceTargets() {
            for file in Self.swiftFiles(of: target) {
                files.append((String(file.dropFirst(RepoPaths.root.count + 1)), RepoPaths.read(file)))
            }
        }
        #expect(files.count > 100 && files.contains { $0.path.hasPrefix("Sources/NavGraphScript/FastPath/") })
        let found = Self.unsafeOutsideItsHomes(files)
        let list = found.joined(separator: "\n")
        #expect(found == [], "raw memory in semantic code (read through Support's types):\n\(list)")
    }

    @Test("a pointer planted in a semantic file is found; one in a comment, in Support or in the YAML reader is not")
    func plantedUnsafeCodeIsFound() {
        let planted = """
            // An UnsafePointer named in a comment is not a use.
            let p: UnsafePointer<UInt8>? = nil  // nor is Unmanaged here
            let url = "https://example.com"; bytes.withUnsafeBufferPointer { _ in }
            let n = unsafeBitCast(1, to: UInt.self)
            text.withUTF8 { _ in }
            """
        let file = "Sources/NavGraphScript/Assertions.swift"
        #expect(
            Self.unsafeOutsideItsHomes([(file, planted)]) == [
                "\(file):2: UnsafePointer", "\(file):3: withUnsafeBufferPointer", "\(file):4: unsafeBitCast",
                "\(file):5: withUTF8",
            ])
        #expect(Self.unsafeOutsideItsHomes([("Sources/NavGraphSupport/ByteView.swift", planted)]) == [])
        #expect(Self.unsafeOutsideItsHomes([("Sources/NavGraphCore/YAML/TreeBuilder.swift", planted)]) == [])
        #expect(Self.unsafeOutsideItsHomes([("Sources/NavGraphCore/Decoding/FileDecoder.swift", planted)]).count == 4)
    }
}
