import NavGraphSupport

/// A one-hunk line diff of two texts, for `gen --check`: the common first and
/// last lines are cut, what is left is shown as `-`/`+` lines, at most
/// `limit` of each, so a stale file is explained in a few lines.
package enum ShortDiff {
    /// Names and lines print terminal-safe: a committed file (or its name) may hold escapes.
    package static func render(old: String, new: String, oldName: String, newName: String, limit: Int = 20) -> String {
        let (oldName, newName) = (oldName.terminalSafe, newName.terminalSafe)
        // A file checked out with CRLF line endings: one line that says so, not every line.
        if old.utf8.contains(0x0D), !new.utf8.contains(0x0D), old.replacingCRLF == new {
            return "--- \(oldName)\n+++ \(newName)\n"
                + "only the line endings differ: the file has CRLF, navgraph writes LF (keep it LF, eol=lf in .gitattributes)\n"
        }
        // Split at every line feed (a "\r\n" is one Character, so a text split by Characters would be one line).
        let a = lines(old)
        let b = lines(new)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
            a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
        { suffix += 1 }
        let removed = a[prefix..<(a.count - suffix)]
        let added = b[prefix..<(b.count - suffix)]
        if removed.isEmpty && added.isEmpty { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        if removed.count == added.count {
            // Lines changed in place: one hunk a run of changed lines.
            var shown = 0
            var i = prefix
            while i < a.count - suffix, shown < limit {
                guard a[i] != b[i] else {
                    i += 1
                    continue
                }
                var end = i
                while end < a.count - suffix, a[end] != b[end] { end += 1 }
                let run = min(end - i, limit - shown)
                out += "@@ -\(i + 1),\(end - i) +\(i + 1),\(end - i) @@\n"
                for k in i..<(i + run) { out += "-\(safe(a[k]))\n" }
                for k in i..<(i + run) { out += "+\(safe(b[k]))\n" }
                shown += run
                i = end
            }
            if i < a.count - suffix { out += "... more changes\n" }
            return out
        }
        out += "@@ -\(prefix + 1),\(removed.count) +\(prefix + 1),\(added.count) @@\n"
        for line in removed.prefix(limit) { out += "-\(safe(line))\n" }
        if removed.count > limit { out += "- ... \(removed.count - limit) more lines\n" }
        for line in added.prefix(limit) { out += "+\(safe(line))\n" }
        if added.count > limit { out += "+ ... \(added.count - limit) more lines\n" }
        return out
    }

    /// A line terminal-safe; a CR ending it (a CRLF line) stays: the line feed follows it.
    private static func safe(_ line: Substring) -> String {
        guard line.hasSuffix("\r") else { return String(line).terminalSafeKeepingTabs }
        return String(line.dropLast()).terminalSafeKeepingTabs + "\r"
    }

    private static func lines(_ text: String) -> [Substring] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { Substring($0) }
    }
}

extension String {
    /// The text with each CR LF as LF.
    fileprivate var replacingCRLF: String {
        let bytes = Array(utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for (i, c) in bytes.enumerated() where !(c == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A) {
            out.append(c)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
