import NavGraphCore
import NavGraphModel
import Testing

/// The checks for mistakes that would otherwise only fail at run time (in
/// `sim` or the generated code): each finding's code, position, message,
/// labels and notes, and the near misses that must stay clean. The fixtures
/// under Fixtures/invalid pin one case of each; these pin the rest.
@Suite("Checks: run-time failures")
struct RunTimeFailureCheckTests {
    static let head = "navgraph: 1\nname: Shop\nroot: home\n"

    @Test func twoExplicitRestorationIDsBlameTheLater() {
        let text =
            Self.head + """
                routes:
                  home:
                    path: /
                    to: [a, b]
                  a:
                    path: /a
                    restore: { id: saved }
                  b:
                    path: /b
                    restore: { id: saved, behavior: reject }

                """
        let loaded = Checked.load(text)
        // (Their caller 'home' has no restore: restore-never-succeeds says so too.)
        let duplicates = loaded.diagnostics.filter { $0.code == .duplicateRestoreID }
        #expect(
            duplicates.map { Checked.line($0, loaded.sources) } == [
                "error[duplicate-restore-id] 13:20 restoration id 'saved' of route 'b' is also the restoration id of route 'a'"
            ])
        #expect(duplicates.first.map { Checked.labels($0, loaded.sources) } == ["10:20 restoration id of 'a'"])
    }

    @Test func distinctRestorationIDsAreClean() {
        let text =
            Self.head
            + "routes:\n  home:\n    path: /\n    to: [a]\n    restore: true\n  a:\n    path: /a\n    restore: { id: other }\n"
        #expect(Checked.lines(text) == [])
    }

    @Test func aDuplicateTabPointsAtTheFirstListing() {
        let text =
            "navgraph: 1\nname: Shop\nroot: main\ncontainers:\n  main:\n    kind: tabs\n    tabs: [home, home]\n"
            + "routes:\n  home:\n    path: /\n"
        let d = Checked.diagnostics(text, .duplicateTab)
        #expect(d.count == 1)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[duplicate-tab] 7:18 tab 'home' is listed twice in container 'main'"
            ])
        #expect(Checked.labels(loaded.diagnostics[0], loaded.sources) == ["7:12 first listed here"])
    }

    @Test func aModalWithAStackMayPush() {
        let text =
            Self.head + """
                containers:
                  sheet:
                    kind: custom
                    type: SheetView
                    embed: stack
                routes:
                  home:
                    path: /
                    to: [filters, picker]
                  filters:
                    path: /filters
                    presentation: modal
                    embed: stack
                    to: [product]
                  picker:
                    path: /picker
                    presentation: modal
                    embed: sheet
                    to: [product, info]
                  info:
                    path: /info
                    presentation: modal
                  product:
                    path: /product

                """
        #expect(Checked.lines(text) == [])
    }

    @Test func aModalWithoutAStackMayPresentOrSelectATab() {
        let text =
            "navgraph: 1\nname: Shop\nroot: main\n" + """
                containers:
                  main:
                    kind: tabs
                    tabs: [home, search]
                routes:
                  home:
                    path: /
                    embed: stack
                    to: [filters]
                  search:
                    path: /search
                    embed: stack
                  filters:
                    path: /filters
                    presentation: modal
                    to: [search, info]
                  info:
                    path: /info
                    presentation: modal

                """
        #expect(Checked.lines(text) == [])
    }

    @Test func everyPushEdgeOfAStacklessModalIsReported() {
        let text =
            Self.head + """
                routes:
                  home:
                    path: /
                    to: [filters]
                  filters:
                    path: /filters
                    presentation: modal
                    to: [a, b]
                  a:
                    path: /a
                  b:
                    path: /b

                """
        #expect(
            Checked.lines(text) == [
                "error[push-without-stack] 11:10 route 'filters' is a modal without a stack, so pushing 'a' from it always fails (noStack)",
                "error[push-without-stack] 11:13 route 'filters' is a modal without a stack, so pushing 'b' from it always fails (noStack)",
            ])
    }

    @Test func aGlobalPushRouteOpenedFromAStacklessModalIsReportedAtTheGlobalRoute() {
        let text =
            Self.head + """
                routes:
                  home:
                    path: /
                    to: [filters, help, sheet]
                  filters:
                    path: /filters
                    presentation: modal
                    to: [notif]
                  help:
                    path: /help
                    presentation: modal
                  sheet:
                    path: /sheet
                    presentation: modal
                    embed: stack
                  notif:
                    path: /notif
                    global: true
                  menu:
                    path: /menu
                    presentation: modal
                    embed: stack
                    global: true

                """
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[push-without-stack] 11:10 route 'filters' is a modal without a stack, so pushing 'notif' from it always fails (noStack)",
                "error[push-without-stack] 19:3 global route 'notif' is pushed, so opening it from 'help' (a modal without a stack) always fails (noStack)",
            ])
        #expect(loaded.diagnostics.last?.notes == ["give 'help' `embed: stack`, or give 'notif' presentation modal"])
        let two = text.replacingOccurrences(of: "    to: [notif]\n", with: "")
        #expect(
            Checked.lines(two) == [
                "error[push-without-stack] 18:3 global route 'notif' is pushed, so opening it from 'filters', 'help' (modals without a stack) always fails (noStack)"
            ])
    }

    @Test func aPushBackToTheRootRouteFromAStacklessModalFailsToo() {
        let text =
            Self.head + "routes:\n  home:\n    path: /\n    to: [filters]\n  filters:\n    path: /filters\n"
            + "    presentation: modal\n    to: [home]\n"
        #expect(
            Checked.lines(text) == [
                "error[push-without-stack] 11:10 route 'filters' is a modal without a stack, so pushing 'home' from it always fails (noStack)"
            ])
    }

    @Test func aModalRootRouteHasTheWindowsStack() {
        let text =
            Self.head
            + "routes:\n  home:\n    path: /\n    presentation: modal\n    to: [list]\n  list:\n    path: /list\n"
        #expect(Checked.lines(text) == [])
    }

    static let afterCycle =
        head + """
            routes:
              home:
                path: /
                to: [rate]
              rate:
                path: /rate
              tips:
                path: /tips
            interceptors:
              - id: tipsAfterRate
                on: [rate]
                when: after
                show: tips
              - id: rateAfterTips
                on: [tips]
                when: after
                show: rate

            """

    @Test func anAfterCycleNamesEachStep() throws {
        let loaded = Checked.load(Self.afterCycle)
        let d = try #require(loaded.diagnostics.first)
        #expect(loaded.diagnostics.count == 1)
        #expect(
            d.notes == [
                "after 'rate', interceptor 'tipsAfterRate' shows 'tips'",
                "after 'tips', interceptor 'rateAfterTips' shows 'rate'",
                "make one of these interceptors `once: true`, or break the cycle",
            ])
        #expect(
            Checked.labels(d, loaded.sources) == [
                "14:10 'tipsAfterRate' shows 'tips' after it", "18:10 'rateAfterTips' shows 'rate' after it",
            ])
    }

    @Test func onceEndsAnAfterCycle() {
        let text = Self.afterCycle.replacingOccurrences(
            of: "    show: rate\n", with: "    show: rate\n    once: true\n")
        #expect(Checked.lines(text) == [])
    }

    @Test func beforeAndAfterInterceptorsDoNotMakeAnAfterCycle() {
        let text = Self.afterCycle.replacingOccurrences(
            of: "    when: after\n    show: rate\n", with: "    show: rate\n")
        #expect(Checked.lines(text, only: [.afterInterceptorCycle]) == [])
    }

    @Test func aTabWrappedInAnotherTabsContainerDirectlyIsOneFinding() {
        let text =
            "navgraph: 1\nname: Shop\nroot: main\n" + """
                containers:
                  main:
                    kind: tabs
                    tabs: [home, search]
                  side:
                    kind: tabs
                    tabs: [extra]
                routes:
                  home:
                    path: /
                    embed: stack
                    to: [extra]
                  search:
                    path: /search
                    embed: side
                  extra:
                    path: /extra

                """
        #expect(
            Checked.lines(text) == [
                "error[tab-embedded-in-tabs] 18:12 tab 'search' of container 'main' is also wrapped in tabs container 'side'"
            ])
    }

    @Test func aTabNamingItsOwnContainerIsClean() {
        let text =
            "navgraph: 1\nname: Shop\nroot: main\n" + """
                containers:
                  main:
                    kind: tabs
                    tabs: [home, search]
                  frame:
                    kind: custom
                    type: FrameView
                    embed: main
                routes:
                  home:
                    path: /
                    embed: main
                  search:
                    path: /search
                    embed: frame

                """
        #expect(Checked.lines(text) == [])
    }

    @Test func requiredWithDefaultLabelsTheDefault() throws {
        let text =
            Self.head
            + "routes:\n  home:\n    path: /\n    params:\n      q: { type: int, required: true, default: 1 }\n"
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[required-with-default] 8:33 parameter 'q' of route 'home' is required but has a default"
            ])
        #expect(Checked.labels(try #require(loaded.diagnostics.first), loaded.sources) == ["8:48 default given here"])
    }

    @Test func requiredFalseWithDefaultIsClean() {
        let text =
            Self.head
            + "routes:\n  home:\n    path: /\n    params:\n      q: { type: int, required: false, default: 1 }\n"
        #expect(Checked.lines(text) == [])
    }

    static let authInterceptor =
        head + """
            auth:
              user:
                login: login
            routes:
              home:
                path: /
                to: [orders]
              orders:
                path: /orders
                auth: user
              login:
                path: /login
              tour:
                path: /tour
            interceptors:
              - id: tour
                on: ON
                requiresAuth: true
                show: tour
                once: true

            """

    @Test func requiresAuthOnARouteWithARealmIsClean() {
        #expect(Checked.lines(Self.authInterceptor.replacingOccurrences(of: "ON", with: "[home, orders]")) == [])
        #expect(Checked.lines(Self.authInterceptor.replacingOccurrences(of: "ON", with: "\"*\"")) == [])
    }

    @Test func requiresAuthWithoutARealmIsReportedAtTheKey() {
        #expect(
            Checked.lines(Self.authInterceptor.replacingOccurrences(of: "ON", with: "[home]")) == [
                "warning[requires-auth-without-realm] 21:19 interceptor 'tour' has requiresAuth: true, but none of its routes needs a realm"
            ])
        let noRealm = Self.authInterceptor.replacingOccurrences(of: "ON", with: "\"*\"")
            .replacingOccurrences(of: "    auth: user\n", with: "").replacingOccurrences(
                of: "auth:\n  user:\n    login: login\n", with: "")
        #expect(
            Checked.lines(noRealm, only: [.requiresAuthWithoutRealm]) == [
                "warning[requires-auth-without-realm] 17:19 interceptor 'tour' has requiresAuth: true, but none of its routes needs a realm"
            ])
    }

    @Test func anEnumOfATypeNameSuggestsTheType() throws {
        let text = Self.head + "routes:\n  home:\n    path: /\n    params:\n      q: [int]\n      sort: [price]\n"
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "warning[enum-of-type-name] 8:10 enum type [int] accepts only the word 'int', not any int"
            ])
        let d = try #require(loaded.diagnostics.first)
        #expect(d.suggestion == Suggestion(message: "did you mean `type: int`?", replacement: "int"))
    }

    /// A route that pushes itself ("related items") is no cycle worth a warning.
    @Test func aRouteThatPushesItselfIsNoPushCycle() {
        let text = Self.head + "routes:\n  home:\n    path: /\n    to: [home]\n"
        #expect(Checked.lines(text) == [])
    }

    @Test func anInterceptorOnItsOwnScreenLabelsTheShow() throws {
        let text =
            Self.head + "routes:\n  home:\n    path: /\n    to: [intro]\n  intro:\n    path: /intro\n"
            + "interceptors:\n  - id: i\n    on: [intro]\n    show: intro\n"
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "warning[interceptor-on-own-screen] 12:10 interceptor 'i' shows 'intro', one of its own routes: it never runs there"
            ])
        #expect(Checked.labels(try #require(loaded.diagnostics.first), loaded.sources) == ["13:11 shown here"])
    }

    /// One without an id (an error of its own) is not named '' in the findings that follow.
    @Test func anInterceptorWithoutAnIdIsNamedAsSuch() {
        let text =
            Self.head + "routes:\n  home:\n    path: /\n    to: [intro]\n  intro:\n    path: /intro\n"
            + "interceptors:\n  - on: [intro]\n    show: intro\n"
        #expect(
            Checked.lines(text).contains(
                "warning[interceptor-on-own-screen] 11:10 an interceptor without an id shows 'intro', one of its own routes: it never runs there"
            ), "\(Checked.lines(text))")
    }
}
