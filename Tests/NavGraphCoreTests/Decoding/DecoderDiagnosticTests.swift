import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// Every schema finding of the decoder: exact code, line, column and message.
/// `Findings.graph(routes:)` puts the routes text at line 5 (after
/// navgraph/name/root/routes).
@Suite("Decoder: schema findings")
struct DecoderDiagnosticTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var expected: [String]
        var testDescription: String { name }
    }

    static func route(_ name: String, _ body: String, _ expected: [String]) -> Case {
        Case(name: name, yaml: Findings.graph(routes: body), expected: expected)
    }

    static let cases: [Case] = [
        // unknown-key
        route(
            "unknown route key", "  home:\n    path: /\n    pth: /x\n",
            ["error[unknown-key] 7:5 unknown key 'pth' in route 'home'"]),
        Case(
            name: "unknown top-level key",
            yaml: "navgraph: 1\nname: App\nroot: home\nroute:\n  home: { path: / }\nroutes:\n  home: { path: / }\n",
            expected: ["error[unknown-key] 4:1 unknown key 'route' in the graph"]),
        route(
            "unknown param key", "  home:\n    path: /\n    params:\n      q: { type: string, requird: true }\n",
            ["error[unknown-key] 8:26 unknown key 'requird' in parameter 'q' of route 'home'"]),
        route(
            "unknown cache key", "  home:\n    path: /\n    cache: { lifetime: app, ttl: 5 }\n",
            ["error[unknown-key] 7:29 unknown key 'ttl' in cache"]),
        route(
            "unknown restore key", "  home:\n    path: /\n    restore: { ident: x }\n",
            ["error[unknown-key] 7:16 unknown key 'ident' in restore"]),
        Case(
            name: "unknown realm key",
            yaml: Findings.graph(
                routes: "  home: { path: / }\n", extra: "auth:\n  signedIn: { login: home, require: [] }\n"),
            expected: ["error[unknown-key] 5:28 unknown key 'require' in realm 'signedIn'"]),
        Case(
            name: "unknown container key",
            yaml: Findings.graph(
                routes: "  home: { path: / }\n",
                extra: "containers:\n  main: { kind: tabs, tabs: [home], selcted: home }\n"),
            expected: ["error[unknown-key] 5:37 unknown key 'selcted' in container 'main'"]),
        Case(
            name: "unknown interceptor key",
            yaml: Findings.graph(routes: "  home: { path: / }\n")
                + "interceptors:\n  - { id: intro, on: home, show: home, onec: true }\n",
            expected: ["error[unknown-key] 7:40 unknown key 'onec' in interceptor 'intro'"]),
        Case(
            name: "root-only key in a module",
            yaml: Findings.graph(routes: "  home: { path: / }\n", extra: "include: [m.yaml]\n"),
            expected: [
                "error[unknown-key] m.yaml:1:1 unknown key 'root' in a module file: 'root' is only allowed in the root file"
            ]),

        // wrong-type
        route(
            "to as a mapping", "  home:\n    path: /\n    to: { a: b }\n",
            ["error[wrong-type] 7:9 expected a list of route ids, found a mapping"]),
        route(
            "to item as a list", "  home:\n    path: /\n    to: [[a]]\n",
            ["error[wrong-type] 7:10 expected a route id, found a list"]),
        route(
            "route as a string", "  home: /\n",
            ["error[wrong-type] 5:9 expected a mapping of route keys (path, screen, ...), found a string"]),
        route(
            "path as a number", "  home:\n    path: 5\n",
            ["error[wrong-type] 6:11 expected a path such as /product/:id, found an integer"]),
        route(
            "bool as a string", "  home:\n    path: /\n    global: \"true\"\n",
            ["error[wrong-type] 7:13 expected true or false, found a string"]),
        route(
            "auth as a mapping", "  home:\n    path: /\n    auth: { signedIn: true }\n",
            ["error[wrong-type] 7:11 expected a list of realm ids, found a mapping"]),
        route(
            "params as a list", "  home:\n    path: /\n    params: [id]\n",
            ["error[wrong-type] 7:13 expected a mapping of parameter names to types, found a list"]),
        route(
            "restore as a string", "  home:\n    path: /\n    restore: always\n",
            ["error[wrong-type] 7:14 expected true or false, found a string"]),
        Case(
            name: "routes as a list", yaml: "navgraph: 1\nname: App\nroot: home\nroutes:\n  - home\n",
            expected: [
                "error[no-routes] 5:3 the graph has no routes",
                "error[wrong-type] 5:3 expected a mapping of route ids to routes, found a list",
            ]),
        Case(
            name: "interceptor as a string",
            yaml: Findings.graph(routes: "  home: { path: / }\n") + "interceptors:\n  - intro\n",
            expected: ["error[wrong-type] 7:5 expected an interceptor mapping with id, on and show, found a string"]),
        Case(
            name: "include as a string",
            yaml: Findings.graph(routes: "  home: { path: / }\n", extra: "include: a.yaml\n"),
            expected: ["error[wrong-type] 4:10 expected a list of module file paths, found a string"]),
        Case(
            name: "navgraph as a string",
            yaml: "navgraph: \"1\"\nname: App\nroot: home\nroutes:\n  home: { path: / }\n",
            expected: ["error[wrong-type] 1:11 expected the format version 1, found a string"]),
        Case(
            name: "complex key", yaml: Findings.graph(routes: "  home: { path: / }\n  ? [a, b]\n  : { path: /x }\n"),
            expected: ["error[wrong-type] 6:5 expected a key, found a list"]),

        // missing-key
        route(
            "route without path", "  home:\n    screen: Home\n",
            ["error[missing-key] 6:5 missing key 'path' in route 'home'"]),
        route(
            "route left empty", "  home:\n",
            ["error[missing-key] 5:8 missing key 'path' in route 'home'"]),
        route(
            "param without type", "  home:\n    path: /\n    params:\n      q: { required: true }\n",
            ["error[missing-key] 8:10 missing key 'type' in parameter 'q' of route 'home'"]),
        route(
            "cache without lifetime", "  home:\n    path: /\n    cache: { key: HOME }\n",
            ["error[missing-key] 7:12 missing key 'lifetime' in cache"]),
        Case(
            name: "realm without login",
            yaml: Findings.graph(routes: "  home: { path: / }\n", extra: "auth:\n  signedIn: { requires: [] }\n"),
            expected: ["error[missing-key] 5:13 missing key 'login' in realm 'signedIn'"]),
        Case(
            name: "container without kind",
            yaml: Findings.graph(routes: "  home: { path: / }\n", extra: "containers:\n  main: { tabs: [home] }\n"),
            expected: ["error[missing-key] 5:9 missing key 'kind' in container 'main'"]),
        Case(
            name: "tabs without tabs",
            yaml: Findings.graph(routes: "  home: { path: / }\n", extra: "containers:\n  main: { kind: tabs }\n"),
            expected: ["error[missing-key] 5:9 missing key 'tabs' in container 'main'"]),
        Case(
            name: "custom without type",
            yaml: Findings.graph(routes: "  home: { path: / }\n", extra: "containers:\n  main: { kind: custom }\n"),
            expected: ["error[missing-key] 5:9 missing key 'type' in container 'main'"]),
        Case(
            name: "interceptor without on and show",
            yaml: Findings.graph(routes: "  home: { path: / }\n") + "interceptors:\n  - id: intro\n",
            expected: [
                "error[missing-key] 7:5 missing key 'on' in interceptor 'intro'",
                "error[missing-key] 7:5 missing key 'show' in interceptor 'intro'",
            ]),
        Case(
            name: "interceptor without id",
            yaml: Findings.graph(routes: "  home: { path: / }\n") + "interceptors:\n  - { on: home, show: home }\n",
            expected: ["error[missing-key] 7:5 missing key 'id' in interceptor #1"]),
        Case(
            name: "top level without name and root", yaml: "navgraph: 1\nroutes:\n  home: { path: / }\n",
            expected: [
                "error[missing-key] 1:1 missing key 'name' in the graph",
                "error[missing-key] 1:1 missing key 'root' in the graph",
            ]),
        Case(
            name: "top level without routes", yaml: "# a graph\nnavgraph: 1\nname: App\nroot: home\n",
            expected: ["error[missing-key] 2:1 missing key 'routes' in the graph"]),
        Case(
            name: "empty file", yaml: "",
            expected: [
                "error[missing-key] 1:1 the file is empty: a graph needs the keys navgraph, name, root and routes"
            ]),
        Case(
            name: "comments only", yaml: "# nothing yet\n",
            expected: [
                "error[missing-key] 1:1 the file is empty: a graph needs the keys navgraph, name, root and routes"
            ]),

        // invalid-identifier
        route(
            "route id", "  Home:\n    path: /\n",
            ["error[invalid-identifier] 5:3 route id 'Home' is not a valid identifier"]),
        route(
            "route id with a dash", "  home-page:\n    path: /\n",
            ["error[invalid-identifier] 5:3 route id 'home-page' is not a valid identifier"]),
        Case(
            name: "name", yaml: "navgraph: 1\nname: my-app\nroot: home\nroutes:\n  home: { path: / }\n",
            expected: ["error[invalid-identifier] 2:7 name 'my-app' is not a Swift identifier"]),
        Case(
            name: "name is a keyword", yaml: "navgraph: 1\nname: struct\nroot: home\nroutes:\n  home: { path: / }\n",
            expected: ["error[invalid-identifier] 2:7 name 'struct' is not a Swift identifier"]),
        route(
            "screen", "  home:\n    path: /\n    screen: Home Screen\n",
            ["error[invalid-identifier] 7:13 screen 'Home Screen' is not a Swift type name"]),
        route(
            "param name", "  home:\n    path: /\n    params:\n      page-size: int\n",
            ["error[invalid-identifier] 8:7 parameter name 'page-size' of route 'home' is not a valid name"]),
        Case(
            name: "interceptor id",
            yaml: Findings.graph(routes: "  home: { path: / }\n")
                + "interceptors:\n  - { id: Intro, on: home, show: home }\n",
            expected: ["error[invalid-identifier] 7:11 interceptor id 'Intro' is not a valid identifier"]),
        Case(
            name: "custom container type",
            yaml: Findings.graph(
                routes: "  home: { path: /, embed: w }\n",
                extra: "containers:\n  w: { kind: custom, type: \"Wizard<Int>\" }\n"),
            expected: ["error[invalid-identifier] 5:28 container type 'Wizard<Int>' is not a Swift type name"]),

        Case(
            name: "realm, lifetime and container ids",
            yaml: Findings.graph(
                routes: "  home: { path: /, embed: Main }\n",
                extra:
                    "auth:\n  Signed: { login: home }\nlifetimes:\n  Short: 5s\ncontainers:\n  Main: { kind: custom, type: M }\n"
            ),
            expected: [
                "error[invalid-identifier] 5:3 realm id 'Signed' is not a valid identifier",
                "error[invalid-identifier] 7:3 lifetime id 'Short' is not a valid identifier",
                "error[invalid-identifier] 9:3 container id 'Main' is not a valid identifier",
            ]),
        route(
            "cache key as a list", "  home:\n    path: /\n    cache: { lifetime: app, key: [a] }\n",
            ["error[wrong-type] 7:34 expected a cache key, found a list"]),
        route(
            "enum word as a number", "  home:\n    path: /\n    params:\n      size: [10, 20]\n",
            ["error[wrong-type] 8:14 expected an enum word, found an integer"]),
        Case(
            name: "selected in a custom container",
            yaml: Findings.graph(
                routes: "  home: { path: /, embed: w }\n",
                extra: "containers:\n  w: { kind: custom, type: W, selected: home }\n"),
            expected: ["error[unknown-key] 5:31 key 'selected' is only allowed in a tabs container"]),

        // invalid-value
        route(
            "presentation", "  home:\n    path: /\n    presentation: sheet\n",
            ["error[invalid-value] 7:19 'sheet' is not a presentation"]),
        route(
            "restore behavior", "  home:\n    path: /\n    restore: { behavior: deny }\n",
            ["error[invalid-value] 7:26 'deny' is not a restore behavior"]),
        route(
            "path param made optional",
            "  home:\n    path: /u/:id\n    params:\n      id: { type: int, required: false }\n",
            ["error[invalid-value] 8:34 path parameter 'id' of route 'home' is always required"]),
        route(
            "empty screen", "  home:\n    path: /\n    screen: \"\"\n",
            ["error[invalid-value] 7:13 expected a Swift type name, found an empty string"]),
        Case(
            name: "container kind",
            yaml: Findings.graph(
                routes: "  home: { path: / }\n", extra: "containers:\n  main: { kind: tab, tabs: [home] }\n"),
            expected: ["error[invalid-value] 5:17 'tab' is not a container kind"]),
        Case(
            name: "tabs without any tab",
            yaml: Findings.graph(
                routes: "  home: { path: / }\n", extra: "containers:\n  main: { kind: tabs, tabs: [] }\n"),
            expected: ["error[invalid-value] 5:29 tabs container 'main' has no tabs"]),
        Case(
            name: "interceptor when",
            yaml: Findings.graph(routes: "  home: { path: / }\n")
                + "interceptors:\n  - { id: intro, on: home, show: home, when: later }\n",
            expected: ["error[invalid-value] 7:46 'later' is not an interceptor phase (before or after)"]),
        Case(
            name: "interceptor priority",
            yaml: Findings.graph(routes: "  home: { path: / }\n")
                + "interceptors:\n  - { id: intro, on: home, show: home, priority: urgent }\n",
            expected: ["error[invalid-value] 7:50 'urgent' is not an interceptor priority"]),
        Case(
            name: "star among route ids",
            yaml: Findings.graph(routes: "  home: { path: / }\n")
                + "interceptors:\n  - { id: intro, on: [home, \"*\"], show: home }\n",
            expected: ["error[invalid-value] 7:29 '*' cannot be listed with route ids"]),
        Case(
            name: "scheme", yaml: Findings.graph(routes: "  home: { path: / }\n", extra: "scheme: \"shop://\"\n"),
            expected: ["error[invalid-value] 4:9 scheme 'shop://' is not a URL scheme"]),
        Case(
            name: "container keys of the other kind",
            yaml: Findings.graph(
                routes: "  home: { path: / }\n",
                extra:
                    "containers:\n  w: { kind: custom, type: W, tabs: [home] }\n  t: { kind: tabs, tabs: [home], type: T }\n"
            ),
            expected: [
                "error[unknown-key] 5:31 key 'tabs' is only allowed in a tabs container",
                "error[unknown-key] 6:34 key 'type' is only allowed in a custom container",
            ]),

        // invalid-duration
        Case(
            name: "duration without unit",
            yaml: Findings.graph(routes: "  home: { path: / }\n", extra: "lifetimes:\n  short: 60\n"),
            expected: [
                "error[invalid-duration] 5:10 '60' is not a valid duration (a number needs a unit: 60s, 60m or 60h)"
            ]),
        Case(
            name: "duration unit",
            yaml: Findings.graph(routes: "  home: { path: / }\n", extra: "lifetimes:\n  short: 5d\n"),
            expected: ["error[invalid-duration] 5:10 '5d' is not a valid duration"]),
        Case(
            name: "zero duration",
            yaml: Findings.graph(routes: "  home: { path: / }\n", extra: "lifetimes:\n  short: 0s\n"),
            expected: ["error[invalid-duration] 5:10 duration '0s' must be longer than zero"]),
        Case(
            name: "duration as a list",
            yaml: Findings.graph(routes: "  home: { path: / }\n", extra: "lifetimes:\n  short: [60s]\n"),
            expected: ["error[invalid-duration] 5:10 lifetime 'short': expected a duration, found a list"]),
        Case(
            name: "misspelt session",
            yaml: Findings.graph(routes: "  home: { path: / }\n", extra: "lifetimes:\n  s: sesion\n"),
            expected: ["error[invalid-duration] 5:6 'sesion' is not a valid duration"]),

        // invalid-path: the column of the offending segment, inside the scalar
        route(
            "no leading slash", "  home:\n    path: home\n",
            ["error[invalid-path] 6:11 path 'home' does not start with '/'"]),
        route(
            "empty path", "  home:\n    path: \"\"\n",
            ["error[invalid-path] 6:12 a path cannot be empty"]),
        route(
            "empty segment", "  home:\n    path: /a//b\n",
            ["error[invalid-path] 6:14 path '/a//b' has an empty segment"]),
        route(
            "trailing slash", "  home:\n    path: /a/b/\n",
            ["error[invalid-path] 6:15 path '/a/b/' ends with '/'"]),
        route(
            "bare colon in quotes", "  home:\n    path: \"/a/:\"\n",
            ["error[invalid-path] 6:15 ':' in path '/a/:' is not followed by a parameter name"]),
        route(
            "bad param name", "  home:\n    path: '/a/:1d'\n",
            ["error[invalid-path] 6:15 path parameter ':1d' is not a valid name"]),
        route(
            "repeated param", "  home:\n    path: /a/:id/b/:id\n    params: { id: int }\n",
            ["error[invalid-path] 6:20 path parameter ':id' appears twice in '/a/:id/b/:id'"]),
        route(
            "query in path", "  home:\n    path: /search?q\n",
            ["error[invalid-path] 6:18 path segment 'search?q' contains '?'"]),
        route(
            "control character in path", "  home:\n    path: \"/a\\tb\"\n",
            ["error[invalid-path] 6:11 path segment 'a\tb' contains a control character"]),
        route(
            "space in path", "  home:\n    path: \"/a b\"\n",
            ["error[invalid-path] 6:14 path segment 'a b' contains a space"]),
        route(
            "C1 control character in path", "  home:\n    path: \"/ca\\u0085rt\"\n",
            ["error[invalid-path] 6:11 path segment 'ca\u{85}rt' contains a control character"]),
        route(
            "cache left empty", "  home:\n    path: /\n    cache:\n",
            ["error[wrong-type] 7:11 expected a lifetime id or { lifetime, key }, found null"]),

        // undeclared-param, at the segment inside the path
        route(
            "undeclared", "  home:\n    path: /u/:id/posts/:post\n    params: { id: int }\n",
            ["error[undeclared-param] 6:24 path parameter ':post' of route 'home' is not declared in params"]),
        route(
            "undeclared in double quotes", "  home:\n    path: \"/u/:id\"\n",
            ["error[undeclared-param] 6:15 path parameter ':id' of route 'home' is not declared in params"]),

        // invalid-param-type
        route(
            "unknown type", "  home:\n    path: /\n    params:\n      q: integer\n",
            ["error[invalid-param-type] 8:10 unknown parameter type 'integer'"]),
        route(
            "type as a number", "  home:\n    path: /\n    params:\n      q: 5\n",
            ["error[invalid-param-type] 8:10 expected a parameter type, found an integer"]),
        route(
            "empty enum", "  home:\n    path: /\n    params:\n      q: []\n",
            ["error[invalid-param-type] 8:10 an enum type needs at least one word"]),
        route(
            "repeated enum word", "  home:\n    path: /\n    params:\n      q: [a, b, a]\n",
            ["error[invalid-param-type] 8:17 enum word 'a' is listed twice"]),
        route(
            "enum word not a name", "  home:\n    path: /\n    params:\n      q: [a, \"b c\"]\n",
            ["error[invalid-param-type] 8:14 enum word 'b c' is not a valid name"]),

        // invalid-default
        route(
            "int default", "  home:\n    path: /\n    params:\n      n: { type: int, default: ten }\n",
            ["error[invalid-default] 8:32 default 'ten' is not a valid int"]),
        route(
            "bool default", "  home:\n    path: /\n    params:\n      b: { type: bool, default: yes }\n",
            ["error[invalid-default] 8:33 default 'yes' is not a valid bool"]),
        route(
            "uuid default", "  home:\n    path: /\n    params:\n      u: { type: uuid, default: abc }\n",
            ["error[invalid-default] 8:33 default 'abc' is not a valid uuid"]),
        route(
            "double default", "  home:\n    path: /\n    params:\n      d: { type: double, default: .inf }\n",
            ["error[invalid-default] 8:35 default '.inf' is not a valid double"]),
        route(
            "default as a list", "  home:\n    path: /\n    params:\n      s: { type: string, default: [a] }\n",
            ["error[invalid-default] 8:35 expected a default of type string, found a list"]),
        route(
            "default on a path param", "  home:\n    path: /u/:id\n    params:\n      id: { type: int, default: 1 }\n",
            ["error[invalid-default] 8:33 path parameter 'id' of route 'home' cannot have a default"]),
        route(
            "no default check when the type is bad",
            "  home:\n    path: /\n    params:\n      n: { type: number, default: ten }\n",
            ["error[invalid-param-type] 8:18 unknown parameter type 'number'"]),

        // unsupported-version, no-routes
        Case(
            name: "version 2", yaml: "navgraph: 2\nname: App\nroot: home\nroutes:\n  home: { path: / }\n",
            expected: ["error[unsupported-version] 1:11 navgraph format version 2 is not supported"]),
        Case(
            name: "empty routes", yaml: "navgraph: 1\nname: App\nroot: home\nroutes: {}\n",
            expected: ["error[no-routes] 4:9 the graph has no routes"]),
        Case(
            name: "null routes", yaml: "navgraph: 1\nname: App\nroot: home\nroutes:\n",
            expected: ["error[no-routes] 4:8 the graph has no routes"]),

        // not a graph at all
        Case(
            name: "a list", yaml: "- a\n- b\n",
            expected: [
                "error[wrong-type] 1:1 expected a graph: a mapping with navgraph, name, root and routes, found a list"
            ]),
        Case(
            name: "a scalar", yaml: "hello\n",
            expected: [
                "error[wrong-type] 1:1 expected a graph: a mapping with navgraph, name, root and routes, found a string"
            ]),
    ]

    @Test(arguments: cases)
    func finding(_ c: Case) {
        let includes = ["m.yaml": "root: home\nroutes:\n  m: { path: /m }\n"]
        #expect(Findings.of(c.yaml, includes: includes) == c.expected)
    }

    @Test func unknownKeySuggestsTheClosestKey() throws {
        let loaded = Findings.decode(
            Findings.graph(routes: "  home:\n    path: /\n    pth: /x\n    presentaton: modal\n    xyzzy: 1\n"))
        #expect(
            loaded.diagnostics.map(\.suggestion?.message) == [
                "did you mean 'path'?", "did you mean 'presentation'?", nil,
            ])
        #expect(loaded.diagnostics.first?.suggestion?.replacement == "path")
        #expect(
            loaded.diagnostics.first?.notes == [
                "allowed keys: path, screen, presentation, embed, params, auth, external, cache, restore, animated, "
                    + "transition, dismissible, result, to, global, tab"
            ])
    }

    /// A misspelt required key is one fault: the unknown key names the key it
    /// was meant to be, so "missing key" is not reported besides. A key truly
    /// missing next to an unrelated unknown key still is.
    @Test func aMisspeltRequiredKeyIsNotAlsoMissing() {
        #expect(
            Findings.of("navgraph: 1\nname: App\nrot: home\nroute:\n  home: { path: / }\n") == [
                "error[unknown-key] 3:1 unknown key 'rot' in the graph",
                "error[unknown-key] 4:1 unknown key 'route' in the graph",
            ])
        #expect(
            Findings.of(Findings.graph(routes: "  home: { paht: /, xyzzy: 1 }\n  a: { pth: /a, lifetime: 1 }\n")) == [
                "error[unknown-key] 5:11 unknown key 'paht' in route 'home'",
                "error[unknown-key] 5:20 unknown key 'xyzzy' in route 'home'",
                "error[unknown-key] 6:8 unknown key 'pth' in route 'a'",
                "error[unknown-key] 6:17 unknown key 'lifetime' in route 'a'",
            ])
        #expect(
            Findings.of(Findings.graph(routes: "  home: { xyzzy: 1 }\n")) == [
                "error[missing-key] 5:9 missing key 'path' in route 'home'",
                "error[unknown-key] 5:11 unknown key 'xyzzy' in route 'home'",
            ])
    }

    /// `to: cart` (an id where a list belongs) is one wrong-type finding:
    /// the id is kept as a list of one, so nothing downstream is unreachable.
    @Test func oneIdWhereAListBelongsIsKeptAsAListOfOne() throws {
        let text = """
            navgraph: 1
            name: App
            root: main
            containers:
              main: { kind: tabs, tabs: home }
            routes:
              home: { path: /, to: cart }
              cart: { path: /cart }
            """
        let loaded = LoadedGraph.decode(text: text).validated()
        #expect(
            Findings.lines(loaded) == [
                "error[wrong-type] 5:29 expected a list of route ids, found a string",
                "error[wrong-type] 7:24 expected a list of route ids, found a string",
            ])
        #expect(loaded.diagnostics.first?.notes == ["write a list: [home]"])
        #expect(loaded.graph?.route("home")?.to.map(\.id) == ["cart"])
    }

    /// `params` of the wrong type is one finding: the path's parameters are
    /// not also reported as undeclared.
    @Test func paramsOfTheWrongTypeDoNotMakePathParametersUndeclared() {
        #expect(
            Findings.of(Findings.graph(routes: "  home: { path: /u/:id, params: [id] }\n")) == [
                "error[wrong-type] 5:33 expected a mapping of parameter names to types, found a list"
            ])
    }

    @Test func invalidWordsSuggestTheClosestWord() {
        let loaded = Findings.decode(
            Findings.graph(routes: "  home:\n    path: /\n    presentation: modl\n    params:\n      id: Int\n"))
        #expect(loaded.diagnostics.map(\.suggestion?.message) == ["did you mean 'modal'?", "did you mean 'int'?"])
    }

    @Test func typesOtherLanguagesNameSuggestOurs() {
        let loaded = Findings.decode(
            Findings.graph(
                routes:
                    "  home:\n    path: /\n    params:\n      a: float\n      b: Integer\n      c: boolean\n      d: xyzzy\n"
            ))
        #expect(
            loaded.diagnostics.map(\.suggestion?.replacement) == ["double", "int", "bool", nil],
            "\(Findings.lines(loaded))")
    }

    @Test func aMisspeltStackEmbedSuggestsStack() {
        let loaded = LoadedGraph.decode(
            name: "navgraph.yaml",
            bytes: Array(Findings.graph(routes: "  home: { path: /, embed: stak }\n").utf8),
            includes: InMemorySourceProvider([:])
        ).validated()
        #expect(loaded.diagnostics.first { $0.code == .unknownContainer }?.suggestion?.replacement == "stack")
    }

    @Test func deepLinksModalsIsKeepOrDismiss() {
        let bad = Findings.decode(
            Findings.graph(routes: "  home: { path: / }\n", extra: "deeplinks: { modals: dismis, modal: keep }\n"))
        #expect(
            Findings.lines(bad) == [
                "error[invalid-value] 4:22 'dismis' is not what a deep link does with modals",
                "error[unknown-key] 4:30 unknown key 'modal' in deeplinks",
            ])
        #expect(bad.diagnostics.map(\.suggestion?.message) == ["did you mean 'dismiss'?", "did you mean 'modals'?"])
        #expect(bad.diagnostics.first?.notes == ["expected one of: keep, dismiss"])
        let good = LoadedGraph.decode(
            text: Findings.graph(routes: "  home: { path: / }\n", extra: "deeplinks:\n  modals: dismiss\n")
        ).validated()
        #expect(good.diagnostics.isEmpty)
        #expect(good.graph?.deepLinkModals?.value == .dismiss)
        #expect(
            LoadedGraph.decode(text: Findings.graph(routes: "  home: { path: / }\n")).validated().graph?.deepLinkModals
                == nil)
        #expect(
            Findings.of(
                Findings.graph(routes: "  home: { path: / }\n", extra: "include: [m.yaml]\n"),
                includes: ["m.yaml": "deeplinks: { modals: keep }\n"]) == [
                    "error[unknown-key] m.yaml:1:1 unknown key 'deeplinks' in a module file: 'deeplinks' is only allowed in the root file"
                ])
    }

    @Test func yesIsAStringWithAHint() {
        let loaded = Findings.decode(Findings.graph(routes: "  home:\n    path: /\n    external: yes\n"))
        #expect(Findings.lines(loaded) == ["error[wrong-type] 7:15 expected true or false, found a string"])
        #expect(loaded.diagnostics.first?.notes == ["YAML 1.2 reads 'yes' as a string; write true"])
    }

    @Test func badValuesKeepTheirDefinitions() throws {
        let loaded = Findings.decode(
            Findings.graph(
                routes: """
                      Home:
                        path: /a//b
                        presentation: sheet
                        to: [other]
                      other:
                        path: /o
                    """))
        let graph = try #require(loaded.graph)
        #expect(graph.routes.map(\.id) == ["Home", "other"])
        #expect(!graph.routes[0].path.isValid)
        #expect(graph.routes[0].path.text == "/a//b")
        #expect(graph.routes[0].presentation == .push)
        #expect(graph.routes[0].to.map(\.id) == ["other"])
        #expect(graph.routes[1].path.isValid)
    }

    @Test func nonASCIIColumnsCountCharacters() {
        let marked = MarkedText(
            "navgraph: 1\nname: App\nroot: home\nroutes:\n  home:\n    path: /\n    screen: \"Écran\"\n    to: [ünïcødé, 1️⃣x]\n    pth: /\n"
        )
        let lines = Findings.of(marked.text.replacingOccurrences(of: "to: [ünïcødé, x]", with: "to: [ünïcødé, [x]]"))
        #expect(
            lines == [
                "error[invalid-identifier] 7:13 screen 'Écran' is not a Swift type name",
                "error[wrong-type] 8:19 expected a route id, found a list",
                "error[unknown-key] 9:5 unknown key 'pth' in route 'home'",
            ])
        #expect(marked.markers["1️⃣"]!.column == 19)
    }
}

