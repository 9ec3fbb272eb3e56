import NavGraphSupport

/// Where a deep link's path begins (navgraph(5) "Paths"): after `scheme://`
/// for the graph's scheme (so the URL's host is the first segment), or after
/// `https://HOST/` or `http://HOST/` for one of its `hosts` (the URL's own
/// path). Schemes and hosts compare without regard to ASCII case. With hosts,
/// an `http(s)` link is theirs: another host, a port or user information is
/// no match, whatever the scheme.
public struct LinkPrefix: Sendable, Hashable {
    /// Lowercased UTF-8 of the scheme, if the graph has one.
    let scheme: [UInt8]?
    /// Lowercased UTF-8 of each host (a set: one look a link, however many hosts).
    let hosts: Set<[UInt8]>

    public init(scheme: String?, hosts: [String]) {
        self.scheme = scheme.map { Array($0.utf8).map(LinkPrefix.lowercased) }
        self.hosts = Set(hosts.map { Array($0.utf8).map(LinkPrefix.lowercased) })
    }

    public init(graph: Graph) {
        self.init(scheme: graph.scheme?.value, hosts: graph.hosts.map(\.value))
    }

    /// Whether any URL can match: the graph has a scheme or a host.
    public var opensLinks: Bool { scheme != nil || !hosts.isEmpty }

    /// The offset in `b` where the text after the path's leading `/` starts
    /// (it may be `b.count`, or a `?`/`#`: the path is then `/`); nil when
    /// the URL is not one of the graph's.
    package func pathStart(_ b: ByteView) -> Int? {
        if !hosts.isEmpty, let afterScheme = webSchemeEnd(b) { return pathStart(b, host: afterScheme) }
        guard let scheme, b.count >= scheme.count + 3 else { return nil }
        for k in scheme.indices where LinkPrefix.lowercased(b[k]) != scheme[k] { return nil }
        let n = scheme.count
        guard b[n] == UInt8(ascii: ":"), b[n + 1] == UInt8(ascii: "/"), b[n + 2] == UInt8(ascii: "/") else {
            return nil
        }
        return n + 3
    }

    /// The offset after `https://` or `http://`, if the URL starts with one.
    private func webSchemeEnd(_ b: ByteView) -> Int? {
        for web in LinkPrefix.webSchemes where b.count >= web.count {
            var equal = true
            for k in web.indices where LinkPrefix.lowercased(b[k]) != web[k] {
                equal = false
                break
            }
            if equal { return web.count }
        }
        return nil
    }

    /// The authority runs to the first `/`, `?` or `#`; it must be one of the
    /// hosts exactly (so a port or user information never matches).
    private func pathStart(_ b: ByteView, host start: Int) -> Int? {
        var end = start
        while end < b.count, b[end] != UInt8(ascii: "/"), b[end] != UInt8(ascii: "?"), b[end] != UInt8(ascii: "#") {
            end += 1
        }
        guard hosts.contains(b[start..<end].map(LinkPrefix.lowercased)) else { return nil }
        return end < b.count && b[end] == UInt8(ascii: "/") ? end + 1 : end
    }

    static let webSchemes: [[UInt8]] = [Array("https://".utf8), Array("http://".utf8)]

    static func lowercased(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c + 32 : c }
}
