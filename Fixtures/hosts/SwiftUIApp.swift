// An app's use of NavGraphSwiftUI (the README's example), over the shop graph's
// generated table: NavGraphSwiftUITests type-checks it against the host module
// built with the stand-in SwiftUI.
import NavGraphRuntime
import NavGraphSwiftUI
import SwiftUI

@MainActor func shopWindow() -> some View {
    let model = NavigatorModel(Navigator(for: ShopRoute.self))
    model.navigator.launch()
    return NavigatorWindow(model: model, screens: ScreenViews(fullScreenCovers: [.checkout]) { Text($0.description) })
}
