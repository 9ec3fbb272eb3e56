extension String {
    /// Text from a hostile file cannot drive the terminal: control characters
    /// (escape included) print as U+FFFD. For one line: a line break is one too.
    package var terminalSafe: String { replacingControlCharacters(keepingTabs: false) }

    /// `terminalSafe`, but a tab stays a tab (it moves the cursor and nothing
    /// else): for text that quotes values as they are, such as `sim`'s trace.
    package var terminalSafeKeepingTabs: String { replacingControlCharacters(keepingTabs: true) }

    private func replacingControlCharacters(keepingTabs: Bool) -> String {
        func isControl(_ c: Unicode.Scalar) -> Bool {
            (c.value < 0x20 && !(keepingTabs && c == "\t")) || (c.value >= 0x7F && c.value < 0xA0)
        }
        guard unicodeScalars.contains(where: isControl) else { return self }
        var out = ""
        for c in unicodeScalars { out.unicodeScalars.append(isControl(c) ? "\u{FFFD}" : c) }
        return out
    }
}
