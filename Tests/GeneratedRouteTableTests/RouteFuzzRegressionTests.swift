import Foundation
import NavGraphCore
import NavGraphFuzz
import NavGraphModel
import TestSupport
import Testing

/// The route fuzz target (Scripts/fuzz.sh route) without libFuzzer: the core's matcher against
/// this compiled Shop table, on the paths that once made them disagree and on every route's own path.
@Suite("Fuzz regressions: route")
struct RouteFuzzRegressionTests {
    static let folder = RepoPaths.fixture("fuzz-regressions/route")

    static let target: RouteFuzz? = GraphFixtures.shop.map { graph in
        RouteFuzz(
            graph: graph,
            generatedPath: { path in
                ShopRoute(path: path).map { (id: $0.id.rawValue, canonicalPath: $0.path) }
            },
            generatedURL: { text in
                // Foundation's URL rewrites some texts (a lone `%`); those are compared as paths only.
                guard let url = URL(string: text), url.absoluteString == text else { return nil }
                switch ShopRoute.resolve(url: url) {
                case .success(let route): return .success((id: route.id.rawValue, canonicalPath: route.path))
                case .failure(let failure): return .failure(RouteFuzz.URLRefusal("\(failure)"))
                }
            })
    }

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test(arguments: inputs)
    func input(_ name: String) throws {
        let target = try #require(Self.target)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
        #expect(target.disagreement(bytes) == nil)
    }

    @Test func theSamplesAgree() throws {
        let target = try #require(Self.target)
        for route in ShopRouteTests.samples {
            #expect(target.disagreement(Array(route.path.utf8)) == nil)
        }
        // Both sides refuse the same malformed paths.
        for path in ["", "product/42", "/product/x", "/product/42/", "/nowhere", "/search?q=%zz"] {
            #expect(target.disagreement(Array(path.utf8)) == nil, "\(path)")
        }
        // Deep links: every route's own (external or not), and the reasons of refused ones.
        for route in ShopRouteTests.samples {
            let url = "shop:/" + route.path
            #expect(target.disagreement(Array(url.utf8)) == nil, "\(url)")
        }
        for url in [
            "shop://product/x", "shop://nowhere", "SHOP://cart", "other://cart", "shop://account/orders/1",
            "shop://search?sort=nope", "shop://product/42?ref=a&ref=b",
        ] {
            #expect(target.disagreement(Array(url.utf8)) == nil, "\(url)")
        }
    }
}
