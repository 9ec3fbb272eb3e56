/// A command line printed as a hint ("run: navgraph gen ..."), each word
/// shell-quoted: pasted into a shell, it runs that command and no other,
/// whatever a file name holds (spaces, quotes, `;`, `$(...)`, line breaks).
enum ShellCommand {
    /// The words joined by spaces, each quoted when it needs to be.
    static func line(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }

    /// `word` as is when it holds only characters no shell treats specially,
    /// otherwise in single quotes (a quote inside as `'\''`).
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { c in
                c.isASCII
                    && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "_./:=@%+,-".unicodeScalars.contains(c))
            }
        if plain { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }

    /// The command a hint says to remake a generated file with: the one given
    /// by `NAVGRAPH_REMAKE_COMMAND` (the plugins set it to `swift package
    /// generate-routes`), or `words` quoted.
    static func remake(_ words: [String]) -> String {
        if let given = ProcessEnvironment.value("NAVGRAPH_REMAKE_COMMAND"), !given.isEmpty { return given }
        return line(words)
    }
}
