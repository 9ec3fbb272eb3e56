import NavGraphModel

extension DiagnosticCode {
    public static let yamlSyntax = DiagnosticCode("yaml-syntax")
    public static let invalidUTF8 = DiagnosticCode("invalid-utf8")
    public static let nulByte = DiagnosticCode("nul-byte")
    public static let duplicateKey = DiagnosticCode("duplicate-key")
    public static let aliasLimit = DiagnosticCode("alias-limit")
    public static let nestingTooDeep = DiagnosticCode("nesting-too-deep")
    public static let multipleDocuments = DiagnosticCode("multiple-documents")
}

/// The reader's codes: bytes that are not a YAML document navgraph reads (raised in this folder).
enum ReaderDiagnostics: DeclaresDiagnostics {
    static let owner = DiagnosticOwner.reader
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .yamlSyntax, .reading,
            summary: "The file is not valid YAML (libyaml's message and position).",
            fix:
                "Fix the YAML at the position libyaml names; an unquoted `*` (as in `on: *`) starts an alias, so quote it.",
            manual: #"""
                The file is not valid YAML; libyaml's message and position.
                """#
        ),
        DiagnosticRule(
            .invalidUTF8, .reading,
            summary: "The file is not valid UTF-8.",
            fix: "Save the file as UTF-8; the position is the first byte that is not.",
            manual: #"""
                The file is not valid UTF-8.
                """#
        ),
        DiagnosticRule(
            .nulByte, .reading,
            summary: "The file contains a NUL byte.",
            fix: "Remove the NUL byte; a graph is text.",
            manual: #"""
                The file contains a NUL byte.
                """#
        ),
        DiagnosticRule(
            .duplicateKey, .reading,
            summary: "A mapping has the same key twice.",
            fix: "Keep one of the two keys: YAML mappings have unique keys, and every repeat is reported.",
            manual: #"""
                A mapping has the same key twice; every repeat is reported
                .Pq a key longer than 255 bytes by its length, not quoted .
                """#
        ),
        DiagnosticRule(
            .aliasLimit, .reading,
            summary: "Alias expansion exceeds the limit (a \"billion laughs\" file).",
            fix:
                "Write the repeated parts out, or use fewer aliases of aliases: expansion is bounded so a hostile file cannot exhaust memory.",
            manual: #"""
                Alias expansion exceeds the limit
                .Pq 100000 nodes plus four a byte of the file :
                a
                .Dq billion laughs
                file is an error, not a hang.
                """#
        ),
        DiagnosticRule(
            .nestingTooDeep, .reading,
            summary: "Collections are nested deeper than the limit.",
            fix: "Flatten the collections; a graph never needs this depth.",
            manual: #"""
                Collections are nested more than 512 deep.
                """#
        ),
        DiagnosticRule(
            .multipleDocuments, .reading,
            summary: "A graph file holds more than one YAML document.",
            fix: "Split the documents into files and list them under `include:`.",
            manual: #"""
                A graph file holds more than one YAML document.
                """#
        ),
    ]
}
