import TestSupport
import Testing

@testable import NavGraphCore
@testable import NavGraphModel
@testable import NavGraphRendering

/// The picture model and its DOT and Mermaid renderings.
@Suite("Picture")
struct PictureTests {
    /// Decodes and checks `text`; the test fails when no graph comes out.
    static func load(_ text: String, includes: [String: String] = [:]) throws -> LoadedGraph {
        let loaded = LoadedGraph.decode(text: text, name: "navgraph.yaml", includes: includes).validated()
        _ = try #require(loaded.graph, "\(loaded.diagnostics.map(\.message))")
        return loaded
    }

    static func picture(_ text: String) throws -> GraphPicture {
        let loaded = try load(text)
        return GraphPicture(graph: loaded.graph!, highlights: .from(loaded.diagnostics, in: loaded.graph!))
    }

    static let small = """
        navgraph: 1
        name: Mini
        scheme: mini
        root: main
        auth:
          signedIn:
            login: login
        containers:
          main:
            kind: tabs
            tabs: [home, account]
        routes:
          home:
            path: /
            to: [item]
          item:
            path: /item/:id
            params:
              id: int
            external: true
          account:
            path: /account
            auth: signedIn
          login:
            path: /login
            presentation: modal
          intro:
            path: /intro
            presentation: modal
        interceptors:
          - id: welcome
            on: home
            when: after
            priority: high
            show: intro
        """

