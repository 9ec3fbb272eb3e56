import NavGraphModel
import NavGraphSupport

/// Invalid UTF-8 and NUL bytes, found with their exact position before parsing.
struct EncodingCheck {
    var problem: Diagnostic?
    var isASCII: Bool

    static func run(_ bytes: [UInt8], fileIndex: Int) -> EncodingCheck {
        ByteView.of(bytes) { b in
            var i = 0
            let n = b.count
            var ascii = true
            while i < n {
                // ASCII fast path: eight bytes at a time.
                if i + 8 <= n {
                    let word = b.word(at: i)
                    let hasHigh = word & 0x8080_8080_8080_8080 != 0
                    let hasZero = ByteScan.zeroBytes(word) != 0
                    if !hasHigh && !hasZero {
                        i += 8
                        continue
                    }
                }
                let c = b[i]
                if c < 0x80 {
                    if c == 0 {
                        return EncodingCheck(
                            problem: Diagnostic(
                                .nulByte, "the file contains a NUL byte",
                                at: Span(file: fileIndex, start: i, end: i + 1),
                                notes: ["a graph is UTF-8 text; is this a binary file?"]), isASCII: false)
                    }
                    i += 1
                    continue
                }
                ascii = false
                guard let len = b.sequenceLength(at: i) else { return invalid(i, fileIndex) }
                i += len
            }
            return EncodingCheck(problem: nil, isASCII: ascii)
        }
    }

    private static func invalid(_ offset: Int, _ fileIndex: Int) -> EncodingCheck {
        EncodingCheck(
            problem: Diagnostic(
                .invalidUTF8, "invalid UTF-8 byte sequence",
                at: Span(file: fileIndex, start: offset, end: offset + 1),
                notes: ["a graph is UTF-8 text; re-save the file as UTF-8"]), isASCII: false)
    }
}

/// libyaml's marks count characters; spans are bytes. For ASCII files the two
/// agree; otherwise a checkpoint every 64 characters keeps lookups O(1).
/// Offsets are from the start of `range`: the bytes libyaml was given, the
/// whole file or one piece of it (`ChunkedRead`).
struct CharacterOffsets {
    private let bytes: [UInt8]
    private let start: Int
    private let count: Int
    private let isASCII: Bool
    /// 1 when the input starts with a byte order mark: libyaml drops it before
    /// counting, so its character 0 is the input's character 1.
    private let shift: Int
    private var checkpoints: [Int] = []
    private static let stride = 64

    init(bytes: [UInt8], isASCII: Bool) {
        self.init(bytes: bytes, range: 0..<bytes.count, isASCII: isASCII)
    }

    init(bytes: [UInt8], range: Range<Int>, isASCII: Bool) {
        self.bytes = bytes
        self.start = range.lowerBound
        self.count = range.count
        self.isASCII = isASCII
        self.shift = CharacterOffsets.startsWithBOM(bytes[range]) ? 1 : 0
        guard !isASCII else { return }
        var points: [Int] = []
        points.reserveCapacity(range.count / CharacterOffsets.stride + 1)
        var chars = 0
        for i in range where bytes[i] & 0xC0 != 0x80 {
            if chars % CharacterOffsets.stride == 0 { points.append(i - start) }
            chars += 1
        }
        checkpoints = points
    }

    /// A UTF-8 byte order mark (YAML allows one at the start of a stream).
    /// With an explicit encoding libyaml keeps it and counts it as a column
    /// of line 1, which breaks the indentation of the whole file, so a file
    /// that starts with one is parsed with the encoding left to libyaml,
    /// which detects UTF-8 by the mark and drops it.
    static func startsWithBOM<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        bytes.starts(with: [0xEF, 0xBB, 0xBF])
    }

    func byteOffset(ofCharacter index: Int) -> Int {
        let index = index + shift
        if isASCII { return min(index, count) }
        let slot = index / CharacterOffsets.stride
        guard slot < checkpoints.count else { return count }
        var offset = checkpoints[slot]
        var remaining = index - slot * CharacterOffsets.stride
        while remaining > 0, offset < count {
            offset += 1
            while offset < count, bytes[start + offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }
}
