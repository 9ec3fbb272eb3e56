// A UIKit host for NavGraphRuntime's typed `Navigator`: compiled where UIKit
// exists (Apple platforms), empty elsewhere. On Linux, NavGraphUIKitTests
// type-checks this file against a stand-in UIKit (Fixtures/hosts/UIKit.swift).
#if canImport(UIKit)
    import NavGraphRuntime
    import UIKit

    /// What the app configures: the view controller of each screen and which
    /// routes are presented full screen (`.fullScreen`) rather than as a sheet.
    /// Whether a sheet may be pulled down comes from the graph (`dismissible: false`).
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor
    public struct ScreenViewControllers<Route: NavigationRoute> {
        /// The app's one switch over its routes: a new view controller for the screen.
        public var make: (Navigator<Route>.Screen, Navigator<Route>) -> UIViewController
        /// The routes whose modal covers the whole screen.
        public var fullScreenCovers: Set<Route.ID>

        public init(
            fullScreenCovers: Set<Route.ID> = [],
            make: @escaping (Navigator<Route>.Screen, Navigator<Route>) -> UIViewController
        ) {
            self.make = make
            self.fullScreenCovers = fullScreenCovers
        }
    }

    /// Lays a window out from the navigator's state after every command: one
    /// UINavigationController a stack (the root's, or each tab's under a
    /// UITabBarController), and the modal chain presented one above another.
    /// What the user does by themselves (a swipe back, a sheet pulled down, a tab
    /// tapped) is reported to the navigator, and the next layout follows its
    /// answer: a refused dismissal (`notDismissible`) puts the sheet back.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor
    public final class NavigatorWindowHost<Route: NavigationRoute> {
        public let navigator: Navigator<Route>
        public let window: UIWindow
        private let screens: ScreenViewControllers<Route>
        /// One view controller a screen instance, kept while the screen is in a stack.
        private var controllers: [Int: UIViewController] = [:]
        private var tabBar: UITabBarController?
        /// The root's stack, or one a tab.
        private var stacks: [UINavigationController] = []
        /// The presented modals, bottom to top.
        private var modals: [UIViewController] = []
        /// Set while the host changes the views itself, so that the delegates
        /// below do not take its own changes for the user's.
        private var isApplying = false
        /// UIKit's delegate callbacks, passed on to the methods under "What the user did"
        /// (UIKit holds its delegates weakly: the host keeps it).
        private let delegate = UserActions()

        /// Shows the navigator's state in `window` now and after every command.
        public init(navigator: Navigator<Route>, window: UIWindow, screens: ScreenViewControllers<Route>) {
            self.navigator = navigator
            self.window = window
            self.screens = screens
            delegate.didShow = { [weak self] stack in self?.didShow(stack) }
            delegate.didDismiss = { [weak self] presented in self?.didDismiss(presented) }
            delegate.shouldSelect = { [weak self] tab in self?.shouldSelect(tab) ?? false }
            navigator.addObserver { [weak self] navigator, _ in self?.apply(navigator.state.window) }
            apply(navigator.state.window)
        }

        /// The views as the state says.
        public func apply(_ state: NavigatorState.Window) {
            isApplying = true
            defer { isApplying = false }
            layOutBase(state)
            layOutModals(state.modals)
            let instances = Set(state.onScreen.map(\.instance))
            controllers = controllers.filter { instances.contains($0.key) }
        }

        private func layOutBase(_ state: NavigatorState.Window) {
            if state.tabsContainer != nil {
                if tabBar == nil || stacks.count != state.tabs.count {
                    let bar = UITabBarController()
                    bar.delegate = delegate
                    stacks = state.tabs.map { _ in stack() }
                    bar.viewControllers = stacks
                    tabBar = bar
                    window.rootViewController = bar
                }
                for (i, screens) in state.tabStacks.enumerated() {
                    setScreens(screens ?? [], of: stacks[i])
                    stacks[i].tabBarItem.title = state.tabs[i]
                }
                tabBar?.selectedIndex = state.selectedTab
            } else {
                if tabBar != nil || stacks.isEmpty {
                    tabBar = nil
                    stacks = [stack()]
                    window.rootViewController = stacks[0]
                }
                setScreens(state.rootStack, of: stacks[0])
            }
        }

        /// Keeps the presented modals that still match the state, dismisses from
        /// the first that does not, then presents the rest (the last one animated:
        /// UIKit presents over a controller only once it is on screen).
        private func layOutModals(_ wanted: [NavigatorState.Modal]) {
            var kept = 0
            while kept < modals.count, kept < wanted.count, shows(modals[kept], wanted[kept]) { kept += 1 }
            for i in 0..<kept {
                if let stack = modals[i] as? UINavigationController { setScreens(wanted[i].screens, of: stack) }
            }
            let rest = Array(wanted[kept...])
            guard kept < modals.count else { return present(rest) }
            let presenter = kept == 0 ? base : modals[kept - 1]
            modals.removeSubrange(kept...)
            presenter.dismiss(animated: true) { [weak self] in self?.present(rest) }
        }

        private func present(_ chain: [NavigatorState.Modal]) {
            for (i, modal) in chain.enumerated() {
                guard let bottom = modal.screens.first else { continue }
                let presented: UIViewController
                if modal.hasStack {
                    let stack = stack()
                    setScreens(modal.screens, of: stack)
                    presented = stack
                } else {
                    presented = controller(bottom)
                }
                let id = Navigator<Route>.Screen(bottom).id
                presented.modalPresentationStyle =
                    id.map(screens.fullScreenCovers.contains) == true ? .fullScreen : .automatic
                presented.isModalInPresentation = !bottom.isDismissible
                presented.presentationController?.delegate = delegate
                (modals.last ?? base).present(presented, animated: i == chain.count - 1, completion: nil)
                modals.append(presented)
            }
        }

        /// Whether a presented controller shows the modal whose bottom screen is this one.
        private func shows(_ presented: UIViewController, _ modal: NavigatorState.Modal) -> Bool {
            guard let bottom = modal.screens.first, let shown = controllers[bottom.instance] else { return false }
            let root = (presented as? UINavigationController)?.viewControllers.first ?? presented
            return root === shown && (presented is UINavigationController) == modal.hasStack
        }

        private var base: UIViewController { tabBar ?? stacks[0] }

        private func stack() -> UINavigationController {
            let stack = UINavigationController()
            stack.delegate = delegate
            return stack
        }

        private func setScreens(_ screens: [NavigationScreen], of stack: UINavigationController) {
            let wanted = screens.map(controller)
            guard stack.viewControllers != wanted else { return }
            stack.setViewControllers(wanted, animated: stack.view.window != nil)
        }

        private func controller(_ screen: NavigationScreen) -> UIViewController {
            if let made = controllers[screen.instance] { return made }
            let made = screens.make(Navigator<Route>.Screen(screen), navigator)
            controllers[screen.instance] = made
            return made
        }

        // MARK: - What the user did

        /// The back button or the swipe popped the top screen without the
        /// navigator: report it, once a screen popped.
        private func didShow(_ navigationController: UINavigationController) {
            guard !isApplying, let top = navigator.top, let shown = controllers[top.instance],
                !navigationController.viewControllers.contains(shown)
            else { return }
            navigator.userSwipedBack()
        }

        /// The user pulled a sheet down: UIKit closed it; the navigator agrees or
        /// refuses, and `apply` presents it again if it refused.
        private func didDismiss(_ presented: UIViewController) {
            guard let i = modals.firstIndex(where: { $0 === presented }) else { return }
            modals.removeSubrange(i...)
            navigator.userDismissed()
        }

        /// A tab tapped is a command: the navigator selects it (and pops it to its
        /// root when it was selected already), then `apply` shows it.
        private func shouldSelect(_ viewController: UIViewController) -> Bool {
            guard let i = stacks.firstIndex(where: { $0 === viewController }),
                let tab = Route.ID(rawValue: navigator.state.window.tabs[i])
            else { return false }
            navigator.selectTab(tab)
            return false
        }
    }

    /// The delegate UIKit calls (an Objective-C protocol's object, not generic).
    @MainActor
    final class UserActions: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate,
        UITabBarControllerDelegate
    {
        var didShow: (UINavigationController) -> Void = { _ in }
        var didDismiss: (UIViewController) -> Void = { _ in }
        var shouldSelect: (UIViewController) -> Bool = { _ in false }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            didShow(navigationController)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            didDismiss(presentationController.presentedViewController)
        }

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            shouldSelect(viewController)
        }
    }
#endif
