import NavGraphCore
import NavGraphModel
import TestSupport

/// Runs the whole pipeline (decode + checks) on test text and prints each
/// finding the way the invalid fixtures' `# expect:` lines do:
/// `error[unknown-route] 14:16 route 'prodcut' is not defined`.
enum Checked {
    static func load(_ text: String, includes: [String: String] = [:]) -> LoadedGraph {
        LoadedGraph.decode(text: text, includes: includes).validated()
    }

    static func line(_ d: Diagnostic, _ sources: SourceMap) -> String { Findings.line(d, sources) }

    /// A graph named Shop: lines 1 to 3 are `navgraph: 1`, `name: Shop` and `root: ROOT`, and
    /// `rest` starts on line 4 (positions count from the first line). With a scheme,
    /// `scheme: SCHEME` comes before the root, on line 3, and `rest` starts on line 5.
    static func shop(root: String = "home", scheme: String? = nil, _ rest: String) -> String {
        "navgraph: 1\nname: Shop\n" + (scheme.map { "scheme: \($0)\n" } ?? "") + "root: \(root)\n" + rest
    }

    /// `shop` with the realm `signedIn`, whose login is the modal `login`, and the routes
    /// `home` -> `account` (which needs it), lines 4 to 9; `rest` (more routes) starts on line 10.
    static func shopWithLogin(_ rest: String) -> String {
        shop(
            """
            auth:
              signedIn: { login: login }
            routes:
              home: { path: /, to: [account] }
              account: { path: /account, auth: signedIn }
              login: { path: /login, presentation: modal }

            """ + rest)
    }

    /// Every finding of `text`, or only those with one of `codes`.
    static func lines(
        _ text: String, includes: [String: String] = [:],
        only codes: Set<DiagnosticCode>? = nil
    ) -> [String] {
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
