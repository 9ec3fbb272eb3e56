import Foundation
import NavGraphCore
import NavGraphModel
import Testing

/// Keywords, member names and strings that need escaping, generated from
/// Fixtures/codegen/nasty/navgraph.yaml: they compile, and every string is intact.
@Suite struct NastyRouteTests {
    static let samples: [NastyRoute] = [
        .default,
        .class(protocol: "tcp"), .class(protocol: "\"quoted\" \\(x) \"\"\" #🚀", is: .in),
        .class(protocol: "x", is: .SelfCase), .class(protocol: "y", is: ._Case), .class(protocol: "z", is: .is_),
        .pathRoute(self: 1, let: true), .pathRoute(self: -2, var: 1e20, let: false),
        .pathRoute(self: 3, var: -0.5, let: true),
        .idRoute(in: UUID()), .idRoute(in: UUID(), default: "multi\nline\ttab \"\"\""),
        .idRoute(in: UUID(), default: ""),
        .return, .quoted, .emoji(name: "🛒 cart"),
        .values(a: 1.5, b: true), .values(a: -3, b: false, c: 0, d: UUID(), e: 1e-300),
        .selfRoute, .rawValueRoute,
        .noneRoute(Parsing_: "p"), .noneRoute(Parsing_: "q", UUID_: UUID()),
        .nasty(), .nasty(graph: .b),
        .hidden(), .hidden(note: "\u{202D}x\u{2069}"),
    ]

    @Test func samplesCoverEveryRoute() {
        GeneratedRouteChecks.expectSamples(Self.samples, cover: \.id)
    }

    @Test(arguments: samples)
    func everyRouteRoundTripsThroughItsPath(_ route: NastyRoute) throws {
        #expect(NastyRoute(path: route.path) == route, "\(route.path)")
        let url = try #require(route.url)
        // A deep link opens only an external route, as in `navgraph sim`.
        #expect(NastyRoute(url: url) == (route.isExternal ? route : nil), "\(url)")
        #expect(NastyRoute.resolve(url: url) == (route.isExternal ? .success(route) : .failure(.notExternal)), "\(url)")
    }

