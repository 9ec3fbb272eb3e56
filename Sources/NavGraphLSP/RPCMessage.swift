/// JSON-RPC 2.0 as the Language Server Protocol uses it.
public enum RPCMessage: Sendable, Hashable {
    case request(id: JSON, method: String, params: JSON)
    case notification(method: String, params: JSON)
    /// An answer to something the server asked (its registration of file watchers; ignored).
    case response(id: JSON)

    /// Reads a message body; a body that is not a JSON-RPC message is an error to answer.
    public static func decode(_ body: [UInt8]) -> Result<RPCMessage, ResponseError> {
        let json: JSON
        do { json = try JSON.parse(body) } catch {
            return .failure(ResponseError(.parseError, "message is not JSON: \(error.message) at byte \(error.offset)"))
        }
        guard case .object(let fields) = json else {
            return .failure(ResponseError(.invalidRequest, "message is not a JSON object"))
        }
        let params = fields["params"] ?? .null
        guard let method = fields["method"] else {
            if let id = fields["id"], fields["result"] != nil || fields["error"] != nil {
                return .success(.response(id: id))
            }
            return .failure(ResponseError(.invalidRequest, "message has no method"))
        }
        guard case .string(let name) = method else {
            return .failure(ResponseError(.invalidRequest, "method is not a string"))
        }
        if let id = fields["id"] {
            switch id {
            case .int, .string: return .success(.request(id: id, method: name, params: params))
            default: return .failure(ResponseError(.invalidRequest, "id is neither a number nor a string"))
            }
        }
        return .success(.notification(method: name, params: params))
    }

    public static func response(id: JSON, result: JSON) -> JSON {
        .object(["jsonrpc": .string("2.0"), "id": id, "result": result])
    }

    public static func response(id: JSON, error: ResponseError) -> JSON {
        .object(["jsonrpc": .string("2.0"), "id": id, "error": error.json])
    }

    /// A request the server sends the client (`client/registerCapability`).
    public static func request(id: JSON, method: String, params: JSON) -> JSON {
        .object(["jsonrpc": .string("2.0"), "id": id, "method": .string(method), "params": params])
    }

    public static func notification(method: String, params: JSON) -> JSON {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])
    }
}

/// An error answer.
public struct ResponseError: Error, Sendable, Hashable {
    public enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestCancelled = -32800
        case requestFailed = -32803
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var json: JSON {
        .object(["code": .int(code.rawValue), "message": .string(message)])
    }
}
