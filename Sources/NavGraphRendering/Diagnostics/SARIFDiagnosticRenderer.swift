import NavGraphCore
import NavGraphModel
import NavGraphSupport

/// `--format sarif`: SARIF 2.1.0 with one run, every rule navgraph knows
/// listed with its code, for GitHub code scanning upload.
public struct SARIFDiagnosticRenderer: Sendable {
    public var toolVersion: String
    /// The rules listed, in order: the codes of one domain (a graph's: NavGraphAnalysis's
    /// `DiagnosticRegistry.graph`).
    public var registry: DiagnosticRegistry

    public init(toolVersion: String, registry: DiagnosticRegistry) {
        self.toolVersion = toolVersion
        self.registry = registry
    }

    public func render(_ diagnostics: [Diagnostic], sources: SourceMap) -> String {
        let rules = registry.rules.map { rule -> JSONValue in
            .object([
                ("id", .string(rule.code.rawValue)),
                ("name", .string(SARIFDiagnosticRenderer.ruleName(rule.code))),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.summary + " " + rule.fix))])),
                ("defaultConfiguration", .object([("level", .string(SARIFDiagnosticRenderer.level(rule.severity)))])),
                (
                    "helpUri",
                    .string("https://github.com/navgraph/navgraph/blob/main/man/navgraph.5#\(rule.code.rawValue)")
                ),
            ])
        }
        let results = diagnostics.map { d -> JSONValue in
            var message = d.message
            if let s = d.suggestion { message += " (\(s.message))" }
            for n in d.notes { message += "\n" + n }
            // A code of another domain has no rule here: no index to point at.
            let index: [(String, JSONValue)] = registry.position(of: d.code).map { [("ruleIndex", .int($0))] } ?? []
            var fields: [(String, JSONValue)] =
                [("ruleId", .string(d.code.rawValue))] + index + [
                    ("level", .string(SARIFDiagnosticRenderer.level(d.severity))),
                    ("message", .object([("text", .string(message))])),
                    ("locations", .array(location(d.span, sources: sources).map { [$0] } ?? [])),
                ]
            let related = d.secondary.enumerated().compactMap { (i, label) -> JSONValue? in
                guard case .object(let loc)? = location(label.span, sources: sources) else { return nil }
                var related: JSONValue.Object = [("id", .int(i + 1))]
                related.fields += loc.fields
                related["message"] = .object([("text", .string(label.message))])
                return .object(related)
            }
            if !related.isEmpty { fields.append(("relatedLocations", .array(related))) }
            if let s = d.suggestion, let r = s.replacement, let loc = sources.location(of: d.span) {
                fields.append(
                    (
                        "fixes",
                        .array([
                            .object([
                                ("description", .object([("text", .string(s.message))])),
                                (
                                    "artifactChanges",
                                    .array([
                                        .object([
                                            (
                                                "artifactLocation",
                                                .object([("uri", .string(SARIFDiagnosticRenderer.uri(loc.file.name)))])
                                            ),
                                            (
                                                "replacements",
                                                .array([
                                                    .object([
                                                        ("deletedRegion", region(loc)),
                                                        ("insertedContent", .object([("text", .string(r))])),
                                                    ])
                                                ])
                                            ),
                                        ])
                                    ])
                                ),
                            ])
                        ])
                    ))
            }
            return .object(JSONValue.Object(pairs: fields))
        }
        let doc = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("navgraph")),
                                        ("version", .string(toolVersion)),
                                        ("semanticVersion", .string(toolVersion)),
                                        ("informationUri", .string("https://github.com/navgraph/navgraph")),
                                        ("rules", .array(rules)),
                                    ])
                                )
                            ])
                        ),
                        ("columnKind", .string("unicodeCodePoints")),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
        return doc.serialized(pretty: true) + "\n"
    }

    private func location(_ span: Span, sources: SourceMap) -> JSONValue? {
        guard let loc = sources.location(of: span) else { return nil }
        return .object([
            (
                "physicalLocation",
                .object([
                    ("artifactLocation", .object([("uri", .string(SARIFDiagnosticRenderer.uri(loc.file.name)))])),
                    ("region", region(loc)),
                ])
            )
        ])
    }

    private func region(_ loc: (file: SourceFile, start: SourceLocation, end: SourceLocation)) -> JSONValue {
        .object([
            ("startLine", .int(loc.start.line)),
            ("startColumn", .int(loc.start.column)),
            ("endLine", .int(loc.end.line)),
            ("endColumn", .int(max(loc.end.column, loc.end.line == loc.start.line ? loc.start.column + 1 : 1))),
        ])
    }

    /// SARIF URIs are relative references: `./` stripped, `/` kept, every byte a URI
    /// cannot hold as it is percent-encoded (`50%off.yaml` is `50%25off.yaml`; standard
    /// input, `<stdin>`, is `%3Cstdin%3E`).
    static func uri(_ name: String) -> String {
        var n = Substring(name)
        while n.hasPrefix("./") { n = n.dropFirst(2) }
        return PercentEncoding.path(String(n))
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
