// An app's use of NavGraphUIKit (the README's example), over the shop graph's
// generated table: NavGraphUIKitTests type-checks it against the host module
// built with the stand-in UIKit.
import NavGraphRuntime
import NavGraphUIKit
import UIKit

@MainActor func shopHost(window: UIWindow) -> NavigatorWindowHost<ShopRoute> {
    let navigator = Navigator(for: ShopRoute.self)
    let screens = ScreenViewControllers<ShopRoute>(fullScreenCovers: [.checkout]) { _, _ in UIViewController() }
    let host = NavigatorWindowHost(navigator: navigator, window: window, screens: screens)
    navigator.launch()
    return host
}
