import Foundation
import RoutingKit

// Matches per second over a fixed list of real and missing paths, for the
// route table navgraph generated from bench.navgraph.yaml (Benchmarks/
// make_graph.py: `/s<k>/r<i>/:id` with an int id) and for RoutingKit's
// TrieRouter holding the same routes. Both sides do the whole job an app's
// router does with a path string: split it, walk the trie, read the id.

/// The routes' patterns, from the generated table itself.
let patterns = SyntheticRoute.ID.allCases.map(\.pattern)

let router = TrieRouter(SyntheticRoute.ID.self)
for id in SyntheticRoute.ID.allCases {
    router.register(id, at: id.pattern.pathComponents)
}

/// Real paths (every route once, with a value) and as many missing ones.
var paths: [String] = []
for (i, pattern) in patterns.enumerated() {
    paths.append(pattern.replacingOccurrences(of: ":id", with: String(i * 7919 % 100_000)))
}
let real = paths.count
for i in 0..<real {
    switch i % 4 {
    case 0: paths.append("/s\(i % 100)/missing\(i)/\(i)")  // unknown literal
    case 1: paths.append("/nowhere/r\(i)/\(i)")  // unknown first segment
    case 2: paths.append("/s\(i % 100)/r\(i)")  // too short
    default: paths.append("/s\(i % 100)/r\(i)/\(i)/extra")  // too long
    }
}

func generatedMatches(_ paths: [String]) -> Int {
    var found = 0
    for path in paths where SyntheticRoute(path: path) != nil { found += 1 }
    return found
}

func routingKitMatches(_ paths: [String]) -> Int {
    var found = 0
    for path in paths {
        var parameters = Parameters()
        let components = path.split(separator: "/").map(String.init)
        if let id = router.route(path: components, parameters: &parameters),
           id.pattern.hasSuffix(":id") ? parameters.get("id", as: Int.self) != nil : true {
            found += 1
        }
    }
    return found
}

/// RoutingKit's trie alone, on paths split beforehand (the lower bound of its cost).
let split = paths.map { $0.split(separator: "/").map(String.init) }
func routingKitPresplitMatches(_ split: [[String]]) -> Int {
    var found = 0
    for components in split {
        var parameters = Parameters()
        if router.route(path: components, parameters: &parameters) != nil { found += 1 }
    }
    return found
}

/// Best of `rounds` rounds of at least 0.3 s each: matches per second.
func measure(_ name: String, rounds: Int = 5, _ body: () -> Int) -> Double {
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
        best = max(best, Double(iterations * paths.count) / seconds)
        precondition(matched == iterations * real, "\(name) matched \(matched / iterations) of \(real) real paths")
    }
    return best
}

let generated = measure("generated") { generatedMatches(paths) }
let routingKit = measure("RoutingKit") { routingKitMatches(paths) }
let presplit = measure("RoutingKit pre-split") { routingKitPresplitMatches(split) }

func rate(_ r: Double) -> String { String(format: "%10.2f M/s", r / 1e6) }
print("matcher throughput, \(patterns.count) routes, \(real) real + \(paths.count - real) missing paths")
print("  navgraph generated   \(rate(generated))")
print("  RoutingKit TrieRouter\(rate(routingKit))   (split + route + read id)")
print("  RoutingKit pre-split \(rate(presplit))   (route only, paths split beforehand)")
print(String(format: "  generated / RoutingKit: %.2fx (pre-split: %.2fx)", generated / routingKit, generated / presplit))
