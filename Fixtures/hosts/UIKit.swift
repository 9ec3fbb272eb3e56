// A stand-in UIKit for Linux: exactly the declarations Sources/NavGraphUIKit
// uses, with UIKit's names and signatures, and no behaviour. NavGraphUIKitTests
// builds it as a module named UIKit, so that the host's `#if canImport(UIKit)`
// is true and its code is type-checked. The delegate protocols' optional methods
// the host implements are required here (Linux has no `@objc optional`), so a
// misspelt delegate method fails the check. Nothing here presents or animates:
// a type-check against it does not show that the real controllers behave.
@_exported import Foundation

@MainActor
open class UIView: NSObject {
    open var window: UIWindow? { nil }
}

@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
}

@MainActor
open class UITabBarItem: NSObject {
    open var title: String?
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case automatic = -2
}

@MainActor
open class UIViewController: NSObject {
    public override init() {}
    open var view: UIView! { nil }
    open var tabBarItem: UITabBarItem! { nil }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation: Bool = false
    open var presentationController: UIPresentationController? { nil }
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil
    ) {}
    open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {}
}

@MainActor
open class UINavigationController: UIViewController {
    open weak var delegate: (any UINavigationControllerDelegate)?
    open var viewControllers: [UIViewController] = []
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

@MainActor
open class UITabBarController: UIViewController {
    open weak var delegate: (any UITabBarControllerDelegate)?
    open var viewControllers: [UIViewController]?
    open var selectedIndex: Int = 0
}

@MainActor
open class UIPresentationController: NSObject {
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var presentedViewController: UIViewController { fatalError() }
}

@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
}

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}
