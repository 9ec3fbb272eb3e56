import NavGraphCore
import NavGraphModel
import NavGraphSupport

/// `--format json`: one document,
/// `{"version":1,"diagnostics":[...],"errors":N,"warnings":M}`; the counts include
/// the findings past the reported limit (`leftOut`), which are not listed.
public struct JSONDiagnosticRenderer: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic], sources: SourceMap, leftOut: [Diagnostic] = []) -> String {
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
                fields.append(("suggestion", .object(JSONValue.Object(pairs: sug))))
            }
            if !d.secondary.isEmpty {
                fields.append(
                    (
                        "related",
                        .array(
                            d.secondary.map { label in
                                .object(
                                    JSONValue.Object(
                                        pairs: [("message", .string(label.message))]
                                            + JSONDiagnosticRenderer.position(label.span, sources: sources)))
                            })
                    ))
            }
            return .object(JSONValue.Object(pairs: fields))
        }
        let doc = JSONValue.object([
            ("version", .int(1)),
            ("diagnostics", .array(items)),
            ("errors", .int(diagnostics.errorCount + leftOut.errorCount)),
            ("warnings", .int(diagnostics.warningCount + leftOut.warningCount)),
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
                props.append("file=" + Self.escapeProperty(loc.file.name))
                props.append("line=\(loc.start.line)")
                props.append("col=\(loc.start.column)")
            }
            props.append("title=" + Self.escapeProperty(d.code.rawValue))
            // One line a finding: the did-you-mean rides along in the message.
            let message = d.suggestion.map { d.message + " (" + $0.message + ")" } ?? d.message
            out += "::\(command) \(props.joined(separator: ","))::\(Self.escapeData(message))\n"
        }
        return out
    }

    /// A command's message: `%`, and every control character (C0, DEL and C1:
    /// `\r` and `\n`, which would end the command, and ESC or BEL, which a
    /// log viewer would obey) percent-encoded as its UTF-8 bytes. Read by
    /// Unicode scalar, so a `\r\n` pair is two.
    static func escapeData(_ s: String) -> String { escape(s, property: false) }

    /// A property's value: as data, and `:` and `,`, which end it.
    static func escapeProperty(_ s: String) -> String { escape(s, property: true) }

    private static func escape(_ s: String, property: Bool) -> String {
        func needsEscape(_ c: Unicode.Scalar) -> Bool {
            c == "%" || c.value < 0x20 || (0x7F...0x9F).contains(c.value) || (property && (c == ":" || c == ","))
        }
        guard s.unicodeScalars.contains(where: needsEscape) else { return s }
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        var out = String.UnicodeScalarView()
        for c in s.unicodeScalars {
            guard needsEscape(c) else {
                out.append(c)
                continue
            }
            for byte in String(c).utf8 {
                out.append("%")
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            }
        }
        return String(out)
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
