import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@Suite("Navigation: open, deeplink, targets and failure reasons")
struct NavigationTests {
    @Test("launch shows the root route as instance #1; expect ok holds before anything failed")
    func launch() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  expect ok
                  expect top home
                  expect instance home #1
                  expect stack [home]
                  expect screens [home]
                  expect no modal
                  expect no pending
                  open detail(id: 1)
                  launch
                  expect screens [home]
                  expect instance home #1
                """) == [])
    }

    @Test("open by path, by route with arguments, by bare id; defaults fill in")
    func openTargets() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open /detail/7?ref=a%20b+c
                  expect top detail(id: 7, ref: "a b+c")
                  expect instance detail #2
                  back
                  open list
                  expect top list(sort: name)
                  back
                  open /list/?sort=date&unknown=1
                  expect top list(sort: date)
                  back
                  open detail(id: -3, ref: "x")
                  expect top detail(id: -3)
                  expect stack [home, detail(id: -3, ref: "x")]
                """) == [])
    }

    @Test("noMatch, badParameter and missingParameter")
    func resolveFailures() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open /nowhere
                  expect failed noMatch
                  open //list
                  expect failed noMatch
                  open /detail
                  expect failed noMatch
                  open /detail/x
                  expect failed badParameter
                  open /detail/99999999999999999999
                  expect failed badParameter
                  open /detail/1?ref=a&ref=b
                  expect failed badParameter
                  open /detail/1?id=2
                  expect failed badParameter
                  open /list?sort=size
                  expect failed badParameter
                  open detail(id: abc)
                  expect failed badParameter
                  open detail
                  expect failed missingParameter
                  open detail(ref: "x")
                  expect failed missingParameter
                  expect top home
                  open /detail/1
                  expect ok
                """) == [])
    }

    @Test("deeplink: only external routes, only the graph's scheme")
    func deeplink() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  deeplink app://sheet
                  expect failed notExternal
                  deeplink app://
                  expect failed notExternal
                  deeplink other://detail/1
                  expect failed noMatch
                  deeplink APP://detail/1
                  expect top detail(id: 1)
                  deeplink app://list?sort=date
                  expect top list(sort: date)
                  expect stack [home, detail, list]
                """) == [])
        #expect(
            failures(
                TestGraphs.tabs,
                """
                  deeplink app://post/1
                  expect failed noMatch
                """) == [])
    }

    /// A required query parameter of an external route is carried by the
    /// link's query (check has no finding for it: ExternalParamCheckTests).
    @Test("deeplink: a required query parameter comes from the URL's query")
    func deeplinkRequiredQuery() {
        let graph = """
            navgraph: 1
            name: Q
            scheme: q
            root: home
            routes:
              home: { path: / }
              pay:
                path: /pay
                external: true
                params: { currency: { type: string, required: true } }
            """
        #expect(
            failures(
                graph,
                """
                  deeplink q://pay
                  expect failed missingParameter
                  deeplink q://pay?currency=EUR
                  expect ok
                  expect top pay(currency: EUR)
                """) == [])
    }

    /// navscript(5): with `hosts`, https and http links to them match their own path.
    @Test("deeplink: universal links to the graph's hosts")
    func deeplinkHosts() {
        let graph = """
            navgraph: 1
            name: Q
            scheme: q
            hosts: [shop.example.com, Example.ORG]
            root: home
            routes:
              home: { path: /, external: true }
              pay:
                path: /pay/:id
                external: true
                params: { id: int, currency: { type: string, required: true } }
              secret: { path: /secret, global: true }
            """
        #expect(
            failures(
                graph,
                """
                  deeplink https://shop.example.com/pay/4?currency=EUR#top
                  expect top pay(id: 4, currency: EUR)
                  deeplink HTTP://example.org/pay/5?currency=USD
                  expect top pay(id: 5, currency: USD)
                  deeplink q://pay/6?currency=CHF
                  expect top pay(id: 6)
                  deeplink https://shop.example.com/pay/7
                  expect failed missingParameter
                  deeplink https://shop.example.com/secret
                  expect failed notExternal
                  deeplink https://shop.example.com:443/pay/4?currency=EUR
                  expect failed noMatch
                  deeplink https://me@shop.example.com/pay/4?currency=EUR
                  expect failed noMatch
                  deeplink https://other.example.com/pay/4?currency=EUR
                  expect failed noMatch
                  deeplink https://shop.example.com
                  expect top home
                """) == [])
    }

    @Test("open follows the top screen's edges unless --loose")
    func edges() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open step
                  expect failed noEdge
                  expect top home
                  open list
                  open sheet
                  expect failed noEdge
                """) == [])
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open step
                  expect ok
                  expect top step
                """, loose: true) == [])
    }

    @Test("a push onto a modal without a stack is noStack; with its own stack it pushes there")
    func stacks() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open sheet
                  expect modal sheet
                  expect stack [sheet]
                  open detail(id: 1)
                  expect failed noStack
                  expect screens [home, sheet]
                  dismiss
                  open wizard
                  open step
                  expect stack [wizard, step]
                  expect modal wizard
                  expect screens [home, wizard, step]
                """) == [])
    }

    @Test("replace swaps the whole current stack, root included")
    func replace() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open swap
                  expect screens [swap]
                  expect result home dismissed
                  back
                  expect failed nothingToPop
                """) == [])
    }

    @Test("the loop bound fails the 33rd interceptor step; screens shown stay")
    func loopBound() {
        var yaml = """
            navgraph: 1
            name: Loop
            root: home
            routes:
              home: { path: /, to: [target] }
              target: { path: /target }
              gate: { path: /gate, presentation: modal }
            interceptors:

            """
        for i in 0..<40 { yaml += "  - { id: i\(i), on: target, show: gate }\n" }
        var body = "  open target\n"
        for _ in 0..<32 { body += "  expect pending\n  finish\n" }
        body += """
              expect failed loop
              expect no pending
              expect top home
              expect result gate finished
              open target
              expect modal gate
              expect instance gate #34

            """
        #expect(failures(yaml, body) == [])
    }

    @Test("every screen is numbered in creation order across scenes")
    func numbering() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open detail(id: 1)
                  scene other
                  expect instance home #3
                  expect screens [home]
                  open list
                  expect instance list #4
                  scene main
                  expect top detail
                  open detail(id: 2)
                  expect instance detail(id: 2) #5
                  expect instance detail #5
                  expect instance detail(id: 1) #2
                """) == [])
    }
}
