// A SwiftUI host for NavGraphRuntime's GraphNavigator: the README's "Use it in
// your app". NOT COMPILED on this repository's Linux CI (SwiftUI exists on
// Apple platforms only); it is written against the GraphNavigator API of
// Sources/NavGraphRuntime and kept in step with it by hand. What runs here is
// the console host, Examples/ShopConsole.
import NavGraphRuntime
import Observation
import SwiftUI

/// The navigator's state for SwiftUI to observe: replaced after every command.
@MainActor
@Observable
final class NavigatorModel {
    let navigator: GraphNavigator
    private(set) var state: NavigatorState

    init(_ navigator: GraphNavigator) {
        self.navigator = navigator
        state = navigator.state
        navigator.addObserver { [weak self] navigator, _ in self?.state = navigator.state }
    }
}

/// How the app shows a screen: its view, and how a modal one is presented.
@MainActor
struct ScreenViews<Screen: View> {
    /// The app's one switch over its routes, e.g. `screen.route(as: ShopRoute.self)`.
    var view: (NavigationScreen) -> Screen
    /// A modal covers the whole screen (`.fullScreenCover`) rather than a sheet.
    var coversFullScreen: (NavigationScreen) -> Bool = { _ in false }
    /// False for `dismissible: false`: the sheet cannot be pulled down.
    var isDismissible: (NavigationScreen) -> Bool = { _ in true }
}

/// A window laid out from the state: a TabView when the root is a tabs
/// container, a NavigationStack a stack, and the modal chain as nested
/// sheets and full-screen covers. What the user does by themselves (a back
/// swipe, a sheet pulled down, a tab tapped) goes to the navigator through
/// the bindings; the views then follow its state.
struct NavigatorWindow<Screen: View>: View {
    let model: NavigatorModel
    let screens: ScreenViews<Screen>

    var body: some View {
        let window = model.state.window
        Group {
            if window.tabsContainer != nil {
                TabView(selection: tabSelection) {
                    ForEach(window.tabs.indices, id: \.self) { i in
                        StackView(model: model, screens: screens, stack: window.tabStacks[i] ?? [])
                            .tabItem { Text(window.tabs[i]) }
                            .tag(i)
                    }
                }
            } else {
                StackView(model: model, screens: screens, stack: window.rootStack)
            }
        }
        .modifier(ModalLayer(model: model, screens: screens, level: 0))
    }

    /// A tab tapped is a command; SwiftUI shows what the state then says.
    private var tabSelection: Binding<Int> {
        Binding(
            get: { model.state.window.selectedTab },
            set: { i in model.navigator.selectTab(id: model.state.window.tabs[i]) })
    }
}

/// A NavigationStack bound to one of the state's stacks: its path is the
/// stack above its bottom screen. A pop by the user (back button, swipe)
/// sets a shorter path, reported as one `userSwipedBack` a screen gone.
struct StackView<Screen: View>: View {
    let model: NavigatorModel
    let screens: ScreenViews<Screen>
    let stack: [NavigationScreen]

    var body: some View {
        NavigationStack(path: path) {
            Group {
                if let bottom = stack.first { screens.view(bottom) }
            }
            .navigationDestination(for: NavigationScreen.self) { screens.view($0) }
        }
    }

    private var path: Binding<[NavigationScreen]> {
        Binding(
            get: { Array(stack.dropFirst()) },
            set: { path in
                for _ in path.count..<max(path.count, stack.count - 1) { model.navigator.userSwipedBack() }
            })
    }
}

/// Modal number `level` of the chain (0: the lowest), as a sheet or a
/// full-screen cover over what is below it, holding the next level in turn.
struct ModalLayer<Screen: View>: ViewModifier {
    let model: NavigatorModel
    let screens: ScreenViews<Screen>
    let level: Int

    private var modal: NavigatorState.Modal? {
        let modals = model.state.window.modals
        return modals.indices.contains(level) ? modals[level] : nil
    }

    func body(content: Content) -> some View {
        content
            .sheet(isPresented: presented(fullScreen: false)) { layer }
            .fullScreenCover(isPresented: presented(fullScreen: true)) { layer }
    }

    /// The modal's screens (a stack when it has one), and the level above it.
    @ViewBuilder private var layer: some View {
        if let modal, let bottom = modal.screens.first {
            Group {
                if modal.hasStack {
                    StackView(model: model, screens: screens, stack: modal.screens)
                } else {
                    screens.view(bottom)
                }
            }
            .interactiveDismissDisabled(!screens.isDismissible(bottom))
            .modifier(ModalLayer(model: model, screens: screens, level: level + 1))
        }
    }

    /// Shown while the state has this level; set to false by the user's pull,
    /// which the navigator accepts or refuses (the sheet then comes back). A
    /// level the state already closed reports nothing.
    private func presented(fullScreen: Bool) -> Binding<Bool> {
        Binding(
            get: {
                guard let bottom = modal?.screens.first else { return false }
                return screens.coversFullScreen(bottom) == fullScreen
            },
            set: { shown in
                if !shown, modal != nil { model.navigator.userDismissed() }
            })
    }
}
