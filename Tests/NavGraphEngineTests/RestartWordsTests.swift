import NavGraphCore
import NavGraphEngine
import NavGraphModel
import TestSupport
import Testing

/// An explorer runs `restart` once per `RestartWords`: two states get equal
/// words exactly when what `restart` saves of them is equal, parameter values
/// compared as `==` compares them. (`KnownKeyTests` runs `restart` from every
/// explored state of many graphs and compares where it leads.)
@Suite("What a restart depends on, as words")
struct RestartWordsTests {
    static let yaml = """
        navgraph: 1
        name: Shop
        root: home
        routes:
          home: { path: /, restore: true, to: [item, note, plain] }
          item: { path: /item/:id, params: { id: int, price: double }, restore: true, to: [plain] }
          note: { path: /note/:text, params: { text: string }, restore: true }
          plain: { path: /plain }

        """

    let stepper: EngineStepper
    let item = 1
    let note = 2
    let plain = 3

    init() throws {
        let loaded = LoadedGraph.decode(text: Self.yaml).validated()
        #expect(loaded.diagnostics == [])
        stepper = EngineStepper(graph: try #require(loaded.graph))
    }

    func state(_ opens: [(Int, [ParamValue?])]) -> EngineSnapshot {
        var state = stepper.launch()
        for (route, params) in opens { state = stepper.run(.open(route: route, params: params), from: state) }
        return state
    }

    func words(_ state: EngineSnapshot) -> [Int64] {
        var words = RestartWords()
        stepper.restartWords(state, key: stepper.key(state), into: &words)
        return words.words
    }

    @Test func valuesOfARestoredScreenCount() {
        let one = words(state([(item, [.int(1), .double(2.5)])]))
        #expect(one == words(state([(item, [.int(1), .double(2.5)])])))
        #expect(one != words(state([(item, [.int(2), .double(2.5)])])))
        #expect(one != words(state([(item, [.int(1), .double(3.5)])])))
        #expect(one != words(state([(item, [.int(1), nil])])))
        #expect(one != words(state([])), "a restored screen counts")
    }

    @Test func aScreenNotRestoredDoesNotCount() {
        let below = state([(item, [.int(1), .double(2.5)])])
        let above = stepper.run(.open(route: plain, params: []), from: below)
        #expect(above.state.scene.window.rootStack.count == 3)
        #expect(words(above) == words(below))
    }

    @Test func doublesAndTextsAreComparedAsValues() {
        // 0 and -0 are equal doubles; a NaN equals nothing, itself included.
        #expect(words(state([(item, [.int(1), .double(0)])])) == words(state([(item, [.int(1), .double(-0.0)])])))
        // One buffer, as an explorer keeps: it numbers texts and NaNs as it meets them.
        var buffer = RestartWords()
        let nan = state([(item, [.int(1), .double(.nan)])])
        stepper.restartWords(nan, key: stepper.key(nan), into: &buffer)
        let first = buffer.words
        stepper.restartWords(nan, key: stepper.key(nan), into: &buffer)
        #expect(buffer.words != first)
        // Texts by their characters: "é" two ways is one text.
        func textWords(_ text: String) -> [Int64] {
            let s = state([(note, [.string(text)])])
            stepper.restartWords(s, key: stepper.key(s), into: &buffer)
            return buffer.words
        }
        let composed = textWords("caf\u{E9}")
        #expect(textWords("cafe") != composed)
        #expect(textWords("cafe\u{301}") == composed)
        #expect(textWords("caf\u{E9}") == composed)
    }
}
