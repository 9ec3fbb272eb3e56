import NavGraphCore
import NavGraphModel

/// A finding of the exploration: a type that declares its code where the code is raised
/// (the `*Findings.swift` files), as a static check does (`StaticCheck`).
protocol ExplorationFinding: DeclaresDiagnostics {}

extension ExplorationFinding {
    static var owner: DiagnosticOwner { .exploration }
}

/// The exploration's findings, in the order SARIF lists their rules (after every
/// static check's): a new finding's type goes here. The exploration's own
/// introduction to them in navgraph(5) opens their subsection.
enum ExplorationFindings: ExplorationFinding {
    static var kinds: [any DeclaresDiagnostics.Type] {
        [
            ExplorationFindings.self, LaunchFailsFinding.self, EndlessNavigationFinding.self,
            NavigationFailsFinding.self, DeeplinkFailsFinding.self, NoWayOutFinding.self, EdgeFailsFinding.self,
            NavigationNeverLandsFinding.self, ResultNeverReturnedFinding.self, TabLosesItsScreenFinding.self,
            GateSkippedByDeeplinkFinding.self, RestorationLostFinding.self, ExplorationLimitFinding.self,
            NotExploredFinding.self,
        ]
    }

    static let rules: [DiagnosticRule] = []

    static let manualIntroductions: [DiagnosticFamily: String] = [
        .explored: #"""
        A graph is then explored state by state with the
        simulator's engine
        .Pq see Xr navscript 5 :
        from the launch, every tab on screen,
        .Ic open
        along every
        .Ic to
        edge of the top screen and to every
        .Ic global
        route, the deep link of every
        .Ic external
        route
        .Pq with valid parameter values, every word of an enum path parameter ,
        .Ic login
        and
        .Ic cancel
        of a waiting login, and
        .Ic finish ,
        .Ic back
        and
        .Ic dismiss ;
        then what the user or the system can do to the session, from every state:
        .Ic login
        of each realm not held
        .Pq also one no navigation waits for ,
        .Ic logout
        while a realm is held or a navigation is pending, and
        .Ic restart
        .Pq its restoration by each behavior, through the login of a Cm protect No screen .
        States reached only through these count toward the same bounds.
        A state is the top screen and whether it has a stack, whether a modal is
        presented and can be swiped down, whether modals are up over nothing,
        the realms held, the
        .Ic once
        interceptors fired and whether a navigation is pending
        .Pq with its frames, and whether the screen under it has a stack, while the screen it waits on is the top ;
        at most 100000 states are explored
        .Pq Nm navgraph Cm check Fl \-state-limit ,
        with at most as many commands as those states can try
        .Pq each state's edges, global routes, tabs, deep links, logins and closes: a bound that never stops a search before the state limit ;
        the states stored hold at most 5000000 screens together
        .Pq each state keeps its stacks, so a chain of pushes costs its depth squared ;
        reaching any bound is the note
        .Sy exploration-limit .
        A command whose outcome the state's class decides
        .Pq Ic open , Ic tab , Ic back , Ic finish or Ic dismiss , No in the same context
        runs once for the class, and the other states of the class take its
        outcome
        .Po
        .Ic login ,
        .Ic logout
        and
        .Ic restart
        depend on the whole state and run from every state
        .Pc :
        the findings, and where a bound stops the search, are those of
        running every command from every state.
        Every finding names the state and the shortest command sequence from
        launch into it, and
        .Nm navgraph Cm check Fl \-witness
        writes it as a script that shows it.
        """#
    ]
}

extension DiagnosticRegistry {
    /// Every code of a navigation graph (`navgraph check`): decode's and validate's
    /// (`core`), then the exploration's. SARIF's rule list and navgraph(5)'s
    /// DIAGNOSTICS are this registry.
    public static let graph = DiagnosticRegistry(declaredBy: coreDeclarations + ExplorationFindings.kinds)
}

// The explore stage's own codes (raised in ExploreStage.swift and FindingsWithWitnesses.swift).

extension DiagnosticCode {
    public static let endlessNavigation = DiagnosticCode("endless-navigation")
}

/// `endless-navigation`, raised by the explore stage (`FindingsWithWitnesses.swift`).
enum EndlessNavigationFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .endlessNavigation, .explored,
            summary: "A navigation that hits the loop bound from a reachable state: it can never end.",
            fix: "Make one of the interceptors `once: true`, or stop the login or interceptor chain the notes show.",
            manual: #"""
                A navigation that hits the loop bound
                .Pq 32 interceptor or login steps
                from some reachable state: it can never end.
                A note prints the routes it goes round, each with the interceptor or login
                that shows it
                .Pq Dq the loop: 'a' -> 'b' (interceptor 'i1') -> 'a' (interceptor 'i2'), again and again ,
                or the steps in turn when none repeats.
                """#
        )
    ]
}

extension DiagnosticCode {
    public static let explorationLimit = DiagnosticCode("exploration-limit", .note)
}

/// `exploration-limit`, raised by the explore stage (`FindingsWithWitnesses.swift`).
enum ExplorationLimitFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .explorationLimit, .explored,
            summary: "The state exploration stopped at its limit; its findings may be missing some.",
            fix: "Raise `--state-limit`, or split the graph; findings past the limit are not reported.",
            manual: #"""
                The state exploration stopped at its limit: explored N states, limit
                reached
                .Pq the state limit
                or screen budget reached
                .Pq M screens held ;
                findings may be missing.
                Its notes say what was not explored: how many states found were not
                explored (or that states past the limit were not stored), and how many
                routes a path leads to were never shown, with one of them.
                """#
        )
    ]
}

extension DiagnosticCode {
    public static let notExplored = DiagnosticCode("not-explored", .note)
}

/// `not-explored`, raised by the explore stage (`ExploreStage.swift`).
enum NotExploredFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .notExplored, .explored,
            summary: "The graph's states were not explored: an error leaves its navigation undefined.",
            fix:
                "Fix the errors the note names (an unknown reference, a cycle); unreachable routes and navigations that always fail do not stop the exploration.",
            manual: #"""
                The graph's states were not explored: an error leaves its navigation
                undefined
                .Po an unknown reference, a cycle, a duplicate id; the note names the codes
                .Pc ,
                so the findings in every state are missing until it is fixed.
                Errors that leave the app running as written do not stop the exploration:
                .Sy unreachable-route ,
                .Sy unfillable-parameter ,
                .Sy push-without-stack ,
                .Sy external-without-url
                and
                .Sy invalid-tab
                .Po a deep link lands in a route's
                .Ic tab
                only where it is a tab on screen
                .Pc ,
                and warnings.
                """#
        )
    ]
}
