// Simulated steps per second of `navgraph sim` on a graph, for one long
// script and for many short ones. Scripts are generated as random walks
// (a fixed seed) along the graph's push edges, with modals dismissed,
// `back`, `wait` and `expect`s; run Benchmarks/sim.sh rather than this directly.
//
// usage: SimBench GRAPH [STEPS]
//        SimBench GRAPH STEPS --write DIR   (writes DIR/long.navscript and DIR/short.navscript, runs nothing)
import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript

struct FileProvider: SourceProvider {
    func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.notFound) }
        return .success([UInt8](data))
    }
}

/// A deterministic generator (SplitMix64), so the same graph gives the same scripts.
struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
}

/// Writes scenarios that walk the graph without logins or interceptors in the way.
struct WalkWriter {
    let graph: Graph
    let intercepted: Set<String>
    let rootRoute: String
    var random = Random(state: 42)

    init(graph: Graph) {
        self.graph = graph
        var names = Set<String>()
        for i in graph.interceptors {
            switch i.on {
            case .all: for r in graph.routes { names.insert(r.id) }
            case .routes(let refs): for r in refs { names.insert(r.id) }
            }
        }
        intercepted = names
        if let c = graph.container(graph.root.id), let tab = c.selectedTab {
            rootRoute = tab
        } else {
            rootRoute = graph.root.id
        }
    }

    func usable(_ id: String) -> Route? {
        guard let r = graph.route(id), r.auth.isEmpty, !intercepted.contains(id),
            r.presentation == .push || r.presentation == .modal
        else { return nil }
        return r
    }

    mutating func value(_ p: Parameter) -> String {
        switch p.type {
        case .int: return String(random.below(1000))
        case .double: return "1.5"
        case .bool: return "true"
        case .uuid: return "3f2504e0-4f89-11d3-9a0c-0305e82c3301"
        case .string: return "s\(random.below(100))"
        case .enumeration(let words): return words[0]
        }
    }

    /// `open` of a route, by path half of the time.
    mutating func open(_ r: Route) -> String {
        let required = r.params.filter { $0.required && $0.defaultValue == nil }
        if random.below(2) == 0 {
            var values: [String: String] = [:]
            for p in required { values[p.name] = value(p) }
            var path = ""
            for s in r.path.segments {
                switch s {
                case .literal(let l): path += "/" + l
                case .param(let n): path += "/" + (values[n] ?? "x")
                }
            }
            let query = required.filter { !$0.isPath }.map { "\($0.name)=\(values[$0.name]!)" }
            return "  open " + (path.isEmpty ? "/" : path) + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        }
        let args = required.map { p -> String in
            let v = value(p)
            return p.type == .string ? "\(p.name): \"\(v)\"" : "\(p.name): \(v)"
        }
        return "  open " + r.id + (args.isEmpty ? "" : "(" + args.joined(separator: ", ") + ")")
    }

    /// One scenario of `count` commands.
    mutating func scenario(_ name: String, commands count: Int) -> String {
        var out = "scenario \"\(name)\"\n"
        var n = 0
        // An interceptor shown at launch is finished first.
        if intercepted.contains(rootRoute) {
            out += "  finish\n"
            n += 1
        }
        var stack = [rootRoute]
        while n < count {
            let top = stack.last!
            let targets = (graph.route(top)?.to ?? []).compactMap { usable($0.id) }
            let roll = random.below(10)
            if roll == 0 {
                out += "  expect top \(top)\n"
            } else if roll == 1 {
                out += "  wait 1s\n"
            } else if stack.count > 1 && (roll < 5 || targets.isEmpty || stack.count > 12) {
                out += "  back\n"
                stack.removeLast()
            } else if let target = targets.isEmpty ? nil : targets[random.below(targets.count)] {
                out += open(target) + "\n"
                if target.presentation == .modal {
                    out += target.dismissible ? "  dismiss\n" : "  finish\n"
                    n += 1
                } else {
                    stack.append(target.id)
                }
            } else {
                out += "  expect top \(top)\n"
            }
            n += 1
        }
        return out
    }
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

let args = CommandLine.arguments
guard args.count >= 2 else {
    FileHandle.standardError.write(Data("usage: SimBench GRAPH [STEPS]\n".utf8))
    exit(64)
}
let path = args[1]
let total = args.count > 2 ? Int(args[2]) ?? 1_000_000 : 1_000_000
guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
    exit(66)
}
let clock = ContinuousClock()
var loaded: LoadedGraph!
let loadTime = clock.measure {
    loaded = LoadedGraph.decode(name: path, bytes: [UInt8](data), includes: FileProvider()).validated()
}
guard let graph = loaded.graph, !loaded.hasErrors else {
    FileHandle.standardError.write(Data("\(path) has errors\n".utf8))
    exit(1)
}
var writer = WalkWriter(graph: graph)
let shortLength = 20
let shapes: [(String, String)] = [
    ("one long script", writer.scenario("long", commands: total)),
    (
        "many short scripts",
        (0..<(total / shortLength)).map { writer.scenario("s\($0)", commands: shortLength) }.joined()
    ),
]
if args.count > 4, args[3] == "--write" {
    // For Benchmarks/sim.sh, which runs the built `navgraph sim` on these files end to end.
    for ((_, text), name) in zip(shapes, ["long", "short"]) {
        let file = args[4] + "/" + name + ".navscript"
        guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
            FileHandle.standardError.write(Data("cannot write \(file)\n".utf8))
            exit(73)
        }
    }
    exit(0)
}
var simulator: ScriptRunner!
let tableTime = clock.measure { simulator = ScriptRunner(graph: graph) }

print(
    "graph \(path): \(graph.routes.count) routes; checked in \(String(format: "%.3f", seconds(loadTime))) s, "
        + "simulator tables in \(String(format: "%.4f", seconds(tableTime))) s")
for (label, text) in shapes {
    var sources = loaded.sources
    let file = sources.add(SourceFile(name: "bench.navscript", text: text))
    var program: SimProgram!
    let compileTime = clock.measure { program = simulator.compile(scripts: [file], sources: sources) }
    guard program.diagnostics.isEmpty else {
        FileHandle.standardError.write(Data("generated script has errors: \(program.diagnostics[0].message)\n".utf8))
        exit(1)
    }
    var best = Duration.seconds(1_000_000)
    var report: SimReport!
    for _ in 0..<3 {
        let t = clock.measure { report = simulator.run(program, options: SimOptions()) }
        best = min(best, t)
    }
    let failed = report.scenarios.reduce(0) { $0 + $1.failures.count }
    let rate = Double(report.steps) / seconds(best)
    print(
        String(
            format:
                "  %-19@ %8d scenarios %9d steps  parse+resolve %.3f s  run %.3f s  %6.2f M steps/s  (%d failed expects)",
            label as NSString, program.scenarioCount, report.steps, seconds(compileTime), seconds(best), rate / 1e6,
            failed))
}
