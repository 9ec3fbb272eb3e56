import NavGraphSupport

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
        // Read in place: the simulator splits every distinct `open /path` line.
        let parts = ByteView.of(path) { bytes -> PathComponents? in
            guard bytes.first == UInt8(ascii: "/") else { return nil }
            return PathComponents(afterSlash: bytes.slice(1..<bytes.count))
        }
        guard let parts else { return nil }
        self = parts
    }

    /// `scheme://a/b?x=1`: the host is the first segment; `scheme://` alone is
    /// `/`. The scheme compares without regard to ASCII case.
    public init?(url: String, scheme: String) {
        self.init(url: url, prefix: LinkPrefix(scheme: scheme, hosts: []))
    }

    /// A deep link of the graph whose scheme and hosts `prefix` holds
    /// (`LinkPrefix`): `scheme://a/b` or `https://HOST/a/b`.
    public init?(url: String, prefix: LinkPrefix) {
        let parts = ByteView.of(url) { bytes -> PathComponents? in
            guard let start = prefix.pathStart(bytes) else { return nil }
            return PathComponents(afterSlash: bytes.slice(start..<bytes.count))
        }
        guard let parts else { return nil }
        self = parts
    }

    /// The text after the leading `/` (or `scheme://`): segments split at `/`
    /// (empty ones kept, one trailing one dropped), then the query's items
    /// split at `&` (empty ones dropped), a `#` fragment ignored. One pass,
    /// no intermediate arrays.
    private init(afterSlash rest: ByteView) {
        var end = rest.count
        if let hash = rest.firstIndex(of: UInt8(ascii: "#"), from: 0, to: end) { end = hash }
        var bodyEnd = end
        if let q = rest.firstIndex(of: UInt8(ascii: "?"), from: 0, to: end) { bodyEnd = q }
        var segments: [String] = []
        // One allocation: as many segments as slashes, plus one.
        var slashes = 1
        for i in 0..<bodyEnd where rest[i] == UInt8(ascii: "/") { slashes += 1 }
        segments.reserveCapacity(slashes)
        var start = 0
        for i in 0...bodyEnd where i == bodyEnd || rest[i] == UInt8(ascii: "/") {
            segments.append(PathComponents.decode(rest.slice(start..<i)))
            start = i + 1
        }
        if segments.last?.isEmpty == true { segments.removeLast() }  // a trailing `/` is ignored
        self.segments = segments
        var query: [(String, String)] = []
        var item = bodyEnd + 1
        while item < end {
            var stop = item
            while stop < end, rest[stop] != UInt8(ascii: "&") { stop += 1 }
            if stop > item {
                if let eq = rest.firstIndex(of: UInt8(ascii: "="), from: item, to: stop) {
                    let key = PathComponents.decode(rest.slice(item..<eq))
                    query.append((key, PathComponents.decode(rest.slice((eq + 1)..<stop))))
                } else {
                    query.append((PathComponents.decode(rest.slice(item..<stop)), ""))
                }
            }
            item = stop + 1
        }
        self.query = query
    }

    /// Decodes `%XX` escapes; `+` stays a plus. Malformed escapes stay as written.
    public static func percentDecode(_ text: String) -> String { decode(Array(text.utf8)[...]) }

    private static func decode<Bytes: Collection<UInt8>>(_ u: Bytes) -> String where Bytes.Index == Int {
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

}
