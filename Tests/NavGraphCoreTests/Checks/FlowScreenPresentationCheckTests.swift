import NavGraphCore
import NavGraphModel
import Testing

/// `flow-screen-presentation`: a login or interceptor screen presented as root or replace.
@Suite("Checks: a login or interceptor screen that removes what the navigation resumes into")
struct FlowScreenPresentationCheckTests {
    @Test func replaceAndRootAreReportedOnceARouteModalAndPushAreClean() {
        let text = """
            navgraph: 1
            name: Shop
            root: home
            auth:
              user: { login: signIn }
            routes:
              home: { path: /, to: [a] }
              a: { path: /a, auth: user }
              signIn: { path: /sign-in, presentation: replace }
              intro: { path: /intro, presentation: modal }
              tips: { path: /tips }
            interceptors:
              - { id: hello, on: a, show: intro }
              - { id: swap, on: a, when: after, show: signIn }
              - { id: more, on: a, when: after, show: tips }

            """
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "warning[flow-screen-presentation] 9:43 route 'signIn' is the login route of realm 'user' and the screen of interceptor 'swap', but its presentation replace replaces the stack it is shown on: the navigation that waits for it resumes with what it came from gone"
            ])
        #expect(
            loaded.diagnostics.first?.notes == [
                "present 'signIn' as a modal (with `embed: stack` if it pushes screens of its own)"
            ])
    }
}
