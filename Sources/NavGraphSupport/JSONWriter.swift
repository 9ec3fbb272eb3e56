/// The one JSON writer: every `JSONValue` (the diagnostic renderers' JSON and
/// SARIF, the language server's messages) is written through it, so
/// numbers, strings (`JSONString`) and layout are the same in every output.
/// Compact, or indented by two spaces a level when `pretty`.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    /// The items written so far in each open array or object, innermost last.
    private var counts: [Int] = []
    /// A key was just written: its value takes no separator.
    private var afterKey = false

    package init(pretty: Bool = false, capacity: Int = 256) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package mutating func null() { item("null") }
    package mutating func bool(_ b: Bool) { item(b ? "true" : "false") }

    package mutating func int(_ i: Int) {
        separate()
        if i < 0 { bytes.append(UInt8(ascii: "-")) }
        var v = i.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(truncatingIfNeeded: v % 10) + 0x30)
            v /= 10
        } while v > 0
        bytes[start...].reverse()
    }

    /// An integral value as an integer, others as Swift prints them; not finite: null.
    package mutating func double(_ d: Double) {
        guard d.isFinite else { return null() }
        if d == d.rounded(), abs(d) < 1e15 { return int(Int(d)) }
        item(String(d))
    }

    package mutating func string(_ s: String) {
        separate()
        JSONString.write(s, to: &bytes)
    }

    /// Bytes that are already JSON (a value written before).
    package mutating func raw(_ json: [UInt8]) {
        separate()
        bytes += json
    }

    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }
    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }

    /// An object's key; the next value written is its value.
    package mutating func key(_ k: String) {
        separate()
        JSONString.write(k, to: &bytes)
        bytes += pretty ? Array(": ".utf8) : [UInt8(ascii: ":")]
        afterKey = true
    }

    private mutating func item(_ text: String) {
        separate()
        bytes += text.utf8
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        counts.append(0)
    }

    private mutating func close(_ bracket: UInt8) {
        let count = counts.removeLast()
        if pretty, count > 0 { newline() }
        bytes.append(bracket)
    }

    /// The comma and, when pretty, the line break and indent before an item of an array or object.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard !counts.isEmpty else { return }
        if counts[counts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
        counts[counts.count - 1] += 1
        if pretty { newline() }
    }

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<counts.count { bytes += [0x20, 0x20] }
    }
}
