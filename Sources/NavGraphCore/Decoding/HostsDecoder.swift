import NavGraphModel

/// `hosts:` of the root file: the web domains whose `https` and `http` links
/// open the app (universal links, App Links). A domain name or a list of
/// them; each is checked as a DNS name, since a link's host is compared with
/// it byte by byte (without regard to ASCII case).
extension FileDecoder {
    mutating func decodeHosts(_ node: YAMLNode) -> [Located<String>] {
        let entries: [YAMLNode]
        if node.scalar != nil && node.kind == .string {
            entries = [node]
        } else {
            guard let list = items(node, expected: "a list of domain names") else { return [] }
            entries = list
        }
        var hosts: [Located<String>] = []
        // The first listing of each host, by its lowercased text (one look a host).
        var firstSpan: [String: Span] = [:]
        for entry in entries {
            guard let host = text(entry, expected: "a domain name") else { continue }
            if let problem = Self.hostProblem(host.value) {
                let fixed = Self.hostInURL(host.value)
                report(
                    .invalidValue, "host '\(host.value)' is not a domain name: \(problem)", at: host.span,
                    notes: [
                        "a host is a domain name such as shop.example.com: labels of letters, digits and '-', joined by '.'"
                    ],
                    suggestion: fixed.map { Suggestion(message: "write the host alone: '\($0)'", replacement: $0) })
                continue
            }
            if let first = firstSpan[host.value.lowercased()] {
                report(
                    .invalidValue, "host '\(host.value)' is listed twice", at: host.span,
                    secondary: [DiagnosticLabel(span: first, message: "first listed here")],
                    notes: ["hosts compare without regard to case"])
                continue
            }
            firstSpan[host.value.lowercased()] = host.span
            hosts.append(host)
        }
        return hosts
    }

    /// Why `text` is not a domain name (RFC 1123 labels), or nil when it is one.
    static func hostProblem(_ text: String) -> String? {
        if text.contains("://") { return "it holds a scheme" }
        if text.contains("/") { return "it holds a path" }
        if text.contains("@") { return "it holds user information" }
        if text.contains(":") { return "it holds a port (links with a port never match)" }
        if text.contains("*") { return "a wildcard is not a host; list each host" }
        let bytes = Array(text.utf8)
        if bytes.count > 253 { return "it is longer than 253 characters" }
        for label in bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            if label.isEmpty { return "it has an empty label (a leading, trailing or doubled '.')" }
            if label.count > 63 { return "a label is longer than 63 characters" }
            for b in label where !(Identifiers.isLetter(b) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-")) {
                return "'\(String(decoding: [b], as: UTF8.self))' is not a letter, digit or '-'"
            }
            if label.first == UInt8(ascii: "-") || label.last == UInt8(ascii: "-") {
                return "a label starts or ends with '-'"
            }
        }
        return nil
    }

    /// The host of a URL written where a host belongs (`https://shop.example.com/x`
    /// gives `shop.example.com`), when that host is itself a domain name.
    static func hostInURL(_ text: String) -> String? {
        var rest = Substring(text)
        if let range = rest.firstRange(of: "://") { rest = rest[range.upperBound...] }
        if let at = rest.firstIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if let end = rest.firstIndex(where: { $0 == "/" || $0 == ":" || $0 == "?" || $0 == "#" }) {
            rest = rest[..<end]
        }
        let host = String(rest)
        return host != text && hostProblem(host) == nil ? host : nil
    }
}
