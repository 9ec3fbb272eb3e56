/// The screens of every scene as the engine holds them at one moment, looked
/// up by instance: what a lifecycle event's screen held and which screen was
/// below it (whom a leaving screen's result goes to). Taken before a command
/// and read after it, it copies no stack (the scenes are copied on write) and
/// builds nothing until asked: a command's few events look up a few screens.
package struct ScreenLookup: Sendable {
    private let scenes: [Scene]

    /// Reads the state's fields where they lie: `engine.state.scenes` would copy the
    /// whole state out of the engine first (every field retained), a command's cost.
    init(_ engine: NavigationEngine) {
        var scenes = engine.state.sceneSlots
        let current = engine.state.currentScene
        if scenes.indices.contains(current) {
            scenes[current] = engine.state.scene
        } else {
            scenes = [engine.state.scene]
        }
        self.scenes = scenes
    }

    /// The screen `instance` and the one below it: the previous screen of its stack,
    /// or for a modal's first screen the top of what it was presented over (nil: a
    /// stack's bottom). Nil when no scene holds it.
    package func place(of instance: Int) -> (screen: NavigationScreenState, below: Int?)? {
        for scene in scenes {
            let w = scene.window
            if let hit = Self.find(instance, in: w.rootStack, over: nil) { return hit }
            for case let stack? in w.tabStacks {
                if let hit = Self.find(instance, in: stack, over: nil) { return hit }
            }
            var over = w.base.last?.number
            for modal in w.modals {
                if let hit = Self.find(instance, in: modal.screens, over: over) { return hit }
                over = modal.screens.last?.number ?? over
            }
        }
        return nil
    }

    private static func find(_ instance: Int, in stack: [Screen], over: Int?) -> (
        screen: NavigationScreenState, below: Int?
    )? {
        guard let k = stack.firstIndex(where: { $0.number == instance }) else { return nil }
        return (stack[k], k > 0 ? stack[k - 1].number : over)
    }
}

extension EngineSession {
    /// Where every screen is now (see `ScreenLookup`).
    package var screenLookup: ScreenLookup { ScreenLookup(engine) }
}
