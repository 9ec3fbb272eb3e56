import NavGraphRuntime
import ShopTable

// The route table plus the runtime: a navigator opens the route a path leads to.
@MainActor func navigate() {
    let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/product/42"
    let navigator = Navigator(for: ShopRoute.self)
    navigator.launch()
    print(navigator.open(path: path), ShopRoute(path: path).map { "\($0)" } ?? "no route")
}
MainActor.assumeIsolated { navigate() }
