import Foundation
import NavGraphEngine
import NavGraphModel
import NavGraphRuntime

/// Fuzz target `runtime`: saved states and deep links into a `GraphNavigator` (the by-id navigator under the typed one), as an app
/// update, a corrupted container or a tampered file gives them to `restore`. An input is
/// read as choices, a byte each: a walk of a navigator (opens, deep links, tabs, logins),
/// the state it saves mutated (routes renamed, values that no longer fit, stacks emptied
/// or deepened, implausible numbers, tabs and scenes out of range), restored by a second
/// navigator, which walks on and saves a state a third restores. An input that starts
/// with `{` is a saved state's JSON, restored as decoded. The restored states must be
/// sane (`problems`); a trap inside is what the fuzzer looks for too.
@MainActor
public struct RuntimeFuzz {
    public let graph: NavigationGraph
    /// Each route's parameter names, by route index.
    private let parameters: [[String]]

    public init(graph: Graph) throws {
        self.graph = try NavigationGraph(table: GraphTable.lines(of: graph))
        parameters = graph.routes.map { $0.params.map(\.name) }
    }

    /// Traps on a problem: the entry point of the fuzzer.
    public func run(_ bytes: [UInt8]) {
        if let problem = problems(bytes).first { fatalError(problem) }
    }

    /// What is wrong with the states restored from this input (nothing when all is well).
    public func problems(_ bytes: [UInt8]) -> [String] {
        if bytes.first == UInt8(ascii: "{") {
            guard let saved = try? JSONDecoder().decode(RestorableState.self, from: Data(bytes)) else { return [] }
            return restored(saved).problems
        }
        var choices = Choices(bytes: bytes)
        let first = navigator()
        first.launch()
        walk(first, &choices)
        var saved = first.restorableState()
        for _ in 0..<choices.next(12) { mutate(&saved, &choices) }
        let (second, problems) = restored(saved)
        walk(second, &choices)
        return problems + restored(second.restorableState()).problems
    }

    private func navigator() -> GraphNavigator {
        GraphNavigator(graph: graph, clock: ManualNavigationClock(), events: true)
    }

    /// A fresh navigator restored from `saved`, and what is wrong with its state.
    private func restored(_ saved: RestorableState) -> (navigator: GraphNavigator, problems: [String]) {
        let n = navigator()
        n.restore(saved)
        var problems: [String] = []
        let instances = n.engineState.scenes.flatMap { $0.window.everyScreen.map(\.instance) }
        if Set(instances).count != instances.count { problems.append("instance numbers repeat: \(instances)") }
        let next = n.restorableState().nextInstance
        if let highest = instances.max(), next <= highest { problems.append("next instance \(next) <= \(highest)") }
        if next > RestorableState.plausibleInstanceLimit + instances.count {
            problems.append("next instance \(next) kept although implausible")
        }
        // The restored screens, and the roots and tabs each restored scene rebuilds.
        let bound = RestorableState.restoredScreenLimit + RestorableState.restoredSceneLimit * 8
        if instances.count > bound { problems.append("\(instances.count) screens restored, over \(bound)") }
        if n.engineState.scenes.count > max(1, RestorableState.restoredSceneLimit) {
            problems.append("\(n.engineState.scenes.count) scenes restored")
        }
        return (n, problems)
    }

    private static let texts = [
        "", "0", "1", "-1", "42", "9223372036854775807", "99999999999999999999", "nan", "1e400", "true", "x",
        "%00", "a/b", "\u{0}", "relevance", "price", "8e0c8c8a-1111-2222-3333-444455556666",
    ]
    private static let links = [
        "shop://product/42", "shop://product/x", "https://shop.example.com/product/7?ref=%00",
        "shop://search?sort=price",
        "shop://account/orders/8e0c8c8a-1111-2222-3333-444455556666", "shop://", "shop://login", "/product/1",
    ]
    private static let numbers = [
        Int.max, Int.max - 1, Int.min, 0, -1, 1, 2, 7, 1 << 48, (1 << 48) + 1, Int(Int32.max), 1_000,
    ]
    private static let depths = [2, 10, 999, 1_000, 1_001, 5_000]

    /// Commands on `n` as the choices say, until they run out or choose to stop.
    private func walk(_ n: GraphNavigator, _ c: inout Choices) {
        let routes = graph.routes
        for _ in 0..<c.next(24) {
            switch c.next(9) {
            case 0, 1, 2:
                let r = c.next(routes.count)
                var values: [String: String] = [:]
                for name in parameters[r] where c.next(3) > 0 { values[name] = c.pick(Self.texts) }
                n.open(NavigationTarget(id: routes[r], parameters: values))
            case 3: n.open(url: c.next(4) == 0 ? c.text() : c.pick(Self.links))
            case 4: n.back()
            case 5: n.dismiss()
            case 6: n.selectTab(id: c.pick(routes))
            case 7: if !graph.realms.isEmpty { n.login(c.pick(graph.realms)) }
            default: n.selectScene(c.pick(["main", "second", "third"]))
            }
        }
    }

