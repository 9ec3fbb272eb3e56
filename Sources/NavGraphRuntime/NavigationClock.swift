/// Where a navigator reads the time for cache lifetimes (`lifetimes: { short: 60s }`):
/// whole seconds on a clock that never goes back.
@MainActor
public protocol NavigationClock {
    var seconds: Int { get }
}

/// The system's monotonic clock (it does not jump when the user changes the time).
public struct SystemNavigationClock: NavigationClock {
    private let start = ContinuousClock.now

    public init() {}

    public var seconds: Int { Int((ContinuousClock.now - start).components.seconds) }
}

/// A clock the app or a test moves by hand (`wait` in a script).
@MainActor
public final class ManualNavigationClock: NavigationClock {
    public var seconds: Int

    public init(seconds: Int = 0) { self.seconds = seconds }

    /// Forward only; it stops at its largest value rather than overflow (as `wait` in a script).
    public func advance(by seconds: Int) {
        let (sum, overflow) = self.seconds.addingReportingOverflow(max(0, seconds))
        self.seconds = overflow ? Int.max : sum
    }
}
