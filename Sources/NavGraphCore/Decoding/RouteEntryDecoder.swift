import NavGraphModel

/// The routes of a file, decoded while the file was read (see `RouteEntryDecoder`).
package struct DecodedRoutes: Sendable {
    var routes: [Route] = []
    var diagnostics: [Diagnostic] = []
    var nameComparisons = 0

    /// `pieces` joined in file order: the routes and findings of decoding them
    /// as one. The routes are moved, not copied (no reference counting a route),
    /// and `pieces` is left without them.
    init(joining pieces: inout [DecodedRoutes]) {
        var parts: [[Route]] = []
        for i in pieces.indices {
            parts.append(pieces[i].routes)
            pieces[i].routes = []
            diagnostics += pieces[i].diagnostics
            nameComparisons += pieces[i].nameComparisons
        }
        routes = Array(joiningMoved: &parts, leaving: Route.placeholder)
    }

    init(routes: [Route], diagnostics: [Diagnostic], nameComparisons: Int) {
        self.routes = routes
        self.diagnostics = diagnostics
        self.nameComparisons = nameComparisons
    }
}

/// Decodes the entries of a `routes:` mapping one by one, as the reader
/// closes each (`TreeBuilder.routeEntries`, for a file read in pieces): an
/// entry is decoded while its nodes are fresh in the cache, on its piece's
/// thread, and its nodes are freed at once instead of waiting in the tree.
/// The routes and findings are `FileDecoder.decodeRoutes`' own.
struct RouteEntryDecoder: Sendable {
    private var decoder: FileDecoder
    private var routes: [Route] = []
    private var entries = 0
    /// Whether the first entry may be a key of the route above it, mis-indented
    /// (`FileDecoder.mayBeMisindented`): that route is in the piece before.
    private(set) var startsMisindented = false

    init(file: SourceFile, fileIndex: Int, isRoot: Bool) {
        decoder = FileDecoder(file: file, fileIndex: fileIndex, isRoot: isRoot)
    }

    mutating func decode(_ entry: YAMLPair) {
        if entries == 0 { startsMisindented = FileDecoder.mayBeMisindented(entry) }
        entries += 1
        decoder.decodeEntry(entry, into: &routes)
    }

    var decoded: DecodedRoutes {
        DecodedRoutes(routes: routes, diagnostics: decoder.diagnostics, nameComparisons: decoder.nameComparisons)
    }
}
