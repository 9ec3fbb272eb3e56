import Foundation
import TestSupport
import Testing

@testable import NavGraphCore
@testable import NavGraphModel

/// The registry of the graph's diagnostic codes against the code that raises
/// them, the fixtures and the manual: every code has exactly one owner, which
/// alone raises it; a check's file is named after its code; every code has a
/// fixture (or a named test) that triggers it. (navgraph(5) is compared with
/// the registry by the man page tests.)
@Suite("Diagnostic registry")
struct DiagnosticRegistryTests {
    static let rules = DiagnosticRegistry.core.rules
    static let sources = RepoPaths.root + "/Sources/NavGraphCore"

    /// Codes no fixture can trigger, and the test that does instead (file and function).
    static let namedTests: [String: (file: String, function: String)] = [
        // Needs a thousand findings, or a hundred duplicate keys: a generated file.
        "too-many-findings": ("Tests/navgraphTests/HostileInputTests.swift", "func duplicateFlood"),
        // Needs more states than the default limit: a test lowers the limit instead.
        "exploration-limit": (
            "Tests/NavGraphAnalysisTests/ExplorerTests.swift", "func theStateLimitIsANoteNeverASilentNoFindings"
        ),
    ]

    @Test func everyCodeHasOneRule() {
        let raw = Self.rules.map(\.code.rawValue)
        #expect(Set(raw).count == raw.count, "a code is registered twice")
        #expect(raw.count >= 50)
        for rule in Self.rules {
            #expect(!rule.summary.isEmpty && !rule.documentation.isEmpty, "\(rule.code) has no text")
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
            if case .check(let name) = rule.owner { owners[name, default: []].append(rule.code.rawValue) }
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

    /// The `static let` name of each code, read from the registry's source.
    static func memberNames() -> [String: String] {
        let text = RepoPaths.read(sources + "/Diagnostics/DiagnosticRegistry.swift")
        var names: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\"")
            guard line.contains("public static let "), line.contains("= DiagnosticCode("), parts.count >= 2,
                let name = line.split(separator: " ").drop(while: { $0 != "let" }).dropFirst().first
            else { continue }
            names[String(parts[1])] = String(name)
        }
        return names
    }

    /// The files under Sources/NavGraphCore that raise a code: create a
    /// `Diagnostic` with it or `report` it (read with white space removed).
    static func raisers(of member: String, in files: [String: String]) -> Set<String> {
        let patterns = ["Diagnostic(." + member + ",", "report(." + member + ","]
        return Set(files.filter { _, text in patterns.contains(where: text.contains) }.keys)
    }

    @Test func everyCodeIsRaisedOnlyByItsOwner() throws {
        let names = Self.memberNames()
        #expect(names.count == Self.rules.count)
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.sources))
        var files: [String: String] = [:]
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files[path] = String(RepoPaths.read(Self.sources + "/" + path).filter { !$0.isWhitespace })
        }
        #expect(files.count > 40)
        for rule in Self.rules {
            let member = try #require(names[rule.code.rawValue], "no static let for \(rule.code)")
            let raisers = Self.raisers(of: member, in: files)
            // The exploration's codes are raised outside the core (NavGraphAnalysis).
            if rule.owner != .exploration { #expect(!raisers.isEmpty, "nothing raises \(rule.code)") }
            for path in raisers {
                switch rule.owner {
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
        let invalid = RepoPaths.fixture("invalid")
        for rule in Self.rules {
            let code = rule.code.rawValue
            if let named = Self.namedTests[code] {
                let text = RepoPaths.read(RepoPaths.root + "/" + named.file)
                #expect(
                    text.contains(named.function) && text.contains(code),
                    "\(named.file) has no \(named.function) for \(code)")
                continue
            }
            let file = [invalid + "/\(code).yaml", invalid + "/\(code)/navgraph.yaml"]
                .first { FileManager.default.fileExists(atPath: $0) }
            guard let file else {
                Issue.record("no fixture Fixtures/invalid/\(code).yaml")
                continue
            }
            let expectations = InvalidFixtureTests.expectations(
                Array(FileManager.default.contents(atPath: file) ?? Data()))
            #expect(expectations.contains { $0.contains("[\(code)]") }, "\(file) does not expect \(code)")
        }
    }
}
