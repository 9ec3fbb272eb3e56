import Foundation
import Testing

/// The generated route enums are `Codable` in the JSON shape navgraph(1)
/// documents: `{"route": id, "parameters": {name: value}}`.
@Suite struct RouteCodableTests {
    static func json<Route: Encodable>(_ route: Route) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(route), as: UTF8.self)
    }

    static func decoded<Route: Decodable>(_ json: String, as type: Route.Type = Route.self) throws -> Route {
        try JSONDecoder().decode(Route.self, from: Data(json.utf8))
    }

    @Test(arguments: ShopRouteTests.samples)
    func everyShopRouteRoundTrips(_ route: ShopRoute) throws {
        let json = try Self.json(route)
        #expect(try Self.decoded(json) == route, "\(json)")
    }

    @Test(arguments: NastyRouteTests.samples)
    func everyNastyRouteRoundTrips(_ route: NastyRoute) throws {
        let json = try Self.json(route)
        #expect(try Self.decoded(json) == route, "\(json)")
    }

    @Test func tinyRouteRoundTrips() throws {
        #expect(try Self.json(TinyRoute.start) == #"{"route":"start"}"#)
        #expect(try Self.decoded(#"{"route":"start"}"#) == TinyRoute.start)
    }

    /// The shape: route ids as the graph spells them, typed JSON values,
    /// defaults written out, absent optionals and empty `parameters` left out.
    @Test func shopRoutesEncodeAsDocumented() throws {
        #expect(try Self.json(ShopRoute.home) == #"{"route":"home"}"#)
        #expect(try Self.json(ShopRoute.product(id: 42)) == #"{"parameters":{"id":42},"route":"product"}"#)
        #expect(
            try Self.json(ShopRoute.product(id: 42, ref: "mail"))
                == #"{"parameters":{"id":42,"ref":"mail"},"route":"product"}"#)
        #expect(
            try Self.json(ShopRoute.search()) == #"{"parameters":{"q":"","sort":"relevance"},"route":"search"}"#)
        #expect(
            try Self.json(ShopRoute.order(orderId: ShopRouteTests.orderID))
                == #"{"parameters":{"orderId":"8e0c8c8a-1111-2222-3333-444455556666"},"route":"order"}"#)
        #expect(try Self.json(ShopRoute.onboardingIntro) == #"{"route":"onboardingIntro"}"#)
    }

    @Test func nastyNamesAreTheGraphsNames() throws {
        // The case is `pathRoute`, the route id `path`; the keys are the parameters' names, keywords and all.
        #expect(
            try Self.json(NastyRoute.pathRoute(self: 1, var: 2.5, let: true))
                == #"{"parameters":{"let":true,"self":1,"var":2.5},"route":"path"}"#)
        #expect(
            try Self.json(NastyRoute.noneRoute(Parsing_: "p"))
                == #"{"parameters":{"Parsing":"p"},"route":"none"}"#)
        #expect(try Self.json(NastyRoute.class(protocol: "x", is: .SelfCase)).contains(#""is":"Self""#))
    }

    @Test func absentValuesTakeTheirDefaults() throws {
        #expect(try Self.decoded(#"{"route":"search"}"#) == ShopRoute.search())
        #expect(try Self.decoded(#"{"route":"search","parameters":null}"#) == ShopRoute.search())
        #expect(
            try Self.decoded(#"{"route":"search","parameters":{"sort":"price"}}"#) == ShopRoute.search(sort: .price))
        #expect(try Self.decoded(#"{"route":"product","parameters":{"id":7,"ref":null}}"#) == ShopRoute.product(id: 7))
        // Unknown keys are ignored, beside the route and among its values.
        #expect(
            try Self.decoded(#"{"route":"product","v":2,"parameters":{"id":7,"page":1}}"#) == ShopRoute.product(id: 7))
        #expect(
            try Self.decoded(#"{"route":"order","parameters":{"orderId":"8E0C8C8A-1111-2222-3333-444455556666"}}"#)
                == ShopRoute.order(orderId: ShopRouteTests.orderID))
    }

    /// Each bad input is a `DecodingError` at the key it is about.
    @Test(arguments: [
        (#"{"route":"nowhere"}"#, "dataCorrupted route: no route 'nowhere' in the graph"),
        (#"{"parameters":{"id":1}}"#, "keyNotFound route"),
        (#"{"route":"product"}"#, "keyNotFound parameters.id: no value for 'id'"),
        (#"{"route":"product","parameters":{}}"#, "keyNotFound parameters.id: no value for 'id'"),
        (#"{"route":"product","parameters":{"id":"42"}}"#, "typeMismatch parameters.id"),
        (#"{"route":"product","parameters":{"id":true}}"#, "typeMismatch parameters.id"),
        (
            #"{"route":"search","parameters":{"sort":"cheapest"}}"#,
            "dataCorrupted parameters.sort: 'cheapest' is not one of its words"
        ),
        (
            #"{"route":"order","parameters":{"orderId":"8e0c8c8a"}}"#,
            "dataCorrupted parameters.orderId: '8e0c8c8a' is not a UUID"
        ),
        (#"{"route":42}"#, "typeMismatch route"),
        (#"["product"]"#, "typeMismatch"),
    ])
    func badInputIsADecodingError(_ json: String, _ expected: String) throws {
        do {
            let route = try Self.decoded(json, as: ShopRoute.self)
            Issue.record("decoded \(route)")
        } catch let error as DecodingError {
            #expect(Self.describe(error).hasPrefix(expected), "\(Self.describe(error))")
        }
    }

    /// `kind path: description`, the description only for the errors the generated code makes.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String { keys.map(\.stringValue).joined(separator: ".") }
        switch error {
        case .dataCorrupted(let c): return "dataCorrupted \(path(c.codingPath)): \(c.debugDescription)"
        case .keyNotFound(let key, let c): return "keyNotFound \(path(c.codingPath + [key])): \(c.debugDescription)"
        case .typeMismatch(_, let c): return "typeMismatch \(path(c.codingPath))"
        case .valueNotFound(_, let c): return "valueNotFound \(path(c.codingPath))"
        @unknown default: return "\(error)"
        }
    }
}
