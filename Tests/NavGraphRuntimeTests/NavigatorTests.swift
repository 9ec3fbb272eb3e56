import Foundation
import NavGraphEngine
import NavGraphModel
import NavGraphRuntime
import Testing

/// The navigator over the generated shop table (Fixtures/codegen/golden/runtime/ShopRoutes.swift,
/// compiled into this target): typed calls, typed outcomes, the state and the events.
@MainActor
@Suite struct NavigatorTests {
    /// Launched, the onboarding sheet dismissed: home on top of the home tab.
    func launched(_ clock: ManualNavigationClock = ManualNavigationClock()) -> Navigator<ShopRoute> {
        let navigator = Navigator(for: ShopRoute.self, clock: clock)
        let launch = navigator.launch()
        #expect(launch == .waiting(for: screen(navigator, "onboardingIntro", 2), login: nil))
        #expect(navigator.dismiss() == .shown(screen(navigator, "home", 1)))
        return navigator
    }

    func screen(_ navigator: Navigator<ShopRoute>, _ id: String, _ instance: Int, _ values: [ParamValue?] = [])
        -> Navigator<ShopRoute>.Screen
    {
        .init(
            NavigationScreen(
                graph: navigator.graph, routeIndex: navigator.graph.routeIndex(of: id)!, values: values,
                instance: instance))
    }

    @Test func typedRoutesOpenAndComeBack() throws {
        let navigator = launched()
        let outcome = navigator.open(ShopRoute.product(id: 42))
        #expect(outcome == .shown(screen(navigator, "product", 3, [.int(42), nil])))
        #expect(navigator.top?.route == .product(id: 42))
        #expect(navigator.state.window.base.map(\.id) == ["home", "product"])
        #expect(navigator.open(ShopRoute.help).isShown)
        #expect(navigator.state.window.modals.map { $0.screens.map(\.id) } == [["help"]])
        #expect(navigator.open(ShopRoute.category(slug: "x")) == .failed(.noEdge))
        #expect(navigator.back() == .failed(.nothingToPop))
        #expect(navigator.userDismissed().isShown)
        #expect(navigator.top?.route == .product(id: 42))
    }

