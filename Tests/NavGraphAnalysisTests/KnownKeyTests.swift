import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import NavGraphSupport
import TestSupport
import Testing

@testable import NavGraphAnalysis

/// The search skips a `login` nothing waits for and a `logout` (but one that
/// takes the scene back to its launch state) when the key they lead to, worked out without a run
/// (`EngineStepper.keyAfterLogin`, `keyAfterLogout`), is a state seen before,
/// a `dismiss` the topmost modal refuses (`dismissIsRefused`), which leads here,
/// and every `back`, `finish`, `dismiss` and `cancel` whose key it works out
/// (`keyAfterClose`), those that end the navigation waiting on the top or uncover
/// the screen it waits on included, and an `open` that only shows its route
/// (`keyAfterPlainOpen`), from every state with every open the search tries there;
/// and where the search makes the state such an open or a login leads to without
/// a run (`openPlainly`, `grant`), that state must be the run's.
/// From every state of every graph here, that key must be the key the run
/// leaves. It runs `restart` once per state of equal words (`RestartWords`):
/// from every state, `restart` must lead where it led from the first state with
/// its words, and leave the state's own outcome (the search keeps it without a run). And the explorer's engine, which keeps no results, must find what
/// one that keeps them finds.
@Suite("Keys known without a run are the run's")
struct KnownKeyTests {
    /// How many keys were worked out without a run, and how many of them for `logout`.
    struct Counts {
        var logins = 0
        var logouts = 0
        /// Logouts whose key is worked out though they close screens the key reads.
        var closingLogouts = 0
        var refusedDismisses = 0
        var closes = 0
        var endedNavigations = 0
        var uncoveredWaits = 0
        /// Opens that only show their route, and those of them from a state with a navigation
        /// pending, and that present a modal.
        var plainOpens = 0
        var plainOpensWhilePending = 0
        var plainPresents = 0
        /// States made without a run and compared with the run's: after a plain open, after a login.
        var madeOpens = 0
        var madeLogins = 0
        /// Made states whose restart words were compared with their parent's.
        var restartsAsParent = 0
        /// Closes of such a state compared with its parent's key.
        var closesToParent = 0
        /// Restarts compared with the first of their words, and those where that state restored a screen.
        var restarts = 0
        var restoredScreens = 0
        /// States of graphs where no route may be restored, whose words were also walked.
        var restartsWithoutRestore = 0
    }

