import NavGraphCore
import NavGraphModel

/// ANSI styling as a separate decorator: with `enabled == false` every call
/// returns its text unchanged, which is what tests compare.
public struct TerminalStyle: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public static let plain = TerminalStyle(enabled: false)

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func bold(_ t: String) -> String { wrap(t, "1") }
    public func gutter(_ t: String) -> String { wrap(t, "1;34") }
    public func note(_ t: String) -> String { wrap(t, "1;36") }
    public func success(_ t: String) -> String { wrap(t, "1;32") }
    public func failure(_ t: String) -> String { wrap(t, "1;31") }

    public func severity(_ s: Severity, _ t: String) -> String {
        switch s {
        case .error: return wrap(t, "1;31")
        case .warning: return wrap(t, "1;33")
        case .note: return wrap(t, "1;36")
        }
    }
}
