import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// `tab:` (man/navgraph.5): on a pushed route, naming a tab of the root tabs
/// container, on a route a deep link opens.
@Suite("Checks: tab")
struct HomeTabCheckTests {
    /// Trips with tabs explore and trips; `rest` holds the routes after them (from line 14).
    static func trips(_ rest: String, root: String = "main") -> String {
        Checked.shop(
            root: root, scheme: "trips",
            """
            containers:
              main: { kind: tabs, tabs: [explore, trips] }
            routes:
              explore: { path: /, to: [hotel] }
              trips: { path: /trips, to: [trip] }
              hotel: { path: /hotels, external: true }

            """ + rest)
    }

    @Test func aPushedExternalRouteInATabIsClean() {
        #expect(Checked.lines(Self.trips("  trip: { path: /trip, external: true, tab: trips }\n")) == [])
    }

    /// An edge pushes onto the stack it is taken from: from another tab's screens
    /// (the tab's own, or a screen pushed there), the route lives in two tabs. One
    /// finding a route, at its first such edge, naming the others.
    @Test func anEdgeFromAnotherTabsScreensPushesItThere() {
        let graph = Self.trips(
            """
              trip: { path: /trip, external: true, tab: trips, to: [stop] }
              stop: { path: /stop, to: [trip] }
              explored: { path: /explored, to: [trip] }

            """)
        let withEdges =
            graph.replacingOccurrences(of: "to: [hotel] }", with: "to: [hotel, explored, trip] }")
            + "  link: { path: /link, external: true, tab: explore, to: [trip] }\n"
        #expect(
            Checked.lines(withEdges, only: [.pushedOutsideTab]) == [
                "warning[pushed-outside-tab] 8:45 route 'explore' pushes 'trip' onto tab 'explore', but 'trip' lives in tab 'trips' (its 'tab:'): opened from here it lives in two tabs"
            ])
        let loaded = Checked.load(withEdges)
        let finding = loaded.diagnostics.first { $0.code == .pushedOutsideTab }
        #expect(
            finding?.notes == [
                "a deep link to 'trip' lands in tab 'trips'; an edge pushes onto the stack it is taken from",
                "also pushed outside it by 'stop', 'explored', 'link'",
                "link to 'trip' only from the screens of tab 'trips', or remove 'tab: trips' from 'trip'",
            ])
        // From its own tab's screens (and from a screen it pushes there) it stays in one tab.
        #expect(Checked.lines(graph, only: [.pushedOutsideTab]) == [])
    }

    @Test func theRouteMustBePushed() {
        #expect(
            Checked.lines(
                Self.trips("  trip: { path: /trip, presentation: modal, external: true, tab: trips }\n"),
                only: [.invalidTab]) == [
                    "error[invalid-tab] 11:66 route 'trip' has 'tab: trips' but presentation 'modal': only a pushed route lives in a tab"
                ])
    }

    @Test func theTabMustBeOneOfTheRootTabsContainers() {
        let loaded = Checked.load(Self.trips("  trip: { path: /trip, external: true, tab: hotel }\n"))
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[invalid-tab] 11:45 'hotel' is not a tab of the root tabs container: route 'trip' cannot live in it"
            ])
        #expect(loaded.diagnostics.first?.notes == ["its tabs: explore, trips"])
        #expect(
            Checked.lines(Self.trips("  trip: { path: /trip, external: true, tab: trip }\n"), only: [.invalidTab]) == [
                "error[invalid-tab] 11:45 'trip' is not a tab of the root tabs container: route 'trip' cannot live in it"
            ])
    }

    @Test func anUnknownTabIsAnUnknownRoute() {
        #expect(
            Checked.lines(Self.trips("  trip: { path: /trip, external: true, tab: trps }\n"), only: [.unknownRoute])
                == ["error[unknown-route] 11:45 route 'trps' is not defined"])
    }

    @Test func aRouteNoDeepLinkOpensGainsNothing() {
        #expect(
            Checked.lines(Self.trips("  trip: { path: /trip, tab: trips }\n")) == [
                "warning[unused-tab] 11:29 'tab: trips' has no effect: route 'trip' is not external, and only a deep link lands in its tab"
            ])
    }
}
