import NavGraphSupport

/// The Language Server Protocol structures navgraph's server sends and reads.
/// Positions count lines from 0 and characters in UTF-16 code units.
public struct Position: Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public init?(json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else {
            return nil
        }
        self.init(line: line, character: character)
    }

    public var json: JSON { .object(["line": .int(line), "character": .int(character)]) }

    public static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }
}

public struct LSPRange: Sendable, Hashable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    public init?(json: JSON?) {
        guard let start = Position(json: json?["start"]), let end = Position(json: json?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    public var json: JSON { .object(["start": start.json, "end": end.json]) }

    static func write(_ range: LSPRange, to out: inout JSONWriter) {
        out.beginObject()
        out.key("start")
        write(range.start, to: &out)
        out.key("end")
        write(range.end, to: &out)
        out.endObject()
    }

    private static func write(_ p: Position, to out: inout JSONWriter) {
        out.beginObject()
        out.key("line")
        out.int(p.line)
        out.key("character")
        out.int(p.character)
        out.endObject()
    }
}

public struct Location: Sendable, Hashable {
    public var uri: String
    public var range: LSPRange

    public init(uri: String, range: LSPRange) {
        self.uri = uri
        self.range = range
    }

    public var json: JSON { .object(["uri": .string(uri), "range": range.json]) }
}

public struct TextEdit: Sendable, Hashable {
    public var range: LSPRange
    public var newText: String

    public init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }

    public var json: JSON { .object(["range": range.json, "newText": .string(newText)]) }
}

/// `WorkspaceEdit` with `changes`: edits by document URI.
public struct WorkspaceEdit: Sendable, Hashable {
    public var changes: [String: [TextEdit]]

    public init(changes: [String: [TextEdit]]) { self.changes = changes }

    public var json: JSON { .object(["changes": .object(JSONObject(changes.mapValues { .array($0.map(\.json)) }))]) }
}

public enum DiagnosticSeverity: Int, Sendable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
}

public struct RelatedInformation: Sendable, Hashable {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }

    public var json: JSON { .object(["location": location.json, "message": .string(message)]) }
}

public struct LSPDiagnostic: Sendable, Hashable {
    public var range: LSPRange
    public var severity: DiagnosticSeverity
    public var code: String
    public var message: String
    public var related: [RelatedInformation]

    public init(
        range: LSPRange, severity: DiagnosticSeverity, code: String, message: String,
        related: [RelatedInformation] = []
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.message = message
        self.related = related
    }

    public var json: JSON {
        .fields([
            ("range", range.json), ("severity", .int(severity.rawValue)), ("code", .string(code)),
            ("source", .string("navgraph")), ("message", .string(message)),
            ("relatedInformation", related.isEmpty ? nil : .array(related.map(\.json))),
        ])
    }
}

/// `CompletionItemKind` values navgraph uses.
public enum CompletionKind: Int, Sendable {
    case function = 3
    case field = 5
    case variable = 6
    case property = 10
    case value = 12
    case enumMember = 20
    case keyword = 14
    case
        reference = 18
}

public struct CompletionItem: Sendable, Hashable {
    public var label: String
    public var kind: CompletionKind
    public var detail: String?
    public var insertText: String?

    public init(label: String, kind: CompletionKind, detail: String? = nil, insertText: String? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.insertText = insertText
    }

    public var json: JSON {
        .fields([
            ("label", .string(label)), ("kind", .int(kind.rawValue)), ("detail", detail.map(JSON.string)),
            ("insertText", insertText.map(JSON.string)),
        ])
    }
}

/// `SymbolKind` values navgraph uses.
public enum SymbolKind: Int, Sendable {
    case module = 2
    case namespace = 3
    case `class` = 5
    case field = 8
    case `enum` = 10
    case interface = 11
    case function = 12
    case
        variable = 13
    case constant = 14
    case key = 20
    case event = 24
}

public struct DocumentSymbol: Sendable, Hashable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]

    public init(
        name: String, detail: String? = nil, kind: SymbolKind, range: LSPRange, selectionRange: LSPRange,
        children: [DocumentSymbol] = []
    ) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }

    public var json: JSON {
        var out = JSONWriter()
        write(to: &out)
        return .raw(out.bytes)
    }

    /// A list of symbols as one JSON array, written straight into bytes.
    public static func json(_ symbols: [DocumentSymbol]) -> JSON {
        var out = JSONWriter(capacity: symbols.count * 160 + 2)
        out.beginArray()
        for symbol in symbols { symbol.write(to: &out) }
        out.endArray()
        return .raw(out.bytes)
    }

    /// The same text as building the object field by field would give.
    func write(to out: inout JSONWriter) {
        out.beginObject()
        out.key("name")
        out.string(name)
        if let detail {
            out.key("detail")
            out.string(detail)
        }
        out.key("kind")
        out.int(kind.rawValue)
        out.key("range")
        LSPRange.write(range, to: &out)
        out.key("selectionRange")
        LSPRange.write(selectionRange, to: &out)
        if !children.isEmpty {
            out.key("children")
            out.beginArray()
            for child in children { child.write(to: &out) }
            out.endArray()
        }
        out.endObject()
    }
}

/// `DocumentHighlightKind`: a read of an id or the place it is written (defined).
public enum HighlightKind: Int, Sendable {
    case text = 1
    case read = 2
    case write = 3
}
