import NavGraphCore

/// `--format sarif`: SARIF 2.1.0 with one run, every rule navgraph knows
/// listed with its code, for GitHub code scanning upload.
public struct SARIFDiagnosticRenderer: Sendable {
    public var toolVersion: String

    public init(toolVersion: String) { self.toolVersion = toolVersion }

    public func render(_ diagnostics: [Diagnostic], sources: SourceMap) -> String {
        let codes = DiagnosticCode.allCases
        var ruleIndex: [DiagnosticCode: Int] = [:]
        for (i, c) in codes.enumerated() { ruleIndex[c] = i }
        let rules = codes.map { code -> JSONValue in
            .object([
                ("id", .string(code.rawValue)),
                ("name", .string(SARIFDiagnosticRenderer.ruleName(code))),
                ("shortDescription", .object([("text", .string(code.summary))])),
                ("fullDescription", .object([("text", .string(code.summary))])),
                ("defaultConfiguration", .object([("level", .string(SARIFDiagnosticRenderer.level(code.severity)))])),
                ("helpUri", .string("https://github.com/navgraph/navgraph/blob/main/man/navgraph.5#\(code.rawValue)")),
            ])
        }
        let results = diagnostics.map { d -> JSONValue in
            var message = d.message
            if let s = d.suggestion { message += " (\(s.message))" }
            for n in d.notes { message += "\n" + n }
            var fields: [(String, JSONValue)] = [
                ("ruleId", .string(d.code.rawValue)),
                ("ruleIndex", .int(ruleIndex[d.code] ?? 0)),
                ("level", .string(SARIFDiagnosticRenderer.level(d.severity))),
                ("message", .object([("text", .string(message))])),
                ("locations", .array(location(d.span, sources: sources).map { [$0] } ?? [])),
            ]
            let related = d.secondary.enumerated().compactMap { (i, label) -> JSONValue? in
                guard case .object(let loc)? = location(label.span, sources: sources) else { return nil }
                return .object([("id", .int(i + 1))] + loc + [("message", .object([("text", .string(label.message))]))])
            }
            if !related.isEmpty { fields.append(("relatedLocations", .array(related))) }
            if let s = d.suggestion, let r = s.replacement, let loc = sources.location(of: d.span) {
                fields.append(("fixes", .array([.object([
                    ("description", .object([("text", .string(s.message))])),
                    ("artifactChanges", .array([.object([
                        ("artifactLocation", .object([("uri", .string(loc.file.name))])),
                        ("replacements", .array([.object([
                            ("deletedRegion", region(loc)),
                            ("insertedContent", .object([("text", .string(r))])),
                        ])])),
                    ])])),
                ])])))
            }
            return .object(fields)
        }
        let doc = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("navgraph")),
                    ("version", .string(toolVersion)),
                    ("semanticVersion", .string(toolVersion)),
                    ("informationUri", .string("https://github.com/navgraph/navgraph")),
                    ("rules", .array(rules)),
                ]))])),
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ])
        return doc.serialized(pretty: true) + "\n"
    }

    private func location(_ span: Span, sources: SourceMap) -> JSONValue? {
        guard let loc = sources.location(of: span) else { return nil }
        return .object([("physicalLocation", .object([
            ("artifactLocation", .object([("uri", .string(SARIFDiagnosticRenderer.uri(loc.file.name)))])),
            ("region", region(loc)),
        ]))])
    }

    private func region(_ loc: (file: SourceFile, start: SourceLocation, end: SourceLocation)) -> JSONValue {
        .object([
            ("startLine", .int(loc.start.line)),
            ("startColumn", .int(loc.start.column)),
            ("endLine", .int(loc.end.line)),
            ("endColumn", .int(max(loc.end.column, loc.end.line == loc.start.line ? loc.start.column + 1 : 1))),
        ])
    }

    /// SARIF URIs are relative references: strip `./`, keep `/` separators.
    static func uri(_ name: String) -> String {
        var n = name
        while n.hasPrefix("./") { n.removeFirst(2) }
        return n.replacingAll(" ", "%20")
    }

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// `unknown-route` -> `UnknownRoute`.
    static func ruleName(_ code: DiagnosticCode) -> String {
        code.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
