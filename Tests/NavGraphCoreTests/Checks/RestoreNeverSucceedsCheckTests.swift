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
                "warning[restore-never-succeeds] 8:33 route 'deep' is never restored at restart: of the screens it is pushed from, 'a' has no `restore` and 'b' has `restore` with `behavior: reject`, and saving stops at the first screen not restored"
            ])
        #expect(
            loaded.diagnostics.first?.notes == [
                "give 'a' `restore` and restore 'b' with `behavior: allow`, or drop the `restore` of 'deep'"
            ])
        let fixed = Self.graph.replacingOccurrences(
            of: "a: { path: /a, to: [deep] }", with: "a: { path: /a, to: [deep], restore: true }")
        #expect(Checked.lines(fixed) == [])
    }

    /// A caller in the middle of the stack with `restore: reject` has a `restore`: the
    /// finding says what is there and that `behavior: allow` saves on past it.
    @Test func aRejectingCallerIsNamedAsSuchWithAllowAsTheFix() {
        let graph = Self.graph.replacingOccurrences(of: "a: { path: /a, to: [deep] }", with: "a: { path: /a }")
        let loaded = Checked.load(graph)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "warning[restore-never-succeeds] 8:33 route 'deep' is never restored at restart: every screen it is pushed from ('b') has `restore` with `behavior: reject`, and saving stops at the first screen not restored"
            ])
        #expect(
            loaded.diagnostics.first?.notes == ["restore 'b' with `behavior: allow`, or drop the `restore` of 'deep'"])
        let fixed = graph.replacingOccurrences(of: "behavior: reject", with: "behavior: allow")
        #expect(Checked.lines(fixed) == [])
    }

    /// `protect` screens whose login is pushed: a tab (nothing in it yet when the
    /// login shows at restart) and a modal presented only from a modal without a stack.
    static let pushedLogin = """
        navgraph: 1
        name: Bank
        root: main
        auth:
          signedIn: { login: login }
        containers:
          main: { kind: tabs, tabs: [home, account], selected: home }
        routes:
          home: { path: /, to: [sheet, stacked] }
          account: { path: /account, auth: signedIn, restore: { id: account, behavior: protect } }
          login: { path: /login }
          sheet: { path: /sheet, presentation: modal, restore: true, to: [vault] }
          stacked: { path: /stacked, presentation: modal, embed: stack, restore: true, to: [safe] }
          vault: { path: /vault, presentation: modal, auth: signedIn, restore: { id: vault, behavior: protect } }
          safe: { path: /safe, presentation: modal, auth: signedIn, restore: { id: safe, behavior: protect } }

        """

    @Test func aProtectedScreenWhoseLoginIsPushedOntoNothingIsNamed() {
        let loaded = Checked.load(Self.pushedLogin)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "warning[restore-never-succeeds] 10:80 route 'account' is never restored at restart while its tab is selected: it proves its realms first, and its login 'login' is pushed while the tab has no screen yet (its screen comes after the login), so the restoration fails (noStack) and the window is repaired without it",
                // Opening the vault from the sheet fails the same way while signed out.
                "error[push-without-stack] 12:67 route 'sheet' is a modal without a stack, so opening 'vault' from it fails (noStack) while realm 'signedIn' is not held: its login 'login' is pushed",
                "warning[restore-never-succeeds] 14:95 route 'vault' is never restored at restart: it proves its realms first, and its login 'login' is pushed onto the screen below it, 'sheet' (a modal without a stack), so the restoration fails (noStack) and drops it",
            ])
        #expect(
            loaded.diagnostics.map(\.notes) == [
                ["present 'login' as a modal, or restore 'account' with `behavior: allow`"],
                ["give 'sheet' `embed: stack`, or give 'login' presentation modal"],
                ["present 'login' as a modal, or restore 'vault' with `behavior: allow`"],
            ])
        // A modal login shows over anything: both are restored.
        let fixed = Self.pushedLogin.replacingOccurrences(
            of: "login: { path: /login }", with: "login: { path: /login, presentation: modal }")
        #expect(Checked.lines(fixed) == [])
    }
}