@Suite("Decoder: includes and ids")
struct DecoderIncludeTests {
    static let root = """
        navgraph: 1
        name: App
        root: home
        include:
          - modules/a.yaml
        routes:
          home: { path: /, to: [a] }
        """

    @Test func missingInclude() {
        #expect(Findings.of(Self.root) == ["error[include-missing] 5:5 included file 'modules/a.yaml' does not exist"])
    }

    @Test func unreadableInclude() {
        struct Failing: SourceProvider {
            func read(_ path: String) -> Result<[UInt8], SourceReadError> { .failure(.unreadable("permission denied")) }
        }
        let loaded = LoadedGraph.decode(name: "navgraph.yaml", bytes: Array(Self.root.utf8), includes: Failing())
        #expect(
            Findings.lines(loaded) == [
                "error[unreadable-file] 5:5 cannot read included file 'modules/a.yaml': permission denied"
            ])
    }

    @Test func includeOutsideTheRootDirectory() {
        let text = Self.root.replacingOccurrences(of: "modules/a.yaml", with: "modules/../../a.yaml")
        #expect(
            Findings.of(text) == [
                "error[include-outside-root] 5:5 include 'modules/../../a.yaml' is outside the root graph's directory"
            ])
        let absolute = Self.root.replacingOccurrences(of: "modules/a.yaml", with: "/etc/a.yaml")
        #expect(
            Findings.of(absolute) == [
                "error[include-outside-root] 5:5 include '/etc/a.yaml' is outside the root graph's directory"
            ])
    }

    @Test func aModuleMayClimbBackIntoTheRootDirectory() {
        let lines = Findings.of(
            Self.root,
            includes: [
                "modules/a.yaml": "include: [../b.yaml]\nroutes:\n  a: { path: /a }\n",
                "b.yaml": "routes:\n  b: { path: /b }\n",
            ])
        #expect(lines == [])
    }

    @Test func includeCycleThroughTheRoot() {
        let lines = Findings.of(
            Self.root, includes: ["modules/a.yaml": "include: [../navgraph.yaml]\nroutes:\n  a: { path: /a }\n"])
        #expect(
            lines == [
                "error[include-cycle] modules/a.yaml:1:11 include cycle: navgraph.yaml -> modules/a.yaml -> navgraph.yaml"
            ])
    }

    @Test func selfInclude() {
        let lines = Findings.of(
            Self.root, includes: ["modules/a.yaml": "include: [a.yaml]\nroutes:\n  a: { path: /a }\n"])
        #expect(lines == ["error[include-cycle] modules/a.yaml:1:11 include cycle: modules/a.yaml -> modules/a.yaml"])
    }

    @Test func duplicateRouteAcrossFilesNamesBothPlaces() throws {
        let loaded = Findings.decode(
            Self.root, includes: ["modules/a.yaml": "routes:\n  a: { path: /a }\n  home: { path: /home }\n"])
        #expect(Findings.lines(loaded) == ["error[duplicate-id] modules/a.yaml:3:3 duplicate route id 'home'"])
        let d = try #require(loaded.diagnostics.first)
        #expect(d.secondary.map(\.message) == ["first defined here"])
        #expect(d.secondary.first.map { loaded.sources.location(of: $0.span)!.start.line } == 7)
        #expect(d.secondary.first?.span.file == 0)
        #expect(d.notes == ["'home' is first defined at navgraph.yaml:7:3"])
        #expect(loaded.graph?.routes.map(\.path.text) == ["/", "/a"], "the second definition is dropped")
    }

    @Test func duplicateIDsOfEveryKind() {
        let lines = Findings.of(
            Self.root
                + "\nauth:\n  r: { login: home }\nlifetimes:\n  l: 5s\ncontainers:\n  c: { kind: custom, type: C }\n",
            includes: [
                "modules/a.yaml": """
                auth:
                  r: { login: a }
                lifetimes:
                  l: 6s
                containers:
                  c: { kind: custom, type: D }
                routes:
                  a: { path: /a }
                interceptors:
                  - { id: i, on: a, show: a }
                  - { id: i, on: a, show: a }
                """
            ])
        #expect(
            lines == [
                "error[duplicate-id] modules/a.yaml:2:3 duplicate realm id 'r'",
                "error[duplicate-id] modules/a.yaml:4:3 duplicate lifetime id 'l'",
                "error[duplicate-id] modules/a.yaml:6:3 duplicate container id 'c'",
                "error[duplicate-id] modules/a.yaml:11:11 duplicate interceptor id 'i'",
            ])
    }

    @Test func duplicateKeyInOneFileIsReportedOnce() {
        let lines = Findings.of(Findings.graph(routes: "  home: { path: / }\n  home: { path: /x }\n"))
        #expect(lines == ["error[duplicate-key] 6:3 duplicate key 'home'"])
    }

    @Test func yamlErrorInAModuleKeepsTheRest() throws {
        let loaded = Findings.decode(Self.root, includes: ["modules/a.yaml": "routes: [\n"])
        #expect(Findings.lines(loaded).count == 1)
        #expect(loaded.diagnostics.first?.code == .yamlSyntax)
        #expect(loaded.diagnostics.first?.span.file == 1)
        #expect(loaded.graph?.routes.map(\.id) == ["home"])
    }

    @Test func moduleNotAMapping() {
        #expect(
            Findings.of(Self.root, includes: ["modules/a.yaml": "- a\n"]) == [
                "error[wrong-type] modules/a.yaml:1:1 expected a module: a mapping with routes, interceptors, containers, auth or lifetimes, found a list"
            ])
    }
}
