import NavGraphModel

/// What `restart` saves of a scene, told as it is found (`NavigationEngine.save`):
/// `restart` keeps it as jobs to rebuild (`SavedJobs`), an explorer as the
/// words it tells restarts apart by (`RestartWords`). One walk serves both, so
/// the two cannot disagree on what a restart depends on.
protocol SavedScreensSink {
    /// A job starts: the stack of `slot`, with a tab's own screen's values when it was saved.
    mutating func beginJob(_ slot: RestoreSlot, bottom: [ParamValue?]?)
    mutating func item(_ item: RestoreItem)
    /// The job ends; one without items is dropped unless `keepingEmpty`.
    mutating func endJob(keepingEmpty: Bool)
    /// The scene ends, with its tabs container (nil: none, or the root was replaced) and selected tab.
    mutating func endScene(tabs: Int?, selected: Int)
}

/// The jobs `restart` rebuilds a scene from.
struct SavedJobs: SavedScreensSink {
    var saved = NavigationEngine.Saved(jobs: [], tabs: nil, selected: 0)
    private var job: RestoreJob?

    mutating func beginJob(_ slot: RestoreSlot, bottom: [ParamValue?]?) {
        job = RestoreJob(slot: slot, items: [], bottom: bottom)
    }

    mutating func item(_ item: RestoreItem) { job!.items.append(item) }

    mutating func endJob(keepingEmpty: Bool) {
        if let job, keepingEmpty || !job.items.isEmpty { saved.jobs.append(job) }
        job = nil
    }

    mutating func endScene(tabs: Int?, selected: Int) { (saved.tabs, saved.selected) = (tabs, selected) }
}

/// What `restart` from a state depends on, as words: what each scene saves,
/// the current scene, the realms held and the `once` interceptors fired (it
/// clears the cache and the pending navigations, and instance numbers and the
/// clock decide nothing a state key keeps). Two states with equal words restart
/// into one state. An explorer takes the words of every state it explores, into
/// one buffer it keeps: no array a state, and one comparison of words.
///
/// The words read left to right without ambiguity (each list after its count):
/// scenes: the count, then each scene's jobs and `-3, tabs, selected`; a job:
/// its slot (a tab's index, -1 the root, -2 the modals), its bottom (-1: none,
/// else values), its items' count and items; an item: route, flags, values;
/// values: the count, then a kind and a word each. Then the current scene, the
/// realms held and the interceptors fired (their bits), and the numbers of their
/// lists beyond 64.
package struct RestartWords: SavedScreensSink {
    package private(set) var words: [Int64] = []
    /// Where the open job starts, and where its items' count is.
    private var jobStart = 0
    private var jobCount = 0
    /// Texts as numbers, the same number for equal texts (as `==` on `ParamValue` tells them).
    private var texts: [String: Int64] = [:]
    /// A value equal to nothing, not even itself (a NaN), gets a number of its own.
    private var unequal: Int64 = 0

    package init() {}

    mutating func beginJob(_ slot: RestoreSlot, bottom: [ParamValue?]?) {
        jobStart = words.count
        switch slot {
        case .root: words.append(-1)
        case .modals: words.append(-2)
        case .tab(let t): words.append(Int64(t))
        }
        if let bottom { append(bottom) } else { words.append(-1) }
        jobCount = words.count
        words.append(0)
    }

    mutating func item(_ item: RestoreItem) {
        words[jobCount] += 1
        words.append(Int64(item.route))
        words.append((item.newModal ? 1 : 0) | (item.ownStack ? 2 : 0))
        append(item.params)
    }

    mutating func endJob(keepingEmpty: Bool) {
        if !keepingEmpty && words[jobCount] == 0 { words.removeSubrange(jobStart...) }
    }

    mutating func endScene(tabs: Int?, selected: Int) {
        words.append(-3)
        words.append(Int64(tabs ?? -1))
        words.append(Int64(selected))
    }

    private mutating func append(_ values: [ParamValue?]) {
        words.append(Int64(values.count))
        for value in values {
            switch value {
            case nil: append(0, 0)
            case .int(let i)?: append(1, i)
            case .double(let d)?:
                // As `==` tells doubles apart: 0 and -0 are equal; a NaN equals nothing.
                if d.isNaN {
                    unequal -= 1
                    append(2, unequal)
                } else {
                    append(3, Int64(bitPattern: (d == 0 ? 0 : d).bitPattern))
                }
            case .bool(let b)?: append(4, b ? 1 : 0)
            case .string(let s)?: append(5, number(s))
            case .uuid(let s)?: append(6, number(s))
            case .enumCase(let s)?: append(7, number(s))
            }
        }
    }

    /// A value: its kind, and one word of it.
    private mutating func append(_ kind: Int64, _ word: Int64) {
        words.append(kind)
        words.append(word)
    }

    private mutating func number(_ text: String) -> Int64 {
        if let known = texts[text] { return known }
        let n = Int64(texts.count)
        texts[text] = n
        return n
    }

    /// Starts the words of a state with its scenes' count (the texts keep their numbers).
    mutating func begin(scenes: Int) {
        words.removeAll(keepingCapacity: true)
        words.append(Int64(scenes))
    }

    /// Ends a state's words with the fields beside its scenes: the realms held (and
    /// unproven) and the interceptors fired as its key keeps them (`StateKey.held`,
    /// `unproven`, `once`).
    mutating func end(current: Int, key: StateKey) {
        words.append(Int64(current))
        words.append(Int64(bitPattern: key.held))
        words.append(Int64(bitPattern: key.unproven))
        words.append(Int64(bitPattern: key.once))
        // Those past 64, by their lists' numbers (equal lists, equal numbers).
        words.append(Int64(key.heldBeyond) << 32 | Int64(key.onceBeyond))
    }
}

