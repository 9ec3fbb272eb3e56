import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript

/// Reads a graph's includes from the repository (paths relative to its root).
package struct RepoSourceProvider: SourceProvider {
    package init() {}
    package func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        let full = path.hasPrefix("/") ? path : RepoPaths.root + "/" + path
        guard let data = FileManager.default.contents(atPath: full) else { return .failure(.notFound) }
        return .success([UInt8](data))
    }
}

/// A graph and scripts run together, with the sources to render positions.
package struct SimRun {
    package var report: SimReport
    package var sources: SourceMap

    /// Each failure as `line:column: message` (one script file).
    package var failures: [String] {
        report.scenarios.flatMap(\.failures).map { f in
            let loc = sources.location(of: f.span)!
            return "\(loc.start.line):\(loc.start.column): \(f.message)"
        }
    }

    /// Each script diagnostic as `line:column: code: message`.
    package var diagnostics: [String] {
        report.diagnostics.map { d in
            let loc = sources.location(of: d.span)!
            return "\(loc.start.line):\(loc.start.column): \(d.code.rawValue): \(d.message)"
        }
    }

    package var trace: String { SimRenderer.human(report, sources: sources, trace: true) }
}

package enum SimHarness {
    /// Errors that say how a navigation of a well-formed graph fails at run time: a test
    /// graph may hold them on purpose, to show the failure (`navgraph sim` refuses them).
    package static let runTimeFailures: Set<DiagnosticCode> = [.pushWithoutStack, .unfillableParameter]

    /// Compiles a graph given as YAML text; the test fails loudly when it has other errors.
    package static func graph(_ yaml: String) -> (Graph, SourceMap) {
        let loaded = LoadedGraph.decode(text: yaml).validated()
        let errors = loaded.diagnostics.filter { $0.severity == .error && !runTimeFailures.contains($0.code) }
        precondition(
            errors.isEmpty && loaded.graph != nil,
            "test graph has errors: \(errors.map(\.message))")
        return (loaded.graph!, loaded.sources)
    }

    package static func shop() -> (Graph, SourceMap) {
        load("Fixtures/shop/navgraph.yaml")
    }

    package static func load(_ relative: String) -> (Graph, SourceMap) {
        let bytes = Array(RepoPaths.read(RepoPaths.root + "/" + relative).utf8)
        let loaded = LoadedGraph.decode(name: relative, bytes: bytes, includes: RepoSourceProvider()).validated()
        precondition(
            !loaded.hasErrors && loaded.graph != nil,
            "\(relative) has errors: \(loaded.diagnostics.map(\.message))")
        return (loaded.graph!, loaded.sources)
    }

    package static func run(
        _ graph: (Graph, SourceMap), script: String, name: String = "test.navscript",
        loose: Bool = false, record: Bool = true
    ) -> SimRun {
        var sources = graph.1
        let file = sources.add(SourceFile(name: name, text: script))
        let report = ScriptRunner(graph: graph.0).run(
            scripts: [file], sources: sources,
            options: SimOptions(loose: loose, record: record))
        return SimRun(report: report, sources: sources)
    }

    package static func run(yaml: String, script: String, loose: Bool = false) -> SimRun {
        run(graph(yaml), script: script, loose: loose)
    }

    /// Only parses (no graph): the syntax diagnostics as `line:column: code: message`.
    package static func parse(_ script: String) -> [String] {
        var sources = SourceMap()
        let file = sources.add(SourceFile(name: "test.navscript", text: script))
        return ScriptParser.parse(file: file, in: sources).diagnostics.map { d in
            let loc = sources.location(of: d.span)!
            return "\(loc.start.line):\(loc.start.column): \(d.code.rawValue): \(d.message)"
        }
    }
}

/// Small graphs shared by the command and assertion tests.
/// Scripts whose own `expect`s are the assertions: a test passes when the
/// scenario has no failure and the script no diagnostic.
package func failures(_ yaml: String, _ body: String, loose: Bool = false) -> [String] {
    let run = SimHarness.run(yaml: yaml, script: "scenario \"t\"\n" + body, loose: loose)
    return run.diagnostics + run.failures
}

/// The conformance scenarios beside the checkout (`../shared/conformance`), nil when absent.
package enum SharedConformance {
    package static let folder: String? = {
        let path = URL(fileURLWithPath: RepoPaths.root).deletingLastPathComponent()
            .appendingPathComponent("shared/conformance").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// Each script name with its graph, relative to the folder.
    package static let scripts: [(script: String, graph: String)] = [
        ("corenavigation-bank", "graphs/corenavigation-bank.yaml"),
        ("format-reference", "graphs/format-reference.yaml"),
        ("insecurity-coordinators", "graphs/insecurity-coordinators.yaml"),
        ("navigationrouter-tabs", "graphs/navigationrouter-tabs.yaml"),
        ("shop", "graphs/shop/navgraph.yaml"),
    ]
}

package enum TestGraphs {
    /// A root stack with pushes, a modal with and without a stack, a protected
    /// route, results, a cache and interceptors.
    package static let stack = """
        navgraph: 1
        name: App
        scheme: app
        root: home
        auth:
          user: { login: login }
          admin: { login: adminLogin, requires: [user] }
        lifetimes:
          minute: 60s
          session: session
          app: app
        routes:
          home:
            path: /
            restore: true
            to: [list, detail, sheet, wizard, profile, panel, swap, notes, keyed, appCached]
          list:
            path: /list
            params: { sort: { type: [name, date], default: name } }
            external: true
            restore: true
            to: [detail]
          detail:
            path: /detail/:id
            params: { id: int, ref: { type: string, required: false } }
            external: true
            restore: { id: detail, behavior: allow }
            to: [detail, sheet]
            # Global, so the stackless sheet can open it and fail with noStack at
            # run time (a `to` edge there would be check's push-without-stack).
            global: true
          sheet:
            path: /sheet
            presentation: modal
          wizard:
            path: /wizard
            presentation: modal
            embed: stack
            dismissible: false
            restore: true
            to: [step]
          step:
            path: /wizard/step
            restore: { id: step, behavior: reject }
            to: [wizard]
          profile:
            path: /profile
            auth: user
            external: true
            restore: { id: profile, behavior: protect }
            to: [panel, detail]
          panel:
            path: /panel
            auth: admin
          login:
            path: /login
            presentation: modal
            embed: stack
            to: [help]
          help:
            path: /help
          adminLogin:
            path: /admin-login
            presentation: modal
          swap:
            path: /swap
            presentation: replace
          notes:
            path: /notes/:n
            params: { n: int }
            cache: minute
          appCached:
            path: /app-cached
            cache: app
          keyed:
            path: /keyed/:n
            params: { n: int }
            cache: { lifetime: session, key: KEYED }
        """

    /// A tabs root: each tab its own stack, one tab protected.
    package static let tabs = """
        navgraph: 1
        name: Tabs
        root: main
        auth:
          user: { login: login }
        containers:
          main: { kind: tabs, tabs: [feed, search, me], selected: feed }
        routes:
          feed:
            path: /
            embed: stack
            to: [post, search, sheet]
          search:
            path: /search
            embed: stack
            to: [post]
          me:
            path: /me
            embed: stack
            auth: user
            to: [post]
          post:
            path: /post/:id
            params: { id: int }
            to: [post]
          sheet:
            path: /sheet
            presentation: modal
            to: [search]
          login:
            path: /login
            presentation: modal
        """
}
