import NavGraphCore
import NavGraphModel

/// The route enum, its `ID` enum and the enums of enum parameters.
struct RouteEnumDecls: Sendable {
    let graph: Graph
    let names: RouteTableNames
    let access: AccessLevel

    var nodes: [SwiftNode] {
        let (routes, names) = (graph.routes, names)
        let members = SwiftRows(count: routes.count) { i, w in
            w.fixed("/// `")
            w.commentText(routes[i].pathText)
            w.fixed("`")
            w.endLine()
            w.fixed("case ")
            w.name(names.routeNames, i)
            let params = names.params(i)
            if !params.isEmpty {
                w.fixed("(")
                for j in params.indices {
                    if j > params.startIndex { w.fixed(", ") }
                    params[j].writeDeclaration(&w)
                }
                w.fixed(")")
            }
            w.endLine()
        }
        var out: [SwiftNode] = [
            .doc("A screen of the \(graph.name.value) navigation graph with its parameters."),
            .block("\(access)enum \(name: names.routeType): Hashable, Sendable {", [.rows(members)]),
            .blank,
        ]
        var nested: [SwiftNode] = [
            .doc("A route without its parameters: what the graph says about it. Raw values are the graph's route ids."),
            idEnum, .blank,
        ]
        for r in graph.routes.indices {
            for p in names.params(r) {
                guard let type = p.enumType, case .enumeration(let words) = p.param.type else { continue }
                nested += enumParameter(route: graph.routes[r], param: p.param, type: type, words: words)
                nested.append(.blank)
            }
        }
        nested += [.doc("The route without its parameters."), idProperty]
        out.append(.block("extension \(name: names.routeType) {", nested))
        out.append(.blank)
        return out
    }

    private var idEnum: SwiftNode {
        let (routes, names) = (graph.routes, names)
        let cases = SwiftRows(count: routes.count) { i, w in
            w.fixed("case ")
            w.name(names.routeNames, i)
            if names.routeCases[i] != routes[i].id {
                w.fixed(" = ")
                w.string(routes[i].id)
            }
            w.endLine()
        }
        return .block("\(access)enum ID: String, Hashable, Sendable, CaseIterable {", [.rows(cases)])
    }

    private func enumParameter(route: Route, param: Parameter, type: String, words: [String]) -> [SwiftNode] {
        var seen: Set<String> = []
        var cases: [SwiftNode] = []
        for word in words where seen.insert(word).inserted {
            let name = names.enumCase(type, word)
            cases.append(name == word ? .line("case \(name: name)") : .line("case \(name: name) = \(string: word)"))
        }
        return [
            .doc("The values of `\(param.name)` of `\(route.id)`."),
            .block("\(access)enum \(name: type): String, Hashable, Sendable, CaseIterable {", cases),
        ]
    }

    private var idProperty: SwiftNode {
        let names = names
        let cases = SwiftRows(count: names.routeCases.count) { i, w in
            names.writeCase(i, &w)
            w.fixed(": return .")
            w.name(names.routeNames, i)
            w.endLine()
        }
        let unreachable = RouteTableNames.unreachableDefault(routeCount: cases.count)
        return .block("\(access)var id: ID {", [.switchOver("self", [.rows(cases)] + unreachable)])
    }
}
