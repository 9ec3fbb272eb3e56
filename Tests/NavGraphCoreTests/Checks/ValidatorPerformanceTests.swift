import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// Every check copes with a graph of 100k routes, built in code, and finds exactly what is
/// wrong with it. How long that takes is measured in a release build by Benchmarks/check.sh,
/// which fails when ten times the routes take more than thirty times as long: a test here
/// would time a debug build on a machine that may be busy.
@Suite("Checks: a large graph")
struct ValidatorPerformanceTests {
    static func bigGraph(routes n: Int) -> Graph {
        let span = Span(file: 0, start: 0, end: 1)
        func ref(_ id: String) -> Reference { Reference(id, span: span) }
        var routes: [Route] = []
        routes.reserveCapacity(n + 3)
        for i in 0..<n {
            // A chain with a back edge every 100 routes: 1000 push SCCs of 100.
            var to = i + 1 < n ? [ref("r\(i + 1)")] : []
            if i % 100 == 99 { to.append(ref("r\(i - 99)")) }
            let path = RoutePath(
                text: "/s\(i % 1000)/r\(i)/:id",
                segments: [.literal("s\(i % 1000)"), .literal("r\(i)"), .param("id")], span: span)
            let id = Parameter(name: "id", span: span, type: .int, required: true, isPath: true)
            routes.append(
                Route(
                    id: "r\(i)", span: span, path: path, params: [id],
                    auth: i % 10 == 0 ? [ref("signedIn")] : [], to: to))
        }
        routes.append(
            Route(
                id: "login", span: span, path: RoutePath(text: "/login", segments: [.literal("login")], span: span),
                presentation: .modal))
        routes.append(
            Route(
                id: "intro", span: span, path: RoutePath(text: "/intro", segments: [.literal("intro")], span: span),
                presentation: .modal))
        routes.append(
            Route(
                id: "lost", span: span,
                path: RoutePath(text: "/s1/lost", segments: [.literal("s1"), .literal("lost")], span: span)))
        return Graph(
            name: Located("Big", span: span), root: ref("r0"),
            realms: [Realm(id: "signedIn", span: span, login: ref("login"))],
            routes: routes,
            interceptors: [
                Interceptor(id: "onboarding", span: span, on: .all(span), show: ref("intro"), order: 0),
                Interceptor(
                    id: "tips", span: span, on: .routes((0..<1000).map { ref("r\($0)") }),
                    priority: .mandatory, show: ref("intro"), order: 1),
            ])
    }

    @Test func aHundredThousandRoutesValidate() {
        let findings = Validator.validate(Self.bigGraph(routes: 100_000))
        #expect(findings.filter { $0.code == .pushCycle }.count == 1_000)
        #expect(findings.filter { $0.code == .unreachableRoute }.map(\.message) == ["route 'lost' is unreachable"])
        #expect(
            findings.filter { $0.code == .unreachableRoute }.map(\.notes) == [
                ["nearest route that could link to it: 'r1' (path '/s1/r1/:id'); add 'lost' to its 'to'"]
            ])
        // The root r0 takes no values from a caller, and its path parameter has no default.
        #expect(
            findings.filter { $0.code == .unfillableParameter }.map(\.message).map { $0.prefix(26) } == [
                "route 'r0' is shown by the"
            ])
        #expect(findings.filter { $0.severity == .error }.count == 2)
    }
}
