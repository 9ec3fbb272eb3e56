import Foundation
import RoutingKit

// Matches per second over a fixed list of real and missing paths, for the
// route table navgraph generated from bench.navgraph.yaml (Benchmarks/
// make_graph.py: `/s<k>/r<i>/:id` with an int id) and for RoutingKit's
// TrieRouter holding the same routes. Both sides do the whole job an app's
// router does with a path string: split it, walk the trie, read the id.

/// The fixed list of paths: every route once with a value, and as many
/// missing paths (an unknown literal, an unknown first segment, too short,
/// too long).
func benchmarkPaths() -> (paths: [String], real: Int) {
    var paths = SyntheticRoute.ID.allCases.enumerated().map { i, id in
        id.pattern.replacingOccurrences(of: ":id", with: String(i * 7919 % 100_000))
    }
    let real = paths.count
    for i in 0..<real {
        switch i % 4 {
        case 0: paths.append("/s\(i % 100)/missing\(i)/\(i)")
        case 1: paths.append("/nowhere/r\(i)/\(i)")
        case 2: paths.append("/s\(i % 100)/r\(i)")
        default: paths.append("/s\(i % 100)/r\(i)/\(i)/extra")
        }
    }
    return (paths, real)
}

func generatedMatches(_ paths: [String]) -> Int {
    var found = 0
    for path in paths where SyntheticRoute(path: path) != nil { found += 1 }
    return found
}

/// Split, route, and read the id as an Int (what the generated matcher does).
func routingKitMatches(_ router: TrieRouter<SyntheticRoute.ID>, _ paths: [String]) -> Int {
    var found = 0
    for path in paths {
        var parameters = Parameters()
        let components = path.split(separator: "/").map(String.init)
        if router.route(path: components, parameters: &parameters) != nil {
            if let id = parameters.get("id") {
                if Int(id) != nil { found += 1 }
            } else {
                found += 1
            }
        }
    }
    return found
}

/// RoutingKit's trie alone, on paths split beforehand (the lower bound of its cost).
func routingKitPresplitMatches(_ router: TrieRouter<SyntheticRoute.ID>, _ split: [[String]]) -> Int {
    var found = 0
    for components in split {
        var parameters = Parameters()
        if router.route(path: components, parameters: &parameters) != nil { found += 1 }
    }
    return found
}

/// Best of `rounds` rounds of at least 0.3 s each, in matches per second;
/// checks that every round found exactly the real paths.
func measure(_ name: String, paths: Int, real: Int, rounds: Int = 5, _ body: () -> Int) -> Double {
    var best = 0.0
    let clock = ContinuousClock()
    for _ in 0..<rounds {
        var matched = 0
        var iterations = 0
        let start = clock.now
        var elapsed = Duration.zero
        repeat {
            matched &+= body()
            iterations += 1
            elapsed = clock.now - start
        } while elapsed < .milliseconds(300)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        best = max(best, Double(iterations * paths) / seconds)
        precondition(matched == iterations * real, "\(name) matched \(matched / iterations) of \(real) real paths")
    }
    return best
}

let router = TrieRouter(SyntheticRoute.ID.self)
for id in SyntheticRoute.ID.allCases {
    router.register(id, at: id.pattern.pathComponents)
}
let (paths, real) = benchmarkPaths()
let split = paths.map { $0.split(separator: "/").map(String.init) }

let generated = measure("generated", paths: paths.count, real: real) { generatedMatches(paths) }
let routingKit = measure("RoutingKit", paths: paths.count, real: real) { routingKitMatches(router, paths) }
let presplit = measure("RoutingKit pre-split", paths: paths.count, real: real) {
    routingKitPresplitMatches(router, split)
}

func rate(_ r: Double) -> String { String(format: "%8.2f M matches/s", r / 1e6) }
print("\(SyntheticRoute.ID.allCases.count) routes; \(real) real + \(paths.count - real) missing paths")
print("  navgraph generated     \(rate(generated))   (init?(path:): split, decode, trie, typed id)")
print("  RoutingKit TrieRouter  \(rate(routingKit))   (split, route, read the id as Int)")
print("  RoutingKit pre-split   \(rate(presplit))   (route only, paths split beforehand)")
print(
    String(
        format: "  generated / RoutingKit: %.2fx   (against pre-split: %.2fx)", generated / routingKit,
        generated / presplit))
