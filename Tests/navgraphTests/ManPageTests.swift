import Foundation
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

@testable import NavGraphEngine
@testable import NavGraphScript

/// The manual pages under man/: clean under `mandoc -T lint`, and in step
/// with the code: every flag of `--help`, every subcommand, every diagnostic
/// code (navscript(5)'s scripts and words: `ScriptManPageTests`).
@Suite("Man pages")
struct ManPageTests {
    static let pages = ["navgraph.1", "navgraph.5", "navscript.5", "navgraph-runtime.3"]
    static let mandocAvailable = ExternalTool.find("mandoc") != nil

    static func source(_ page: String) -> String { RepoPaths.read(RepoPaths.root + "/man/" + page) }

    /// A page's source with roff escapes that hide words undone (`\-` -> `-`, `\&` dropped).
    static func plain(_ page: String) -> String {
        source(page).replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\&", with: "")
    }

    /// The lines of a section (`.Sh NAME` up to the next `.Sh`).
    static func section(_ name: String, of page: String) -> String {
        let text = plain(page)
        guard let start = text.range(of: "\n.Sh \(name)\n") else { return "" }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n.Sh ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// Tags of `.It Sy WORD` lines.
    static func symbolTags(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(".It Sy ") else { return nil }
            return line.dropFirst(7).split(separator: " ").first.map(String.init)
        }
    }

