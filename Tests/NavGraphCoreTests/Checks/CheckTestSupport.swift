import NavGraphCore
import TestSupport

/// Runs the whole pipeline (decode + checks) on test text and prints each
/// finding the way the invalid fixtures' `# expect:` lines do:
/// `error[unknown-route] 14:16 route 'prodcut' is not defined`.
enum Checked {
    static func load(_ text: String, includes: [String: String] = [:]) -> LoadedGraph {
        GraphCompiler.check(text: text, includes: includes)
    }

    static func line(_ d: Diagnostic, _ sources: SourceMap) -> String { Findings.line(d, sources) }

    /// Every finding of `text`, or only those with one of `codes`.
    static func lines(_ text: String, includes: [String: String] = [:],
                      only codes: Set<DiagnosticCode>? = nil) -> [String] {
        let loaded = load(text, includes: includes)
        return loaded.diagnostics
            .filter { codes?.contains($0.code) ?? true }
            .map { line($0, loaded.sources) }
    }

    /// The findings with one code, as values (for notes, labels, suggestions).
    static func diagnostics(_ text: String, _ code: DiagnosticCode) -> [Diagnostic] {
        load(text).diagnostics.filter { $0.code == code }
    }

    /// `file:line:col message` of each secondary label.
    static func labels(_ d: Diagnostic, _ sources: SourceMap) -> [String] {
        d.secondary.map { label in
            guard let loc = sources.location(of: label.span) else { return "?:? " + label.message }
            return "\(loc.start.line):\(loc.start.column) \(label.message)"
        }
    }
}
