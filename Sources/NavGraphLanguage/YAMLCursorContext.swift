/// Where a cursor is in a graph file that may not parse yet (it is being
/// typed): found from indentation and the keys on the lines above, as an
/// editor would read it.
struct YAMLCursorContext: Equatable {
    enum Place: Equatable {
        /// Typing a key of the mapping at `path`.
        case key
        /// Typing the value of `key` (or an item of its list).
        case value(key: String)
    }

    /// The keys from the top of the file down to the mapping the cursor is in;
    /// `-` stands for an item of a list.
    var path: [String]
    var place: Place

    /// `lines`: the file's lines before the cursor's line; `prefix`: the cursor's line up to the cursor.
    static func find(lines: [Substring], prefix: Substring) -> YAMLCursorContext? {
        let current = LineShape(prefix)
        if current.isComment { return nil }
        if let (key, before) = current.lastKey {
            // `  - id: |`: a key of a list item's mapping.
            let outer =
                current.isItem
                ? ancestors(lines: lines, column: current.indent) + ["-"]
                : ancestors(lines: lines, column: current.keyColumn)
            let path = outer + before
            return YAMLCursorContext(path: path, place: .value(key: key))
        }
        if current.isItem {
            // `- |` under `to:`: an item of the list of the key above.
            guard
                let (parentLine, parent) = lines.indices.reversed().lazy.compactMap({ i -> (Int, LineShape)? in
                    let shape = LineShape(lines[i])
                    guard !shape.isBlank, !shape.isComment else { return nil }
                    guard shape.indent < current.indent || (shape.indent == current.indent && !shape.isItem) else {
                        return nil
                    }
                    return (i, shape)
                }).first, let (key, before) = parent.lastKey
            else { return nil }
            let path = ancestors(lines: lines[..<parentLine], column: parent.keyColumn) + before
            if key == "interceptors" && path.isEmpty {
                return YAMLCursorContext(path: ["interceptors", "-"], place: .key)
            }
            return YAMLCursorContext(path: path, place: .value(key: key))
        }
        return YAMLCursorContext(path: ancestors(lines: lines[...], column: current.keyColumn), place: .key)
    }

    /// The keys (outermost first) of the mappings a node at `column` is nested in.
    static func ancestors(lines: ArraySlice<Substring>, column: Int) -> [String] {
        var path: [String] = []
        var threshold = column
        for line in lines.reversed() {
            if threshold == 0 { break }
            // A cheap look first: most lines above are deeper than the mapping sought.
            if line.utf8.prefix(while: { $0 == 0x20 }).count >= threshold { continue }
            let shape = LineShape(line)
            if shape.isBlank || shape.isComment || shape.indent >= threshold { continue }
            if shape.isItem {
                if shape.keyColumn < threshold, let key = shape.firstKey { path.append(key) }
                path.append("-")
            } else if let key = shape.firstKey {
                path.append(key)
            } else {
                continue
            }
            threshold = shape.indent
        }
        return path.reversed()
    }

    static func ancestors(lines: [Substring], column: Int) -> [String] { ancestors(lines: lines[...], column: column) }
}

/// One line read loosely: indentation, a leading `- `, and its `key:`s.
struct LineShape {
    var indent = 0
    var isItem = false
    var isBlank = false
    var isComment = false
    /// Where the line's first key (or value) starts.
    var keyColumn = 0
    /// `key:` words in order (flow mappings too: `cache: { lifetime: |`).
    var keys: [String] = []

    init(_ line: Substring) {
        let chars = Array(line)
        var i = 0
        while i < chars.count, chars[i] == " " { i += 1 }
        indent = i
        if i == chars.count {
            isBlank = true
            keyColumn = i
            return
        }
        if chars[i] == "#" {
            isComment = true
            return
        }
        if chars[i] == "-", i + 1 == chars.count || chars[i + 1] == " " {
            isItem = true
            i += 1
            while i < chars.count, chars[i] == " " { i += 1 }
        }
        keyColumn = i
        var word = ""
        var quote: Character?
        while i < chars.count {
            let c = chars[i]
            if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c
                word = ""
            } else if c == "#" && (i == 0 || chars[i - 1] == " ") {
                break
            } else if c == ":" && (i + 1 == chars.count || chars[i + 1] == " ") {
                if !word.isEmpty { keys.append(word) }
                word = ""
            } else if c.isLetter || c.isNumber || c == "_" || c == "*" {
                word.append(c)
            } else {
                word = ""
            }
            i += 1
        }
    }

    var firstKey: String? { keys.first }
    /// The last key and the keys before it on the line.
    var lastKey: (String, [String])? { keys.last.map { ($0, Array(keys.dropLast())) } }
}