    @Test(
        "every page is clean under mandoc -T lint", .enabled(if: mandocAvailable, "mandoc is not installed"),
        arguments: pages)
    func lintClean(page: String) throws {
        let out = try #require(
            ExternalTool.run("mandoc", ["-T", "lint", "-W", "style", "man/" + page], cwd: RepoPaths.root))
        // Cross references to pages not installed on this machine (navgraph(5) while
        // the pages are not installed, dot(1) without Graphviz's pages) and a stale
        // system mandoc.db are facts about the machine, not about the page.
        let findings = (out.stdout + out.stderr).split(separator: "\n").filter {
            !$0.contains("referenced manual not found") && !$0.contains("mandoc.db")
        }
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test(
        "every page renders, with its name and sections", .enabled(if: mandocAvailable, "mandoc is not installed"),
        arguments: pages)
    func renders(page: String) throws {
        let out = try #require(ExternalTool.run("mandoc", ["-T", "ascii", "man/" + page], cwd: RepoPaths.root))
        #expect(out.status == 0)
        let text = Self.withoutOverstrike(out.stdout)
        let title = page.split(separator: ".")[0].uppercased() + "(" + page.split(separator: ".")[1] + ")"
        #expect(text.hasPrefix(title), "\(text.prefix(80))")
        for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "SEE ALSO"] {
            #expect(text.contains("\n\(heading)\n"), "\(page) has no \(heading)")
        }
    }

    /// The rendered synopsis gives each subcommand a line of its own that starts
    /// with `navgraph SUBCOMMAND` (a missing `.Nm` once ran `lsp` into `cover`'s line).
    @Test(
        "navgraph(1) renders its whole synopsis, a line for each subcommand",
        .enabled(if: mandocAvailable, "mandoc is not installed"))
    func synopsisRendersWhole() throws {
        let out = try #require(ExternalTool.run("mandoc", ["-T", "ascii", "man/navgraph.1"], cwd: RepoPaths.root))
        let text = Self.withoutOverstrike(out.stdout)
        let start = try #require(text.range(of: "\nSYNOPSIS\n"))
        let end = try #require(text.range(of: "\nDESCRIPTION\n", range: start.upperBound..<text.endIndex))
        let lines = text[start.upperBound..<end.lowerBound].split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let starts = lines.filter { $0.hasPrefix("navgraph ") }.map { $0.split(separator: " ")[1] }
        #expect(
            starts == [
                "check", "gen", "gen", "sim", "graph", "cover", "lsp", "help", "--version",
                "--generate-completion-script",
            ])
        for sub in ["check", "gen", "sim", "graph", "cover", "lsp"] {
            // No subcommand's name ends another's line.
            #expect(!lines.contains { !$0.hasPrefix("navgraph") && $0.contains(" \(sub) [") }, "\(sub)")
        }
        #expect(lines.contains("navgraph lsp [--stdio]"))
    }

    /// `-T ascii` prints bold as `X\bX` and underline as `_\bX`; keep the last character.
    static func withoutOverstrike(_ text: String) -> String {
        var out: [Character] = []
        for ch in text {
            if ch == "\u{8}" {
                _ = out.popLast()
                continue
            }
            out.append(ch)
        }
        return String(out)
    }

    /// Whether the page has `Fl NAME` (NAME without its first dash) as a whole word.
    static func documents(flag: String, in page: String) -> Bool {
        let needle = "Fl " + flag.dropFirst()
        var rest = Substring(page)
        while let r = rest.range(of: needle) {
            let before = rest[..<r.lowerBound].last
            let after = rest[r.upperBound...].first
            if (before == " " || before == ".") && (after == nil || after == " " || after == "\n") { return true }
            rest = rest[r.upperBound...]
        }
        return false
    }

    /// Flags of one `--help` text: `--format`, `-o`, ...
    static func flags(inHelp help: String) -> Set<String> {
        guard let options = help.range(of: "OPTIONS:") else { return [] }
        var found: Set<String> = []
        for line in help[options.upperBound...].split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("-") else { continue }
            let head = trimmed.components(separatedBy: "  ").first ?? trimmed
            for part in head.components(separatedBy: ",") {
                let flag = part.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
                if flag.hasPrefix("-") { found.insert(flag) }
            }
        }
        return found
    }

    @Test("every subcommand and every flag of --help is in navgraph(1)")
    func flagsDocumented() {
        let page = Self.plain("navgraph.1")
        let root = NavGraphBinary.run(["--help"])
        #expect(root.status == 0)
        let subcommands =
            root.stdout.components(separatedBy: "SUBCOMMANDS:").last?
            .split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
                return line.split(separator: " ").first.map(String.init)
            }.filter { $0 != "See" } ?? []
        #expect(Set(subcommands) == ["check", "gen", "sim", "graph", "cover", "lsp"])
        var checked = 0
        for flag in Self.flags(inHelp: root.stdout) {
            #expect(Self.documents(flag: flag, in: page), "navgraph \(flag) is not in navgraph.1")
            checked += 1
        }
        for sub in subcommands {
            #expect(page.contains(".Cm \(sub)"), "subcommand \(sub) is not in navgraph.1")
            let help = NavGraphBinary.run(["help", sub])
            #expect(help.status == 0)
            let flags = Self.flags(inHelp: help.stdout)
            #expect(flags.contains("--help"))
            for flag in flags {
                #expect(Self.documents(flag: flag, in: page), "navgraph \(sub) \(flag) is not in navgraph.1")
                checked += 1
            }
        }
        #expect(checked >= 15)
        // Not listed by --help, but part of the interface.
        #expect(Self.documents(flag: "--generate-completion-script", in: page))
        #expect(Self.documents(flag: "--warnings-as-errors", in: page))
    }

    @Test(
        "the documented completion scripts generate and know every subcommand and format",
        arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) {
        let out = NavGraphBinary.run(["--generate-completion-script", shell])
        #expect(out.status == 0)
        for word in ["check", "gen", "sim", "graph", "sarif", "junit", "mermaid"] {
            #expect(out.stdout.contains(word), "\(shell) completion lacks \(word)")
        }
        #expect(Self.plain("navgraph.1").contains(".Fl -generate-completion-script Cm bash | zsh | fish"))
    }

    @Test("navgraph(1) documents the generated deep-link entry points and every reason they give")
    func genEntryPointsDocumented() {
        let page = Self.source("navgraph.1")
        let reasons = GeneratedEntryPoints.failureReasons()
        #expect(!reasons.isEmpty)
        for name in GeneratedEntryPoints.names + reasons {
            #expect(page.contains("Ic \(name)"), "\(name) is not in navgraph.1")
        }
    }

    @Test("every public call of the runtime's Navigator is in navgraph-runtime(3)")
    func runtimeCallsDocumented() {
        let source = RepoPaths.read(RepoPaths.root + "/Sources/NavGraphRuntime/Navigator.swift")
        let page = Self.source("navgraph-runtime.3")
        let names = Set(
            source.split(separator: "\n").compactMap { line -> String? in
                guard let r = line.range(of: "public func ") else { return nil }
                return String(line[r.upperBound...].prefix { $0.isLetter || $0.isNumber })
            })
        #expect(names.count > 10)
        for name in names {
            #expect(
                page.contains("Ql \(name)") || page.contains("Ql \"\(name)"),
                "Navigator.\(name) is not in navgraph-runtime.3")
        }
    }

    @Test("navgraph(1) documents every exit status and environment variable")
    func exitStatusAndEnvironment() {
        let status = Self.section("EXIT STATUS", of: "navgraph.1")
        for code in ["0", "1", "64", "66"] { #expect(status.contains(".It \(code)\n"), "exit status \(code)") }
        let environment = Self.section("ENVIRONMENT", of: "navgraph.1")
        for variable in ["NO_COLOR", "TERM"] { #expect(environment.contains(".It Ev \(variable)"), "\(variable)") }
        #expect(Self.section("EXAMPLES", of: "navgraph.1").contains("navgraph graph"))
    }

    @Test("every diagnostic code is in navgraph(5) or navscript(5), with its severity")
    func codesDocumented() {
        let graphCodes = Self.section("DIAGNOSTICS", of: "navgraph.5")
        let scriptCodes = Self.section("DIAGNOSTICS", of: "navscript.5")
        let graphTags = Set(Self.symbolTags(in: graphCodes))
        let scriptTags = Set(Self.symbolTags(in: scriptCodes))
        // Warnings are listed under `.Ss Warnings`, notes under `.Ss Notes`, errors elsewhere.
        func subsection(_ title: String) -> Set<String> {
            let after = graphCodes.components(separatedBy: ".Ss \(title)\n").dropFirst().joined()
            return Set(Self.symbolTags(in: after.components(separatedBy: "\n.Ss ").first ?? ""))
        }
        let warningTags = subsection("Warnings")
        let noteTags = subsection("Notes")
        for rule in DiagnosticRegistry.graph.rules {
            let code = rule.code
            #expect(graphTags.contains(code.rawValue), "\(code.rawValue) is not in navgraph.5")
            #expect(
                warningTags.contains(code.rawValue) == (rule.severity == .warning),
                "\(code.rawValue) is listed under the wrong severity")
            #expect(
                noteTags.contains(code.rawValue) == (rule.severity == .note),
                "\(code.rawValue) is listed under the wrong severity")
        }
        for rule in DiagnosticRegistry.script.rules {
            #expect(scriptTags.contains(rule.code.rawValue), "\(rule.code.rawValue) is not in navscript.5")
        }
        // And nothing stale: every code a page lists is in that page's registry.
        let graphKnown = Set(DiagnosticRegistry.graph.codes.map(\.rawValue))
        let scriptKnown = Set(DiagnosticRegistry.script.codes.map(\.rawValue))
        #expect(
            graphTags.subtracting(graphKnown).isEmpty,
            "unknown codes in navgraph.5: \(graphTags.subtracting(graphKnown))")
        #expect(
            scriptTags.subtracting(scriptKnown).isEmpty,
            "unknown codes in navscript.5: \(scriptTags.subtracting(scriptKnown))")
    }

    /// The keys and words as the decoder reads them (`FormatVocabulary`, from its key
    /// schema), not a list of this test's own: a key added to the decoder and not to the page fails.
    @Test("every key of the format is in navgraph(5)")
    func keysDocumented() {
        let page = Self.plain("navgraph.5")
        let keys = Set(FormatVocabulary.Mapping.allCases.flatMap(FormatVocabulary.keys(of:)))
        #expect(keys.count > 40)
        for key in keys.sorted() {
            #expect(page.contains(".It Ic \(key) :") || page.contains("Ic \(key) :"), "key \(key) is not described")
        }
        let words =
            FormatVocabulary.presentations + FormatVocabulary.containerKinds + FormatVocabulary.restoreBehaviors
            + FormatVocabulary.interceptorPhases + FormatVocabulary.interceptorPriorities + FormatVocabulary.paramTypes
            + FormatVocabulary.deepLinkModals + FormatVocabulary.lifetimeWords + ["stack"]
        for word in words {
            // `.Cm a | b` sets b in the same font: both are documented values.
            #expect(page.contains("Cm \(word)") || page.contains("| \(word)"), "value \(word) is not described")
        }
    }

    /// The `.Bd -literal` ... `.Ed` blocks of a page, as written.
    static func literalBlocks(of page: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in source(page).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(".Bd -literal") {
                current = []
                continue
            }
            if line == ".Ed", let lines = current {
                blocks.append(lines.joined(separator: "\n") + "\n")
                current = nil
                continue
            }
            current?.append(line)
        }
        return blocks
    }

    @Test("the example graphs of navgraph(5) check clean")
    func graphExamplesCheck() {
        let graphs = Self.literalBlocks(of: "navgraph.5").filter { $0.hasPrefix("navgraph: 1\n") }
        #expect(graphs.count == 2)
        for graph in graphs {
            let out = NavGraphBinary.run(["check", "-", "--strict", "--color", "never"], stdin: graph)
            #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
        }
    }
}
