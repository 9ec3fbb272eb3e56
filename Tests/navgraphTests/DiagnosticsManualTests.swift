import Foundation
import NavGraphAnalysis
import NavGraphCore
import NavGraphScript
import TestSupport
import Testing

/// navgraph(5)'s and navscript(5)'s lists of codes are generated from the rules
/// the checks and stages declare (`DiagnosticRule.manual`), as swift-format
/// generates its rule registry: the page is in step with the code, or this
/// fails; `NAVGRAPH_RECORD=1` rewrites it. What precedes the generated part
/// (the section's opening, up to the marker line) stays as written.
@Suite("Diagnostics manual")
struct DiagnosticsManualTests {
    /// The line after which a page's DIAGNOSTICS section is generated, up to the next `.Sh`.
    static let marker =
        ".\\\" Generated from the rules the code declares (DiagnosticRule.manual): edit them, then NAVGRAPH_RECORD=1 swift test --filter DiagnosticsManualTests."

    /// One `.Bl` list of codes, each `.It Sy <code>` with its manual text.
    static func list(_ rules: [DiagnosticRule]) -> [String] {
        [".Bl -tag -width Ds"] + rules.flatMap { [".It Sy \($0.code.rawValue)"] + lines($0.manual) } + [".El"]
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// navgraph(5): errors under their family's subsection (families that share a
    /// title share it), then every warning, then every note, each in the registry's order.
    static func graphSection(_ registry: DiagnosticRegistry) -> [String] {
        var out: [String] = []
        var titles: [String] = []
        for family in DiagnosticFamily.allCases where !titles.contains(family.title) { titles.append(family.title) }
        for title in titles {
            let families = DiagnosticFamily.allCases.filter { $0.title == title }
            let errors = registry.rules.filter { families.contains($0.family) && $0.severity == .error }
            guard !errors.isEmpty else { continue }
            out.append(".Ss \(title) (errors)")
            for family in families { out += registry.manualIntroductions[family].map(lines) ?? [] }
            out += list(errors)
        }
        for (title, severity) in [("Warnings", Severity.warning), ("Notes", .note)] {
            let rules = registry.rules.filter { $0.severity == severity }
            guard !rules.isEmpty else { continue }
            out += [".Ss \(title)"] + list(rules)
        }
        return out
    }

    /// `page` with its DIAGNOSTICS section's generated part replaced by `generated`.
    static func page(_ page: String, generating generated: [String]) throws -> String {
        var lines = Self.lines(RepoPaths.read(RepoPaths.root + "/man/" + page))
        let section = try #require(lines.firstIndex(of: ".Sh DIAGNOSTICS"), "\(page) has no DIAGNOSTICS")
        let start = try #require(
            lines[section...].firstIndex(of: marker), "\(page) has no marker line in DIAGNOSTICS")
        let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix(".Sh ") })
        lines.replaceSubrange((start + 1)..<end, with: generated)
        return lines.joined(separator: "\n")
    }

    @Test("navgraph(5) lists every graph code as its rule declares it")
    func graphPageInStep() throws {
        let page = try Self.page("navgraph.5", generating: Self.graphSection(.graph))
        if let mismatch = Golden.mismatch(page, golden: RepoPaths.root + "/man/navgraph.5") {
            Issue.record("\(mismatch)")
        }
    }

    @Test("navscript(5) lists every script code as its rule declares it")
    func scriptPageInStep() throws {
        let page = try Self.page("navscript.5", generating: Self.list(DiagnosticRegistry.script.rules))
        if let mismatch = Golden.mismatch(page, golden: RepoPaths.root + "/man/navscript.5") {
            Issue.record("\(mismatch)")
        }
    }

    /// Every rule has manual text of its own, written as mdoc lines (no `.It`,
    /// `.Bl` or `.El` of its own: the generator writes the list).
    @Test("every rule's manual text is mdoc lines that fit the list")
    func manualTextFitsTheList() {
        for rule in DiagnosticRegistry.graph.rules + DiagnosticRegistry.script.rules {
            let lines = Self.lines(rule.manual)
            #expect(!rule.manual.isEmpty && !lines.contains(""), "\(rule.code): empty text or an empty line")
            #expect(
                !lines.contains {
                    $0.hasPrefix(".It") || $0.hasPrefix(".Bl") || $0.hasPrefix(".El") || $0.hasPrefix(".Sh")
                        || $0.hasPrefix(".Ss")
                },
                "\(rule.code): a list or section macro in its text")
        }
    }
}
