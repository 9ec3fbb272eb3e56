import NavGraphModel

/// A stable diagnostic code. The raw value is what users see, search for
/// and suppress; never rename one. A code is a value, not a closed list, so
/// another module can declare codes of its own domain (the navigation
/// scripts' codes live in NavGraphScript) and every use reads `.unknownRoute`
/// as before. Each code's `static let` is declared with its rule, by the
/// check or stage that raises it (`DeclaresDiagnostics`).
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    /// The severity a finding with this code has unless it is given another.
    public let severity: Severity

    public init(_ rawValue: String, _ severity: Severity = .error) {
        self.rawValue = rawValue
        self.severity = severity
    }

    /// Codes are told apart by their raw value alone.
    public static func == (a: Self, b: Self) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public var description: String { rawValue }
}
