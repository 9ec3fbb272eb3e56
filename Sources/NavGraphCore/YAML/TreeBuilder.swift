internal import CLibYAML
import NavGraphModel
import NavGraphSupport

/// Turns libyaml events into nodes. Open collections are frames; their
/// children wait on one shared stack and move into an exactly sized array
/// when the collection ends (no per-append growth, no enum shuffling).
struct TreeBuilder {
    struct Frame {
        var isMapping: Bool
        var start: Int
        var anchor: String?
        /// Where this collection's children start on `pending`.
        var firstChild: Int
        /// Expanded node count of the children so far (for anchors).
        var size: Int
    }

    let fileIndex: Int
    let offsets: CharacterOffsets
    /// Where the input starts in the file: 0, or a piece's start (`ChunkedRead`).
    let base: Int
    /// The input's length in bytes.
    let inputCount: Int
    /// Where the token after the input is in the file. libyaml closes the
    /// collections still open at the end of a piece, and places a missing
    /// value, at the piece's end; read whole, the file has them at the next
    /// token. For the whole file this is its end.
    let endOffset: Int
    let maxDepth: Int
    let aliasBudget: Int
    let pipelineThreshold: Int
    var frames: [Frame] = []
    let pending = MovingStack<YAMLNode>()
    var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    var expanded = 0
    var documents = 0
    /// What `ChunkedRead` needs to know of a piece's shape.
    var explicitDocumentStart = false
    var explicitDocumentEnd = false
    var rootIsBlockMapping = false
    /// The depth of a piece's routes (`ChunkedRead`): the root mapping (0), or
    /// the value of the root's key `routes` (1); -1 for none.
    var routesDepth = -1
    /// When set, the entries of the routes mapping are decoded as each is
    /// read, and the tree's routes mapping is left empty: its scalar keys, in
    /// order, are `routeKeys` (`ChunkedRead` looks for repeats among them).
    var routeEntries: RouteEntryDecoder?
    private(set) var routeKeys: [String] = []
    /// The key of the routes entry being read, until its value is.
    private var routeKey: YAMLNode?
    /// The routes mapping's frame while it is open; whether it was opened.
    private var routesFrame = -1
    private(set) var routesOpened = false
    var root: YAMLNode?
    var diagnostics: [Diagnostic] = []
    var failed = false
    /// Duplicate keys reported so far; a file of a million repeats reports a hundred.
    var duplicatesReported = 0
    static let duplicateReportLimit = 100
    /// Where the note about duplicate keys past the limit is in `diagnostics`.
    var duplicatesNote: Int?

    /// `input` is where the parsed bytes are in the file, `endOffset` where the token after them is.
    init(
        fileIndex: Int, offsets: CharacterOffsets, input: Range<Int>, endOffset: Int,
        maxDepth: Int, aliasBudget: Int, pipelineThreshold: Int
    ) {
        self.fileIndex = fileIndex
        self.offsets = offsets
        self.base = input.lowerBound
        self.inputCount = input.count
        self.endOffset = endOffset
        self.maxDepth = maxDepth
        self.aliasBudget = aliasBudget
        self.pipelineThreshold = pipelineThreshold
    }

    private func offset(_ mark: yaml_mark_t) -> Int { base + offsets.byteOffset(ofCharacter: Int(mark.index)) }

    /// A mark that libyaml puts at the next token: a collection's end, an empty scalar.
    private func nextTokenOffset(_ mark: yaml_mark_t) -> Int {
        let o = offsets.byteOffset(ofCharacter: Int(mark.index))
        return o == inputCount ? endOffset : base + o
    }

    private func span(_ start: yaml_mark_t, _ end: yaml_mark_t) -> Span {
        Span(file: fileIndex, start: offset(start), end: offset(end))
    }

