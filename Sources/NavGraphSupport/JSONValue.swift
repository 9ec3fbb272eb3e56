/// The one JSON value of navgraph: the diagnostic renderers' JSON and SARIF and
/// the language server's messages (`JSON` there) are built of it and written by
/// one walk through `JSONWriter`, so every JSON output is laid out alike and is
/// the same byte for byte from run to run (objects keep their fields' order).
/// Public, not `package`: the renderers' and the language server's public types
/// carry it.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(Object)
    /// JSON text written already, put in as it is: an answer of thousands of
    /// items (an outline) is written straight into bytes, not built as values first.
    case raw([UInt8])

    /// The fields of a JSON object in the order they were written or read: a
    /// value is written as it is built (no hashing, no sorting of keys). Objects
    /// have a handful of keys, so a key is found by a look along them.
    public struct Object: Sendable, Hashable, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
        public struct Field: Sendable, Hashable {
            public var key: String
            public var value: JSONValue

            public init(key: String, value: JSONValue) {
                self.key = key
                self.value = value
            }
        }

        public var fields: [Field]

        public init(_ fields: [Field]) { self.fields = fields }

        /// Fields from (key, value) pairs, in their order.
        public init(pairs: [(String, JSONValue)]) {
            fields = pairs.map { Field(key: $0.0, value: $0.1) }
        }

        public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(pairs: elements) }

        /// `[("key", value), ...]`: the fields of a literal whose keys are built in order.
        public init(arrayLiteral elements: (String, JSONValue)...) { self.init(pairs: elements) }

        /// A dictionary's entries, sorted by key.
        public init(_ dictionary: [String: JSONValue]) {
            fields = dictionary.sorted { $0.key < $1.key }.map { Field(key: $0.key, value: $0.value) }
        }

        /// The value of the first field named `key`.
        public subscript(key: String) -> JSONValue? {
            get { fields.first { $0.key == key }?.value }
            set {
                if let i = fields.firstIndex(where: { $0.key == key }) {
                    if let newValue { fields[i].value = newValue } else { fields.remove(at: i) }
                } else if let newValue {
                    fields.append(Field(key: key, value: newValue))
                }
            }
        }
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    public var string: String? { if case .string(let s) = self { return s } else { return nil } }
    public var int: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d == d.rounded() && abs(d) < 1e15: return Int(d)
        default: return nil
        }
    }
    public var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    public var array: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
    public var object: Object? { if case .object(let o) = self { return o } else { return nil } }
    public var isNull: Bool { self == .null }

    /// An object of the fields that are not nil.
    public static func fields(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        .object(Object(pairs.compactMap { key, value in value.map { Object.Field(key: key, value: $0) } }))
    }

    /// Compact JSON (no spaces), or indented by two spaces when `pretty`.
    public func serialized(pretty: Bool = false) -> String { String(decoding: bytes(pretty: pretty), as: UTF8.self) }

    /// The UTF-8 text of the value, written straight into bytes (answers of
    /// thousands of symbols are written on every request).
    public func bytes(pretty: Bool = false) -> [UInt8] {
        var out = JSONWriter(pretty: pretty)
        write(to: &out)
        return out.bytes
    }

    /// The one walk of a value into the writer.
    private func write(to out: inout JSONWriter) {
        switch self {
        case .null: out.null()
        case .bool(let b): out.bool(b)
        case .int(let i): out.int(i)
        case .double(let d): out.double(d)
        case .string(let s): out.string(s)
        case .raw(let bytes): out.raw(bytes)
        case .array(let items):
            out.beginArray()
            for item in items { item.write(to: &out) }
            out.endArray()
        case .object(let object):
            out.beginObject()
            for field in object.fields {
                out.key(field.key)
                field.value.write(to: &out)
            }
            out.endObject()
        }
    }
}
