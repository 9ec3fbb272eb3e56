import NavGraphCore

/// `--format json`: one document,
/// `{"version":1,"diagnostics":[...],"errors":N,"warnings":M}`.
public struct JSONDiagnosticRenderer: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic], sources: SourceMap) -> String {
        let items = diagnostics.map { d -> JSONValue in
            var fields: [(String, JSONValue)] = [
                ("severity", .string(d.severity.rawValue)),
                ("code", .string(d.code.rawValue)),
                ("message", .string(d.message)),
            ]
            fields += JSONDiagnosticRenderer.position(d.span, sources: sources)
            var notes = d.notes
            if let label = d.label { notes.insert(label, at: 0) }
            fields.append(("notes", .array(notes.map(JSONValue.string))))
            if let s = d.suggestion {
                var sug: [(String, JSONValue)] = [("message", .string(s.message))]
                if let r = s.replacement { sug.append(("replacement", .string(r))) }
                fields.append(("suggestion", .object(sug)))
            }
            if !d.secondary.isEmpty {
                fields.append(
                    (
                        "related",
                        .array(
                            d.secondary.map { label in
                                .object(
                                    [("message", .string(label.message))]
                                        + JSONDiagnosticRenderer.position(label.span, sources: sources))
                            })
                    ))
            }
            return .object(fields)
        }
        let doc = JSONValue.object([
            ("version", .int(1)),
            ("diagnostics", .array(items)),
            ("errors", .int(diagnostics.errorCount)),
            ("warnings", .int(diagnostics.warningCount)),
        ])
        return doc.serialized(pretty: true) + "\n"
    }

    static func position(_ span: Span, sources: SourceMap) -> [(String, JSONValue)] {
        guard let loc = sources.location(of: span) else {
            return [("file", .null), ("line", .null), ("column", .null), ("endLine", .null), ("endColumn", .null)]
        }
        return [
            ("file", .string(loc.file.name)),
            ("line", .int(loc.start.line)),
            ("column", .int(loc.start.column)),
            ("endLine", .int(loc.end.line)),
            ("endColumn", .int(loc.end.column)),
        ]
    }
}

/// `--format github`: GitHub Actions workflow commands, one line a finding:
/// `::error file=F,line=L,col=C,title=CODE::MESSAGE`.
public struct GitHubDiagnosticRenderer: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic], sources: SourceMap) -> String {
        var out = ""
        for d in diagnostics {
            let command: String
            switch d.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            var props: [String] = []
            if let loc = sources.location(of: d.span) {
                props.append("file=" + escapeProperty(loc.file.name))
                props.append("line=\(loc.start.line)")
                props.append("col=\(loc.start.column)")
            }
            props.append("title=" + escapeProperty(d.code.rawValue))
            // One line a finding: the did-you-mean rides along in the message.
            let message = d.suggestion.map { d.message + " (" + $0.message + ")" } ?? d.message
            out += "::\(command) \(props.joined(separator: ","))::\(escapeData(message))\n"
        }
        return out
    }

    private func escapeData(_ s: String) -> String {
        s.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    private func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Foundation-free replace-all.
    func replacingAll(_ target: String, _ replacement: String) -> String {
        guard contains(target) else { return self }
        return components(separatedByLiteral: target).joined(separator: replacement)
    }

    private func components(separatedByLiteral sep: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var rest = Substring(self)
        while !rest.isEmpty {
            if rest.hasPrefix(sep) {
                parts.append(current)
                current = ""
                rest = rest.dropFirst(sep.count)
            } else {
                current.append(rest.removeFirst())
            }
        }
        parts.append(current)
        return parts
    }
}
