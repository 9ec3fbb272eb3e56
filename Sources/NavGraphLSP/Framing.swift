#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the bytes of a message stream come from (standard input, or a pipe in tests).
public protocol ByteSource {
    /// Reads up to `count` bytes; 0 at the end of the stream.
    mutating func read(into buffer: UnsafeMutableRawPointer, count: Int) -> Int
}

/// Where framed messages go.
public protocol ByteSink {
    mutating func write(_ bytes: [UInt8])
}

/// A file descriptor read with `read(2)`, retried on EINTR.
public struct FileDescriptorSource: ByteSource {
    let fd: Int32
    public init(fd: Int32) { self.fd = fd }

    public mutating func read(into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        while true {
            let n = systemRead(fd, buffer, count)
            if n < 0 && errno == EINTR { continue }
            return max(n, 0)
        }
    }
}

/// A file descriptor written with `write(2)` until every byte is out.
public struct FileDescriptorSink: ByteSink {
    let fd: Int32
    public init(fd: Int32) { self.fd = fd }

    public mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                done += n
            }
        }
    }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }

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
public struct MessageReader<Source: ByteSource> {
    private var source: Source
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false
    /// Bodies larger than this are skipped rather than held in memory.
    public var maxBodySize = 256 << 20

    public init(source: Source) { self.source = source }

    private mutating func fill() -> Bool {
        if ended { return false }
        if position > 0 && position == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            position = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let n = chunk.withUnsafeMutableBytes { source.read(into: $0.baseAddress!, count: $0.count) }
        if n == 0 {
            ended = true
            return false
        }
        buffer += chunk[..<n]
        return true
    }

    /// One header line without its CRLF (a bare LF is accepted too); nil at the end of the stream.
    private mutating func line() -> String? {
        while true {
            if let nl = buffer[position...].firstIndex(of: 0x0A) {
                var end = nl
                if end > position, buffer[end - 1] == 0x0D { end -= 1 }
                let text = String(decoding: buffer[position..<end], as: UTF8.self)
                position = nl + 1
                return text
            }
            // A header line longer than any real one: drop what came so far.
            if buffer.count - position > 65_536 { position = buffer.count }
            guard fill() else { return nil }
        }
    }

    public mutating func next() -> FramedInput {
        var length: Int?
        var sawHeader = false
        var problem: String?
        while true {
            guard let header = line() else { return .end }
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
        guard let length else { return .malformed(problem ?? "no Content-Length header") }
        if length > maxBodySize {
            skip(length)
            return .malformed("message of \(length) bytes is larger than \(maxBodySize)")
        }
        while buffer.count - position < length {
            guard fill() else { return .end }
        }
        let body = Array(buffer[position..<position + length])
        position += length
        return .message(body)
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
