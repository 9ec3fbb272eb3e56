import Foundation
import TestSupport
import Testing

/// Comments cite only what a reader of the repository can open: a file named
/// in a comment under Sources/, Tests/, Benchmarks/ or Plugins/ exists in the
/// checkout (design notes kept elsewhere are cited through the man pages).
@Suite("Comments cite files of the repository")
struct CommentCitationTests {
    static let scanned = ["Sources", "Tests", "Benchmarks", "Plugins"]

    @Test("no comment cites a file that is not in the repository")
    func everyCitedFileExists() throws {
        let files = RepositoryFiles(root: RepoPaths.root)
        let swiftFiles = files.paths.filter { path in
            path.hasSuffix(".swift") && Self.scanned.contains { path.hasPrefix($0 + "/") }
                && !path.hasPrefix("Tests/GeneratedRouteTableTests/Generated/")
        }
        try #require(swiftFiles.count > 50, "the scan found no sources under \(RepoPaths.root)")
        var missing: [String] = []
        for path in swiftFiles {
            let text = RepoPaths.read(RepoPaths.root + "/" + path)
            for citation in CitationScanner.citations(in: text)
            where files.mustExist(citation.name) && !files.resolves(citation.name, from: path) {
                missing.append("\(path):\(citation.line): \(citation.name)")
            }
        }
        #expect(
            missing.isEmpty, "comments cite files that are not in the repository:\n\(missing.joined(separator: "\n"))")
    }

    @Test("the scanner finds file names in comments only")
    func scannerSeesComments() {
        let text = """
            /// The rules of SIMULATION.md, "Values".
            let name = "FORMAT.md"  // see man/navgraph.5 and Sources/NavGraphCore/Model/Graph.swift.
            /* CLI.md: the exit codes */
            let url = "https://example.com/x.md"
            // Files named like `*.navscript` or `<code>.yaml` are patterns, not citations.
            """
        let found = CitationScanner.citations(in: text).map { "\($0.line):\($0.name)" }
        #expect(
            found == ["1:SIMULATION.md", "2:man/navgraph.5", "2:Sources/NavGraphCore/Model/Graph.swift", "3:CLI.md"])
        let files = RepositoryFiles(root: RepoPaths.root)
        #expect(files.resolves("man/navgraph.5", from: "Sources/navgraph/Options.swift"))
        #expect(files.resolves("Graph.swift", from: "Tests/NavGraphCoreTests/Decoding/DecoderTests.swift"))
        #expect(!files.resolves("SIMULATION.md", from: "Sources/NavGraphEngine/NavigationEngine.swift"))
        // Documents, and paths into the repository's folders, are citations; the
        // name of a file a user or a script writes (`NavGraphRoutes.swift`) is not.
        #expect(files.mustExist("SIMULATION.md") && files.mustExist("man/navgraph.5"))
        #expect(files.mustExist("Fixtures/shop/navgraph.yaml"))
        #expect(!files.mustExist("NavGraphRoutes.swift") && !files.mustExist("corpus/android/facts.json"))
    }
}

/// File names written in the comments of Swift source.
enum CitationScanner {
    struct Citation: Equatable {
        var line: Int
        var name: String
    }

    /// Extensions of the files a comment may name.
    static let extensions: Set<String> = [
        "md", "swift", "yaml", "yml", "navscript", "ebnf", "json", "sarif", "sh", "1", "5", "svg", "txt",
    ]

