import Foundation
import Testing

/// The checks every generated route table gets, whatever its graph: the samples name every
/// route, and each sample reads back from its path and its deep link.
enum GeneratedRouteChecks {
    static func expectSamples<Route, ID: Hashable & CaseIterable>(_ samples: [Route], cover id: (Route) -> ID) {
        #expect(Set(samples.map(id)) == Set(ID.allCases))
    }

    static func expectRoundTrip<Route: Equatable>(
        _ route: Route, path: String, url: URL?, fromPath: (String) -> Route?, fromURL: (URL) -> Route?
    ) throws {
        #expect(fromPath(path) == route, "\(path)")
        let url = try #require(url)
        #expect(fromURL(url) == route, "\(url)")
    }
}