    static func compare(_ graph: Graph, _ name: String, counts: inout Counts) {
        let explorer = Explorer(graph: graph)
        let exploration = explorer.explore()
        let stepper = explorer.stepper
        // Per run of restart words: the key and outcome the first state with them restarted into.
        var restartWords = RestartWords()
        var runs = NumberedRuns()
        var restarted: [(key: StateKey, state: Int)] = []
        for (i, state) in exploration.states.enumerated() {
            let key = stepper.key(state.snapshot)
            stepper.restartWords(state.snapshot, key: key, into: &restartWords)
            // Where no route may be restored, `save` skips the walk over the screens: the same words.
            if !stepper.tables.restoresAny {
                var walked = RestartWords()
                stepper.engine.restartWords(state.snapshot, key: key, into: &walked, shortcut: false)
                #expect(walked.words == restartWords.words, "\(name): restart words of state \(i)")
                counts.restartsWithoutRestore += 1
            }
            let outcome = stepper.step(.restart, from: state.snapshot)
            #expect(outcome == state.snapshot.outcome, "\(name): restart from state \(i) failed")
            let run = runs.insert(restartWords.words)
            if run.inserted {
                restarted.append((stepper.lastKey, i))
            } else {
                let first = restarted[run.index]
                counts.restarts += 1
                if stepper.lastSnapshot.screenCount > 1 { counts.restoredScreens += 1 }
                #expect(
                    stepper.lastKey == first.key,
                    "\(name): restart from state \(i) (\(explorer.describe(state.snapshot))) and from state \(first.state) (\(explorer.describe(exploration.states[first.state].snapshot)))"
                )
            }
            if let known = stepper.keyAfterLogout(state.snapshot, key: key) {
                counts.logouts += 1
                if !stepper.engine.logoutKeepsKey(of: state.snapshot.state.scene.window) { counts.closingLogouts += 1 }
                _ = stepper.step(.logout, from: state.snapshot)
                #expect(
                    stepper.lastKey == known, "\(name): logout from state \(i) (\(explorer.describe(state.snapshot)))")
            }
            // Every close whose key the search works out (`EngineStepper.keyAfterClose`): among
            // them those that end the navigation waiting on the top (its login's, or an `after`
            // interceptor's with none left to show) and those that uncover the screen it waits on.
            var contexts: EngineStepper.Contexts? = EngineStepper.Contexts()
            var onScreen: [Int] = []
            _ = stepper.inspect(state.snapshot, onScreen: &onScreen, contexts: &contexts)
            let closes: [(UserCommand, EngineStepper.CloseContext?)] = [
                (.back, contexts!.back), (.finish, contexts!.finish), (.dismiss, contexts!.dismiss),
                (.cancel, contexts!.cancel),
            ]
            for (command, context) in closes {
                guard let context else { continue }
                counts.closes += 1
                if context.endsPending { counts.endedNavigations += 1 }
                if context.pendingOnTop != nil { counts.uncoveredWaits += 1 }
                let outcome = stepper.step(command, from: state.snapshot)
                #expect(
                    stepper.lastKey == EngineStepper.keyAfterClose(key, context: context),
                    "\(name): \(stepper.text(command)) from state \(i) (\(explorer.describe(state.snapshot)))")
                if context.endsPending {
                    #expect(
                        (outcome == .unauthorized || outcome == nil) && stepper.lastSnapshot.state.scene.pending == nil,
                        "\(name): \(stepper.text(command)) from state \(i) left a navigation pending")
                }
            }
            // Every open the search tries here (the top's edges and the `global` routes) whose
            // key it works out: it does not fail, and leads to that key.
            var tries: [Explorer.Try] = []
            let view = stepper.inspect(state.snapshot, onScreen: &onScreen, contexts: &contexts)
            let triesCount = explorer.tries(view, fromAnywhere: true, into: &tries).count
            for t in tries.prefix(triesCount) {
                guard case .open(let r) = t, let known = stepper.keyAfterPlainOpen(state.snapshot, key: key, route: r)
                else { continue }
                counts.plainOpens += 1
                if view.pending { counts.plainOpensWhilePending += 1 }
                if graph.routes[r].presentation == .modal { counts.plainPresents += 1 }
                let command = explorer.command(t)
                var made: EngineSnapshot?
                if stepper.opensWithoutCache(r) {
                    made = state.snapshot
                    stepper.openPlainly(r, params: explorer.openValues(r), in: &made!)
                }
                let outcome = stepper.step(command, from: state.snapshot)
                #expect(
                    outcome == nil && stepper.lastKey == known,
                    "\(name): \(stepper.text(command)) from state \(i) (\(explorer.describe(state.snapshot)))")
                // The state the search makes without a run, where the route keeps no cache, is the run's.
                if let made {
                    counts.madeOpens += 1
                    #expect(made == stepper.lastSnapshot, "\(name): \(stepper.text(command)) from state \(i), made")
                    // The closes the search takes as leading back to the state (`closesToParent`) do.
                    let closes = stepper.closesToParent(r)
                    for (close, command) in [(.back, .back), (.finish, .finish), (.dismiss, .dismiss)]
                        as [(EngineStepper.Closes, UserCommand)] where closes.contains(close)
                    {
                        counts.closesToParent += 1
                        let outcome = stepper.step(command, from: made)
                        #expect(
                            outcome == nil && stepper.lastKey == key,
                            "\(name): \(stepper.text(command)) after the open from state \(i)")
                    }
                    // Where no route may be restored, it saves what the state saved: the search takes
                    // its restart as the state's (`restartsAsParent`).
                    if !stepper.tables.restoresAny {
                        var words = RestartWords()
                        stepper.restartWords(made, key: known, into: &words)
                        #expect(words.words == restartWords.words, "\(name): restart after the open from state \(i)")
                        counts.restartsAsParent += 1
                    }
                }
            }
            if stepper.dismissIsRefused(state.snapshot) {
                counts.refusedDismisses += 1
                let outcome = stepper.step(.dismiss, from: state.snapshot)
                #expect(
                    outcome == .notDismissible && stepper.lastKey == key,
                    "\(name): dismiss from state \(i) (\(explorer.describe(state.snapshot)))")
            }
            for realm in graph.realms.indices {
                guard let known = stepper.keyAfterLogin(state.snapshot, key: key, realm: realm) else { continue }
                counts.logins += 1
                _ = stepper.step(.login(realm), from: state.snapshot)
                #expect(
                    stepper.lastKey == known,
                    "\(name): login \(realm) from state \(i) (\(explorer.describe(state.snapshot)))")
                // Where it leads elsewhere, the state the search makes without a run is the run's.
                if known != key {
                    counts.madeLogins += 1
                    var made = state.snapshot
                    stepper.grant(realm, in: &made)
                    #expect(made == stepper.lastSnapshot, "\(name): login \(realm) from state \(i), made")
                }
            }
        }
        // The explorer's engine keeps no results; one that keeps them explores the same states.
        let keeping = Explorer(graph: graph, keepingResults: true).explore()
        #expect(keeping.states.count == exploration.states.count, "\(name): states")
        for (a, b) in zip(keeping.states, exploration.states)
        where a.parent != b.parent || a.command != b.command || stepper.key(a.snapshot) != stepper.key(b.snapshot) {
            Issue.record("\(name): a state differs when results are kept")
            break
        }
        #expect(keeping.failures.count == exploration.failures.count, "\(name): failures")
    }

    @Test func fixturesAndRandomGraphs() throws {
        var counts = Counts()
        for fixture in CoverageTests.fixtureGraphs {
            let graph = try #require(try Analyzed(path: RepoPaths.fixture(fixture)).loaded.graph, "\(fixture)")
            Self.compare(graph, fixture, counts: &counts)
        }
        for seed in UInt64(1)...120 {
            let yaml = ExplorationMemoTests.randomGraph(seed: seed)
            let graph = try #require(ExplorationMemoTests.graph(yaml: yaml, "random-\(seed).yaml"), "\(yaml)")
            Self.compare(graph, "seed \(seed):\n\(yaml)", counts: &counts)
        }
        // Counted: the keys were worked out from many states, so the comparisons above ran.
        #expect(counts.logouts > 500, "\(counts.logouts) logouts")
        #expect(counts.closingLogouts > 200, "\(counts.closingLogouts) logouts that close screens the key reads")
        #expect(counts.logins > 500, "\(counts.logins) logins")
        #expect(counts.refusedDismisses > 100, "\(counts.refusedDismisses) refused dismisses")
        #expect(counts.closes > 1000, "\(counts.closes) closes")
        #expect(counts.endedNavigations > 100, "\(counts.endedNavigations) closes that end a navigation")
        #expect(counts.uncoveredWaits > 100, "\(counts.uncoveredWaits) closes that uncover the screen waited on")
        #expect(counts.plainOpens > 1000, "\(counts.plainOpens) opens that only show their route")
        #expect(counts.madeOpens > 1000, "\(counts.madeOpens) states made after an open")
        #expect(counts.closesToParent > 1000, "\(counts.closesToParent) closes back to the parent")
        #expect(counts.restartsAsParent > 200, "\(counts.restartsAsParent) restarts as the parent's")
        #expect(counts.madeLogins > 500, "\(counts.madeLogins) states made after a login")
        #expect(counts.plainPresents > 200, "\(counts.plainPresents) such opens that present a modal")
        #expect(counts.plainOpensWhilePending > 100, "\(counts.plainOpensWhilePending) such opens while pending")
        #expect(counts.restarts > 500, "\(counts.restarts) restarts")
        #expect(counts.restoredScreens > 100, "\(counts.restoredScreens) restarts that restored a screen")
        #expect(counts.restartsWithoutRestore > 500, "\(counts.restartsWithoutRestore) states without restore")
    }

    @Test(.enabled(if: CoverageTests.android != nil))
    func androidCorpus() throws {
        let (folder, names) = try CoverageTests.androidGraphNames()
        var counts = Counts()
        for name in names {
            let graph = try #require(try Analyzed(path: folder + "/" + name).loaded.graph, "\(name)")
            Self.compare(graph, name, counts: &counts)
        }
        #expect(counts.logouts > 0)
        #expect(counts.plainOpens > 0)
    }
}
