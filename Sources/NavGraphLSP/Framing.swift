import NavGraphSupport

/// Where the bytes of a message stream come from (standard input, or a pipe in tests).
public protocol ByteSource {
    /// Reads up to `chunk.count` bytes into the front of `chunk`; 0 at the end of the stream.
    mutating func read(into chunk: inout [UInt8]) -> Int
    /// Whether a `read` would return at once (bytes waiting, or the end):
    /// the server checks only the newest of the changes already sent.
    mutating func hasPendingInput() -> Bool
}

extension ByteSource {
    /// A source that cannot tell says no: every message is then handled as it comes.
    public mutating func hasPendingInput() -> Bool { false }
}

/// Where framed messages go.
public protocol ByteSink {
    mutating func write(_ bytes: [UInt8])
}

/// A file descriptor read with `read(2)`, retried on EINTR.
public struct FileDescriptorSource: ByteSource {
    let fd: Int32
    public init(fd: Int32) { self.fd = fd }

    public mutating func read(into chunk: inout [UInt8]) -> Int { FileDescriptor.read(fd, into: &chunk) }

    public mutating func hasPendingInput() -> Bool { FileDescriptor.hasInput(fd) }
}

/// A file descriptor written with `write(2)` until every byte is out.
public struct FileDescriptorSink: ByteSink {
    let fd: Int32
    public init(fd: Int32) { self.fd = fd }

    public mutating func write(_ bytes: [UInt8]) { FileDescriptor.writeAll(bytes, to: fd) }
}

/// What the reader found next in the stream.
public enum FramedInput: Sendable, Hashable {
    case message([UInt8])
    /// A header block without a usable `Content-Length`: the block is skipped
    /// and reading goes on with the next one.
    case malformed(String)
    case end
}

/// Reads the base protocol's framing: header lines (`Content-Length: N`),
/// an empty line, then N bytes of JSON.
///
/// The bytes of handled messages are let go as reading goes on: a long
/// stream of large messages holds about one message and one read at a time.
public struct MessageReader<Source: ByteSource> {
    private var source: Source
    private var buffer: [UInt8] = []
    /// The first unread byte of `buffer`; the bytes before it are handled.
    private var position = 0
    /// Where `lookAhead` stopped (at or past `position`): each byte is looked at once.
    private var lookedAt = 0
    private var ended = false
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    /// Bodies larger than this are skipped rather than held in memory.
    public var maxBodySize = 256 << 20
    /// The most unread bytes `lookAhead` holds.
    public var maxLookAhead = 1 << 20

    public init(source: Source) { self.source = source }

    /// Bytes the reader holds room for (read or not): stays near one message
    /// plus one read however long the stream.
    public var bufferCapacity: Int { buffer.capacity }

    /// What the bytes at an offset of the buffer hold.
    private enum Frame {
        case complete(body: Range<Int>)
        case tooLarge(length: Int, bodyStart: Int)
        /// A header block without a usable length, and where the next one starts.
        case malformed(String, next: Int)
        case incomplete
    }

    private func frame(at start: Int) -> Frame {
        var at = start
        var length: Int?
        var sawHeader = false
        var problem: String?
        while true {
            guard let nl = buffer[at...].firstIndex(of: 0x0A) else {
                // A header line longer than any real one: drop what came so far.
                if buffer.count - at > 65_536 { return .malformed("header line too long", next: buffer.count) }
                return .incomplete
            }
            var end = nl
            if end > at, buffer[end - 1] == 0x0D { end -= 1 }
            let header = String(decoding: buffer[at..<end], as: UTF8.self)
            at = nl + 1
            if header.isEmpty {
                if !sawHeader { continue }
                break
            }
            sawHeader = true
            guard let colon = header.firstIndex(of: ":") else {
                problem = "header line without ':'"
                continue
            }
            let name = header[..<colon].trimmingSpaces.lowercased()
            let value = header[header.index(after: colon)...].trimmingSpaces
            if name == "content-length" {
                if let n = Int(value), n >= 0 { length = n } else { problem = "Content-Length is not a number" }
            }
        }
        guard let length else { return .malformed(problem ?? "no Content-Length header", next: at) }
        if length > maxBodySize { return .tooLarge(length: length, bodyStart: at) }
        guard buffer.count - at >= length else { return .incomplete }
        return .complete(body: at..<at + length)
    }

    /// Moves the unread bytes to the front once the handled ones are as many
    /// (so each byte moves at most once on average), and gives back room a
    /// large message needed.
    private mutating func compact() {
        let unread = buffer.count - position
        guard position > 0, unread == 0 || (position >= 65_536 && position >= unread) else { return }
        if buffer.capacity > 4 * max(unread, 1 << 18) {
            buffer = Array(buffer[position...])
        } else {
            buffer.removeSubrange(0..<position)
        }
        lookedAt = max(lookedAt - position, 0)
        position = 0
    }

    private mutating func fill() -> Bool {
        if ended { return false }
        compact()
        let n = source.read(into: &chunk)
        if n == 0 {
            ended = true
            return false
        }
        buffer.append(contentsOf: chunk[..<n])
        return true
    }

    public mutating func next() -> FramedInput {
        while true {
            switch frame(at: position) {
            case .complete(let body):
                position = body.upperBound
                let message = Array(buffer[body])
                compact()
                return .message(message)
            case .tooLarge(let length, let bodyStart):
                position = bodyStart
                skip(length)
                return .malformed("message of \(length) bytes is larger than \(maxBodySize)")
            case .malformed(let why, let next):
                position = next
                return .malformed(why)
            case .incomplete:
                guard fill() else {
                    position = buffer.count
                    return .end
                }
            }
        }
    }

    /// Whether `next` would answer without waiting for the client: a whole
    /// message is read already, or more bytes wait in the source.
    public mutating func hasPendingInput() -> Bool {
        if case .incomplete = frame(at: position) { return !ended && source.hasPendingInput() }
        return true
    }

    /// Shows the bodies of the whole messages after the current one that it
    /// has not shown before, in order, reading what the source holds ready
    /// (never waiting) up to `maxLookAhead` unread bytes.
    public mutating func lookAhead(_ visit: (ArraySlice<UInt8>) -> Void) {
        lookedAt = max(lookedAt, position)
        while true {
            switch frame(at: lookedAt) {
            case .complete(let body):
                visit(buffer[body])
                lookedAt = body.upperBound
            case .malformed(_, let next):
                lookedAt = next
            case .tooLarge:
                return
            case .incomplete:
                guard !ended, buffer.count - position < maxLookAhead, source.hasPendingInput(), fill() else { return }
            }
        }
    }

    private mutating func skip(_ count: Int) {
        var left = count
        while left > 0 {
            let have = buffer.count - position
            if have == 0 {
                guard fill() else { return }
                continue
            }
            let n = min(have, left)
            position += n
            left -= n
        }
    }
}

/// Writes messages with their `Content-Length` header.
public struct MessageWriter<Sink: ByteSink> {
    private var sink: Sink
    public init(sink: Sink) { self.sink = sink }

    public mutating func send(_ message: JSON) {
        let body = message.bytes()
        sink.write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