    static func citations(in text: String) -> [Citation] {
        var found: [Citation] = []
        var inBlock = false
        var inMultilineString = false
        for (i, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(rawLine)
            // The body of a `"""` string is text, not comments (tests hold source and YAML in them).
            let delimiters = line.components(separatedBy: "\"\"\"").count - 1
            if inMultilineString {
                if delimiters % 2 == 1 { inMultilineString = false }
                continue
            }
            if !inBlock, delimiters % 2 == 1, let open = line.range(of: "\"\"\"") {
                line = String(line[..<open.lowerBound])
                inMultilineString = true
            }
            var comment = ""
            if inBlock {
                if let end = line.range(of: "*/") {
                    comment = String(line[..<end.lowerBound])
                    inBlock = false
                } else {
                    comment = line
                }
            } else if let start = commentStart(line) {
                let rest = String(line[start...])
                if rest.hasPrefix("/*") {
                    if let end = rest.range(of: "*/") {
                        comment = String(rest[..<end.lowerBound])
                    } else {
                        comment = rest
                        inBlock = true
                    }
                } else {
                    comment = rest
                }
            }
            for name in fileNames(in: comment) { found.append(Citation(line: i + 1, name: name)) }
        }
        return found
    }

    /// Where a `//` or `/*` outside a string literal starts.
    static func commentStart(_ line: String) -> String.Index? {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let c = line[index]
            if c == "\"" && previous != "\\" { inString.toggle() }
            if !inString, c == "/" {
                let next = line.index(after: index)
                if next < line.endIndex, line[next] == "/" || line[next] == "*" { return index }
            }
            previous = c
            index = line.index(after: index)
        }
        return nil
    }

    /// Words that name a file: a known extension, no pattern, no URL.
    static func fileNames(in comment: String) -> [String] {
        let separators = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "()[]{}\"'`,;:"))
        var names: [String] = []
        for var word in comment.components(separatedBy: separators) {
            while let last = word.last, last == "." || last == "!" || last == "?" { word.removeLast() }
            guard !word.isEmpty, !word.contains("*"), !word.contains("<"), !word.contains("://"),
                !word.hasPrefix("/"), !word.hasPrefix("$"),
                let dot = word.lastIndex(of: "."), word.index(after: dot) < word.endIndex
            else { continue }
            let stem = word[..<dot]
            guard stem.contains(where: \.isLetter), stem.last != "/", stem.last != ".",
                extensions.contains(String(word[word.index(after: dot)...])),
                word.allSatisfy({ $0.isLetter || $0.isNumber || "._-/+".contains($0) })
            else { continue }
            names.append(word)
        }
        return names
    }
}

/// The checkout's files (paths relative to the root), without build output.
struct RepositoryFiles {
    let root: String
    let paths: [String]
    private let all: Set<String>
    /// The folders at the root (`Sources`, `Tests`, `man`...).
    private let topFolders: Set<String>

    init(root: String) {
        self.root = root
        var paths: [String] = []
        let skipped: Set<String> = [".build", ".git", ".swiftpm"]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            if skipped.contains(where: { path == $0 || path.hasPrefix($0 + "/") || path.contains("/" + $0 + "/") }) {
                if skipped.contains((path as NSString).lastPathComponent) { enumerator?.skipDescendants() }
                continue
            }
            paths.append(path)
        }
        self.paths = paths.sorted()
        all = Set(paths)
        topFolders = Set(paths.compactMap { path in path.firstIndex(of: "/").map { String(path[..<$0]) } })
    }

    /// Files that a comment cites rather than names as an example: documents
    /// (notes, man pages, grammars) and paths into the repository's own folders.
    static let documentExtensions: Set<String> = ["md", "1", "5", "ebnf", "txt"]

    func mustExist(_ name: String) -> Bool {
        let ext = (name as NSString).pathExtension
        if Self.documentExtensions.contains(ext) { return true }
        guard let first = name.split(separator: "/").first, name.contains("/") else { return false }
        return topFolders.contains(String(first))
    }

    /// Whether `name`, cited in the file at `citingPath`, is a file or folder of
    /// the repository: from the root, from the citing file's folder or one above
    /// it, or (a bare or partial path) as the tail of some file's path.
    func resolves(_ name: String, from citingPath: String) -> Bool {
        if all.contains(name) { return true }
        var folder = (citingPath as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            let candidate = ((folder + "/" + name) as NSString).standardizingPath
            if all.contains(candidate) { return true }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return paths.contains { $0.hasSuffix("/" + name) }
    }
}
