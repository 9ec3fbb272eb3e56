import NavGraphCore
import NavGraphModel

extension SimRenderer {
    /// JUnit XML, a testcase a scenario: `JUnitStream` over a whole report.
    public static func junit(_ report: SimReport, sources: SourceMap) -> String {
        var out = ""
        var stream = JUnitStream(sources: sources, to: &out)
        for s in report.scenarios {
            for step in s.steps { stream.step(step) }
            stream.end(s, to: &out)
        }
        stream.finish(report.diagnostics, to: &out)
        return out
    }

    /// JUnit XML written as the run goes, a scenario when it ends: each scenario
    /// is a `testsuite` of its own (named by its file, as its testcase's
    /// `classname` is) holding its one testcase, since a suite's totals open it
    /// and a file's are known only once its last scenario ran. The root has no
    /// totals for the same reason; JUnit readers (Jenkins, GitLab, the GitHub
    /// actions) count the testcases. A failed scenario has a `failure`, with
    /// `record` its trace in `system-out`. A script's errors before its first
    /// scenario (or in a script without one) are a testcase of their own,
    /// "(outside any scenario)", with an `error`, after the scenarios (the run
    /// has found them all by then). What is held is one scenario's steps and
    /// where each file's first scenario starts.
    public struct JUnitStream {
        private var cursor: LineColumnCursor
        private let sources: SourceMap
        /// Where each file's first scenario starts: the errors before it are outside any.
        private var firstScenario: [Int: Int] = [:]
        /// The current scenario's trace, with `record`.
        private var steps: [StepReport] = []

        /// Opens the report.
        public init(sources: SourceMap, to out: inout String) {
            cursor = LineColumnCursor(sources)
            self.sources = sources
            out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"navgraph sim\">\n"
        }

        /// A step of the current scenario's trace (with `record`).
        public mutating func step(_ step: StepReport) { steps.append(step) }

        /// The scenario's suite.
        public mutating func end(_ s: ScenarioReport, to out: inout String) {
            if firstScenario[s.file] == nil { firstScenario[s.file] = s.span.start }
            let name = x(fileName(s.file, sources))
            out += "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"\(s.passed ? 0 : 1)\">\n"
            out += "    <testcase classname=\"\(name)\" name=\"\(x(s.name))\""
            if s.passed && steps.isEmpty {
                out += "/>\n  </testsuite>\n"
                return
            }
            out += ">\n"
            if !s.passed {
                let first = s.failures[0]
                let type = first.isScriptError ? "script-error" : "expectation"
                out += "      <failure message=\"\(x(first.message))\" type=\"\(type)\">"
                for (i, f) in s.failures.enumerated() {
                    let p = cursor.position(f.span)
                    out += x("\(i == 0 ? "" : "\n")\(p.file):\(p.line):\(p.column): \(f.message)")
                }
                out += "</failure>\n"
            }
            if !steps.isEmpty {
                out += "      <system-out>"
                for step in steps {
                    out += x("  \(step.command)\n")
                    for e in step.events { out += x("    \(e)\n") }
                }
                out += "</system-out>\n"
                steps.removeAll(keepingCapacity: true)
            }
            out += "    </testcase>\n  </testsuite>\n"
        }

        /// The errors outside any scenario, a testcase a script in the scripts' order, and the
        /// root's end; `diagnostics` are the run's (`SimReport.diagnostics`).
        public mutating func finish(_ diagnostics: [Diagnostic], to out: inout String) {
            let firstScenario = self.firstScenario
            let outside = Dictionary(
                grouping: diagnostics.filter {
                    $0.severity == .error && $0.span.start < firstScenario[$0.span.file] ?? .max
                },
                by: \.span.file)
            for file in outside.keys.sorted() {
                let errors = outside[file]!
                let name = x(fileName(file, sources))
                out += "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
                out += "    <testcase classname=\"\(name)\" name=\"(outside any scenario)\">\n"
                out +=
                    "      <error message=\"\(x("error[\(errors[0].code.rawValue)]: \(errors[0].message)"))\" type=\"script-error\">"
                for (i, d) in errors.enumerated() {
                    let p = cursor.position(d.span)
                    out += x(
                        "\(i == 0 ? "" : "\n")\(p.file):\(p.line):\(p.column): error[\(d.code.rawValue)]: \(d.message)")
                }
                out += "</error>\n    </testcase>\n  </testsuite>\n"
            }
            out += "</testsuites>\n"
        }
    }
}
