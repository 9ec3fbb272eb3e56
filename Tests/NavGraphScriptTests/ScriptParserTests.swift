import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@Suite("Script parser")
struct ScriptParserTests {
    @Test("a well-formed script has no diagnostics and keeps its scenarios")
    func wellFormed() {
        let text = """
            # comment
            scenario "one"
              open /product/42?ref=x   # trailing comment
              open product(id: 42, ref: "a \\"b\\" \\\\")
              expect instance cart #2
            scenario "two"
              finish checkout with "done"
            """
        #expect(SimHarness.parse(text) == [])
        var sources = SourceMap()
        let file = sources.add(SourceFile(name: "t.navscript", text: text))
        let parsed = ScriptParser.parse(file: file, in: sources)
        #expect(parsed.script.scenarios.map(\.name) == ["one", "two"])
        #expect(parsed.script.scenarios.map(\.commands.count) == [3, 1])
        guard case .open(.route(let ref)) = parsed.script.scenarios[0].commands[1].kind else {
            Issue.record("expected open route")
            return
        }
        #expect(ref.arguments.map(\.value.text) == ["42", "a \"b\" \\"])
        #expect(ref.arguments.map(\.value.quoted) == [false, true])
    }

    @Test("every error of a file is reported, each with its line and column")
    func everyError() {
        let m = MarkedText(
            """
            1️⃣open cart
            scenario "s"
              2️⃣tpo cart
              expect 3️⃣tpo cart
              open product(id: 42 4️⃣
              wait 5️⃣5
              finish with 6️⃣"open
              expect instance cart 7️⃣
              open 8️⃣@
              expect no 9️⃣thing
            """)
        func at(_ marker: String) -> String {
            let p = m.markers[marker]!
            return "\(p.line):\(p.column)"
        }
        #expect(
            SimHarness.parse(m.text) == [
                "\(at("1️⃣")): script-syntax: a command outside a scenario",
                "\(at("2️⃣")): unknown-command: unknown command 'tpo'",
                "\(at("3️⃣")): unknown-command: unknown assertion 'tpo'",
                "\(at("4️⃣").split(separator: ":")[0]):22: script-syntax: expected ',' or ')' in the arguments of 'product', found end of line",
                "\(at("5️⃣")): invalid-script-value: '5' is not a duration",
                "\(at("6️⃣")): script-syntax: unterminated string",
                "\(at("7️⃣").split(separator: ":")[0]):23: script-syntax: expected an instance number such as #2, found end of line",
                "\(at("8️⃣")): script-syntax: unexpected character '@'",
                "\(at("9️⃣")): unknown-command: unknown assertion 'no thing'",
            ])
    }

    @Test("did-you-mean for command and assertion names")
    func didYouMean() {
        var sources = SourceMap()
        let file = sources.add(
            SourceFile(name: "t.navscript", text: "scenario \"s\"\n  opem cart\n  expect stak [a]\n"))
        let d = ScriptParser.parse(file: file, in: sources).diagnostics
        #expect(d.map(\.code) == [.unknownCommand, .unknownCommand])
        #expect(d.map { $0.suggestion?.replacement } == ["open", "stack"])
    }

    @Test("unknown escapes, stray tokens and a missing scenario name")
    func syntax() {
        #expect(
            SimHarness.parse("scenario\nscenario \"ok\"\n  back now\n  finish with \"a\\n\"\n") == [
                "1:9: script-syntax: expected the scenario's name in quotes after 'scenario', found end of line",
                "3:8: script-syntax: unexpected 'now' at the end of the command",
                "4:17: script-syntax: unknown escape '\\n' in a string",
            ])
    }

    @Test("script text: bare words, any text a URL to deeplink, tab alone, whole durations")
    func scriptTextRules() {
        #expect(
            SimHarness.parse(
                """
                scenario "s"
                  finish with a+b
                  finish with .x
                  open product(id: -x)
                  expect result cart +5
                  tab search(q: x)
                  wait 1.5s
                  finish with -1.5e-3
                  finish with 5x.y-z_1
                  open product(id: -5)
                  deeplink flows:/item/3
                  deeplink a@b(c)
                  deeplink "shop://x"
                """) == [
                    "2:15: invalid-script-value: 'a+b' is not a value",
                    "3:15: invalid-script-value: '.x' is not a value",
                    "4:20: invalid-script-value: '-x' is not a value",
                    "5:22: invalid-script-value: '+5' is not a value",
                    "6:13: script-syntax: 'tab' takes a route name alone: a tap on the tab bar carries no values",
                    "7:8: invalid-script-value: '1.5s' is not a duration",
                ])
        // Text that is not `scheme://...` is a URL all the same: noMatch when it runs.
        let run = SimHarness.run(
            SimHarness.shop(),
            script: """
                scenario "s"
                  deeplink flows:/item/3
                  expect failed noMatch
                  deeplink a@b(c)
                  expect failed noMatch
                """)
        #expect(run.diagnostics == [])
        #expect(run.failures == [])
    }

    @Test("durations: seconds, minutes, hours")
    func durations() {
        let run = SimHarness.run(
            yaml: TestGraphs.stack,
            script: """
                scenario "clock"
                  wait 61s
                  wait 5m
                  wait 2h
                """)
        #expect(run.failures == [])
        let events = run.report.scenarios[0].steps.flatMap(\.events)
        #expect(events.filter { $0.hasPrefix("clock") } == ["clock 61s", "clock 361s", "clock 7561s"])
        #expect(SimHarness.parse("scenario \"s\"\n  wait 5\n  wait 1d\n  wait s\n").count == 3)
    }

    @Test("instance numbers: #N from 1, digits only")
    func instanceNumbers() {
        #expect(
            SimHarness.parse(
                "scenario \"s\"\n  expect instance cart #0\n  expect instance cart #2x\n  expect instance cart #99999999999999999999\n"
            ) == [
                "2:24: invalid-script-value: '#0' is not an instance number",
                "3:24: invalid-script-value: '#2x' is not an instance number",
                "4:24: invalid-script-value: '#99999999999999999999' is not an instance number",
            ])
    }
}
