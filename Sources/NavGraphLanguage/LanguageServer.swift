import NavGraphCore
import NavGraphLSP
import NavGraphModel

/// `navgraph lsp`: the Language Server Protocol 3.17 over a byte stream.
/// One message at a time; every request gets an answer (an error answer for
/// a malformed message or an unknown method), and the server goes on until
/// `exit`.
///
/// Changes are applied as they come, but checked once the client has sent
/// no more (or before the next request): a burst of changes costs one check
/// of each document's newest text.
public final class LanguageServer {
    let workspace: Workspace
    private let version: String
    private var initialized = false
    private var shuttingDown = false
    /// The client said it can watch files for us (`workspace.didChangeWatchedFiles.dynamicRegistration`).
    private var clientWatchesFiles = false
    /// Ids of queued requests the client cancelled (seen ahead in the input).
    private var cancelledIDs: Set<JSON> = []
    /// Message bytes handled since memory was last given back.
    private var bytesSinceRelease = 0
    /// Sends one message (the host writes it framed to standard output).
    private let send: (JSON) -> Void
    /// Gives freed memory back to the system (the host knows how); called
    /// when the input goes quiet after a burst of large messages.
    public var releaseMemory: () -> Void = {}
    /// Memory is given back after this many bytes of messages.
    public var releaseThreshold = 16 << 20

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
                if let status = handle(message: body, lookAhead: { reader.lookAhead($0) }) { return status }
            }
            if !reader.hasPendingInput() { settle() }
        }
    }

    /// Handles one message body as if nothing followed it; returns an exit
    /// status when the message was `exit`.
    public func handle(body: [UInt8]) -> Int32? {
        let status = handle(message: body, lookAhead: { _ in })
        if status == nil { settle() }
        return status
    }

    /// Checks what changed and publishes the findings; gives memory back after a burst.
    private func settle() {
        publish(workspace.flush())
        if bytesSinceRelease >= releaseThreshold {
            bytesSinceRelease = 0
            releaseMemory()
        }
    }

    /// `lookAhead` shows the messages queued behind this one (for cancellations).
    private func handle(message body: [UInt8], lookAhead: (_ visit: (ArraySlice<UInt8>) -> Void) -> Void) -> Int32? {
        bytesSinceRelease += body.count
        switch RPCMessage.decode(body) {
        case .failure(let error):
            send(RPCMessage.response(id: .null, error: error))
        case .success(.response):
            break
        case .success(.notification(let method, let params)):
            if method == "exit" { return shuttingDown ? 0 : 1 }
            if method == "$/cancelRequest", let id = params["id"] {
                // The request came before its cancellation, so it was answered already.
                cancelledIDs.remove(id)
                break
            }
            guard initialized, !shuttingDown else { break }
            notify(method, params)
        case .success(.request(let id, let method, let params)):
            lookAhead { ahead in
                if let cancelled = LanguageServer.cancelledID(in: ahead) { cancelledIDs.insert(cancelled) }
            }
            if cancelledIDs.remove(id) != nil {
                send(RPCMessage.response(id: id, error: ResponseError(.requestCancelled, "request cancelled")))
                break
            }
            // The answer is about the documents as they are now, after the findings on them.
            publish(workspace.flush())
            switch answer(method, params) {
            case .success(let result): send(RPCMessage.response(id: id, result: result))
            case .failure(let error): send(RPCMessage.response(id: id, error: error))
            }
        }
        return nil
    }

    /// The id a `$/cancelRequest` body names; nil for any other message
    /// (a cheap look for the method's name first: most bodies are changes).
    static func cancelledID(in body: ArraySlice<UInt8>) -> JSON? {
        let needle = Array("$/cancelRequest".utf8)
        guard body.count >= needle.count,
            body.indices.dropLast(needle.count - 1).contains(where: { body[$0...].starts(with: needle) })
        else { return nil }
        guard case .success(.notification("$/cancelRequest", let params)) = RPCMessage.decode(Array(body)) else {
            return nil
        }
        return params["id"]
    }

    private func answer(_ method: String, _ params: JSON) -> Result<JSON, ResponseError> {
        if shuttingDown { return .failure(ResponseError(.invalidRequest, "the server is shutting down")) }
        if method == "initialize" {
            if initialized { return .failure(ResponseError(.invalidRequest, "the server is initialized already")) }
            initialized = true
            clientWatchesFiles =
                params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
            workspace.folders = LanguageServer.folders(in: params)
            return .success(capabilities)
        }
        guard initialized else { return .failure(ResponseError(.serverNotInitialized, "initialize first")) }
        if method == "shutdown" {
            shuttingDown = true
            return .success(.null)
        }
        guard let handler = LanguageServer.requests[method] else {
            return .failure(ResponseError(.methodNotFound, "method '\(method)' is not supported"))
        }
        return handler(self, params)
    }

    /// The workspace's folders (`workspaceFolders`, else `rootUri`), where rename looks for closed scripts.
    static func folders(in params: JSON) -> [String] {
        if let list = params["workspaceFolders"]?.array, !list.isEmpty {
            return list.compactMap { $0["uri"]?.string.flatMap(FileURI.path(of:)) }
        }
        if let root = params["rootUri"]?.string.flatMap(FileURI.path(of:)) { return [root] }
        return params["rootPath"]?.string.map { [$0] } ?? []
    }

    private func notify(_ method: String, _ params: JSON) {
        let doc = params["textDocument"]
        switch method {
        case "initialized":
            if clientWatchesFiles { registerWatchers() }
        case "textDocument/didOpen":
            guard let uri = doc?["uri"]?.string, let text = doc?["text"]?.string else { return }
            workspace.open(uri: uri, text: text, version: doc?["version"]?.int)
        case "textDocument/didChange":
            // The server asks for whole texts; a change with a range (a client that edits
            // anyway) is applied as the edit it is, in order.
            guard let uri = doc?["uri"]?.string, let changes = params["contentChanges"]?.array else { return }
            let edits = changes.compactMap { c in
                c["text"]?.string.map { (range: LSPRange(json: c["range"]), text: $0) }
            }
            workspace.change(uri: uri, edits: edits, version: doc?["version"]?.int)
        case "textDocument/didClose":
            guard let uri = doc?["uri"]?.string else { return }
            workspace.close(uri: uri)
        case "textDocument/didSave":
            guard let uri = doc?["uri"]?.string else { return }
            workspace.saved(uri: uri)
        case "workspace/didChangeWatchedFiles":
            for uri in (params["changes"]?.array ?? []).compactMap({ $0["uri"]?.string }) {
                workspace.changedOnDisk(uri: uri)
            }
        default:
            // Other notifications ($/setTrace, ...) need nothing.
            return
        }
    }

    /// The files a graph can be made of, watched by the client: it then
    /// tells the server when one changes on disk while it is not open.
    static let watchedGlobs = ["**/*.yaml", "**/*.yml", "**/*.navscript"]

    private func registerWatchers() {
        let watchers = LanguageServer.watchedGlobs.map { JSON.object(["globPattern": .string($0)]) }
        let registration = JSON.object([
            "id": .string("navgraph-watched-files"), "method": .string("workspace/didChangeWatchedFiles"),
            "registerOptions": .object(["watchers": .array(watchers)]),
        ])
        send(
            RPCMessage.request(
                id: .string("navgraph-register-1"), method: "client/registerCapability",
                params: .object(["registrations": .array([registration])])))
    }

    private func publish(_ published: [PublishedDiagnostics]) {
        guard !published.isEmpty else { return }
        for p in published {
            var params: [(String, JSON?)] = [("uri", .string(p.uri))]
            params.append(("version", p.version.map(JSON.int)))
            params.append(("diagnostics", .array(p.diagnostics.map(\.json))))
            send(RPCMessage.notification(method: "textDocument/publishDiagnostics", params: .fields(params)))
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
