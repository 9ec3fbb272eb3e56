/// One line of a `GraphTable` as it is written: tokens separated by one space.
final class TableWriter {
    private(set) var line: String

    init(_ keyword: String) { line = keyword }

    /// A bare token (a keyword, an enumeration's raw value).
    func word(_ text: String) {
        line += " "
        line += text
    }

    func int(_ value: Int) { word(String(value)) }
    func flag(_ value: Bool) { word(value ? "1" : "0") }

    /// Its UTF-8 length, `:`, the text: any byte may follow.
    func string(_ text: String) {
        word(String(text.utf8.count))
        line += ":"
        line += text
    }

    func optional<T>(_ value: T?, _ body: (T) -> Void) {
        if let value { body(value) } else { word("~") }
    }

    func list<C: Collection>(_ items: C, _ body: (C.Element) -> Void) {
        int(items.count)
        for item in items { body(item) }
    }

    func embedding(_ embed: Embedding?) {
        switch embed {
        case nil: word("~")
        case .stack?: word("stack")
        case .container(let ref)?:
            word("in")
            string(ref.id)
        }
    }

    func type(_ type: ParamType) {
        if case .enumeration(let words) = type {
            word("enum")
            list(words) { string($0) }
        } else {
            word(type.description)
        }
    }

    /// A value with its kind: a double by its bits, so it reads back exactly.
    func value(_ value: ParamValue) {
        switch value {
        case .string(let s):
            word("s")
            string(s)
        case .int(let i): word("i " + String(i))
        case .double(let d): word("d " + String(d.bitPattern))
        case .bool(let b): word(b ? "b 1" : "b 0")
        case .uuid(let u):
            word("u")
            string(u)
        case .enumCase(let w):
            word("e")
            string(w)
        }
    }
}

/// One line of a `GraphTable` as it is read, token by token; every problem is
/// a `GraphTable.Failure` naming the line.
final class TableReader {
    private let bytes: [UInt8]
    private var at = 0
    let line: Int

    init(_ text: String, line: Int) {
        bytes = Array(text.utf8)
        self.line = line
    }

    func failure(_ message: String) -> GraphTable.Failure { GraphTable.Failure(line: line, message: message) }

    /// The next token up to a space or the end (without the space before it).
    private func token() throws(GraphTable.Failure) -> ArraySlice<UInt8> {
        if at > 0 {
            guard at < bytes.count, bytes[at] == UInt8(ascii: " ") else { throw failure("the line ends early") }
            at += 1
        }
        let start = at
        while at < bytes.count, bytes[at] != UInt8(ascii: " ") { at += 1 }
        guard at > start else { throw failure("expected a value at byte \(start + 1)") }
        return bytes[start..<at]
    }

    func anyKeyword() throws(GraphTable.Failure) -> String { String(decoding: try token(), as: UTF8.self) }

    func keyword(_ expected: String) throws(GraphTable.Failure) {
        let word = try anyKeyword()
        guard word == expected else { throw failure("expected '\(expected)', found '\(word)'") }
    }

    /// Whether the next token is `word` (nothing is read).
    func peekWord(_ word: String) -> Bool {
        let start = at > 0 ? at + 1 : at
        let w = Array(word.utf8)
        guard start + w.count <= bytes.count, Array(bytes[start..<start + w.count]) == w else { return false }
        return start + w.count == bytes.count || bytes[start + w.count] == UInt8(ascii: " ")
    }

    func word<T: RawRepresentable>(_ type: T.Type) throws(GraphTable.Failure) -> T where T.RawValue == String {
        let text = try anyKeyword()
        guard let value = T(rawValue: text) else { throw failure("unknown \(T.self) '\(text)'") }
        return value
    }

    func int() throws(GraphTable.Failure) -> Int {
        let text = try anyKeyword()
        guard let value = Int(text) else { throw failure("expected a number, found '\(text)'") }
        return value
    }

    func flag() throws(GraphTable.Failure) -> Bool {
        switch try anyKeyword() {
        case "1": return true
        case "0": return false
        case let other: throw failure("expected 0 or 1, found '\(other)'")
        }
    }

    func string() throws(GraphTable.Failure) -> String {
        if at > 0 {
            guard at < bytes.count, bytes[at] == UInt8(ascii: " ") else { throw failure("the line ends early") }
            at += 1
        }
        let start = at
        while at < bytes.count, bytes[at] != UInt8(ascii: ":") {
            guard bytes[at] >= 0x30, bytes[at] <= 0x39, at - start < 10 else {
                throw failure("expected a string (its length, ':', its bytes) at byte \(start + 1)")
            }
            at += 1
        }
        guard at > start, at < bytes.count, let count = Int(String(decoding: bytes[start..<at], as: UTF8.self)),
            count <= bytes.count - at - 1
        else { throw failure("expected a string (its length, ':', its bytes) at byte \(start + 1)") }
        at += 1
        let text = bytes[at..<at + count]
        at += count
        guard let s = String(validating: text, as: UTF8.self) else { throw failure("a string is not UTF-8") }
        return s
    }

    func reference() throws(GraphTable.Failure) -> Reference {
        Reference(try string(), span: GraphTable.noSpan)
    }

    func optional<T>(_ body: () throws(GraphTable.Failure) -> T) throws(GraphTable.Failure) -> T? {
        if peekWord("~") {
            _ = try token()
            return nil
        }
        return try body()
    }

    func list<T>(_ body: () throws(GraphTable.Failure) -> T) throws(GraphTable.Failure) -> [T] {
        let count = try int()
        // Each item takes at least two bytes of the line: a count past that is not one.
        guard count >= 0, count <= bytes.count else { throw failure("a list of \(count) items") }
        var out: [T] = []
        out.reserveCapacity(count)
        for _ in 0..<count { out.append(try body()) }
        return out
    }

    func embedding() throws(GraphTable.Failure) -> Embedding? {
        switch try anyKeyword() {
        case "~": return nil
        case "stack": return .stack(GraphTable.noSpan)
        case "in": return .container(try reference())
        case let other: throw failure("unknown embedding '\(other)'")
        }
    }

    func type() throws(GraphTable.Failure) -> ParamType {
        let name = try anyKeyword()
        if name == "enum" { return .enumeration(try list { () throws(GraphTable.Failure) in try string() }) }
        guard let type = ParamType(name: name) else { throw failure("unknown parameter type '\(name)'") }
        return type
    }

    func value() throws(GraphTable.Failure) -> ParamValue {
        switch try anyKeyword() {
        case "s": return .string(try string())
        case "i":
            let text = try anyKeyword()
            guard let i = Int64(text) else { throw failure("expected an integer, found '\(text)'") }
            return .int(i)
        case "d":
            let text = try anyKeyword()
            guard let bits = UInt64(text) else { throw failure("expected a double's bits, found '\(text)'") }
            return .double(Double(bitPattern: bits))
        case "b": return .bool(try flag())
        case "u": return .uuid(try string())
        case "e": return .enumCase(try string())
        case let other: throw failure("unknown value kind '\(other)'")
        }
    }

    /// The line holds nothing more.
    func end() throws(GraphTable.Failure) {
        guard at == bytes.count else { throw failure("unexpected text at byte \(at + 1)") }
    }
}
