#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names in a folder, as `readdir` gives them (in no order), without `.` and `..`;
/// nil when the folder cannot be opened. What the witness folder and the language
/// server's scan of a workspace list, and the tests' temporary folders remove.
package enum FolderNames {
    package static func list(_ folder: String) -> [String]? {
        guard let handle = opendir(folder) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
