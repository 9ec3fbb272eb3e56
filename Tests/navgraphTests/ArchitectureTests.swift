import Foundation
import TestSupport
import Testing

/// ARCHITECTURE.md's table of targets is true: every target under Sources/
/// has a row, imports only the modules its row allows, and is given only
/// those by Package.swift; the core stays free of I/O; tests mirror sources.
@Suite("ARCHITECTURE.md")
struct ArchitectureTests {
    /// Modules of the platform, which the table does not list.
    static let systemModules: Set<String> = [
        "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Musl", "Darwin", "WinSDK", "Synchronization",
        // The app hosts' frameworks (NavGraphSwiftUI, NavGraphUIKit).
        "Observation", "SwiftUI", "UIKit",
    ]

    struct Row {
        var target: String
        var planned: Bool
        var mayImport: Set<String>
    }

    /// The rows of the table under "## Targets": `| `Name` [*(planned)*] | job | `A`, `B` |`.
    static func rows() -> [Row] {
        let text = RepoPaths.read(RepoPaths.root + "/ARCHITECTURE.md")
        guard let start = text.range(of: "\n## Targets\n") else { return [] }
        var rows: [Row] = []
        for line in text[start.upperBound...].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, let name = backticked(cells[1]).first else { continue }
            rows.append(
                Row(
                    target: name, planned: cells[1].contains("(planned)"),
                    mayImport: Set(backticked(cells[cells.count - 2]))))
        }
        return rows
    }

    static func backticked(_ text: String) -> [String] {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
    }

    static func sourceTargets() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: RepoPaths.root + "/Sources")
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    static func swiftFiles(of target: String) -> [String] {
        let folder = RepoPaths.root + "/Sources/" + target
        let all = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return all.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// The modules a file imports (`import X`, `@testable import X`, `internal import X`,
    /// `import struct X.Y`).
    static func imports(of file: String) -> Set<String> {
        var modules: Set<String> = []
        for line in RepoPaths.read(file).split(separator: "\n") {
            var words = line.split(separator: " ").map(String.init)
            // Attributes and an access level may come first (`internal import CLibYAML`).
            while let first = words.first,
                first.hasPrefix("@") || ["public", "package", "internal", "fileprivate", "private"].contains(first)
            {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            let path =
                words.count >= 3 && ["struct", "class", "enum", "func", "protocol"].contains(words[1])
                ? words[2] : words[1]
            modules.insert(String(path.split(separator: ".")[0]))
        }
        return modules
    }

    /// The dependencies Package.swift gives `target` (target and product names).
    static func declaredDependencies(of target: String) -> Set<String>? {
        let manifest = RepoPaths.read(RepoPaths.root + "/Package.swift")
        var search = manifest.startIndex..<manifest.endIndex
        while let name = manifest.range(of: "name: \"\(target)\"", range: search) {
            search = name.upperBound..<manifest.endIndex
            let from =
                manifest.index(name.lowerBound, offsetBy: -40, limitedBy: manifest.startIndex)
                ?? manifest.startIndex
            let before = String(manifest[from..<name.lowerBound])
            guard before.contains("arget("), !before.contains(".library("), !before.contains(".testTarget(")
            else { continue }
            // The call's arguments run to the parenthesis that closes it.
            var depth = 1
            var end = name.upperBound
            while end < manifest.endIndex, depth > 0 {
                if manifest[end] == "(" { depth += 1 }
                if manifest[end] == ")" { depth -= 1 }
                end = manifest.index(after: end)
            }
            let call = manifest[name.upperBound..<end]
            guard let list = call.range(of: "dependencies: [") else { return [] }
            var names: Set<String> = []
            var rest = call[list.upperBound...]
            while let open = rest.firstIndex(of: "\"") {
                let afterOpen = rest.index(after: open)
                guard let close = rest[afterOpen...].firstIndex(of: "\"") else { break }
                let isPackage = rest[..<open].hasSuffix("package: ")
                if rest[..<open].contains("]") { break }
                if !isPackage { names.insert(String(rest[afterOpen..<close])) }
                rest = rest[rest.index(after: close)...]
            }
            return names
        }
        return nil
    }

    @Test("every target under Sources/ has a row, and every row that is not planned a target")
    func tableMatchesSources() throws {
        let rows = Self.rows()
        try #require(rows.count >= 7, "no table of targets in ARCHITECTURE.md")
        let targets = try Self.sourceTargets()
        let described = Set(rows.map(\.target))
        #expect(targets.filter { !described.contains($0) } == [], "targets missing from ARCHITECTURE.md")
        #expect(
            rows.filter { !$0.planned && !targets.contains($0.target) }.map(\.target) == [],
            "rows of ARCHITECTURE.md without a folder under Sources/ (mark them planned)")
    }

    /// What breaks the table for one target: a file importing a module its row does not
    /// allow, a dependency Package.swift gives it that the row does not allow, and a
    /// dependency no file of the target imports (the code does not need it, so neither
    /// do the table and the manifest).
    static func breaches(of row: Row, imports: [String: Set<String>], declared: Set<String>?) -> [String] {
        var breaches: [String] = []
        for (file, modules) in imports.sorted(by: { $0.key < $1.key }) {
            for module in modules.subtracting(systemModules).subtracting(row.mayImport).sorted()
            where module != row.target {
                breaches.append("\(file) imports \(module)")
            }
        }
        guard let declared else { return breaches + ["\(row.target) not in Package.swift"] }
        for module in declared.subtracting(row.mayImport).sorted() {
            breaches.append("Package.swift gives \(row.target) \(module)")
        }
        let imported = imports.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for module in declared.subtracting(imported).sorted() {
            breaches.append("Package.swift gives \(row.target) \(module), which none of its files imports")
        }
        return breaches
    }

    @Test("each target imports, and Package.swift gives it, only what its row allows and its code imports")
    func importsFollowTheTable() throws {
        let targets = Set(try Self.sourceTargets())
        var breaches: [String] = []
        for row in Self.rows() where targets.contains(row.target) {
            var imports: [String: Set<String>] = [:]
            for file in Self.swiftFiles(of: row.target) {
                imports[String(file.dropFirst(RepoPaths.root.count + 1))] = Self.imports(of: file)
            }
            // libyaml's module map has no Swift file and no dependencies.
            if row.target == "CLibYAML" { continue }
            breaches += Self.breaches(of: row, imports: imports, declared: Self.declaredDependencies(of: row.target))
        }
        #expect(breaches == [], "not allowed by ARCHITECTURE.md:\n\(breaches.joined(separator: "\n"))")
    }

    @Test("a planted dependency that no file imports, or an import the row does not allow, is a breach")
    func plantedBreachesAreFound() {
        let row = Row(target: "NavGraphAnalysis", planned: false, mayImport: ["NavGraphCore", "NavGraphScript"])
        let imports: [String: Set<String>] = [
            "Sources/NavGraphAnalysis/A.swift": ["NavGraphCore", "Foundation"],
            "Sources/NavGraphAnalysis/B.swift": ["NavGraphCore"],
        ]
        #expect(Self.breaches(of: row, imports: imports, declared: ["NavGraphCore"]) == [])
        #expect(
            Self.breaches(of: row, imports: imports, declared: ["NavGraphCore", "NavGraphScript"]) == [
                "Package.swift gives NavGraphAnalysis NavGraphScript, which none of its files imports"
            ])
        var wider = imports
        wider["Sources/NavGraphAnalysis/B.swift"] = ["NavGraphCore", "NavGraphLSP"]
        #expect(
            Self.breaches(of: row, imports: wider, declared: ["NavGraphCore", "NavGraphLSP"]) == [
                "Sources/NavGraphAnalysis/B.swift imports NavGraphLSP",
                "Package.swift gives NavGraphAnalysis NavGraphLSP",
            ])
    }

    @Test("the table parser reads imports and dependency lists")
    func parsersSeeWhatTheyRead() throws {
        #expect(Self.declaredDependencies(of: "NavGraphSupport") == [])
        let cli = try #require(Self.declaredDependencies(of: "navgraph"))
        #expect(
            cli.contains("ArgumentParser") && cli.contains("NavGraphCore") && !cli.contains("swift-argument-parser"))
        let core = try #require(Self.rows().first { $0.target == "NavGraphCore" })
        #expect(core.mayImport == ["CLibYAML", "NavGraphModel", "NavGraphSupport"])
        let generator = RepoPaths.root + "/Sources/NavGraphCodegen/RouteTable/RouteTrieCode.swift"
        #expect(Self.imports(of: generator) == ["NavGraphSupport", "NavGraphCore", "NavGraphModel"])
        let reader = RepoPaths.root + "/Sources/NavGraphCore/YAML/TreeBuilder.swift"
        #expect(Self.imports(of: reader).contains("CLibYAML"))
    }

    /// The core takes text in and gives values out (navgraph's own rule).
    @Test("NavGraphCore never prints, touches files or exits")
    func coreDoesNoIO() throws {
        let banned = try NSRegularExpression(
            pattern: #"\b(print|exit|fopen|open|write)\(|\b(FileManager|FileHandle|"#
                + #"FileBytes|AtomicFile|MappedFile|FileDescriptor|ProcessInfo)\b"#)
        var found: [String] = []
        for file in Self.swiftFiles(of: "NavGraphCore") {
            for (i, line) in RepoPaths.read(file).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                let range = NSRange(code.startIndex..., in: code)
                if let match = banned.firstMatch(in: code, range: range), let word = Range(match.range, in: code) {
                    found.append("\(file.dropFirst(RepoPaths.root.count + 1)):\(i + 1): \(code[word])")
                }
            }
        }
        #expect(found == [], "I/O in the core:\n\(found.joined(separator: "\n"))")
    }

    /// The check is one function, `GraphCheck.run`: a client (the command line, the language
    /// server, the fuzz entries) calls it, and runs none of its stages by hand.
    @Test("outside the core and NavGraphAnalysis, no source runs a stage of the check itself")
    func clientsCallTheOneCheck() throws {
        let stages = ["LoadedGraph.decode(", ".validated(", ".explored(", "Validator.", "ExploreStage."]
        let clients = try Self.sourceTargets().filter { !["NavGraphCore", "NavGraphAnalysis"].contains($0) }
        let fuzz = try FileManager.default.contentsOfDirectory(atPath: RepoPaths.root + "/Fuzz/Entries")
            .filter { $0.hasSuffix(".swift") }.map { RepoPaths.root + "/Fuzz/Entries/" + $0 }
        var found: [String] = []
        for file in clients.flatMap(Self.swiftFiles(of:)) + fuzz {
            let code = RepoPaths.read(file).split(separator: "\n").filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }
            for stage in stages where code.contains(where: { $0.contains(stage) }) {
                found.append("\(file.dropFirst(RepoPaths.root.count + 1)): \(stage)")
            }
        }
        #expect(clients.contains("navgraph") && clients.contains("NavGraphLanguage") && !fuzz.isEmpty)
        #expect(found == [], "a stage of the check run by hand:\n\(found.joined(separator: "\n"))")
    }

    /// The whole Foundation loads ICU and its own libraries when the process starts:
    /// every command, the smallest check included, paid for it before its first line.
    /// FoundationEssentials (which ArgumentParser uses) does not. A file may fall back
    /// to Foundation where FoundationEssentials does not exist (Apple platforms before it).
    @Test("no target imports the whole Foundation")
    func noTargetImportsFoundation() throws {
        var found: [String] = []
        for target in try Self.sourceTargets() {
            for file in Self.swiftFiles(of: target) where Self.imports(of: file).contains("Foundation") {
                if RepoPaths.read(file).contains(
                    "#if canImport(FoundationEssentials)\n    import FoundationEssentials\n#else\n    import Foundation\n#endif"
                ) {
                    continue
                }
                found.append(String(file.dropFirst(RepoPaths.root.count + 1)))
            }
        }
        #expect(found == [], "imports Foundation:\n\(found.joined(separator: "\n"))")
    }

    /// A `package` declaration's body does not inline into another module in a release
    /// build, `@inlinable` or not: the script cursor called `ByteScan.zeroBytes` once a
    /// word, and every search's table look-up was a call. What another module should
    /// inline is `@inlinable public` (CONTRIBUTING.md, "Benchmarks").
    @Test("no declaration is `@inlinable package`: what inlines across modules is public")
    func inlinableIsPublic() throws {
        var found: [String] = []
        for target in try Self.sourceTargets() {
            for file in Self.swiftFiles(of: target) {
                let lines = try String(contentsOfFile: file, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false)
                for (n, line) in lines.enumerated() where line.contains("@inlinable") {
                    // The attributes may stand on a line of their own, above the declaration.
                    let words = line.split(separator: " ")
                    let alone = words.allSatisfy { $0.hasPrefix("@") }
                    let declaration = alone && n + 1 < lines.count ? lines[n + 1].split(separator: " ") : words
                    if declaration.contains("package") {
                        found.append("\(file.dropFirst(RepoPaths.root.count + 1)):\(n + 1)")
                    }
                }
            }
        }
        #expect(found == [], "`@inlinable package` (make it public):\n\(found.joined(separator: "\n"))")
    }

    @Test("Tests/ mirrors Sources/: each target with code has a test target (planned ones once adopted)")
    func testsMirrorSources() throws {
        let planned = Set(Self.rows().filter(\.planned).map(\.target))
        var missing: [String] = []
        for target in try Self.sourceTargets() where !planned.contains(target) && !Self.swiftFiles(of: target).isEmpty {
            let tests = RepoPaths.root + "/Tests/" + target + "Tests"
            if !FileManager.default.fileExists(atPath: tests) { missing.append(target) }
        }
        #expect(missing == [], "targets without Tests/<target>Tests")
    }

    /// The folders a target's files are in, below its own (`Checks`, `FastPath/...`).
    static func folders(under root: String) -> Set<String> {
        let all = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
        return Set(
            all.filter { $0.hasSuffix(".swift") && $0.contains("/") }.map { ($0 as NSString).deletingLastPathComponent }
        )
    }

    @Test("Tests/ mirrors Sources/ folder by folder: a test file lies in its source's folder, not elsewhere")
    func testFoldersMirrorSourceFolders() throws {
        var mismatches: [String] = []
        for target in try Self.sourceTargets() {
            let tests = RepoPaths.root + "/Tests/" + target + "Tests"
            guard FileManager.default.fileExists(atPath: tests) else { continue }
            let sourceFolders = Self.folders(under: RepoPaths.root + "/Sources/" + target)
            // `Generated` holds links to the golden generated tables, which the tests compile.
            let testFolders = Self.folders(under: tests).filter { !$0.hasPrefix("Generated") }
            for folder in sourceFolders.subtracting(testFolders).sorted() {
                mismatches.append("Sources/\(target)/\(folder) has no Tests/\(target)Tests/\(folder)")
            }
            for folder in testFolders.subtracting(sourceFolders).sorted() {
                mismatches.append("Tests/\(target)Tests/\(folder) has no Sources/\(target)/\(folder)")
            }
        }
        #expect(mismatches == [], "\n\(mismatches.joined(separator: "\n"))")
    }
}
