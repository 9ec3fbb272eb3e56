import NavGraphEngine
import NavGraphModel
import NavGraphScript
import NavGraphSupport

/// A command tried from a class of states: the route it opens or taps, or
/// -1 - n for the n-th deep link (tried from a pending state, under its class
/// without the pending frames), and, for a tap, what else decides its outcome.
struct ClassCommand: Equatable {
    var command: Int
    var tap: EngineStepper.TapContext?
    /// For an `open` or a deep link: what closing the state's top uncovers
    /// (`EngineStepper.uncovered`), where a navigation it leaves waiting on a
    /// `replace`d top resumes; -1 for a tap.
    var uncovered = -1
}

/// What the first run of a command from a class gave: the failure a finding
/// is made of (nil: none), and whether a repeat from the class surely leads
/// to a state seen before (so it need not run).
struct Outcome {
    var failure: FailureReason?
    var leadsToSeen: Bool
}

/// The outcomes of commands run once per class of states (see `Explorer`),
/// under (class, command, context): an open-addressed table, since an
/// exploration looks one up for nearly every command it tries and a
/// `Dictionary`'s seeded hash cost more than many of the commands.
struct OutcomeTable {
    private var slots = HashedSlots(capacity: 1024)
    private var keys: [(cls: Int, command: ClassCommand)] = []
    private var outcomes: [Outcome] = []

    private static func hash(_ cls: Int, _ c: ClassCommand) -> UInt64 {
        // Three words mixed (multiply, then fold the high bits down): a collision costs a probe, never a wrong answer.
        var h = UInt64(bitPattern: Int64(cls)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(bitPattern: Int64(c.command))) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ UInt64(bitPattern: Int64(c.tap?.code ?? c.uncovered))) &* 0x94D0_49BB_1331_11EB
        return h ^ (h >> 31)
    }

    subscript(cls: Int, command: ClassCommand) -> Outcome? {
        get {
            let i = slots.find(Self.hash(cls, command)) { keys[Int($0)].cls == cls && keys[Int($0)].command == command }
            return i.map { outcomes[Int($0)] }
        }
        set {
            guard let newValue, self[cls, command] == nil else { return }
            slots.insert(Self.hash(cls, command), Int32(outcomes.count))
            keys.append((cls, command))
            outcomes.append(newValue)
        }
    }
}
