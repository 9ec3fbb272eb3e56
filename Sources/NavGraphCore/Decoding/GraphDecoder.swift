/// Decodes YAML nodes into a `Graph` with schema diagnostics, following
/// `include:` through a `SourceProvider`. (Being written.)
public struct GraphDecoder: Sendable {
    public struct Result: Sendable {
        public var graph: Graph?
        public var diagnostics: [Diagnostic]
    }

    let provider: any SourceProvider

    public init(provider: some SourceProvider) { self.provider = provider }

    public func decode(rootName: String, bytes: [UInt8], sources: inout SourceMap) -> Result {
        let index = sources.add(SourceFile(name: rootName, bytes: bytes))
        let document = YAMLReader().read(sources.files[index], fileIndex: index)
        return Result(graph: nil, diagnostics: document.diagnostics)
    }
}