    /// A scalar that starts at the input's end is empty, a missing value at the
    /// next token; any other ends where it ends (a block scalar at the start of
    /// the line after its last line break, the same read whole or in pieces).
    private func scalarSpan(_ start: yaml_mark_t, _ end: yaml_mark_t) -> Span {
        let s = offsets.byteOffset(ofCharacter: Int(start.index))
        if s == inputCount { return Span(file: fileIndex, start: endOffset, end: endOffset) }
        return Span(file: fileIndex, start: base + s, end: offset(end))
    }

    private func point(_ mark: yaml_mark_t) -> Span {
        let o = offset(mark)
        return Span(file: fileIndex, start: o, end: o + 1)
    }

    /// The tree of the YAML in `bytes` (the whole file or one piece of it).
    mutating func run(_ bytes: ByteView) -> YAMLNode? {
        // libyaml reads the bytes through a pointer: the one place the reader hands them over.
        bytes.withContiguousStorageIfAvailable { run($0) }!
    }

    private mutating func run(_ input: UnsafeBufferPointer<UInt8>) -> YAMLNode? {
        defer { countDuplicatesLeftOut() }
        if input.count >= pipelineThreshold { return runPipelined(input) }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            reportParserError(ParserFailure(problem: "libyaml could not be initialised"))
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, input.baseAddress ?? UnsafePointer(bitPattern: 1)!, input.count)
        if !CharacterOffsets.startsWithBOM(input) { yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING) }

        var event = yaml_event_t()
        while !failed {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                reportParserError(ParserFailure(parser))
                return nil
            }
            let done = event.type == YAML_STREAM_END_EVENT
            handle(&event)
            yaml_event_delete(&event)
            if done { break }
        }
        return failed ? nil : root
    }

    private mutating func runPipelined(_ input: UnsafeBufferPointer<UInt8>) -> YAMLNode? {
        let pipeline = EventPipeline()
        pipeline.start(input)
        while true {
            let batch = pipeline.next()
            if !failed {
                for i in 0..<batch.count where !failed { handle(&batch.events[i]) }
            }
            pipeline.release()
            if batch.finished {
                if let failure = batch.failure, !failed { reportParserError(failure) }
                pipeline.waitUntilFinished()
                break
            }
            if failed {
                pipeline.drain()
                pipeline.waitUntilFinished()
                break
            }
        }
        return failed ? nil : root
    }

    private mutating func fail(_ d: Diagnostic) {
        diagnostics.append(d)
        failed = true
    }

    private mutating func reportParserError(_ failure: ParserFailure) {
        var message = failure.problem
        var secondary: [DiagnosticLabel] = []
        let at: Span
        if let o = failure.readerOffset {
            at = Span(file: fileIndex, start: base + o, end: base + o + 1)
        } else {
            at = point(failure.problemMark)
        }
        if let context = failure.context {
            message += " " + context
            let c = point(failure.contextMark)
            if c.start != at.start { secondary.append(DiagnosticLabel(span: c, message: context)) }
        }
        // `on: *` is the likeliest way to get here: unquoted, `*` starts an alias.
        let notes =
            failure.context == "while scanning an alias"
            ? ["an unquoted * starts a YAML alias (*name); to mean every route, quote it: `on: \"*\"`"] : []
        fail(Diagnostic(.yamlSyntax, message, at: at, secondary: secondary, notes: notes))
    }

    private mutating func handle(_ event: inout yaml_event_t) {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if event.data.document_start.implicit == 0 { explicitDocumentStart = true }
            if documents > 1 {
                fail(
                    Diagnostic(
                        .multipleDocuments, "a graph file holds one YAML document; this is the second",
                        at: span(event.start_mark, event.end_mark),
                        notes: ["split the documents into files and list them under `include:`"]))
            }
        case YAML_DOCUMENT_END_EVENT:
            if event.data.document_end.implicit == 0 { explicitDocumentEnd = true }
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            let text =
                s.value.map {
                    String(decoding: UnsafeBufferPointer(start: $0, count: Int(s.length)), as: UTF8.self)
                } ?? ""
            let style: ScalarStyle
            switch s.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let tag = s.tag.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            let node = YAMLNode(
                .scalar(YAMLScalar(text: text, style: style, tag: tag)),
                span: scalarSpan(event.start_mark, event.end_mark))
            let anchor = s.anchor.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            if let anchor { anchors[anchor] = (node, 1) }
            add(node, size: 1)
        case YAML_ALIAS_EVENT:
            let name =
                event.data.alias.anchor.map {
                    String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
                } ?? ""
            let at = span(event.start_mark, event.end_mark)
            guard let target = anchors[name] else {
                fail(
                    Diagnostic(
                        .yamlSyntax, "found undefined alias '\(name)'", at: at,
                        notes: ["an alias (*name) must follow its anchor (&name) in the same file"]))
                return
            }
            expanded += target.size
            if expanded > aliasBudget {
                fail(
                    Diagnostic(
                        .aliasLimit,
                        "alias expansion exceeds the limit of \(aliasBudget) nodes",
                        at: at,
                        notes: [
                            "aliases that refer to aliases multiply (a \"billion laughs\" file); navgraph stops here"
                        ]))
                return
            }
            var node = target.node
            node.span = at
            add(node, size: target.size)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            guard frames.count < maxDepth else {
                fail(deepError(event))
                return
            }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            if frames.isEmpty {
                rootIsBlockMapping = isMapping && event.data.mapping_start.style == YAML_BLOCK_MAPPING_STYLE
            }
            let rawAnchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            let anchor = rawAnchor.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            if isMapping, routeEntries != nil, !routesOpened, frames.count == routesDepth, opensRoutes() {
                routesOpened = true
                routesFrame = frames.count
            }
            frames.append(
                Frame(
                    isMapping: isMapping,
                    start: offset(event.start_mark),
                    anchor: anchor, firstChild: pending.count, size: 1))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = frames.popLast() else { return }
            if frames.count == routesFrame { routesFrame = -1 }
            let span = Span(file: fileIndex, start: frame.start, end: nextTokenOffset(event.end_mark))
            let node: YAMLNode
            // Children move off the shared stack into exactly sized arrays: no copies.
            if frame.isMapping {
                node = YAMLNode(
                    .mapping(
                        withoutDuplicateKeys(pending.popPairs(from: frame.firstChild) { YAMLPair(key: $0, value: $1) })),
                    span: span)
            } else {
                node = YAMLNode(.sequence(pending.pop(from: frame.firstChild)), span: span)
            }
            if let anchor = frame.anchor { anchors[anchor] = (node, frame.size) }
            add(node, size: frame.size)
        default:
            break
        }
    }

    private func deepError(_ event: yaml_event_t) -> Diagnostic {
        Diagnostic(
            .nestingTooDeep, "collections are nested more than \(maxDepth) deep",
            at: span(event.start_mark, event.end_mark),
            notes: ["a navigation graph needs only a few levels; navgraph stops reading here"])
    }

    private mutating func add(_ node: YAMLNode, size: Int) {
        guard !frames.isEmpty else {
            if root == nil { root = node }
            return
        }
        frames[frames.count - 1].size += size
        // An entry of the routes mapping is decoded as soon as its value is read; neither stays.
        if frames.count - 1 == routesFrame {
            if let key = routeKey {
                routeKey = nil
                routeEntries?.decode(YAMLPair(key: key, value: node))
            } else {
                if case .scalar(let text) = node.value { routeKeys.append(text.text) }
                routeKey = node
            }
            return
        }
        pending.append(node)
    }

    /// Whether the mapping about to open is the routes mapping: the root, or
    /// the value of the root mapping's key `routes`.
    private func opensRoutes() -> Bool {
        if routesDepth == 0 { return true }
        guard routesDepth == 1, let parent = frames.first, parent.isMapping,
            (pending.count - parent.firstChild) % 2 == 1, let key = pending.last?.scalar
        else { return false }
        return key.text == "routes"
    }
}
