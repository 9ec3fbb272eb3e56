import NavGraphModel

public enum Severity: String, Sendable, Hashable, Comparable, Codable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A secondary place a diagnostic points at ("first defined here").
public struct DiagnosticLabel: Sendable, Hashable {
    public var span: Span
    public var message: String

    public init(span: Span, message: String) {
        self.span = span
        self.message = message
    }
}

/// A proposed fix: what to write instead of the primary span's text.
public struct Suggestion: Sendable, Hashable {
    public var message: String
    public var replacement: String?

    public init(message: String, replacement: String? = nil) {
        self.message = message
        self.replacement = replacement
    }

    /// "did you mean 'x'?" with `x` as the replacement.
    public static func didYouMean(_ candidate: String) -> Suggestion {
        Suggestion(message: "did you mean '\(candidate)'?", replacement: candidate)
    }
}

/// One finding. The core returns these as values; only the CLI renders them.
public struct Diagnostic: Sendable, Hashable {
    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    public var span: Span
    /// Text under the primary caret, when it says more than the message.
    public var label: String?
    public var secondary: [DiagnosticLabel]
    public var notes: [String]
    public var suggestion: Suggestion?
    /// A navscript scenario that shows the finding from launch, when a run can
    /// (attached by the exploration; `check --witness` writes it).
    public var witness: String?

    public init(
        _ code: DiagnosticCode,
        _ message: String,
        at span: Span,
        severity: Severity? = nil,
        label: String? = nil,
        secondary: [DiagnosticLabel] = [],
        notes: [String] = [],
        suggestion: Suggestion? = nil
    ) {
        self.severity = severity ?? code.severity
        self.code = code
        self.message = message
        self.span = span
        self.label = label
        self.secondary = secondary
        self.notes = notes
        self.suggestion = suggestion
    }
}

extension Array where Element == Diagnostic {
    public var errorCount: Int { reduce(0) { $0 + ($1.severity == .error ? 1 : 0) } }
    public var warningCount: Int { reduce(0) { $0 + ($1.severity == .warning ? 1 : 0) } }
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by file name, line, column, then code and message, so output is
    /// identical from run to run whatever order the checks ran in.
    public func sorted(in sources: SourceMap) -> [Diagnostic] {
        let keyed = map { d -> (String, Int, Int, Diagnostic) in
            let name = sources.file(d.span.file)?.name ?? ""
            return (name, d.span.file, d.span.start, d)
        }
        return keyed.sorted { a, b in
            if a.0 != b.0 { return a.0 < b.0 }
            if a.1 != b.1 { return a.1 < b.1 }
            if a.2 != b.2 { return a.2 < b.2 }
            if a.3.severity != b.3.severity { return a.3.severity < b.3.severity }
            if a.3.code != b.3.code { return a.3.code.rawValue < b.3.code.rawValue }
            return a.3.message < b.3.message
        }.map { $0.3 }
    }
}
