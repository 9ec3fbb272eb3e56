// A SwiftUI host for NavGraphRuntime's typed `Navigator`: compiled where SwiftUI
// exists (Apple platforms), empty elsewhere. On Linux, NavGraphSwiftUITests
// type-checks this file against a stand-in SwiftUI (Fixtures/hosts/SwiftUI.swift).
#if canImport(SwiftUI)
    import NavGraphRuntime
    import Observation
    import SwiftUI

    /// The navigator's state for SwiftUI to observe: replaced after every command.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor
    @Observable
    public final class NavigatorModel<Route: NavigationRoute> {
        public let navigator: Navigator<Route>
        public private(set) var state: NavigatorState

        public init(_ navigator: Navigator<Route>) {
            self.navigator = navigator
            state = navigator.state
            navigator.addObserver { [weak self] navigator, _ in self?.state = navigator.state }
        }
    }

    /// What the app configures: the view of each screen and which routes cover
    /// the whole screen (`.fullScreenCover`) rather than a sheet. Whether a sheet
    /// may be pulled down comes from the graph (`dismissible: false`).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor
    public struct ScreenViews<Route: NavigationRoute, Screen: View> {
        /// The app's one switch over its routes.
        public var view: (Navigator<Route>.Screen) -> Screen
        /// The routes whose modal covers the whole screen.
        public var fullScreenCovers: Set<Route.ID>

        public init(
            fullScreenCovers: Set<Route.ID> = [], view: @escaping (Navigator<Route>.Screen) -> Screen
        ) {
            self.view = view
            self.fullScreenCovers = fullScreenCovers
        }

        func show(_ screen: NavigationScreen) -> Screen { view(Navigator<Route>.Screen(screen)) }

        func coversFullScreen(_ screen: NavigationScreen) -> Bool {
            Navigator<Route>.Screen(screen).id.map(fullScreenCovers.contains) ?? false
        }
    }

    /// A window laid out from the state: a TabView when the root is a tabs
    /// container, a NavigationStack a stack, and the modal chain as nested
    /// sheets and full-screen covers. What the user does by themselves (a back
    /// swipe, a sheet pulled down, a tab tapped) goes to the navigator through
    /// the bindings; the views then follow its state.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct NavigatorWindow<Route: NavigationRoute, Screen: View>: View {
        let model: NavigatorModel<Route>
        let screens: ScreenViews<Route, Screen>

        public init(model: NavigatorModel<Route>, screens: ScreenViews<Route, Screen>) {
            self.model = model
            self.screens = screens
        }

        public var body: some View {
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
                set: { i in
                    if let tab = Route.ID(rawValue: model.state.window.tabs[i]) { model.navigator.selectTab(tab) }
                })
        }
    }

    /// A NavigationStack bound to one of the state's stacks: its path is the
    /// stack above its bottom screen. A pop by the user (back button, swipe)
    /// sets a shorter path, reported as one `userSwipedBack` a screen gone.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct StackView<Route: NavigationRoute, Screen: View>: View {
        let model: NavigatorModel<Route>
        let screens: ScreenViews<Route, Screen>
        let stack: [NavigationScreen]

        var body: some View {
            NavigationStack(path: path) {
                Group {
                    if let bottom = stack.first { screens.show(bottom) }
                }
                .navigationDestination(for: NavigationScreen.self) { screens.show($0) }
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
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct ModalLayer<Route: NavigationRoute, Screen: View>: ViewModifier {
        let model: NavigatorModel<Route>
        let screens: ScreenViews<Route, Screen>
        let level: Int

        private var modal: NavigatorState.Modal? {
            let modals = model.state.window.modals
            return modals.indices.contains(level) ? modals[level] : nil
        }

        func body(content: Content) -> some View {
            #if os(macOS)
                // No full-screen cover on macOS: both are sheets.
                content
                    .sheet(isPresented: presented(fullScreen: false)) { layer }
                    .sheet(isPresented: presented(fullScreen: true)) { layer }
            #else
                content
                    .sheet(isPresented: presented(fullScreen: false)) { layer }
                    .fullScreenCover(isPresented: presented(fullScreen: true)) { layer }
            #endif
        }

        /// The modal's screens (a stack when it has one), and the level above it.
        @ViewBuilder private var layer: some View {
            if let modal, let bottom = modal.screens.first {
                Group {
                    if modal.hasStack {
                        StackView(model: model, screens: screens, stack: modal.screens)
                    } else {
                        screens.show(bottom)
                    }
                }
                .interactiveDismissDisabled(!bottom.isDismissible)
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
#endif
