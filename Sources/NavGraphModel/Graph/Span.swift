/// A byte range in one source file. `file` indexes a `SourceMap`. Stored as
/// 32-bit values: a graph's YAML tree holds millions of spans.
public struct Span: Sendable, Hashable {
    private var rawFile: Int32
    private var rawStart: UInt32
    private var rawEnd: UInt32

    public init(file: Int, start: Int, end: Int) {
        rawFile = Int32(truncatingIfNeeded: file)
        rawStart = UInt32(truncatingIfNeeded: max(0, start))
        rawEnd = UInt32(truncatingIfNeeded: max(start, end, 0))
    }

    public var file: Int {
        get { Int(rawFile) }
        set { rawFile = Int32(truncatingIfNeeded: newValue) }
    }

    public var start: Int {
        get { Int(rawStart) }
        set { rawStart = UInt32(truncatingIfNeeded: max(0, newValue)) }
    }

    public var end: Int {
        get { Int(rawEnd) }
        set { rawEnd = UInt32(truncatingIfNeeded: max(0, newValue)) }
    }

    public static let unknown = Span(file: -1, start: 0, end: 0)
    public var isKnown: Bool { rawFile >= 0 }
}