    @Test func keywordNamesKeepTheGraphsIDsAsRawValues() {
        #expect(NastyRoute.ID.allCases.map(\.rawValue) == GraphFixtures.nasty?.routes.map(\.id))
        #expect(NastyRoute.ID.pathRoute.rawValue == "path")
        #expect(
            NastyRoute.ClassIs.allCases.map(\.rawValue) == [
                "is", "in", "default", "rawValue", "Self", "_", "init", "self", "Type", "is_",
            ])
        #expect(NastyLifetime.selfLifetime.rawValue == "self")
        #expect(NastyRealm.in.login == .return)
        #expect(NastyRoute.ID.noneRoute.rawValue == "none")
        #expect(
            NastyRoute(path: "/none/x?UUID=6F9619FF-8B86-D011-B42D-00C04FC964FF")
                == .noneRoute(Parsing_: "x", UUID_: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!))
        #expect(NastyRoute(path: "/nasty?graph=b") == .nasty(graph: NastyRoute.NastyGraphValue.b))
    }

    @Test func stringsSurviveEscaping() {
        #expect(NastyRoute.ID.class.transition == "fade \"in\" \\ out \\(x) \"\"\" #tag 🚀")
        #expect(NastyRoute.ID.class.resultType == "Result<\"x\", #y>")
        #expect(NastyRoute.ID.pathRoute.cache?.key == "key \"with\" quotes \\ and \\(interpolation) \"\"\" # 🔑")
        #expect(NastyRoute.ID.pathRoute.restoration?.id == "restore#\"1\"")
        #expect(NastyRoute.ID.quoted.pattern == "/say/\"hi\"/it's")
        #expect(NastyRoute.ID.emoji.pattern == "/🛒/:name")
        #expect(NastyRoute.quoted.path == "/say/%22hi%22/it%27s")
        #expect(NastyRoute(path: "/say/\"hi\"/it's") == .quoted)
        #expect(NastyRoute(path: "/%F0%9F%9B%92/x") == .emoji(name: "x"))
        #expect(NastyRoute(path: "/🛒/x") == .emoji(name: "x"))
    }

    /// Invisible formatting characters are escaped in the generated literals
    /// (the file holds none of them) and read back as the graph wrote them.
    @Test func invisibleCharactersSurviveEscaping() {
        #expect(NastyRoute.ID.hidden.pattern == "/txt\u{202E}\u{2066}/exe")
        #expect(NastyRoute.ID.hidden.transition == "\u{202E}slide")
        #expect(NastyRoute.hidden().path == "/txt%E2%80%AE%E2%81%A6/exe")
        #expect(NastyRoute(path: "/txt\u{202E}\u{2066}/exe?note=a%E2%80%8Bb%EF%BB%BF") == .hidden())
        #expect(NastyRoute(path: "/txt\u{202E}\u{2066}/exe") == .hidden(note: "a\u{200B}b\u{FEFF}"))
    }

    @Test func defaultsAndOptionalQueryValues() {
        #expect(NastyRoute(path: "/values/1/true") == .values(a: 1, b: true))
        #expect(NastyRoute(path: "/values/1e3/false?c=-4&e=-1e-7") == .values(a: 1000, b: false, c: -4))
        #expect(NastyRoute.values(a: 2, b: true, e: -1e-7).path == "/values/2/true")
        #expect(NastyRoute(path: "/values/1./true") == nil)
        #expect(NastyRoute(path: "/values/1e+3/true") == nil)
        #expect(NastyRoute(path: "/values/1/yes") == nil)
        #expect(NastyRoute(path: "/path/1") == nil, "a required query parameter is missing")
        #expect(NastyRoute(path: "/path/1?let=true") == .pathRoute(self: 1, let: true))
        #expect(NastyRoute(path: "/class/x?is=rawValue") == .class(protocol: "x", is: .rawValueCase))
    }

    @Test func metadataMatchesTheGraph() throws {
        let graph = try #require(GraphFixtures.nasty)
        for route in graph.routes {
            let id = try #require(NastyRoute.ID(rawValue: route.id))
            #expect(id.pattern == route.path.text)
            #expect(id.screen == route.screen)
            #expect(id.realms.map(\.rawValue) == route.auth.map(\.id))
            #expect(id.isExternal == route.external)
            #expect(id.transition == route.transition)
            #expect(id.resultType == route.result)
            #expect(Set(id.destinations.map(\.rawValue)) == Set(route.to.map(\.id)))
            #expect(id.cache?.key == route.cache?.key?.value)
            #expect(id.restoration?.id == route.restore?.id)
        }
    }
}

/// The smallest graph: no scheme, so no deep links; empty realm, lifetime,
/// container and interceptor enums.
@Suite struct TinyRouteTests {
    @Test func theOnlyRoute() {
        #expect(TinyRoute(path: "/") == .start)
        #expect(TinyRoute.start.path == "/")
        #expect(TinyRoute(path: "/x") == nil)
        #expect(TinyRoute(url: URL(string: "tiny://")!) == nil)
        #expect(TinyRoute.resolve(url: URL(string: "tiny://")!) == .failure(.noMatch))
        #expect(TinyRoute.resolve(path: "/x") == .failure(.noMatch))
        #expect(TinyGraph.scheme == nil)
        // Universal links to its host (any case, http too) and nothing else.
        #expect(TinyGraph.hosts == ["tiny.example.com"])
        for link in ["https://tiny.example.com", "https://tiny.example.com/", "HTTP://Tiny.Example.COM/?x=1#f"] {
            #expect(TinyRoute(url: URL(string: link)!) == .start, "\(link)")
        }
        for link in ["https://tiny.example.com:8443/", "https://me@tiny.example.com/", "https://example.com/"] {
            #expect(TinyRoute.resolve(url: URL(string: link)!) == .failure(.noMatch), "\(link)")
        }
        #expect(TinyRoute.resolve(url: URL(string: "https://tiny.example.com/x")!) == .failure(.noMatch))
        #expect(TinyRoute.start.webURL == URL(string: "https://tiny.example.com/"))
        #expect(TinyGraph.root == .route(.start))
        #expect(TinyRealm.allCases.isEmpty)
        #expect(TinyInterceptor.byPriority.isEmpty)
        #expect(TinyRoute.start.interceptors(.before).isEmpty)
    }
}
