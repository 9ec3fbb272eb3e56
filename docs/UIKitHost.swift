// A UIKit host for NavGraphRuntime's GraphNavigator: the README's "Use it in your
// app". NOT COMPILED on this repository's Linux CI (UIKit exists on Apple
// platforms only); it is written against the GraphNavigator API of
// Sources/NavGraphRuntime and kept in step with it by hand. What runs here is
// the console host, Examples/ShopConsole.
import NavGraphRuntime
import UIKit

/// The app's view controllers by screen: its one switch over the routes.
@MainActor
protocol ScreenViewControllers {
    func make(_ screen: NavigationScreen, navigator: GraphNavigator) -> UIViewController
}

/// Lays a window out from the navigator's state after every command: one
/// UINavigationController a stack (the root's, or each tab's under a
/// UITabBarController), and the modal chain presented one above another.
/// What the user does by themselves (a swipe back, a sheet pulled down, a tab
/// tapped) is reported to the navigator, and the next layout follows its
/// answer: a refused dismissal (`notDismissible`) puts the sheet back.
@MainActor
final class NavigatorWindowHost: NSObject {
    let navigator: GraphNavigator
    let window: UIWindow
    private let screens: any ScreenViewControllers
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

    init(navigator: GraphNavigator, window: UIWindow, screens: any ScreenViewControllers) {
        self.navigator = navigator
        self.window = window
        self.screens = screens
        super.init()
        navigator.addObserver { [weak self] navigator, _ in self?.apply(navigator.state.window) }
        apply(navigator.state.window)
    }

    /// The views as the state says.
    func apply(_ state: NavigatorState.Window) {
        isApplying = true
        defer { isApplying = false }
        layOutBase(state)
        layOutModals(state.modals)
        let kept = (state.rootStack + state.tabStacks.flatMap { $0 ?? [] } + state.modals.flatMap(\.screens))
        let instances = Set(kept.map(\.instance))
        controllers = controllers.filter { instances.contains($0.key) }
    }

    private func layOutBase(_ state: NavigatorState.Window) {
        if state.tabsContainer != nil {
            if tabBar == nil || stacks.count != state.tabs.count {
                let bar = UITabBarController()
                bar.delegate = self
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
            presented.presentationController?.delegate = self
            (modals.last ?? base).present(presented, animated: i == chain.count - 1)
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
        stack.delegate = self
        return stack
    }

    private func setScreens(_ screens: [NavigationScreen], of stack: UINavigationController) {
        let wanted = screens.map(controller)
        guard stack.viewControllers != wanted else { return }
        stack.setViewControllers(wanted, animated: stack.view.window != nil)
    }

    private func controller(_ screen: NavigationScreen) -> UIViewController {
        if let made = controllers[screen.instance] { return made }
        let made = screens.make(screen, navigator: navigator)
        controllers[screen.instance] = made
        return made
    }
}

extension NavigatorWindowHost: UINavigationControllerDelegate {
    /// The back button or the swipe popped the top screen without the
    /// navigator: report it, once a screen popped.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard !isApplying, let top = navigator.top, let shown = controllers[top.instance],
            !navigationController.viewControllers.contains(shown)
        else { return }
        navigator.userSwipedBack()
    }
}

extension NavigatorWindowHost: UIAdaptivePresentationControllerDelegate {
    /// The user pulled a sheet down: UIKit closed it; the navigator agrees or
    /// refuses, and `apply` presents it again if it refused.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let i = modals.firstIndex(where: { $0 === presentationController.presentedViewController }) else {
            return
        }
        modals.removeSubrange(i...)
        navigator.userDismissed()
    }
}

extension NavigatorWindowHost: UITabBarControllerDelegate {
    /// A tab tapped is a command: the navigator selects it (and pops it to its
    /// root when it was selected already), then `apply` shows it.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        guard let i = stacks.firstIndex(where: { $0 === viewController }) else { return false }
        navigator.selectTab(id: navigator.state.window.tabs[i])
        return false
    }
}
