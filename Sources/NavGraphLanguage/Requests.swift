import NavGraphLSP

/// The requests the server answers, by method.
extension LanguageServer {
    typealias Handler = @Sendable (LanguageServer, JSON) -> Result<JSON, ResponseError>

    static let requests: [String: Handler] = [
        "textDocument/definition": { server, params in
            positional(params) { uri, at in .array(server.workspace.definition(uri: uri, position: at).map(\.json)) }
        },
        "textDocument/references": { server, params in
            let include = params["context"]?["includeDeclaration"]?.bool ?? true
            return positional(params) { uri, at in
                .array(server.workspace.references(uri: uri, position: at, includeDeclaration: include).map(\.json))
            }
        },
        "textDocument/documentHighlight": { server, params in
            positional(params) { uri, at in
                .array(
                    server.workspace.highlights(uri: uri, position: at).map {
                        .object(["range": $0.0.json, "kind": .int($0.1.rawValue)])
                    })
            }
        },
        "textDocument/prepareRename": { server, params in
            positional(params) { uri, at in
                guard let (range, name) = server.workspace.prepareRename(uri: uri, position: at) else { return .null }
                return .object(["range": range.json, "placeholder": .string(name)])
            }
        },
        "textDocument/rename": { server, params in
            guard let uri = params["textDocument"]?["uri"]?.string, let at = Position(json: params["position"]),
                let name = params["newName"]?.string
            else { return .failure(ResponseError(.invalidParams, "expected textDocument, position and newName")) }
            return server.workspace.rename(uri: uri, position: at, to: name).map { $0?.json ?? .null }
        },
        "textDocument/completion": { server, params in
            positional(params) { uri, at in
                let list = server.workspace.completionList(uri: uri, position: at)
                return .object(["isIncomplete": .bool(list.isIncomplete), "items": .array(list.items.map(\.json))])
            }
        },
        "textDocument/hover": { server, params in
            positional(params) { uri, at in
                guard let (text, range) = server.workspace.hover(uri: uri, position: at) else { return .null }
                return .object([
                    "contents": .object(["kind": .string("markdown"), "value": .string(text)]), "range": range.json,
                ])
            }
        },
        "textDocument/documentSymbol": { server, params in
            guard let uri = params["textDocument"]?["uri"]?.string else {
                return .failure(ResponseError(.invalidParams, "expected textDocument"))
            }
            return .success(DocumentSymbol.json(server.workspace.symbols(uri: uri)))
        },
        "textDocument/codeAction": { server, params in
            guard let uri = params["textDocument"]?["uri"]?.string, let range = LSPRange(json: params["range"]) else {
                return .failure(ResponseError(.invalidParams, "expected textDocument and range"))
            }
            return .success(.array(server.workspace.codeActions(uri: uri, range: range)))
        },
    ]

    private static func positional(_ params: JSON, _ body: (String, Position) -> JSON) -> Result<JSON, ResponseError> {
        guard let uri = params["textDocument"]?["uri"]?.string, let at = Position(json: params["position"]) else {
            return .failure(ResponseError(.invalidParams, "expected textDocument and position"))
        }
        return .success(body(uri, at))
    }
}
