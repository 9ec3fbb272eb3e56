import NavGraphModel

/// Reads included module files depth-first, in order, each once.
///
/// The walk keeps its own stack of open files instead of recursing, so an
/// include chain of any depth costs heap, never the thread's stack. A file
/// is known by its path relative to the root directory and, once read, by
/// the identity the provider gives it: one file reached under two paths
/// (through symbolic links) is read once, and reaching a file that is still
/// open is a cycle whatever path names it.
struct IncludeLoader {
    let provider: any SourceProvider
    let resolver: IncludeResolver

    /// A file whose includes are being read.
    private struct OpenFile {
        let relative: [String]
        let identity: SourceIdentity?
        let includes: [Located<String>]
        var next = 0
    }

    /// The chain of open files, root first.
    private var chain: [OpenFile] = []
    /// Where each open file is in `chain`, by relative path and by identity.
    private var chainByPath: [[String]: Int] = [:]
    private var chainByIdentity: [SourceIdentity: Int] = [:]
    /// Files already read, by relative path: a file included twice is read once.
    private var loaded: Set<String> = []
    /// Files already read, by identity: the same file under another path is not read again.
    private var identities: Set<SourceIdentity> = []
    /// Bytes of the root and the includes read so far, against `SourceLimits.totalBytes`.
    private var bytesRead: Int

    init(provider: any SourceProvider, resolver: IncludeResolver, rootBytes: Int) {
        self.provider = provider
        self.resolver = resolver
        self.bytesRead = rootBytes
    }

    /// Reads every include of the root file, appending each module to `files` in order.
    mutating func loadIncludes(
        ofRoot root: FileContents, named rootName: String, sources: inout SourceMap,
        into files: inout [FileContents], diagnostics: inout [Diagnostic]
    ) {
        let rootRelative = [rootName.split(separator: "/").last.map(String.init) ?? rootName]
        let rootIdentity = provider.identity(of: rootName)
        if let rootIdentity { identities.insert(rootIdentity) }
        loaded.insert(rootRelative.joined(separator: "/"))
        enter(OpenFile(relative: rootRelative, identity: rootIdentity, includes: root.includes))
        while let top = chain.indices.last {
            guard chain[top].next < chain[top].includes.count else {
                leave()
                continue
            }
            let include = chain[top].includes[chain[top].next]
            chain[top].next += 1
            let directory = Array(chain[top].relative.dropLast())
            if let module = read(include, from: directory, sources: &sources, diagnostics: &diagnostics) {
                files.append(module.contents)
                enter(
                    OpenFile(relative: module.relative, identity: module.identity, includes: module.contents.includes))
            }
        }
    }

    private mutating func enter(_ file: OpenFile) {
        chainByPath[file.relative] = chain.count
        if let identity = file.identity { chainByIdentity[identity] = chain.count }
        chain.append(file)
    }

    private mutating func leave() {
        let file = chain.removeLast()
        chainByPath[file.relative] = nil
        if let identity = file.identity { chainByIdentity[identity] = nil }
    }

    /// One include, read and decoded; nil when it is reported, read already, or holds nothing.
    private mutating func read(
        _ include: Located<String>, from directory: [String], sources: inout SourceMap,
        diagnostics: inout [Diagnostic]
    ) -> (contents: FileContents, relative: [String], identity: SourceIdentity)? {
        guard case .file(let relative, let path) = resolver.resolve(include.value, from: directory) else {
            diagnostics.append(outsideRoot(include, throughLink: false))
            return nil
        }
        let key = relative.joined(separator: "/")
        if let start = chainByPath[relative] {
            diagnostics.append(cycle(from: start, to: key, at: include.span, sameFileAs: nil))
            return nil
        }
        guard loaded.insert(key).inserted else { return nil }
        let limit = min(SourceLimits.fileBytes, SourceLimits.totalBytes - bytesRead)
        let request = IncludeRequest(
            path: path, rootDirectory: resolver.rootDirectory, byteLimit: max(limit, 0), alreadyRead: identities)
        let bytes: [UInt8]
        let identity: SourceIdentity
        switch provider.readInclude(request) {
        case .success(.bytes(let b, let id)):
            (bytes, identity) = (b, id)
        case .success(.alreadyRead(let id)):
            if let start = chainByIdentity[id] {
                let name = chain[start].relative.joined(separator: "/")
                diagnostics.append(cycle(from: start, to: key, at: include.span, sameFileAs: name))
            }
            return nil
        case .failure(.notFound):
            // Named as the cycles are, relative to the root file's directory: the same message
            // whichever directory navgraph runs from (and in the language server, whose paths are absolute).
            diagnostics.append(Diagnostic(.includeMissing, "included file '\(key)' does not exist", at: include.span))
            return nil
        case .failure(.unreadable(let reason)):
            diagnostics.append(
                Diagnostic(.unreadableFile, "cannot read included file '\(key)': \(reason)", at: include.span))
            return nil
        case .failure(.tooLarge(let limit)):
            diagnostics.append(tooLarge(key, limit: limit, at: include.span))
            return nil
        case .failure(.outsideRoot):
            diagnostics.append(outsideRoot(include, throughLink: true))
            return nil
        }
        identities.insert(identity)
        bytesRead += bytes.count
        let index = sources.add(SourceFile(name: path, bytes: bytes))
        var reader = YAMLReader()
        reader.routeDecoding = .module
        let document = reader.read(sources.files[index], fileIndex: index)
        diagnostics += document.diagnostics
        guard let node = document.root, node.kind != .null else { return nil }
        var decoder = FileDecoder(file: sources.files[index], fileIndex: index, isRoot: false)
        let decoded = decoder.decodeTopLevel(node, decodedRoutes: document.decodedRoutes)
        diagnostics += decoder.diagnostics
        guard var module = decoded else { return nil }
        module.hasDuplicateKeys = document.diagnostics.contains { $0.code == .duplicateKey }
        return (module, relative, identity)
    }

    private func outsideRoot(_ include: Located<String>, throughLink: Bool) -> Diagnostic {
        let how = throughLink ? " (through a symbolic link)" : ""
        return Diagnostic(
            .includeOutsideRoot, "include '\(include.value)' is outside the root graph's directory" + how,
            at: include.span, notes: ["included files live in the root file's directory or below it"])
    }

    /// Named relative to the root file's directory: short, and the same
    /// whichever directory navgraph runs from.
    private func cycle(from start: Int, to key: String, at span: Span, sameFileAs name: String?) -> Diagnostic {
        let names = chain[start...].map { $0.relative.joined(separator: "/") }
        var notes = ["files cannot include each other; move the shared definitions into one module"]
        if let name { notes.insert("'\(key)' is '\(name)' under another path (a symbolic link)", at: 0) }
        return Diagnostic(
            .includeCycle, "include cycle: " + (names + [name == nil ? names[0] : key]).joined(separator: " -> "),
            at: span, notes: notes)
    }

    private func tooLarge(_ path: String, limit: Int, at span: Span) -> Diagnostic {
        let why =
            limit < SourceLimits.fileBytes
            ? "the graph's files together would be larger than \(SourceLimits.totalBytes >> 20) MiB, the limit"
            : "it is larger than \(SourceLimits.fileBytes >> 20) MiB, the limit of one file"
        return Diagnostic(.unreadableFile, "cannot read included file '\(path)': \(why)", at: span)
    }
}
