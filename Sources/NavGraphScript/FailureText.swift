/// How much of a long stack or text a failure message shows (man/navscript.5,
/// "Assertions"): every failing `expect` of a deep stack listing it whole made a
/// report quadratic in the script's length. Both the simulator's assertions and a
/// run through another navigator (`NavigationStateCheck`) bound their messages here.
enum FailureText {
    /// A list shows its first `listed` items, then `… and N more`.
    static let listed = 20
    /// A message longer than this many characters ends `… and N more characters`.
    static let characters = 2_000

    /// `[a, b, …]` of `count` items described by `item`, at most `listed` of them.
    static func list(_ count: Int, _ item: (Int) -> String) -> String {
        var out = "["
        for i in 0..<min(count, listed) {
            if i > 0 { out += ", " }
            out += item(i)
        }
        if count > listed { out += ", … and \(count - listed) more" }
        return out + "]"
    }

    /// `message`, cut after `characters` characters.
    static func bounded(_ message: String) -> String {
        // A character is at least one byte: a short message is kept without counting its characters.
        guard message.utf8.count > characters else { return message }
        let count = message.count
        guard count > characters else { return message }
        return String(message.prefix(characters)) + "… and \(count - characters) more characters"
    }
}
