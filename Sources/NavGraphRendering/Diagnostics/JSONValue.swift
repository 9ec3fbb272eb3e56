import NavGraphCore
import NavGraphModel
import NavGraphSupport

/// A JSON value whose objects keep their key order, printed by the one writer so
/// every JSON output of navgraph is byte-for-byte stable.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// Compact JSON (no spaces), or indented by two spaces when `pretty` (`JSONWriter`).
    public func serialized(pretty: Bool = false) -> String {
        var out = JSONWriter(pretty: pretty)
        write(to: &out)
        return out.text
    }

    private func write(to out: inout JSONWriter) {
        switch self {
        case .null: out.null()
        case .bool(let b): out.bool(b)
        case .int(let i): out.int(i)
        case .double(let d): out.double(d)
        case .string(let s): out.string(s)
        case .array(let items):
            out.beginArray()
            for item in items { item.write(to: &out) }
            out.endArray()
        case .object(let pairs):
            out.beginObject()
            for (key, value) in pairs {
                out.key(key)
                value.write(to: &out)
            }
            out.endObject()
        }
    }
}
