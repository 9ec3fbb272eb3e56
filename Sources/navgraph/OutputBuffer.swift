/// Standard output written in pieces of about `limit` bytes: a long trace
/// goes out as it is made instead of being held whole.
struct OutputBuffer {
    var text = ""
    let limit = 1 << 16

    mutating func flushIfFull() {
        if text.utf8.count >= limit { flush() }
    }

    mutating func flush() {
        guard !text.isEmpty else { return }
        Console.out(text)
        text.removeAll(keepingCapacity: true)
    }
}
