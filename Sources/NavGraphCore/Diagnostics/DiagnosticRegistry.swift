import NavGraphModel

/// Who raises a code: exactly one owner each. A graph check owns the codes
/// of its file, `Checks/<Owner>.swift`, named after its code (or after the
/// family of codes it raises together); the stages before the checks own the
/// codes of reading and decoding.
public enum DiagnosticOwner: Sendable, Hashable {
    /// Reading bytes into YAML nodes (Sources/NavGraphCore/YAML).
    case reader
    /// Decoding nodes into a graph, includes and ids (Sources/NavGraphCore/Decoding).
    case decoder
    /// The limit on findings a run reports, applied wherever findings pile up.
    case pipeline
    /// A graph check, by its type name (one of `Validator.checks`), which the
    /// registry takes from the type that declares the code.
    case check(String)
    /// A stage of another domain, such as the navigation scripts' lexer, parser and resolver.
    case stage(String)
    /// The exploration of the graph's states with the simulator's engine
    /// (Sources/NavGraphAnalysis), which `check` runs on a graph the checks accept.
    case exploration
}

/// The groups of codes the manual describes (navgraph(5), DIAGNOSTICS), in
/// the registry's order: SARIF lists the rules family by family, and within
/// a family in the order of the stages and checks that declare them (the
/// reader, the decoder, the finding limit, `Validator.checks`, the
/// exploration's findings). The manual describes an error under its
/// family's subsection, a warning under Warnings and a note under Notes.
public enum DiagnosticFamily: Int, CaseIterable, Sendable {
    case reading, keys, includes, references
    /// Two routes' paths against each other.
    case paths
    /// What a URL carries and reaches: a path's parameters, the scheme or
    /// hosts of external routes. The manual's subsection is the one of `paths`
    /// (it comes after them in SARIF's list, the decoder's code among checks').
    case urls
    /// The graph's shape, read by the static checks.
    case structure
    /// Found by exploring the graph's states (NavGraphAnalysis).
    case explored
    /// A navigation script's codes (navscript(5), one list).
    case script

    /// The manual's subsection of the family's errors (without "(errors)").
    public var title: String {
        switch self {
        case .reading: "Reading the file"
        case .keys: "Keys and values"
        case .includes: "Includes and ids"
        case .references: "References"
        case .paths, .urls: "Paths and parameters"
        case .structure: "Graph structure"
        case .explored: "Findings in every state"
        case .script: "Navigation scripts"
        }
    }
}

/// What navgraph knows about a code, declared by the check or stage that
/// raises it, next to that code (SwiftLint's rule descriptions): a one-line
/// summary (SARIF's short description), how to fix it (SARIF's full
/// description is the summary and the fix), and the manual's text (mdoc,
/// navgraph(5)'s entry under `.It Sy <code>`). The default severity is the
/// code's own; the owner is the declaring type's (`DiagnosticRegistry.owner`).
public struct DiagnosticRule: Sendable {
    public let code: DiagnosticCode
    public let family: DiagnosticFamily
    public let summary: String
    public let fix: String
    /// mdoc lines, without the `.It Sy <code>` line the manual generator writes.
    public let manual: String

    public init(_ code: DiagnosticCode, _ family: DiagnosticFamily, summary: String, fix: String, manual: String) {
        self.code = code
        self.family = family
        self.summary = summary
        self.fix = fix
        self.manual = manual
    }

    public var severity: Severity { code.severity }
}

/// A check or stage that raises codes declares them: its codes' rules, and
/// who it is as their owner. A static check is its own owner
/// (`StaticCheck`); the reader, the decoder, the exploration's findings and
/// the script front end say which stage they are.
public protocol DeclaresDiagnostics {
    static var owner: DiagnosticOwner { get }
    static var rules: [DiagnosticRule] { get }
    /// mdoc text that opens a family's subsection of the manual, before its list.
    static var manualIntroductions: [DiagnosticFamily: String] { get }
}

extension DeclaresDiagnostics {
    public static var manualIntroductions: [DiagnosticFamily: String] { [:] }
}

/// The rules of one domain of codes, in a fixed order (SARIF's rule list),
/// assembled from the types that declare them: family by family, and within
/// a family in the order the types are given. Nothing is written here for a
/// new code: its check declares it (see ARCHITECTURE.md, "A finding code").
public struct DiagnosticRegistry: Sendable {
    public let rules: [DiagnosticRule]
    /// Each family's introduction in the manual, from the type that declares it.
    public let manualIntroductions: [DiagnosticFamily: String]
    private let owners: [DiagnosticOwner]
    private let index: [String: Int]

    public init(declaredBy types: [any DeclaresDiagnostics.Type]) {
        var rules: [DiagnosticRule] = []
        var owners: [DiagnosticOwner] = []
        var introductions: [DiagnosticFamily: String] = [:]
        for type in types { introductions.merge(type.manualIntroductions) { first, _ in first } }
        for family in DiagnosticFamily.allCases {
            for type in types {
                for rule in type.rules where rule.family == family {
                    rules.append(rule)
                    owners.append(type.owner)
                }
            }
        }
        var index: [String: Int] = [:]
        for (i, rule) in rules.enumerated() where index[rule.code.rawValue] == nil { index[rule.code.rawValue] = i }
        self.rules = rules
        self.owners = owners
        self.manualIntroductions = introductions
        self.index = index
    }

    public var codes: [DiagnosticCode] { rules.map(\.code) }

    public func rule(for code: DiagnosticCode) -> DiagnosticRule? { index[code.rawValue].map { rules[$0] } }

    /// The position of a code's rule in `rules`.
    public func position(of code: DiagnosticCode) -> Int? { index[code.rawValue] }

    /// Who raises a code: the type that declares its rule.
    public func owner(of code: DiagnosticCode) -> DiagnosticOwner? { index[code.rawValue].map { owners[$0] } }
}

extension DiagnosticRegistry {
    /// The stages of decode and validate, in order: the reader, the decoder,
    /// the finding limit, then every static check (`Validator.checks`).
    package static var coreDeclarations: [any DeclaresDiagnostics.Type] {
        [ReaderDiagnostics.self, DecoderDiagnostics.self, FindingLimitDiagnostics.self]
            + Validator.checks.map { $0 as any DeclaresDiagnostics.Type }
    }

    /// The codes of decode and validate. Every code of a navigation graph,
    /// the exploration's included (`navgraph check`), is NavGraphAnalysis's
    /// `DiagnosticRegistry.graph`.
    public static let core = DiagnosticRegistry(declaredBy: coreDeclarations)
}
