import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

@Suite("Decoder: model")
struct DecoderModelTests {
    @Test func decodesEveryRouteKey() throws {
        let loaded = Findings.decode(
            """
            navgraph: 1
            name: Shop
            scheme: shop
            root: main
            auth:
              signedIn: { login: login }
              bio: { login: login, requires: signedIn }
            lifetimes: { short: 90s, five: 5m, two: 2h, sess: session, forever: app }
            containers:
              main: { kind: tabs, tabs: [home, product], selected: product, embed: stack }
              wizard: { kind: custom, type: Wizard.Controller }
            routes:
              home:
                path: /
                screen: HomeViewController
                presentation: replace
                embed: main
                to: [product]
                global: true
              product:
                path: "/product/:id"
                params:
                  id: int
                  ref: { type: string, required: false, default: feed }
                  sort: { type: [price, rating], default: rating }
                  flag: { type: bool, required: true }
                auth: [signedIn, bio]
                external: true
                cache: { lifetime: short, key: PRODUCT }
                restore: { id: prod, behavior: protect }
                animated: false
                transition: fade
                dismissible: false
                result: PaymentMethod
              login:
                path: /login
                presentation: modal
                embed: stack
                cache: sess
                restore: true
            interceptors:
              - { id: first, on: "*", show: login }
              - id: second
                on: [home, product]
                when: after
                priority: mandatory
                requiresAuth: true
                show: login
                once: true
            """)
        #expect(Findings.lines(loaded) == [])
        let graph = try #require(loaded.graph)
        #expect(graph.name.value == "Shop")
        #expect(graph.scheme?.value == "shop")
        #expect(graph.root.id == "main")
        #expect(graph.realms.map(\.id) == ["signedIn", "bio"])
        #expect(graph.realms[1].requires.map(\.id) == ["signedIn"])
        #expect(
            graph.lifetimes.map(\.kind) == [
                .duration(seconds: 90), .duration(seconds: 300),
                .duration(seconds: 7200), .session, .app,
            ])
        #expect(graph.containers[0].tabs.map(\.id) == ["home", "product"])
        #expect(graph.containers[0].selectedTab == "product")
        #expect(graph.containers[0].embed.map { if case .stack = $0 { true } else { false } } == true)
        #expect(
            graph.containers[1].kind
                == .custom(type: Located("Wizard.Controller", span: graph.containers[1].customTypeSpan)))

        let home = try #require(graph.route("home"))
        #expect(home.path.segments == [])
        #expect(home.path.isValid)
        #expect(home.screen == "HomeViewController")
        #expect(home.presentation == .replace)
        #expect(home.embed == .container(Reference("main", span: home.embed!.span)))
        #expect(home.to.map(\.id) == ["product"])
        #expect(home.global)

        let product = try #require(graph.route("product"))
        #expect(product.path.segments == [.literal("product"), .param("id")])
        #expect(product.screen == "ProductScreen")
        #expect(product.params.map(\.name) == ["id", "ref", "sort", "flag"])
        #expect(product.params.map(\.type) == [.int, .string, .enumeration(["price", "rating"]), .bool])
        #expect(product.params.map(\.isPath) == [true, false, false, false])
        #expect(product.params.map(\.required) == [true, false, false, true])
        #expect(product.params.map(\.defaultValue) == [nil, .string("feed"), .enumCase("rating"), nil])
        #expect(product.auth.map(\.id) == ["signedIn", "bio"])
        #expect(product.external)
        #expect(product.cache?.lifetime.id == "short")
        #expect(product.cache?.key?.value == "PRODUCT")
        #expect(product.restore?.id == "prod")
        #expect(product.restore?.behavior == .protect)
        #expect(!product.animated)
        #expect(product.transition == "fade")
        #expect(!product.dismissible)
        #expect(product.result == "PaymentMethod")

        let login = try #require(graph.route("login"))
        #expect(login.cache?.lifetime.id == "sess")
        #expect(login.cache?.key == nil)
        #expect(login.restore == Restoration(id: "login", behavior: .allow, span: login.restore!.span))
        #expect(login.embed.map { if case .stack = $0 { true } else { false } } == true)

        #expect(graph.interceptors.map(\.id) == ["first", "second"])
        #expect(graph.interceptors.map(\.order) == [0, 1])
        if case .all = graph.interceptors[0].on {} else { Issue.record("expected on: *") }
        #expect(
            graph.interceptors[1].on
                == .routes([
                    Reference("home", span: graph.interceptors[1].onSpans[0]),
                    Reference("product", span: graph.interceptors[1].onSpans[1]),
                ]))
        #expect(graph.interceptors[1].when == .after)
        #expect(graph.interceptors[1].priority == .mandatory)
        #expect(graph.interceptors[1].requiresAuth)
        #expect(graph.interceptors[1].once)
        #expect(graph.interceptors[0].when == .before)
        #expect(graph.interceptors[0].priority == .low)
    }

    @Test func spansPointAtTheirNodes() throws {
        let marked = MarkedText(
            """
            navgraph: 1
            name: App
            root: 1️⃣home
            routes:
              2️⃣home:
                path: 3️⃣/
                to: [4️⃣home]
            """)
        let loaded = Findings.decode(marked.text)
        let graph = try #require(loaded.graph)
        func at(_ span: Span) -> String {
            let l = loaded.sources.location(of: span)!.start
            return "\(l.line):\(l.column)"
        }
        func mark(_ m: String) -> String { "\(marked.markers[m]!.line):\(marked.markers[m]!.column)" }
        #expect(at(graph.root.span) == mark("1️⃣"))
        #expect(at(graph.routes[0].span) == mark("2️⃣"))
        #expect(at(graph.routes[0].path.span) == mark("3️⃣"))
        #expect(at(graph.routes[0].to[0].span) == mark("4️⃣"))
    }

    @Test func yamlCoreSchemaBooleans() throws {
        let loaded = Findings.decode(
            Findings.graph(
                routes: """
                      home:
                        path: /
                        external: True
                        global: FALSE
                        animated: yes
                    """))
        #expect(Findings.lines(loaded) == ["error[wrong-type] 9:15 expected true or false, found a string"])
        let home = try #require(loaded.graph?.route("home"))
        #expect(home.external)
        #expect(!home.global)
        #expect(home.animated, "a bad value keeps the default")
    }

    @Test func onIsAKeyNotABoolean() throws {
        let loaded = Findings.decode(
            Findings.graph(routes: "  home: { path: / }\n", extra: "") + """
                interceptors:
                  - id: intro
                    on: home
                    show: home
                """)
        #expect(Findings.lines(loaded) == [])
        #expect(
            loaded.graph?.interceptors.first?.on
                == .routes([Reference("home", span: loaded.graph!.interceptors[0].onSpans[0])]))
    }

    /// `on: ["*"]` is a list holding only "every route": the same as `"*"`.
    /// `"*"` among route ids stays an error.
    @Test func aListOfOnlyTheStarMeansEveryRoute() throws {
        let loaded = Findings.decode(
            Findings.graph(routes: "  home: { path: / }\n  a: { path: /a }\n") + """
                interceptors:
                  - { id: one, on: ["*"], show: a }
                  - { id: two, on: ["*", home], show: a }
                """)
        #expect(Findings.lines(loaded) == ["error[invalid-value] 9:21 '*' cannot be listed with route ids"])
        let on = loaded.graph?.interceptors.map(\.on)
        guard case .all? = on?.first else {
            Issue.record("expected every route, got \(String(describing: on?.first))")
            return
        }
        #expect(on?.last == .routes([Reference("home", span: loaded.graph!.interceptors[1].onSpans[0])]))
    }

    @Test func defaultsConvertByText() throws {
        let loaded = Findings.decode(
            Findings.graph(
                routes: """
                      home:
                        path: /
                        params:
                          a: { type: int, default: 5 }
                          b: { type: int, default: "5" }
                          c: { type: double, default: 1 }
                          d: { type: bool, default: "true" }
                          e: { type: bool, default: False }
                          f: { type: string, default: 0 }
                          g: { type: uuid, default: 123E4567-E89B-12D3-A456-426614174000 }
                    """))
        #expect(Findings.lines(loaded) == [])
        let params = try #require(loaded.graph?.route("home")?.params)
        #expect(
            params.map(\.defaultValue) == [
                .int(5), .int(5), .double(1), .bool(true), .bool(false), .string("0"),
                .uuid("123e4567-e89b-12d3-a456-426614174000"),
            ])
    }

    /// man/navgraph.5: scalars follow the YAML 1.2 core schema, and a default must
    /// have its parameter's type, so every core int and float spelling fits.
    @Test func numericDefaultsFollowTheYAMLCoreSchema() throws {
        let loaded = Findings.decode(
            Findings.graph(
                routes: """
                      home:
                        path: /
                        params:
                          a: { type: int, default: 0x1F }
                          b: { type: int, default: 0o17 }
                          c: { type: int, default: +5 }
                          d: { type: double, default: .5 }
                          e: { type: double, default: 5. }
                          f: { type: double, default: +1.5 }
                          g: { type: double, default: 1E-2 }
                          h: { type: double, default: 0x10 }
                          i: { type: double, default: .inf }
                          j: { type: int, default: 1.5 }
                    """))
        #expect(
            Findings.lines(loaded) == [
                "error[invalid-default] 16:35 default '.inf' is not a valid double",
                "error[invalid-default] 17:32 default '1.5' is not a valid int",
            ])
        let params = try #require(loaded.graph?.route("home")?.params)
        #expect(
            params.map(\.defaultValue) == [
                .int(31), .int(15), .int(5), .double(0.5), .double(5), .double(1.5),
                .double(0.01), .double(16), nil, nil,
            ])
    }
    @Test func interceptorOrderIsGlobalAcrossFiles() throws {
        let loaded = Findings.decode(
            """
            navgraph: 1
            name: App
            root: home
            include: [modules/a.yaml, modules/b.yaml]
            routes:
              home: { path: / }
            interceptors:
              - { id: root1, on: home, show: home }
            """,
            includes: [
                "modules/a.yaml": "interceptors:\n  - { id: a1, on: home, show: home }\ninclude: [nested/c.yaml]\n",
                "modules/nested/c.yaml":
                    "routes:\n  c: { path: /c }\ninterceptors:\n  - { id: c1, on: home, show: home }\n",
                "modules/b.yaml":
                    "interceptors:\n  - { id: b1, on: home, show: home }\n  - { id: b2, on: home, show: home }\n",
            ])
        #expect(Findings.lines(loaded) == [])
        let graph = try #require(loaded.graph)
        #expect(graph.interceptors.map(\.id) == ["root1", "a1", "c1", "b1", "b2"])
        #expect(graph.interceptors.map(\.order) == [0, 1, 2, 3, 4])
        #expect(graph.routes.map(\.id) == ["home", "c"])
        #expect(
            loaded.sources.files.map(\.name) == [
                "navgraph.yaml", "modules/a.yaml", "modules/nested/c.yaml", "modules/b.yaml",
            ])
    }

    @Test func includesResolveAgainstTheRootDirectory() throws {
        let loaded = Findings.decode(
            """
            navgraph: 1
            name: App
            root: home
            include: [./modules/../modules/a.yaml]
            routes:
              home: { path: / }
            """, name: "app/./nav/navgraph.yaml", includes: ["app/nav/modules/a.yaml": "routes:\n  a: { path: /a }\n"])
        #expect(Findings.lines(loaded) == [])
        #expect(loaded.graph?.routes.map(\.id) == ["home", "a"])
        #expect(loaded.sources.files.map(\.name) == ["app/./nav/navgraph.yaml", "app/nav/modules/a.yaml"])
    }

    @Test func stdinIncludesResolveAgainstTheCurrentDirectory() throws {
        let loaded = Findings.decode(
            """
            navgraph: 1
            name: App
            root: home
            include: [a.yaml]
            routes:
              home: { path: / }
            """, name: "<stdin>", includes: ["a.yaml": "routes:\n  a: { path: /a }\n"])
        #expect(Findings.lines(loaded) == [])
        #expect(loaded.graph?.routes.count == 2)
    }

    @Test func aModuleIncludedTwiceIsReadOnce() throws {
        let loaded = Findings.decode(
            """
            navgraph: 1
            name: App
            root: home
            include: [a.yaml, b.yaml]
            routes:
              home: { path: / }
            """, includes: ["a.yaml": "include: [b.yaml]\n", "b.yaml": "routes:\n  b: { path: /b }\n"])
        #expect(Findings.lines(loaded) == [])
        #expect(loaded.graph?.routes.map(\.id) == ["home", "b"])
    }
}

extension Container {
    var customTypeSpan: Span {
        if case .custom(let type) = kind { return type.span }
        return .unknown
    }
}

extension Interceptor {
    var onSpans: [Span] {
        if case .routes(let refs) = on { return refs.map(\.span) }
        return []
    }
}
