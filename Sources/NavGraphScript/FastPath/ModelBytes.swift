import NavGraphModel
import NavGraphSupport

/// The model's readers of bytes, called with a script's `ByteView`: the one
/// place the fast path hands its bytes to the model, which takes them as a
/// buffer until it reads a `ByteView` itself (then these call it directly).
enum ModelBytes {
    typealias Match = Result<RouteMatcher.OrderedMatch, RouteMatcher.Failure>

    /// `RouteMatcher.matchInOrder(pathBytes:)` of these bytes.
    @inline(__always)
    static func match(path: ByteView, in matcher: RouteMatcher) -> Match {
        path.withContiguousStorageIfAvailable { matcher.matchInOrder(pathBytes: $0) }!
    }

    /// `RouteMatcher.matchInOrder(urlBytes:)` of these bytes.
    @inline(__always)
    static func match(url: ByteView, in matcher: RouteMatcher) -> Match {
        url.withContiguousStorageIfAvailable { matcher.matchInOrder(urlBytes: $0) }!
    }

    /// `ParamType.parse(_:inPathSegment:)` of these bytes.
    @inline(__always)
    static func parse(_ bytes: ByteView, as type: ParamType, inPathSegment: Bool) -> ParamValue? {
        bytes.withContiguousStorageIfAvailable { type.parse($0, inPathSegment: inPathSegment) }!
    }
}
