import NavGraphCore
import NavGraphLSP

/// `navgraph lsp`: the Language Server Protocol 3.17 over a byte stream.
/// One message at a time; every request gets an answer (an error answer for
/// a malformed message or an unknown method), and the server goes on until
/// `exit`.
public final class LanguageServer {
    let workspace: Workspace
    private let version: String
    private var initialized = false
    private var shuttingDown = false
    /// Sends one message (the host writes it framed to standard output).
    private let send: (JSON) -> Void

    public init(files: any WorkspaceFiles, version: String, send: @escaping (JSON) -> Void) {
        workspace = Workspace(files: files)
        self.version = version
        self.send = send
    }

    /// Graph checks run so far (a change re-checks each graph it touches once).
    public var checkCount: Int { workspace.checkCount }

    /// Reads and handles messages until `exit` or the end of input; returns
    /// the exit status: 0 after `shutdown` then `exit`, else 1.
    public func run<Source: ByteSource>(_ reader: inout MessageReader<Source>) -> Int32 {
        while true {
            switch reader.next() {
            case .end:
                return 1
            case .malformed(let why):
                send(RPCMessage.response(id: .null, error: ResponseError(.parseError, "malformed message: " + why)))
            case .message(let body):
                if let status = handle(body: body) { return status }
            }
        }
    }

    /// Handles one message body; returns an exit status when the message was `exit`.
    public func handle(body: [UInt8]) -> Int32? {
        switch RPCMessage.decode(body) {
        case .failure(let error):
            send(RPCMessage.response(id: .null, error: error))
        case .success(.response):
            break
        case .success(.notification(let method, let params)):
            if method == "exit" { return shuttingDown ? 0 : 1 }
            guard initialized, !shuttingDown else { break }
            notify(method, params)
        case .success(.request(let id, let method, let params)):
            switch answer(method, params) {
            case .success(let result): send(RPCMessage.response(id: id, result: result))
            case .failure(let error): send(RPCMessage.response(id: id, error: error))
            }
        }
        return nil
    }

    private func answer(_ method: String, _ params: JSON) -> Result<JSON, ResponseError> {
        if method == "initialize" {
            initialized = true
            return .success(capabilities)
        }
        guard initialized else { return .failure(ResponseError(.serverNotInitialized, "initialize first")) }
        if shuttingDown { return .failure(ResponseError(.invalidRequest, "the server is shutting down")) }
        if method == "shutdown" {
            shuttingDown = true
            return .success(.null)
        }
        guard let handler = LanguageServer.requests[method] else {
            return .failure(ResponseError(.methodNotFound, "method '\(method)' is not supported"))
        }
        return handler(self, params)
    }

    private func notify(_ method: String, _ params: JSON) {
        let published: [PublishedDiagnostics]
        let doc = params["textDocument"]
        switch method {
        case "textDocument/didOpen":
            guard let uri = doc?["uri"]?.string, let text = doc?["text"]?.string else { return }
            published = workspace.open(uri: uri, text: text)
        case "textDocument/didChange":
            // Full synchronisation: the last change holds the whole text.
            guard let uri = doc?["uri"]?.string, let text = params["contentChanges"]?.array?.last?["text"]?.string
            else { return }
            published = workspace.change(uri: uri, text: text)
        case "textDocument/didClose":
            guard let uri = doc?["uri"]?.string else { return }
            published = workspace.close(uri: uri)
        case "textDocument/didSave":
            published = []
        case "workspace/didChangeWatchedFiles":
            published = (params["changes"]?.array ?? []).compactMap { $0["uri"]?.string }
                .flatMap { workspace.changedOnDisk(uri: $0) }
        default:
            // Other notifications (initialized, $/cancelRequest, ...) need nothing.
            return
        }
        for p in published {
            send(
                RPCMessage.notification(
                    method: "textDocument/publishDiagnostics",
                    params: .object([
                        "uri": .string(p.uri), "diagnostics": .array(p.diagnostics.map(\.json)),
                    ])))
        }
        workspace.releaseRetired()
    }

    private var capabilities: JSON {
        .object([
            "capabilities": .object([
                "positionEncoding": .string("utf-16"),
                "textDocumentSync": .object([
                    "openClose": .bool(true), "change": .int(1), "save": .object(["includeText": .bool(false)]),
                ]),
                "definitionProvider": .bool(true),
                "referencesProvider": .bool(true),
                "documentHighlightProvider": .bool(true),
                "renameProvider": .object(["prepareProvider": .bool(true)]),
                "completionProvider": .object([
                    "triggerCharacters": .array([":", " ", "[", ",", "(", "-"].map(JSON.string))
                ]),
                "hoverProvider": .bool(true),
                "documentSymbolProvider": .bool(true),
                "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
            ]),
            "serverInfo": .object(["name": .string("navgraph"), "version": .string(version)]),
        ])
    }
}
