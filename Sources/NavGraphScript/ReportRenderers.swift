import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// The outputs of `navgraph sim` as text: pure functions of a report and its sources.
public enum SimRenderer {
    static func fileName(_ file: Int, _ sources: SourceMap) -> String { sources.file(file)?.name ?? "<script>" }

    package static func position(_ span: Span, _ sources: SourceMap) -> (file: String, line: Int, column: Int) {
        guard let loc = sources.location(of: span) else { return ("<script>", 0, 0) }
        return (loc.file.name, loc.start.line, loc.start.column)
    }

    // MARK: - human

    /// A PASS/FAIL line a scenario, each failure as `file:line:col: message`,
    /// with `trace` every step and its events first, then a summary line.
    public static func human(_ report: SimReport, sources: SourceMap, trace: Bool) -> String {
        var out = ""
        var stream = HumanStream(sources: sources, trace: trace)
        for s in report.scenarios {
            if trace {
                stream.begin(s, to: &out)
                for step in s.steps { stream.step(step, to: &out) }
            }
            stream.end(s, to: &out)
        }
        stream.summary(report, to: &out)
        return out
    }

    /// The human format piece by piece, as a run goes (`ScriptRunner.run(...each:)`):
    /// the same text as `human`, without a report that keeps every step.
    public struct HumanStream {
        private var cursor: LineColumnCursor
        let trace: Bool
        private var prefixFile = ""
        private var prefixes = (pass: "", fail: "")

        public init(sources: SourceMap, trace: Bool) {
            cursor = LineColumnCursor(sources)
            self.trace = trace
        }

        /// With `trace`, the scenario's header (call before its first step).
        public mutating func begin(_ s: ScenarioReport, to out: inout String) {
            let p = cursor.position(s.span)
            out +=
                "scenario \(LiteralText.quote(s.name).terminalSafeKeepingTabs) (\(p.file.terminalSafeKeepingTabs):\(p.line))\n"
        }

        public func step(_ step: StepReport, to out: inout String) {
            out += "  "
            out += step.command.terminalSafeKeepingTabs
            out += "\n"
            for e in step.events {
                out += "    "
                out += e.terminalSafeKeepingTabs
                out += "\n"
            }
        }

        /// The PASS/FAIL line and the failures.
        public mutating func end(_ s: ScenarioReport, to out: inout String) {
            let p = cursor.position(s.span)
            // In few pieces (a suite's report is a line a scenario, 50,000 of them): the
            // `PASS file:` and `FAIL file:` prefixes are built once a file.
            if p.file != prefixFile {
                prefixFile = p.file
                prefixes = (
                    "PASS " + p.file.terminalSafeKeepingTabs + ":", "FAIL " + p.file.terminalSafeKeepingTabs + ":"
                )
            }
            out += s.passed ? prefixes.pass : prefixes.fail
            out += String(p.line)
            // Names and messages quote the script: a control character in it cannot drive the terminal.
            out += ": " + s.name.terminalSafeKeepingTabs + "\n"
            for f in s.failures {
                let l = cursor.position(f.span)
                out += "\(l.file.terminalSafeKeepingTabs):\(l.line):\(l.column): \(f.message.terminalSafeKeepingTabs)\n"
            }
            if trace { out += "\n" }
        }

        public func summary(_ report: SimReport, to out: inout String) {
            let errors = report.diagnostics.errorCount
            out +=
                "\(report.scenarioCount) scenario\(report.scenarioCount == 1 ? "" : "s"): "
                + "\(report.scenarioCount - report.failedCount) passed, \(report.failedCount) failed"
            if errors > 0 { out += ", \(errors) script error\(errors == 1 ? "" : "s")" }
            out += "\n"
        }
    }

    // MARK: - json

    /// One JSON object a line: a `diagnostic` object a script error, a `step` object a command (with `record`),
    /// a `scenario` object a scenario, and a closing `summary`.
    public static func json(_ report: SimReport, sources: SourceMap) -> String {
        var out = ""
        var stream = JSONStream(sources: sources)
        stream.diagnostics(report.diagnostics, to: &out)
        for s in report.scenarios {
            for step in s.steps { stream.step(step, of: s, to: &out) }
            stream.end(s, to: &out)
        }
        stream.summary(report, to: &out)
        return out
    }

    /// The json format piece by piece, as a run goes: the same text as `json`.
    public struct JSONStream {
        private var cursor: LineColumnCursor
        private let sources: SourceMap
        /// The current scenario's position, taken before its steps move the cursor past it.
        private var scenario: (span: Span, position: (file: String, line: Int, column: Int))?

        public init(sources: SourceMap) {
            cursor = LineColumnCursor(sources)
            self.sources = sources
        }

        /// The script's problems (they open the output, before any step).
        public func diagnostics(_ diagnostics: [Diagnostic], to out: inout String) {
            for d in diagnostics {
                let p = position(d.span, sources)
                out +=
                    "{\"type\":\"diagnostic\",\"severity\":\(q(d.severity.rawValue)),\"code\":\(q(d.code.rawValue)),"
                    + "\"message\":\(q(d.message)),\"file\":\(q(p.file)),\"line\":\(p.line),\"column\":\(p.column)}\n"
            }
        }

        public mutating func step(_ step: StepReport, of s: ScenarioReport, to out: inout String) {
            if scenario?.span != s.span { scenario = (s.span, cursor.position(s.span)) }
            let p = cursor.position(step.span)
            out += "{\"type\":\"step\",\"file\":"
            JSONString.write(p.file, to: &out)
            out += ",\"line\":\(p.line),\"column\":\(p.column),\"scenario\":"
            JSONString.write(s.name, to: &out)
            out += ",\"command\":"
            JSONString.write(step.command, to: &out)
            out += ",\"status\":"
            JSONString.write(step.status, to: &out)
            out += ",\"events\":["
            for (i, e) in step.events.enumerated() {
                if i > 0 { out += "," }
                JSONString.write(e, to: &out)
            }
            out += "]}\n"
        }

        /// The scenario's line, after its steps.
        public mutating func end(_ s: ScenarioReport, to out: inout String) {
            let sp = scenario?.span == s.span ? scenario!.position : cursor.position(s.span)
            scenario = nil
            var failures: [String] = []
            for f in s.failures {
                let p = cursor.position(f.span)
                failures.append(
                    "{\"file\":\(q(p.file)),\"line\":\(p.line),\"column\":\(p.column),\"message\":\(q(f.message))}")
            }
            out +=
                "{\"type\":\"scenario\",\"file\":\(q(sp.file)),\"line\":\(sp.line),\"name\":\(q(s.name)),"
                + "\"status\":\(q(s.passed ? "passed" : "failed")),\"failures\":[\(failures.joined(separator: ","))]}\n"
        }

        public func summary(_ report: SimReport, to out: inout String) {
            out +=
                "{\"type\":\"summary\",\"scenarios\":\(report.scenarioCount),"
                + "\"passed\":\(report.scenarioCount - report.failedCount),\"failed\":\(report.failedCount),"
                + "\"errors\":\(report.diagnostics.errorCount)}\n"
        }
    }

    /// A JSON string literal, escaped as every JSON output of navgraph is.
    static func q(_ s: String) -> String { JSONString.quoted(s) }

    /// XML text and attribute escaping.
    static func x(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 has no way to write other control characters, not even as references.
                if ch.value < 0x20 && ch != "\n" && ch != "\t" && ch != "\r" {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(ch)
                }
            }
        }
        return out
    }
}
