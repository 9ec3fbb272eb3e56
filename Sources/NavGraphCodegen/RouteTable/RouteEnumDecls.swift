import NavGraphCore

/// The route enum, its `ID` enum and the enums of enum parameters.
struct RouteEnumDecls: Sendable {
    let graph: Graph
    let names: RouteTableNames
    let access: AccessLevel

    var nodes: [SwiftNode] {
        var members: [SwiftNode] = []
        for (i, route) in graph.routes.enumerated() {
            members.append(.doc("`" + route.path.text + "`"))
            let params = names.params[i]
            if params.isEmpty {
                members.append(.line("case \(name: names.routeCases[i])"))
            } else {
                let decls = SwiftCode.joined(params.map(\.declaration))
                members.append(.line("case \(name: names.routeCases[i])(\(decls))"))
            }
        }
        var out: [SwiftNode] = [
            .doc("A screen of the \(graph.name.value) navigation graph with its parameters."),
            .block("\(access)enum \(name: names.routeType): Hashable, Sendable {", members),
            .blank,
        ]
        var nested: [SwiftNode] = [
            .doc("A route without its parameters: what the graph says about it. Raw values are the graph's route ids."),
            idEnum, .blank,
        ]
        for r in graph.routes.indices {
            for p in graph.routes[r].params.indices {
                guard let type = names.enumTypes[r][p], case .enumeration(let words) = graph.routes[r].params[p].type
                else { continue }
                nested += enumParameter(route: graph.routes[r], param: graph.routes[r].params[p], type: type, words: words)
                nested.append(.blank)
            }
        }
        nested += [.doc("The route without its parameters."), idProperty]
        out.append(.block("extension \(name: names.routeType) {", nested))
        out.append(.blank)
        return out
    }

    private var idEnum: SwiftNode {
        let cases = graph.routes.indices.map { i -> SwiftNode in
            let name = names.routeCases[i]
            let id = graph.routes[i].id
            return name == id
                ? .line("case \(name: name)")
                : .line("case \(name: name) = \(string: id)")
        }
        return .block("\(access)enum ID: String, Hashable, Sendable, CaseIterable {", cases)
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
        let cases = names.routeCases.map { name -> SwiftNode in
            .caseLabel("case .\(name: name): return .\(name: name)", [])
        }
        let unreachable = RouteTableNames.unreachableDefault(routeCount: cases.count)
        return .block("\(access)var id: ID {", [.switchOver("self", cases + unreachable)])
    }
}