    /// One change to a saved state, as the choices say.
    private func mutate(_ s: inout RestorableState, _ c: inout Choices) {
        guard !s.scenes.isEmpty else {
            s.scenes = []
            s.currentScene = c.pick(Self.numbers)
            return
        }
        let k = c.next(s.scenes.count)
        switch c.next(14) {
        case 0:
            let route = c.next(3) == 0 ? "gone" : c.pick(graph.routes)
            Self.changeScreen(&s.scenes[k], &c) { $0.route = route }
        case 1:
            let (which, text) = (c.next(256), c.pick(Self.texts))
            Self.changeScreen(&s.scenes[k], &c) { screen in
                let names = screen.values.keys.sorted()
                if !names.isEmpty { screen.values[names[which % names.count]] = text }
            }
        case 2: Self.changeScreen(&s.scenes[k], &c) { $0.values = [:] }
        case 3:
            switch c.next(3) {
            case 0: s.scenes[k].rootStack = []
            case 1:
                if !s.scenes[k].tabStacks.isEmpty { s.scenes[k].tabStacks[c.next(s.scenes[k].tabStacks.count)] = [] }
            default:
                if !s.scenes[k].modals.isEmpty { s.scenes[k].modals[c.next(s.scenes[k].modals.count)].screens = [] }
            }
        case 4:
            switch c.next(3) {
            case 0: s.scenes[k].tabStacks.append(nil)
            case 1: s.scenes[k].tabStacks = s.scenes[k].tabStacks.map { _ in [] }
            default: if !s.scenes[k].tabStacks.isEmpty { s.scenes[k].tabStacks.removeLast() }
            }
        case 5: s.scenes[k].selectedTab = c.pick(Self.numbers)
        case 6: s.currentScene = c.pick(Self.numbers)
        case 7: s.scenes[k].tabsContainer = c.next(2) == 0 ? nil : "gone"
        case 8: s.nextInstance = c.next(4) == 0 ? c.word() : c.pick(Self.numbers)
        case 9: Self.deepen(&s.scenes[k], to: c.pick(Self.depths), &c)
        case 10:
            s.realms.append(c.next(2) == 0 ? "gone" : c.pick(graph.realms + ["gone"]))
            s.onceShown.append("gone")
            s.results[c.pick(graph.routes + ["gone"])] = .value(c.pick(Self.texts))
        case 11:
            switch c.next(3) {
            case 0: s.scenes.append(s.scenes[k])
            case 1: s.scenes += Array(repeating: s.scenes[k], count: 100)
            default: s.scenes.remove(at: k)
            }
        case 12:
            s.scenes[k].tabBottomsReplaced.append(c.pick(Self.numbers))
            s.scenes[k].rootReplaced.toggle()
            s.scenes[k].rootBottomReplaced = c.next(2) == 0
        default:
            if !s.scenes[k].modals.isEmpty {
                let m = c.next(s.scenes[k].modals.count)
                s.scenes[k].modals[m].hasStack.toggle()
                s.scenes[k].modals[m].bottomReplaced = c.next(2) == 0
            }
        }
    }

    /// Changes one saved screen of `scene` (root, tab or modal), when it has any.
    private static func changeScreen(
        _ scene: inout RestorableState.Scene, _ c: inout Choices, _ body: (inout RestorableState.Screen) -> Void
    ) {
        switch c.next(3) {
        case 0:
            if !scene.rootStack.isEmpty { body(&scene.rootStack[c.next(scene.rootStack.count)]) }
        case 1:
            let tabs = scene.tabStacks.indices.filter { scene.tabStacks[$0]?.isEmpty == false }
            guard !tabs.isEmpty else { return }
            let t = c.pick(tabs)
            body(&scene.tabStacks[t]![c.next(scene.tabStacks[t]!.count)])
        default:
            guard !scene.modals.isEmpty else { return }
            let m = c.next(scene.modals.count)
            if !scene.modals[m].screens.isEmpty {
                body(&scene.modals[m].screens[c.next(scene.modals[m].screens.count)])
            }
        }
    }

    /// A stack of `scene` grown to `depth` by repeating its top screen.
    private static func deepen(_ scene: inout RestorableState.Scene, to depth: Int, _ c: inout Choices) {
        func grown(_ stack: [RestorableState.Screen]) -> [RestorableState.Screen] {
            guard let top = stack.last, stack.count < depth else { return stack }
            return stack + Array(repeating: top, count: depth - stack.count)
        }
        let tabs = scene.tabStacks.indices.filter { scene.tabStacks[$0]?.isEmpty == false }
        if c.next(2) == 0, !tabs.isEmpty {
            let t = c.pick(tabs)
            scene.tabStacks[t] = grown(scene.tabStacks[t]!)
        } else {
            scene.rootStack = grown(scene.rootStack)
        }
    }
}

/// An input read as choices, a byte each; 0 once the bytes run out.
struct Choices {
    let bytes: [UInt8]
    var at = 0

    /// A number in `0..<n` (0 when `n` is 0 or 1).
    mutating func next(_ n: Int) -> Int {
        guard n > 1, at < bytes.count else { return 0 }
        defer { at += 1 }
        return Int(bytes[at]) % n
    }

    mutating func pick<T>(_ list: [T]) -> T { list[next(list.count)] }

    /// Eight bytes as a number.
    mutating func word() -> Int {
        var w: UInt64 = 0
        for _ in 0..<8 { w = w << 8 | UInt64(next(256)) }
        return Int(bitPattern: UInt(w))
    }

    /// Up to 31 bytes of the input as text.
    mutating func text() -> String {
        let n = min(next(32), bytes.count - at)
        defer { at += n }
        return String(decoding: bytes[at..<at + n], as: UTF8.self)
    }
}
