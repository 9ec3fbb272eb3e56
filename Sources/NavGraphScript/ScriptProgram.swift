import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// A route with some of its parameters, as an assertion names it.
struct RoutePattern: Sendable, Equatable {
    var route: Int
    /// The first parameter named (index, value) is kept inline: most patterns
    /// name one or none, and a suite's `expect stack [...]` lines hold
    /// hundreds of thousands of them, each an array to allocate otherwise.
    private var first: (Int, ParamValue)?
    private var rest: [(Int, ParamValue)] = []

    init(route: Int) { self.route = route }

    init(route: Int, params: [(Int, ParamValue)]) {
        self.route = route
        for p in params { append(p) }
    }

    mutating func append(_ p: (Int, ParamValue)) {
        if first == nil { first = p } else { rest.append(p) }
    }

    /// Parameter index -> value, in the order written; parameters not named are not compared.
    var params: [(Int, ParamValue)] { (first.map { [$0] } ?? []) + rest }

    /// Whether these values hold every parameter named.
    func matches(_ values: [ParamValue?]) -> Bool {
        guard let first else { return true }
        if values[first.0] != first.1 { return false }
        for (i, v) in rest where values[i] != v { return false }
        return true
    }

    static func == (a: RoutePattern, b: RoutePattern) -> Bool {
        a.route == b.route && a.params.elementsEqual(b.params) { $0.0 == $1.0 && $0.1 == $1.1 }
    }
}

enum Expectation: Sendable, Equatable {
    case top(RoutePattern)
    case stack([RoutePattern])
    case screens([RoutePattern])
    case modal(RoutePattern)
    case noModal
    case failed(FailureReason)
    case ok
    case pending
    case noPending
    case result(Int, NavigationResult)
    case instance(RoutePattern, Int)
    case auth(Int)
    case noAuth(Int)
}

/// What a step of a scenario does: a navigation the engine runs, an assertion
/// on the engine's state, or a line with script errors.
enum StepAction: Sendable, Equatable {
    case navigate(NavigationCommand)
    case expect(Expectation)
    /// A line with script errors: it fails the scenario where it stands.
    case invalid([Diagnostic])
}

struct ProgramStep: Sendable, Equatable {
    var action: StepAction
    /// The command as written (its text is read from the source only for a trace or a failure).
    var span: Span
}

struct ScenarioProgram: Sendable {
    var name: String
    var file: Int
    var span: Span
    var steps: [ProgramStep]
}

enum ScriptText {
    /// Whether a word may stand unquoted as a value: a number (`-`? digits, then
    /// `.` digits, then `e` `-`? digits) or a bare word, which starts with a letter
    /// or digit and holds only letters, digits, `_`, `-` and `.` (a byte past
    /// ASCII counts as a letter). `a+b`, `.x`, `-x` and `+5` are neither.
    static func isPlainValue<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "-") { return isNumber(bytes.dropFirst()) }
        guard isLetterOrDigit(first) else { return false }
        return bytes.allSatisfy {
            isLetterOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    private static func isLetterOrDigit(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c >= 0x80
    }

    /// Digits, then `.` digits, then `e` `-`? digits (after an optional `-`).
    private static func isNumber<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        var i = bytes.startIndex
        func digits() -> Bool {
            let s = i
            while i != bytes.endIndex, bytes[i] >= 0x30, bytes[i] <= 0x39 { i = bytes.index(after: i) }
            return i != s
        }
        guard digits() else { return false }
        if i != bytes.endIndex, bytes[i] == UInt8(ascii: ".") {
            i = bytes.index(after: i)
            guard digits() else { return false }
        }
        if i != bytes.endIndex, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i = bytes.index(after: i)
            if i != bytes.endIndex, bytes[i] == UInt8(ascii: "-") { i = bytes.index(after: i) }
            guard digits() else { return false }
        }
        return i == bytes.endIndex
    }

}
