/// Scratch room on the stack for at most `capacity` values, used like an array that
/// never grows, for the length of a call (`withScratch`): what a path's match keeps
/// its segments and its backtracking branches in, where an array cost an allocation
/// a path. Unchecked, as `ByteView` is: the caller sizes it for the most it appends.
/// `@inlinable public` (a `package` body does not inline across modules): the
/// simulator matches every distinct path of a script through one, from another module.
public struct ScratchArray<Element>: RandomAccessCollection {
    @usableFromInline let storage: UnsafeMutableBufferPointer<Element>
    @usableFromInline var used: Int

    // `used` set here, not by a default value: a default is a call in another module.
    @inlinable @inline(__always) init(_ storage: UnsafeMutableBufferPointer<Element>) {
        self.storage = storage
        self.used = 0
    }

    /// `body(context, &scratch)` with empty scratch room for `capacity` values of `Element`.
    /// What the body works with comes in as `context` rather than captured: a closure that
    /// captured the route matcher copied it (every field retained) on each call, a copy a
    /// path; a parameter is borrowed. Transparent, as `withUnsafeTemporaryAllocation` is.
    @_transparent public static func withScratch<Context, Result>(
        of: Element.Type = Element.self, capacity: Int, passing context: Context,
        _ body: (Context, inout ScratchArray) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: capacity) { storage in
            var scratch = ScratchArray(storage)
            let result = body(context, &scratch)
            storage.baseAddress?.deinitialize(count: scratch.used)
            return result
        }
    }

    public typealias Indices = Range<Int>

    @inlinable @inline(__always) public var startIndex: Int { 0 }
    @inlinable @inline(__always) public var endIndex: Int { used }
    @inlinable @inline(__always) public var indices: Range<Int> { 0..<used }
    @inlinable @inline(__always) public subscript(i: Int) -> Element { storage[i] }

    /// Adds `value` after the last (there must be room: `count < capacity`).
    @inlinable @inline(__always) public mutating func append(_ value: Element) {
        precondition(used < storage.count, "scratch room is full")
        (storage.baseAddress! + used).initialize(to: value)
        used += 1
    }

    /// Removes and returns the last value; nil when there is none.
    @inlinable @inline(__always) public mutating func popLast() -> Element? {
        guard used > 0 else { return nil }
        used -= 1
        return (storage.baseAddress! + used).move()
    }

    /// Removes the last value (there must be one).
    @inlinable @inline(__always) public mutating func removeLast() {
        precondition(used > 0, "no value to remove")
        used -= 1
        (storage.baseAddress! + used).deinitialize(count: 1)
    }
}