extension NavigationEngine {
    private func restorable(_ s: Screen) -> Bool {
        guard let b = tables.restore[s.route] else { return false }
        return b != .reject
    }

    /// Screens from `start` up, stopping at the first that may not be restored.
    private func saveItems(_ stack: [Screen], from start: Int, into sink: inout some SavedScreensSink) {
        for s in stack.dropFirst(start) {
            guard restorable(s) else { break }
            sink.item(RestoreItem(route: s.route, params: s.params))
        }
    }

    /// A root or tab stack: its bottom is rebuilt from the graph anyway (through
    /// the login again when it is `protect`). Saving stops at the first screen
    /// without `restore` or with `reject`, the bottom included: above a bottom
    /// without `restore` nothing is restored (man/navscript.5, `restart`).
    private func saveBase(_ stack: [Screen], rebuilt route: Int, into sink: inout some SavedScreensSink) {
        guard let bottom = stack.first, bottom.route == route else { return saveItems(stack, from: 0, into: &sink) }
        switch tables.restore[route] {
        case nil, .reject?: return
        case .protect?:
            sink.item(RestoreItem(route: bottom.route, params: bottom.params))
            saveItems(stack, from: 1, into: &sink)
        case .allow?: saveItems(stack, from: 1, into: &sink)
        }
    }

    /// What `restart` saves of `scene`, told to `sink`. The scene is read in place.
    /// (`shortcut: false` walks it even where no route may be restored, for the tests.)
    func save(_ scene: borrowing Scene, into sink: inout some SavedScreensSink, shortcut: Bool = true) {
        guard tables.restoresAny || !shortcut else { return saveSelectedTab(scene, into: &sink) }
        if let c = scene.window.tabs {
            // The selected tab first, then the others in order (no array made: a search saves every state).
            for k in -1..<scene.window.tabStacks.count where k != scene.window.selected {
                let t = k < 0 ? scene.window.selected : k
                guard let stack = scene.window.tabStacks[t], !(scene.window.rootReplaced && c != rootContainer) else {
                    continue
                }
                let route = tables.tabRoutes[c][t]
                // A stack whose bottom a `replace` took restores nothing.
                let replaced = !scene.window.replacedBottom.isEmpty && scene.window.replacedBottom.contains(.tab(t))
                // A stack without a bottom (a `replace` took it, or a saved state was cut to nothing) has no own screen.
                let bottom = replaced ? nil : stack.first
                let ownSaved = bottom.map { $0.route == route && restorable($0) } ?? false
                // Another tab whose own screen was not saved is not recreated: it is
                // created the first time it is selected again, as after `launch`. A created
                // tab keeps its job even with nothing above its route: the job creates the
                // tab's screen in its turn (after the selected tab's stack).
                guard t == scene.window.selected || ownSaved else { continue }
                sink.beginJob(.tab(t), bottom: ownSaved ? bottom?.params : nil)
                if !replaced { saveBase(stack, rebuilt: route, into: &sink) }
                sink.endJob(keepingEmpty: true)
            }
        } else if !scene.window.rootReplaced, !scene.window.replacedBottom.contains(.root),
            case .route(let r)? = tables.root
        {
            // A job with nothing to restore is left out (a created tab's is kept: above).
            sink.beginJob(.root, bottom: nil)
            saveBase(scene.window.rootStack, rebuilt: r, into: &sink)
            sink.endJob(keepingEmpty: false)
        }
        sink.beginJob(.modals, bottom: nil)
        outer: for m in scene.window.modals {
            guard !m.bottomReplaced else { break }
            for (i, s) in m.screens.enumerated() {
                guard restorable(s) else { break outer }
                sink.item(RestoreItem(route: s.route, params: s.params, newModal: i == 0, ownStack: m.ownStack))
            }
        }
        sink.endJob(keepingEmpty: false)
        sink.endScene(tabs: scene.window.rootReplaced ? nil : scene.window.tabs, selected: scene.window.selected)
    }

    /// `save` where no route may be restored (an explorer saves every state): the walk
    /// above would find no screen to save, and keep only the selected tab's empty job
    /// (the tab container shows its selected tab) and the scene's end.
    private func saveSelectedTab(_ scene: borrowing Scene, into sink: inout some SavedScreensSink) {
        if let c = scene.window.tabs, scene.window.tabStacks[scene.window.selected] != nil,
            !(scene.window.rootReplaced && c != rootContainer)
        {
            sink.beginJob(.tab(scene.window.selected), bottom: nil)
            sink.endJob(keepingEmpty: true)
        }
        sink.endScene(tabs: scene.window.rootReplaced ? nil : scene.window.tabs, selected: scene.window.selected)
    }

    /// The words of what `restart` from `snapshot` (whose key is `key`) depends on, into `out`
    /// (see `RestartWords`); `shortcut` as for `save`.
    package func restartWords(
        _ snapshot: EngineSnapshot, key: StateKey, into out: inout RestartWords, shortcut: Bool = true
    ) {
        out.begin(scenes: snapshot.state.sceneSlots.count)
        for i in snapshot.state.sceneSlots.indices {
            if i == snapshot.state.currentScene {
                save(snapshot.state.scene, into: &out, shortcut: shortcut)
            } else {
                save(snapshot.state.sceneSlots[i], into: &out, shortcut: shortcut)
            }
        }
        out.end(current: snapshot.state.currentScene, key: key)
    }
}
