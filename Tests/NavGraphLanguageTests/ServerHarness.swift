import Foundation
import NavGraphCore
import NavGraphLSP
import NavGraphLanguage
import NavGraphModel

/// Files held in memory, by absolute path.
struct MemoryFiles: WorkspaceFiles {
    var files: [String: String]

    func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        files[path].map { .success(Array($0.utf8)) } ?? .failure(.notFound)
    }

    func isFile(_ path: String) -> Bool { files[path] != nil }
}

/// The disk, for the fixtures.
struct DiskFiles: WorkspaceFiles {
    func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.notFound) }
        return .success([UInt8](data))
    }

    func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}

/// A language server driven in process, message by message, as a client would.
final class ServerHarness {
    private final class Outbox { var messages: [JSON] = [] }
    private let outbox = Outbox()
    let server: LanguageServer
    private var nextID = 1

    init(files: any WorkspaceFiles, initialize: Bool = true) {
        let outbox = self.outbox
        // Each message is read back from its text, as a client reads it.
        server = LanguageServer(files: files, version: "test") { message in
            outbox.messages.append((try? JSON.parse(message.bytes())) ?? .string("unreadable: \(message)"))
        }
        if initialize {
            _ = request("initialize", ["capabilities": .object([:])])
            notify("initialized", [:])
        }
    }

    /// Messages sent since the last call.
    func take() -> [JSON] {
        defer { outbox.messages.removeAll() }
        return outbox.messages
    }

    @discardableResult
    func send(raw: String) -> Int32? { server.handle(body: Array(raw.utf8)) }

    func request(_ method: String, _ params: [String: JSON]) -> JSON {
        let id = nextID
        nextID += 1
        let message = JSON.object([
            "jsonrpc": .string("2.0"), "id": .int(id), "method": .string(method),
            "params": .object(JSONObject(params)),
        ])
        _ = server.handle(body: Array(message.serialized().utf8))
        return take().first { $0["id"] == .int(id) } ?? .null
    }

    @discardableResult
    func notify(_ method: String, _ params: [String: JSON]) -> Int32? {
        let message = JSON.object([
            "jsonrpc": .string("2.0"), "method": .string(method), "params": .object(JSONObject(params)),
        ])
        return server.handle(body: Array(message.serialized().utf8))
    }

    /// Opens a document; returns the diagnostics published, by URI (the last for each).
    @discardableResult
    func open(_ path: String, _ text: String) -> [String: [JSON]] {
        _ = take()
        notify(
            "textDocument/didOpen",
            [
                "textDocument": .object([
                    "uri": .string(FileURI.uri(of: path)), "languageId": .string("yaml"), "version": .int(1),
                    "text": .string(text),
                ])
            ])
        return published(take())
    }

    @discardableResult
    func change(_ path: String, _ text: String, version: Int = 2) -> [String: [JSON]] {
        _ = take()
        notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string(FileURI.uri(of: path)), "version": .int(version)]),
                "contentChanges": .array([.object(["text": .string(text)])]),
            ])
        return published(take())
    }

    func published(_ messages: [JSON]) -> [String: [JSON]] {
        var out: [String: [JSON]] = [:]
        for m in messages where m["method"]?.string == "textDocument/publishDiagnostics" {
            out[m["params"]?["uri"]?.string ?? ""] = m["params"]?["diagnostics"]?.array ?? []
        }
        return out
    }

    static func at(_ path: String, _ line: Int, _ character: Int) -> [String: JSON] {
        [
            "textDocument": .object(["uri": .string(FileURI.uri(of: path))]),
            "position": .object(["line": .int(line), "character": .int(character)]),
        ]
    }
}

extension JSON {
    /// `{"start":{"line":..},"end":..}` as (line, character, line, character).
    var rangeTuple: [Int] {
        [
            self["start"]?["line"]?.int ?? -1, self["start"]?["character"]?.int ?? -1,
            self["end"]?["line"]?.int ?? -1, self["end"]?["character"]?.int ?? -1,
        ]
    }
}