    /// man/navgraph-runtime.3's synopsis, outcome by outcome.
    @Test func theManPagesSynopsisRunsAsWritten() throws {
        let navigator = Navigator(for: ShopRoute.self)
        #expect(navigator.launch() == .waiting(for: screen(navigator, "onboardingIntro", 2), login: nil))
        #expect(navigator.dismiss() == .shown(screen(navigator, "home", 1)))
        #expect(navigator.open(ShopRoute.product(id: 42)) == .shown(screen(navigator, "product", 3, [.int(42), nil])))
        #expect(
            navigator.selectTab(.account) == .waiting(for: screen(navigator, "login", 4), login: .signedIn))
        #expect(navigator.login(.signedIn) == .shown(screen(navigator, "account", 5)))
        #expect(navigator.open(url: "shop://product/7") == .shown(screen(navigator, "product", 6, [.int(7), nil])))
        #expect(navigator.state.window.selectedTab == 2)
        #expect(navigator.state.window.base.map(\.id) == ["account", "product"])
        let saved = try JSONDecoder().decode(
            RestorableState.self, from: try JSONEncoder().encode(navigator.restorableState()))
        #expect(saved == navigator.restorableState())
    }

    /// A restart through the saved state: the home tab's stack comes back (`restore: true`), the
    /// account tab (`protect`) asks for its login again, the cart (`allow`) is recreated.
    @Test func aSavedStateComesBackByTheGraphsRestoreRules() throws {
        let navigator = launched()
        navigator.open(ShopRoute.product(id: 42))
        let saved = try JSONEncoder().encode(navigator.restorableState())
        let next = Navigator(for: ShopRoute.self)
        let outcome = next.restore(try JSONDecoder().decode(RestorableState.self, from: saved))
        #expect(next.state.window.base.map(\.id) == ["home", "product"])
        #expect(outcome == .shown(next.top))
        #expect(next.top?.route == .product(id: 42))
        // The onboarding was shown once: it is not shown again after the restart.
        #expect(next.state.window.modals.isEmpty)
        // Another version of the graph: a route that is gone ends its stack there.
        var stale = next.restorableState()
        stale.scenes[0].tabStacks[0]![1].route = "gone"
        let third = Navigator(for: ShopRoute.self)
        third.restore(stale)
        #expect(third.state.window.base.map(\.id) == ["home"])
    }

    /// A clock moved past its largest value stops there (as `wait` in a script), and so does the engine's.
    @Test func aClockMovedFarStopsAtItsLargestValue() {
        let clock = ManualNavigationClock()
        let navigator = launched(clock)
        clock.advance(by: Int.max)
        clock.advance(by: 1)
        #expect(clock.seconds == Int.max)
        #expect(navigator.open(ShopRoute.product(id: 42)) == .shown(screen(navigator, "product", 3, [.int(42), nil])))
    }

    @Test func eventsAreTheTracesLifecycleWithTypedScreens() {
        let navigator = launched()
        navigator.open(ShopRoute.product(id: 7))
        let product = screen(navigator, "product", 3, [.int(7), nil])
        let home = screen(navigator, "home", 1)
        #expect(
            navigator.events == [
                .shown(product, .push, fromCache: false), .load(product), .disappear(home), .appear(product),
            ])
        #expect(
            navigator.events.map(\.description) == [
                "push product #3", "load product #3", "disappear home #1", "appear product #3",
            ])
        #expect(product.route == .product(id: 7))
        navigator.back()
        // The result names the screen that receives it: the one the product was pushed over.
        #expect(navigator.events == [.disappear(product), .result(from: product, to: home, .dismissed), .appear(home)])
        #expect(navigator.events[1].description == "result product #3 to home #1: dismissed")
    }

    /// A modal's result goes to the screen it was presented over; outcomes and realms are typed.
    @Test func aModalsResultGoesToTheScreenBelowIt() {
        let navigator = launched()
        navigator.selectTab(.account)
        navigator.login(.signedIn)
        #expect(navigator.realms == [.signedIn])
        navigator.selectTab(.home)
        navigator.open(ShopRoute.cart)
        navigator.dismiss()
        navigator.open(ShopRoute.checkout)
        let checkout = navigator.top!
        navigator.finish(with: "paid")
        let cart = screen(navigator, "cart", 6)
        #expect(checkout.instance == 7)
        #expect(
            navigator.events == [
                .disappear(checkout), .result(from: checkout, to: cart, .value(#""paid""#)), .appear(cart),
            ])
        #expect(navigator.result(of: .checkout, as: String.self) == "paid")
    }

    @Test func aProtectedTabWaitsForItsLoginAndResumes() {
        let navigator = launched()
        let outcome = navigator.selectTab(.account)
        guard case .waiting(let login, let realm) = outcome else {
            Issue.record("expected waiting, got \(outcome)")
            return
        }
        #expect(login.id == .login)
        #expect(realm == .signedIn)
        #expect(navigator.state.scene.pending?.login == "signedIn")
        #expect(navigator.login(.signedIn) == .shown(screen(navigator, "account", 4)))
        #expect(navigator.state.realms == ["signedIn"])
        #expect(navigator.logout().isShown)
        #expect(navigator.state.realms == [])
        #expect(navigator.top?.id == .home)
    }

    @Test func aCachedScreenLivesForItsLifetimeOnTheInjectedClock() {
        let clock = ManualNavigationClock()
        let navigator = launched(clock)
        navigator.open(ShopRoute.cart)  // the cart tutorial, once
        navigator.dismiss()
        #expect(navigator.top?.id == .cart)
        let cart = navigator.top!.instance
        navigator.back()
        clock.advance(by: 59)
        #expect(navigator.open(ShopRoute.cart).isShown)
        #expect(navigator.top?.instance == cart)
        navigator.back()
        clock.advance(by: 60)
        navigator.open(ShopRoute.cart)
        #expect(navigator.top?.instance != cart)
    }

    @Test func aFixedCheckoutRefusesTheSwipeDown() {
        let navigator = launched()
        navigator.selectTab(.account)
        navigator.login(.signedIn)
        navigator.selectTab(.home)
        navigator.open(ShopRoute.cart)
        navigator.dismiss()
        #expect(navigator.open(ShopRoute.checkout).isShown)
        #expect(navigator.userDismissed() == .failed(.notDismissible))
        #expect(navigator.top?.id == .checkout)
        // What a host reads to keep the sheet up: the graph's `dismissible: false`.
        #expect(navigator.top?.isDismissible == false)
        #expect(navigator.state.window.modals.last?.screens.first?.isDismissible == false)
        #expect(navigator.state.window.base.first?.isDismissible == true)
        #expect(navigator.finish(with: Receipt(order: "A-1", amount: 3)).isShown)
        // The value travels as JSON text, keys sorted, and reads back as its type.
        #expect(navigator.state.results["checkout"] == .value(#"{"amount":3,"order":"A-1"}"#))
        #expect(navigator.result(of: .checkout, as: Receipt.self) == Receipt(order: "A-1", amount: 3))
        #expect(navigator.result(of: .checkout, as: Int.self) == nil)
        #expect(navigator.result(of: .cart, as: Receipt.self) == nil)
    }

    @Test func deepLinksFollowTheGraphsPolicy() {
        let navigator = launched()
        navigator.open(ShopRoute.help)
        #expect(navigator.open(url: "shop://product/5").isShown)
        #expect(navigator.state.window.modals.isEmpty)
        #expect(navigator.top?.route == .product(id: 5))
        #expect(navigator.open(url: "shop://cart") == .failed(.notExternal))
        #expect(navigator.open(url: "shop://nowhere") == .failed(.noMatch))
        #expect(navigator.open(url: "shop://product/x") == .failed(.badParameter))
    }

    @Test func theSystemClosesAScreenAndEverythingAboveIt() {
        let navigator = launched()
        navigator.open(ShopRoute.product(id: 1))
        navigator.open(ShopRoute.reviews(id: 1))
        let product = navigator.state.window.base[1].instance
        #expect(navigator.systemClosed(instance: product).isShown)
        #expect(navigator.state.window.base.map(\.id) == ["home"])
        #expect(navigator.systemClosed(instance: navigator.top!.instance) == .failed(.nothingToPop))
    }

    /// One navigator, several scenes (windows): each with its own window, the realms shared.
    @Test func scenesHaveTheirOwnWindows() {
        let navigator = launched()
        navigator.open(ShopRoute.product(id: 1))
        // The onboarding is `once`: the second scene's launch does not show it again.
        #expect(navigator.selectScene("second") == .shown(screen(navigator, "home", 4)))
        #expect(navigator.state.scenes.map(\.name) == ["main", "second"])
        #expect(navigator.state.currentScene == 1)
        #expect(navigator.selectScene("main") == .shown(screen(navigator, "product", 3, [.int(1), nil])))
        #expect(navigator.state.scenes[1].window.base.map(\.id) == ["home"])
    }

    /// `state` is the engine's state read with the graph's ids, not a copy kept in step: each part
    /// holds the engine's value (`engine`), and both readings name the same screens.
    @Test func stateReadsTheEnginesOwnState() {
        let navigator = launched()
        navigator.open(ShopRoute.product(id: 42))
        navigator.open(ShopRoute.help)
        let state = navigator.state
        #expect(state.engine == navigator.untyped.engineState)
        #expect(state.window.engine == state.engine.window)
        #expect(state.window.modals.map(\.engine) == state.engine.window.modals)
        #expect(state.window.onScreen.map(\.id) == ["home", "product", "help"])
        #expect(state.engine.window.onScreen.map { navigator.graph.routes[$0.route] } == ["home", "product", "help"])
        #expect(state.window.onScreen.map(\.instance) == state.engine.window.onScreen.map(\.instance))
        #expect(state.engine.window.base.last?.values == [.int(42), nil])
    }

    /// Names the graph does not have are refused, not trapped on.
    @Test func unknownNamesAreRefused() {
        let navigator = launched()
        let untyped = navigator.untyped
        #expect(untyped.open(NavigationTarget(id: "nowhere")) == .failed(.noMatch))
        #expect(untyped.open(NavigationTarget(id: "product", parameters: ["id": "x"])) == .failed(.badParameter))
        #expect(untyped.open(NavigationTarget(id: "product")) == .failed(.missingParameter))
        #expect(navigator.open(path: "/product/9") == .shown(screen(navigator, "product", 3, [.int(9), nil])))
        #expect(untyped.selectTab(id: "nowhere") == .failed(.noMatch))
        #expect(untyped.login("nobody") == .failed(.noMatch))
        #expect(untyped.finish(id: "nowhere") == .failed(.nothingToPop))
        #expect(navigator.selectTab(.product) == .failed(.noMatch))
        #expect(navigator.cancelLogin() == .failed(.nothingPending))
        #expect(throws: GraphTable.Failure.self) { try NavigationGraph(table: ["navgraph-table 0"]) }
    }

    @Test func observersSeeEveryCommand() {
        let navigator = launched()
        var seen: [Navigator<ShopRoute>.Outcome] = []
        let id = navigator.addObserver { _, outcome in seen.append(outcome) }
        navigator.open(ShopRoute.product(id: 1))
        navigator.back()
        navigator.removeObserver(id)
        navigator.back()
        #expect(seen.count == 2)
        #expect(seen.last == .shown(screen(navigator, "home", 1)))
    }
}

/// A checkout's result as an app declares it (`result: OrderConfirmation` in the graph).
struct Receipt: Codable, Equatable {
    var order: String
    var amount: Int
}
