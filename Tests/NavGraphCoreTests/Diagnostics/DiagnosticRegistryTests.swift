import Foundation
import TestSupport
import Testing

@testable import NavGraphCore
@testable import NavGraphModel

/// The registry of decode's and validate's codes against the code that
/// raises them and the fixtures: every code is declared once, by its owner,
/// in the file that raises it (a check's, named after its code), and only
/// its owner raises it; every code has a fixture (or a named test) that
/// triggers it. (The exploration's codes: NavGraphAnalysisTests'
/// ExplorationFindingRegistryTests; navgraph(5), generated from the rules:
/// the man page tests.)
@Suite("Diagnostic registry")
struct DiagnosticRegistryTests {
    static let rules = DiagnosticRegistry.core.rules
    static let sources = RepoPaths.root + "/Sources/NavGraphCore"

    /// Codes no fixture can trigger, and the test that does instead (file and function).
    static let namedTests: [String: (file: String, function: String)] = [
        // Needs a thousand findings, or a hundred duplicate keys: a generated file.
        "too-many-findings": ("Tests/navgraphTests/HostileInputTests.swift", "func duplicateFlood")
    ]

    @Test func everyCodeHasOneRule() {
        let raw = Self.rules.map(\.code.rawValue)
        #expect(Set(raw).count == raw.count, "a code is registered twice")
        #expect(raw.count >= 50)
        for rule in Self.rules {
            #expect(
                !rule.summary.isEmpty && !rule.fix.isEmpty && !rule.manual.isEmpty, "\(rule.code) has no text")
            #expect(DiagnosticRegistry.core.rule(for: rule.code)?.code.severity == rule.code.severity)
        }
    }

    /// `unknown-route` -> `UnknownRoute`.
    static func upperCamel(_ code: String) -> String {
        code.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static var checkOwners: [String: [String]] {
        var owners: [String: [String]] = [:]
        for rule in rules {
            if case .check(let name) = DiagnosticRegistry.core.owner(of: rule.code) {
                owners[name, default: []].append(rule.code.rawValue)
            }
        }
        return owners
    }

    @Test func everyCheckOwnsItsCodesInAFileNamedAfterThem() {
        let owners = Self.checkOwners
        let running = Set(Validator.checks.map { String(describing: $0) })
        #expect(Set(owners.keys) == running, "checks without codes, or owners that do not run")
        for (name, codes) in owners {
            #expect(
                FileManager.default.fileExists(atPath: Self.sources + "/Checks/\(name).swift"),
                "\(name) is not in Checks/\(name).swift")
            // One code: the check is named after it. A family chooses a name for its codes.
            if codes.count == 1 {
                #expect(
                    name.lowercased() == Self.upperCamel(codes[0]).lowercased() + "check",
                    "the check of \(codes[0]) is named \(name)")
            }
        }
    }

    /// The `static let` of each code: its name and the file that declares it (relative to
    /// `folder`), read from the sources.
    static func declarations(in folder: String) throws -> [String: (member: String, file: String)] {
        var names: [String: (member: String, file: String)] = [:]
        for (path, text) in try swiftFiles(in: folder) {
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "\"")
                guard line.contains("public static let "), line.contains("= DiagnosticCode("), parts.count >= 2,
                    let name = line.split(separator: " ").drop(while: { $0 != "let" }).dropFirst().first
                else { continue }
                #expect(names[String(parts[1])] == nil, "\(parts[1]) is declared twice")
                names[String(parts[1])] = (String(name), path)
            }
        }
        return names
    }

    static func swiftFiles(in folder: String) throws -> [String: String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        var files: [String: String] = [:]
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files[path] = RepoPaths.read(folder + "/" + path)
        }
        return files
    }

    /// A code is declared (its `static let` and its rule) in the file of the type that
    /// declares it: its check's, or its stage's in that stage's folder.
    @Test func everyCodeIsDeclaredByItsOwnerInItsFolder() throws {
        let declared = try Self.declarations(in: Self.sources)
        #expect(declared.count == Self.rules.count)
        for rule in Self.rules {
            let file = try #require(declared[rule.code.rawValue]?.file, "no static let for \(rule.code)")
            switch DiagnosticRegistry.core.owner(of: rule.code) {
            case .check(let name)?: #expect(file == "Checks/\(name).swift", "\(rule.code) is declared in \(file)")
            case .reader?: #expect(file == "YAML/ReaderDiagnostics.swift", "\(rule.code) is declared in \(file)")
            case .decoder?: #expect(file == "Decoding/DecoderDiagnostics.swift", "\(rule.code) is declared in \(file)")
            case .pipeline?:
                #expect(file == "Diagnostics/FindingLimitDiagnostics.swift", "\(rule.code) is declared in \(file)")
            case let owner: Issue.record("\(rule.code) of decode or validate is owned by \(String(describing: owner))")
            }
        }
    }

    /// SARIF's rule list, and so the registry's order, is family by family, and within
    /// a family in the order the stages and `Validator.checks` declare their codes.
    @Test func theRulesComeFamilyByFamilyInTheChecksOrder() {
        let families = Self.rules.map(\.family.rawValue)
        #expect(families == families.sorted())
        let checks = Validator.checks.map { String(describing: $0) }
        for family in DiagnosticFamily.allCases {
            let owners: [Int] = Self.rules.filter { $0.family == family }.compactMap {
                guard case .check(let name)? = DiagnosticRegistry.core.owner(of: $0.code) else { return nil }
                return checks.firstIndex(of: name)
            }
            #expect(owners == owners.sorted(), "\(family)")
        }
        #expect(Self.rules.first?.code == .yamlSyntax)
    }

    /// The files under Sources/NavGraphCore that raise a code: create a
    /// `Diagnostic` with it or `report` it (read with white space removed).
    static func raisers(of member: String, in files: [String: String]) -> Set<String> {
        let patterns = ["Diagnostic(." + member + ",", "report(." + member + ","]
        return Set(files.filter { _, text in patterns.contains(where: text.contains) }.keys)
    }

    @Test func everyCodeIsRaisedOnlyByItsOwner() throws {
        let names = try Self.declarations(in: Self.sources)
        #expect(names.count == Self.rules.count)
        let files = try Self.swiftFiles(in: Self.sources).mapValues { String($0.filter { !$0.isWhitespace }) }
        #expect(files.count > 40)
        for rule in Self.rules {
            let member = try #require(names[rule.code.rawValue]?.member, "no static let for \(rule.code)")
            let raisers = Self.raisers(of: member, in: files)
            #expect(!raisers.isEmpty, "nothing raises \(rule.code)")
            for path in raisers {
                switch try #require(DiagnosticRegistry.core.owner(of: rule.code)) {
                case .check(let name):
                    #expect(path == "Checks/\(name).swift", "\(path) raises \(rule.code), owned by \(name)")
                case .reader: #expect(path.hasPrefix("YAML/"), "\(path) raises \(rule.code), owned by the reader")
                case .decoder: #expect(path.hasPrefix("Decoding/"), "\(path) raises \(rule.code), owned by the decoder")
                case .pipeline:
                    #expect(path.hasPrefix("YAML/") || path.hasPrefix("Decoding/"), "\(path) raises \(rule.code)")
                case .stage(let stage): Issue.record("\(rule.code) of the graph is owned by another domain's \(stage)")
                case .exploration:
                    Issue.record("\(path) raises \(rule.code), owned by the exploration (NavGraphAnalysis)")
                }
            }
        }
    }

    @Test func everyCodeHasAFixtureOrANamedTest() {
        #expect(Self.rules.count > 0)
        #expect(FindingFixtures.missing(for: Self.rules.map(\.code.rawValue), namedTests: Self.namedTests) == [])
    }
}
