import NavGraphCore
import NavGraphModel
import NavGraphSupport

/// What a check reads: a graph's root file, named as its findings name it (`-`: `<stdin>`),
/// and where the files it includes come from.
public struct CheckInput: Sendable {
    public var name: String
    public var bytes: [UInt8]
    public var includes: any SourceProvider

    public init(name: String, bytes: [UInt8], includes: any SourceProvider) {
        self.name = name
        self.bytes = bytes
        self.includes = includes
    }

    /// A graph given as text, its includes by name (tests, a graph in memory).
    public init(text: String, name: String = "navgraph.yaml", includes: [String: String] = [:]) {
        self.init(name: name, bytes: Array(text.utf8), includes: InMemorySourceProvider(includes))
    }
}

/// How a check runs. What it finds does not depend on `concurrent`, `treeRelease` or
/// `keepingSearch`, only how soon and with how much memory.
public struct CheckOptions: Sendable {
    /// Decode and validate only, no exploration: whether a graph's navigation is defined
    /// (`LoadedGraph.leavesNavigationUndefined`) is known from these alone (`sim`'s question).
    public var staticOnly: Bool
    /// The states the exploration may store; reaching it is a note, never a silent "no findings".
    public var stateLimit: Int
    /// A large graph's static checks run on every core, or on one beside the search (see
    /// `GraphCheck.run`); `false`: everything on this thread, one stage after the other.
    public var concurrent: Bool
    /// When the YAML tree is freed (`.never` for a process that ends with its report).
    public var treeRelease: TreeRelease
    /// For a process that ends once it reports (`KeptUntilExit`): the search is never freed.
    public var keepingSearch: Bool

    public init(
        staticOnly: Bool = false, stateLimit: Int = Explorer.defaultStateLimit, concurrent: Bool = true,
        treeRelease: TreeRelease = .background, keepingSearch: Bool = false
    ) {
        self.staticOnly = staticOnly
        self.stateLimit = stateLimit
        self.concurrent = concurrent
        self.treeRelease = treeRelease
        self.keepingSearch = keepingSearch
    }
}

/// The check of a graph: `navgraph check`, and what every other client runs before it
/// trusts a graph (`gen`, `gen --aasa`, `cover`, `sim`, `graph`, the language server, the
/// plugins through the command line, the fuzz entry). Three stages: decode (bytes to a
/// `Graph`, `LoadedGraph.decode`), validate (the static checks, `Validator`), explore (every
/// state the app can reach, `LoadedGraph.explored`; see navgraph(5), "Findings in every state").
public enum GraphCheck {
    /// The findings of `input`, sorted by file, line and column, at most
    /// `LoadedGraph.findingLimit` of them: the static checks' then the exploration's, each
    /// finding a run can show with its witness script attached (`Diagnostic.witness`), or
    /// the note that the graph was not explored and why.
    public static func run(_ input: CheckInput, _ options: CheckOptions = CheckOptions()) -> LoadedGraph {
        run(input, options, alongside: nil as (@Sendable (Graph) -> Never)?).report
    }

    /// `run`, and `work` on the decoded graph while it is checked (`gen` builds its output
    /// meanwhile). `work` runs only when the graph was decoded without errors; its result is
    /// for the caller to drop when the checks then find some.
    ///
    /// A large graph decoded without errors, with a search allowed as many states, has its
    /// exploration's tables built first (on every core), then is searched on this thread
    /// while the static checks run on another, one after the other: the search leaves a core
    /// idle, the checks fill it. Their findings then decide, as if they had run first,
    /// whether the search counts (checks that find the navigation undefined drop it). A small
    /// graph, or a search cut short (`--state-limit 1`), has nothing to gain from a thread.
    package static func run<T: Sendable>(
        _ input: CheckInput, _ options: CheckOptions, alongside work: (@Sendable (Graph) -> T)?
    ) -> (report: LoadedGraph, result: T?) {
        let read = LoadedGraph.decode(
            name: input.name, bytes: input.bytes, includes: input.includes, treeRelease: options.treeRelease)
        guard let graph = read.graph else { return (read, nil) }
        let side = read.hasErrors ? nil : work.map { work in SideWork { work(graph) } }
        let report: LoadedGraph
        if options.staticOnly {
            report = read.validated(onOneThread: !options.concurrent)
        } else if options.concurrent, !read.hasErrors, graph.routes.count >= Validator.concurrencyThreshold,
            options.stateLimit >= Validator.concurrencyThreshold
        {
            let explorer = Explorer(graph: graph)
            let checks = SideWork { Validator.validate(graph, onOneThread: true) }
            let exploration = explorer.explore(stateLimit: options.stateLimit)
            report = read.adding(checks.result()).explored(
                stateLimit: options.stateLimit, keepingSearch: options.keepingSearch,
                search: (explorer, exploration))
        } else {
            report = read.validated(onOneThread: !options.concurrent).explored(
                stateLimit: options.stateLimit, keepingSearch: options.keepingSearch)
        }
        return (report, side?.result())
    }
}
