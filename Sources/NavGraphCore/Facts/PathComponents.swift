/// A concrete path split into percent-decoded segments and query items, by
/// the rules of navgraph(5) "Paths". Byte-wise (UTF-8), as the generated
/// parser reads them: a `/`, `?`, `#`, `&` or `=` is one byte whatever
/// follows it.
public struct PathComponents: Sendable, Hashable {
    public var segments: [String]
    public var query: [(String, String)]

    public static func == (a: PathComponents, b: PathComponents) -> Bool {
        a.segments == b.segments && a.query.map { [$0.0, $0.1] } == b.query.map { [$0.0, $0.1] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
        for (k, v) in query {
            hasher.combine(k)
            hasher.combine(v)
        }
    }

    public init(segments: [String], query: [(String, String)]) {
        self.segments = segments
        self.query = query
    }

    /// `/a/b?x=1`. Nil when the text does not start with `/`.
    public init?(_ path: String) {
        guard path.utf8.first == UInt8(ascii: "/") else { return nil }
        self.init(afterSlash: Array(path.utf8.dropFirst())[...])
    }

    /// `scheme://a/b?x=1`: the host is the first segment; `scheme://` alone is
    /// `/`. The scheme compares without regard to ASCII case.
    public init?(url: String, scheme: String) {
        let prefix = Array((scheme + "://").utf8)
        let bytes = Array(url.utf8)
        guard bytes.count >= prefix.count,
            zip(bytes, prefix).allSatisfy({ PathComponents.lowercased($0) == PathComponents.lowercased($1) })
        else { return nil }
        self.init(afterSlash: bytes[prefix.count...])
    }

    private init(afterSlash rest: ArraySlice<UInt8>) {
        var body = rest
        if let hash = body.firstIndex(of: UInt8(ascii: "#")) { body = body[..<hash] }
        var queryBytes: ArraySlice<UInt8> = []
        if let q = body.firstIndex(of: UInt8(ascii: "?")) {
            queryBytes = body[(q + 1)...]
            body = body[..<q]
        }
        var raw = body.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if raw.last?.isEmpty == true { raw.removeLast() }  // a trailing `/` is ignored
        segments = raw.map(PathComponents.decode)
        query = queryBytes.split(separator: UInt8(ascii: "&")).map { item in
            if let eq = item.firstIndex(of: UInt8(ascii: "=")) {
                return (PathComponents.decode(item[..<eq]), PathComponents.decode(item[(eq + 1)...]))
            }
            return (PathComponents.decode(item), "")
        }
    }

    /// Decodes `%XX` escapes; `+` stays a plus. Malformed escapes stay as written.
    public static func percentDecode(_ text: String) -> String { decode(Array(text.utf8)[...]) }

    private static func decode(_ u: ArraySlice<UInt8>) -> String {
        guard u.contains(UInt8(ascii: "%")) else { return String(decoding: u, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(u.count)
        var i = u.startIndex
        while i < u.endIndex {
            if u[i] == UInt8(ascii: "%"), i + 2 < u.endIndex, let h = hexValue(u[i + 1]), let l = hexValue(u[i + 2]) {
                out.append(h << 4 | l)
                i += 3
            } else {
                out.append(u[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x41...0x46: return c - 0x41 + 10
        case 0x61...0x66: return c - 0x61 + 10
        default: return nil
        }
    }

    private static func lowercased(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c + 32 : c }
}