    @Test("routes are grouped by container and edges drawn by kind")
    func smallGraphDOT() throws {
        let dot = DOTRenderer().render(try Self.picture(Self.small))
        let expected = ##"""
            digraph "Mini" {
              graph [rankdir=LR, compound=true, fontname="Helvetica", fontsize=14, label="Mini navigation", labelloc=t, nodesep=0.3, ranksep=0.6];
              node [shape=box, style="rounded", fontname="Helvetica", fontsize=11, color="#24292f", fontcolor="#24292f"];
              edge [fontname="Helvetica", fontsize=9, color="#24292f", arrowsize=0.7];
              "(start)" [shape=circle, style=filled, fillcolor="#24292f", label="", width=0.15, fixedsize=true];
              subgraph "cluster_main" {
                label="main (tabs)"; style="rounded,dashed"; color="#57606a"; fontcolor="#57606a"; fontsize=11;
                "home" [label="home\n/\nselected tab", style="rounded"];
                "account" [label="account\n/account\nauth: signedIn", style="rounded,filled", fillcolor="#fff8c5"];
              }
              "item" [label="item\n/item/:id\nexternal", style="rounded", peripheries=2, color="#0969da"];
              "login" [label="login\n/login\nmodal", style="rounded"];
              "intro" [label="intro\n/intro\nmodal", style="rounded"];
              "(start)" -> "home" [arrowhead=normal, lhead="cluster_main"];
              "home" -> "item";
              "home" -> "intro" [style=dashed, color="#8250df", fontcolor="#8250df", label="welcome\nafter, high"];
              "account" -> "login" [style=dotted, color="#bc4c00", fontcolor="#bc4c00", label="login: signedIn"];
            }

            """##
        #expect(dot == expected)
    }

    @Test("the Mermaid flowchart shows the same nodes, clusters and edge kinds")
    func smallGraphMermaid() throws {
        let mermaid = MermaidRenderer().render(try Self.picture(Self.small))
        let expected = ##"""
            flowchart LR
              start((" "))
              subgraph c_main["main (tabs)"]
                r_home["home<br/>/<br/>selected tab"]
                r_account["account<br/>/account<br/>auth: signedIn"]
              end
              r_item["item<br/>/item/:id<br/>external"]
              r_login(["login<br/>/login<br/>modal"])
              r_intro(["intro<br/>/intro<br/>modal"])
              start --> r_home
              r_home --> r_item
              r_home -. "welcome: after, high" .-> r_intro
              r_account == "login: signedIn" ==> r_login
              classDef protected fill:#fff8c5,stroke:#24292f
              classDef external stroke:#0969da,stroke-width:3px
              classDef unreachable fill:#ffebe9,stroke:#cf222e,color:#cf222e
              classDef cycle stroke:#cf222e,stroke-width:3px
              class r_account protected
              class r_item external

            """##
        #expect(mermaid == expected)
    }

    @Test("unreachable routes are highlighted from check's findings")
    func unreachableHighlighted() throws {
        let loaded = try Self.load(
            """
            navgraph: 1
            name: Lost
            root: home
            routes:
              home:
                path: /
              orphan:
                path: /orphan
            """)
        #expect(loaded.diagnostics.map(\.code) == [.unreachableRoute])
        let picture = GraphPicture(graph: loaded.graph!, highlights: .from(loaded.diagnostics, in: loaded.graph!))
        #expect(picture.node("orphan")?.unreachable == true)
        #expect(picture.node("home")?.unreachable == false)
        let dot = DOTRenderer().render(picture)
        #expect(
            dot.contains(
                ##""orphan" [label="orphan\n/orphan\nunreachable", style="rounded,filled", fillcolor="#ffebe9", color="#cf222e", fontcolor="#cf222e"];"##
            ))
        #expect(dot.contains(##""home" [label="home\n/", style="rounded,bold"];"##))
        let mermaid = MermaidRenderer().render(picture)
        #expect(mermaid.contains("  class r_orphan unreachable\n"))
    }

    @Test("cycle members and the cycle's edges are highlighted")
    func cycleHighlighted() throws {
        // Built by hand: the picture must not depend on which check reports a cycle.
        let loaded = try Self.load(
            """
            navgraph: 1
            name: Loop
            root: a
            routes:
              a:
                path: /a
                to: [b]
              b:
                path: /b
                to: [c]
              c:
                path: /c
                to: [a]
            """)
        let highlights = PictureHighlights(cycles: [["a", "b", "c"]])
        let picture = GraphPicture(graph: loaded.graph!, highlights: highlights)
        #expect(picture.nodes.map(\.inCycle) == [true, true, true])
        #expect(picture.edges.map(\.inCycle) == [true, true, true])
        let dot = DOTRenderer().render(picture)
        #expect(dot.contains(##""b" -> "c" [color="#cf222e", penwidth=2.5];"##))
        #expect(
            dot.contains(##""c" [label="c\n/c\non a cycle", style="rounded,bold", penwidth=2.5, color="#cf222e"];"##))
        let mermaid = MermaidRenderer().render(picture)
        #expect(mermaid.contains("  class r_a,r_b,r_c cycle\n"))
        // The start edge is link 0; the three `to` edges are 1, 2, 3.
        #expect(mermaid.contains("  linkStyle 1,2,3 stroke:#cf222e,stroke-width:3px\n"))
    }

    @Test("every route of a push cycle's component is highlighted, not only the shortest cycle")
    func pushComponentHighlighted() throws {
        let loaded = try Self.load(
            """
            navgraph: 1
            name: Ring
            root: a
            routes:
              a:
                path: /a
                to: [b]
              b:
                path: /b
                to: [a, c, d]
              c:
                path: /c
                to: [a]
              d:
                path: /d
                presentation: modal
            """)
        let finding = try #require(loaded.diagnostics.first { $0.code == .pushCycle })
        #expect(finding.message == "push edges form a cycle: a -> b -> a")
        let picture = GraphPicture(graph: loaded.graph!, highlights: .from(loaded.diagnostics, in: loaded.graph!))
        #expect(picture.nodes.map(\.inCycle) == [true, true, true, false])
        #expect(picture.edges.filter(\.inCycle).map { "\($0.from)->\($0.to)" } == ["a->b", "b->a", "b->c", "c->a"])
    }

    @Test("a cycle is read from a finding's message, quotes or not")
    func cycleParsedFromMessage() {
        #expect(PictureHighlights.cycle(in: "push cycle: a -> b -> a") == ["a", "b"])
        #expect(
            PictureHighlights.cycle(in: "screens wait on each other: 'x' -> 'y' -> 'z' -> 'x' (never ends)") == [
                "x", "y", "z",
            ])
        #expect(PictureHighlights.cycle(in: "route 'a' pushes itself: a -> a") == ["a"])
        #expect(PictureHighlights.cycle(in: "no cycle here") == nil)
        #expect(PictureHighlights.quotedNames(in: "route 'orphan' is unreachable") == ["orphan"])
    }

    @Test("interceptors on every route come from one 'every route' node")
    func everyRouteInterceptor() throws {
        let picture = try Self.picture(
            """
            navgraph: 1
            name: Star
            root: home
            routes:
              home:
                path: /
              gate:
                path: /gate
                presentation: modal
            interceptors:
              - id: consent
                on: "*"
                priority: mandatory
                show: gate
            """)
        #expect(picture.hasEveryRouteNode)
        let dot = DOTRenderer().render(picture)
        #expect(dot.contains(##"  "*" [shape=plaintext, label="every route", fontcolor="#8250df"];"##))
        #expect(
            dot.contains(
                ##"  "*" -> "gate" [style=dashed, color="#8250df", fontcolor="#8250df", label="consent\nbefore, mandatory"];"##
            ))
        #expect(MermaidRenderer().render(picture).contains(##"  every -. "consent: before, mandatory" .-> r_gate"##))
    }

    @Test("containers nest by their embed, and an embed cycle still draws")
    func nestedContainers() throws {
        let loaded = LoadedGraph.decode(
            text: """
                navgraph: 1
                name: Nest
                root: outer
                containers:
                  outer:
                    kind: custom
                    type: OuterController
                    embed: inner
                  inner:
                    kind: custom
                    type: InnerController
                    embed: outer
                  wrap:
                    kind: custom
                    type: WrapController
                    embed: inner
                routes:
                  home:
                    path: /
                    embed: wrap
                """
        ).validated()
        let graph = try #require(loaded.graph)
        #expect(loaded.diagnostics.contains { $0.code == .embedCycle })
        let picture = GraphPicture(graph: graph)
        #expect(picture.clusters.map(\.id) == ["outer"])
        #expect(picture.clusters[0].children.map(\.id) == ["inner"])
        #expect(picture.clusters[0].children[0].children.map(\.id) == ["wrap"])
        #expect(picture.clusters[0].children[0].children[0].routes == ["home"])
        let dot = DOTRenderer().render(picture)
        #expect(dot.contains("      subgraph \"cluster_wrap\" {\n        label=\"wrap (custom)\";"))
    }

    @Test("a custom container root starts at the first route shown in it")
    func customRootStart() throws {
        let picture = try Self.picture(
            """
            navgraph: 1
            name: Wizard
            root: wizard
            containers:
              wizard:
                kind: custom
                type: WizardController
            routes:
              intro:
                path: /
                embed: wizard
                to: [done]
              done:
                path: /done
                embed: wizard
            """)
        #expect(picture.startContainer == "wizard")
        #expect(picture.start == "intro")
        #expect(picture.clusters.map(\.routes) == [["intro", "done"]])
        let dot = DOTRenderer().render(picture)
        #expect(dot.contains(##"  "(start)" -> "intro" [arrowhead=normal, lhead="cluster_wizard"];"##))
        #expect(dot.contains(##"    label="wizard (custom)";"##))
    }

    @Test("quotes and backslashes cannot break the DOT or Mermaid syntax")
    func escaping() {
        #expect(DOTRenderer().quote(##"a "b" \c"##) == ##""a \"b\" \\c""##)
        #expect(MermaidRenderer().text(##"a "b" <c> #1"##) == ##""a #quot;b#quot; #lt;c#gt; #35;1""##)
        // A directive in a label (Mermaid reads them anywhere, quoted or not) is only text.
        #expect(
            MermaidRenderer().text(##"%%{init: {"theme": "dark"}}%%"##)
                == ##""#37;#37;{init: {#quot;theme#quot;: #quot;dark#quot;}}#37;#37;""##)
        // An invalid id (reported by check) still makes one Mermaid token.
        #expect(MermaidRenderer().nodeID(##"my "route""##) == "r_my_u20__u22_route_u22_")
        #expect(MermaidRenderer().nodeID("home_2") == "r_home_2")
    }

    @Test("the example shop graph renders as its golden DOT and Mermaid")
    func shopGolden() throws {
        let root = RepoPaths.read(RepoPaths.fixture("shop/navgraph.yaml"))
        let includes = [
            "modules/account.yaml": RepoPaths.read(RepoPaths.fixture("shop/modules/account.yaml")),
            "modules/checkout.yaml": RepoPaths.read(RepoPaths.fixture("shop/modules/checkout.yaml")),
        ]
        let loaded = try Self.load(root, includes: includes)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics.map(\.message))")
        let picture = GraphPicture(graph: loaded.graph!, highlights: .from(loaded.diagnostics, in: loaded.graph!))
        #expect(picture.nodes.count == loaded.graph!.routes.count)
        #expect(picture.clusters.map(\.id) == ["main"])
        #expect(picture.clusters[0].routes == ["home", "search", "account"])
        let dot = DOTRenderer().render(picture)
        let mermaid = MermaidRenderer().render(picture)
        #expect(Golden.mismatch(dot, golden: "picture/shop.dot") == nil)
        #expect(Golden.mismatch(mermaid, golden: "picture/shop.mmd") == nil)
        // Same input, same bytes.
        #expect(
            DOTRenderer().render(
                GraphPicture(graph: loaded.graph!, highlights: .from(loaded.diagnostics, in: loaded.graph!))) == dot)
    }
}
