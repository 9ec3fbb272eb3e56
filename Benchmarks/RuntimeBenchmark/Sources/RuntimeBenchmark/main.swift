import Foundation
import LargeTable
import NavGraphRuntime
import ShopTable

// `RuntimeBenchmark commands [N]`: N navigator commands on the shop graph
// (open, back, tab, deep link in turn), each timed on its own: the median and
// 99th percentile of each kind, and the resident memory before and after
// (every buffer allocated and written up front, after a warm-up, so growth is
// the navigator's).
// `RuntimeBenchmark start`: one navigator started (its table decoded on first
// use, launched) on the 1,000-route table: wall and CPU milliseconds, and the
// routes; run it in fresh processes for the cold start.

/// Resident memory in KiB (Linux: /proc/self/statm; 0 elsewhere).
func residentKiB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024 : 0
}

func nanoseconds(_ duration: Duration) -> Int64 {
    duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
}

@MainActor
func commands(_ count: Int) {
    let navigator = Navigator(for: ShopRoute.self)
    navigator.launch()
    navigator.dismiss()  // the onboarding interceptor's modal, shown once at launch
    enum Kind: Int, CaseIterable { case open, back, tab, deepLink }
    // One cycle: open a product, back, tab to search and home, the same by a deep link, back.
    let cycle: [Kind] = [.open, .back, .tab, .tab, .deepLink, .back]
    // Each kind's buffer at its final size, every page written now (a
    // buffer of zeros would become resident only as the timings fill it).
    var times = Kind.allCases.map { kind in
        [Int64](repeating: -1, count: (0..<cycle.count).filter { cycle[$0] == kind }.count * (count / cycle.count + 1))
    }
    var counts = [Int](repeating: 0, count: Kind.allCases.count)
    let links = (0..<1000).map { "shop://product/\($0)" }
    let clock = ContinuousClock()
    let warmUp = 10 * cycle.count * 1000  // every product id and link once, ten times
    var resident: [(commands: Int, kib: Int)] = []
    for i in 0..<(warmUp + count) {
        if i >= warmUp, (i - warmUp) % (count / 4) == 0 { resident.append((i - warmUp, residentKiB())) }
        let kind = cycle[i % cycle.count]
        let start = clock.now
        let outcome: Navigator<ShopRoute>.Outcome
        switch kind {
        case .open: outcome = navigator.open(ShopRoute.product(id: i % 1000))
        case .back: outcome = navigator.back()
        case .tab: outcome = navigator.selectTab(i % cycle.count == 2 ? .search : .home)
        case .deepLink: outcome = navigator.open(url: links[i % 1000])
        }
        let elapsed = nanoseconds(clock.now - start)
        guard case .shown = outcome else {
            print("command \(i) (\(kind)) did not show its screen: \(outcome)")
            exit(1)
        }
        guard i >= warmUp else { continue }
        times[kind.rawValue][counts[kind.rawValue]] = elapsed
        counts[kind.rawValue] += 1
    }
    resident.append((count, residentKiB()))
    print("commands on the shop graph: \(count), each timed; target: median <= 2 µs")
    var all: [Int64] = []
    for kind in Kind.allCases {
        var sample = Array(times[kind.rawValue][..<counts[kind.rawValue]])
        all += sample
        sample.sort()
        let name = "\(kind)".padding(toLength: 9, withPad: " ", startingAt: 0)
        print(
            "  \(name)"
                + String(
                    format: " %8d commands  median %6.2f µs  p99 %6.2f µs", sample.count,
                    Double(sample[sample.count / 2]) / 1000, Double(sample[sample.count * 99 / 100]) / 1000))
    }
    all.sort()
    print(String(format: "  all       %8d commands  median %6.2f µs", all.count, Double(all[all.count / 2]) / 1000))
    let readings = resident.map { "\($0.kib) KiB after \($0.commands)" }.joined(separator: ", ")
    print("  resident memory (after \(warmUp) commands to warm up): \(readings)")
    print("  growth over \(count) commands: \(resident.last!.kib - resident.first!.kib) KiB; target: none")
}

/// The process's CPU time in nanoseconds: on a busy machine the wall time
/// counts the other processes' turns too.
func cpuNanoseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}

@MainActor
func start() {
    let clock = ContinuousClock()
    let begin = clock.now
    let cpuBegin = cpuNanoseconds()
    let navigator = Navigator(for: LargeRoute.self)
    let outcome = navigator.launch()
    let cpu = cpuNanoseconds() - cpuBegin
    let elapsed = clock.now - begin
    // The synthetic graph's launch waits on its intro interceptor: started all the same.
    if case .failed = outcome {
        print("the launch failed: \(outcome)")
        exit(1)
    }
    print(
        String(format: "%.3f %.3f", Double(nanoseconds(elapsed)) / 1_000_000, Double(cpu) / 1_000_000),
        navigator.graph.routes.count)
}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments.dropFirst()
    switch arguments.first {
    case "start": start()
    case "commands": commands(arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000)
    default: print("usage: RuntimeBenchmark commands [N] | start")
    }
}
