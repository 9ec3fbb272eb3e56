/// Command lines written for an earlier navgraph, rewritten to today's spelling
/// with a warning, so that a CI step keeps working while its owner updates it.
enum DeprecatedSpellings {
    /// Today's arguments for `arguments` (the command line without the program's
    /// name), and the warning to print when it used an old spelling.
    ///
    /// `cover GRAPH --check FILE` (0.1.0) is `cover GRAPH -o FILE --check`, as `gen`
    /// checks its file. The old spelling is told from the new by `-o`: the old one
    /// refused it, the new one needs it, so a `--check` followed by a word and no
    /// `-o` anywhere is the old one.
    static func rewrite(_ arguments: [String]) -> (arguments: [String], warning: String?) {
        guard arguments.first == "cover" else { return (arguments, nil) }
        let options = arguments.prefix { $0 != "--" }
        let namesOutput = options.contains {
            $0 == "-o" || $0 == "--output" || $0.hasPrefix("--output=") || ($0.hasPrefix("-o") && !$0.hasPrefix("--"))
        }
        if namesOutput { return (arguments, nil) }
        var rewritten = arguments
        var file: String?
        for (i, word) in options.enumerated() {
            if word.hasPrefix("--check=") {
                file = String(word.dropFirst("--check=".count))
                rewritten.replaceSubrange(i...i, with: ["-o", file!, "--check"])
                break
            }
            if word == "--check", i + 1 < options.count, !options[i + 1].hasPrefix("-") || options[i + 1] == "-" {
                file = options[i + 1]
                rewritten.replaceSubrange(i...(i + 1), with: ["-o", file!, "--check"])
                break
            }
        }
        guard let file else { return (arguments, nil) }
        return (
            rewritten,
            "'cover --check FILE' is deprecated: write 'cover GRAPH -o \(ShellCommand.quoted(file)) --check', as 'gen' checks its file"
        )
    }
}
