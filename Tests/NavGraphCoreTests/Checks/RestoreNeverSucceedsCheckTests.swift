import NavGraphCore
import NavGraphModel
import Testing

/// `restore-never-succeeds`: a pushed route with `restore` whose every caller lacks one.
@Suite("Checks: a restoration that can never succeed")
struct RestoreNeverSucceedsCheckTests {
    static let graph = """
        navgraph: 1
        name: Shop
        root: home
        routes:
          home: { path: /, to: [a, b, kept], restore: true }
          a: { path: /a, to: [deep] }
          b: { path: /b, to: [deep], restore: { id: b, behavior: reject } }
          deep: { path: /deep, restore: true }
          kept: { path: /kept, restore: true }
          sheet: { path: /sheet, presentation: modal, restore: true, global: true }

        """

    @Test func everyCallerWithoutRestoreIsNamedAndARestorableCallerIsClean() {
        let loaded = Checked.load(Self.graph)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "warning[restore-never-succeeds] 8:33 route 'deep' is never restored at restart: every screen it is pushed from ('a', 'b') has no `restore`, and saving stops at the first screen without one"
            ])
        #expect(
            loaded.diagnostics.first?.notes == [
                "give the screens it is pushed from `restore`, or drop the `restore` of 'deep'"
            ])
        let fixed = Self.graph.replacingOccurrences(
            of: "a: { path: /a, to: [deep] }", with: "a: { path: /a, to: [deep], restore: true }")
        #expect(Checked.lines(fixed) == [])
    }
}
