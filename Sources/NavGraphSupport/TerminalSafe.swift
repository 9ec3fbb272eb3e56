extension String {
    /// Text from a hostile file cannot drive the terminal: control characters
    /// (escape included) print as U+FFFD. For one line: a line break is one too.
    package var terminalSafe: String {
        guard unicodeScalars.contains(where: { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) }) else {
            return self
        }
        var out = ""
        for c in unicodeScalars {
            out.unicodeScalars.append(c.value < 0x20 || (c.value >= 0x7F && c.value < 0xA0) ? "\u{FFFD}" : c)
        }
        return out
    }
}
