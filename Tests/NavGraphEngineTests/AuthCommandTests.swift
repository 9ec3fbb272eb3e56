import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@Suite("Commands: login, cancel, logout")
struct AuthCommandTests {
    @Test("a protected route presents the login and resumes after login")
    func loginResumes() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open profile
                  expect ok
                  expect modal login
                  expect pending
                  expect screens [home, login]
                  expect no auth user
                  login user
                  expect ok
                  expect auth user
                  expect no pending
                  expect no modal
                  expect top profile
                  expect instance profile #3
                  expect stack [home, profile]
                """) == [])
    }

    @Test("a screen opened from the login screen leaves the navigation pending")
    func forgotPassword() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open profile
                  open help
                  expect pending
                  expect stack [login, help]
                  login user
                  expect top profile
                  expect result help dismissed
                """) == [])
    }

    @Test("realms with requires: logins in order; login fails unauthorized when a required realm is missing")
    func requires() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open panel
                  expect modal login
                  login admin
                  expect failed unauthorized
                  expect no auth admin
                  expect pending
                  login user
                  expect ok
                  expect modal adminLogin
                  expect pending
                  login admin
                  expect top panel
                  expect no modal
                  expect auth admin
                """) == [])
    }

    @Test("granting a realm nobody waits for grants it and nothing more")
    func grantOnly() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  login user
                  expect ok
                  expect auth user
                  expect top home
                  open profile
                  expect top profile
                  expect no modal
                """) == [])
    }

    @Test("cancel, back, dismiss or finish on the login screen fail the navigation unauthorized")
    func cancelLogin() {
        for close in ["cancel", "dismiss", "finish", "finish login with 1"] {
            #expect(
                failures(
                    TestGraphs.stack,
                    """
                      open profile
                      \(close)
                      expect failed unauthorized
                      expect result login dismissed
                      expect no pending
                      expect no modal
                      expect top home
                      cancel
                      expect failed nothingPending
                    """) == [], "\(close)")
        }
        #expect(
            failures(
                TestGraphs.stack,
                """
                  cancel
                  expect failed nothingPending
                  open sheet
                  cancel
                  expect failed nothingPending
                """) == [])
    }

    @Test("logout: realms and pending dropped, protected screens leave with everything above")
    func logout() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open profile
                  login user
                  open detail(id: 1)
                  logout
                  expect no auth user
                  expect screens [home]
                  expect result profile dismissed
                  expect result detail dismissed
                  open profile
                  expect pending
                  logout
                  expect no pending
                  expect modal login
                """) == [])
    }

    @Test("logout when the root needs a realm: back to the launch state, waiting for the login")
    func logoutProtectedRoot() {
        let yaml = """
            navgraph: 1
            name: Locked
            root: vault
            auth:
              user: { login: login }
            routes:
              vault: { path: /, auth: user, to: [item] }
              item: { path: /item }
              login: { path: /login, presentation: modal }
            """
        #expect(
            failures(
                yaml,
                """
                  expect modal login
                  expect pending
                  expect screens [login]
                  login user
                  expect top vault
                  expect instance vault #2
                  open item
                  logout
                  expect pending
                  expect modal login
                  expect screens [login]
                  login user
                  expect top vault
                  expect instance vault #5
                """) == [])
    }
}
