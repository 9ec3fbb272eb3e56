import NavGraphLSP
import Testing

@testable import NavGraphLanguage

/// The client's bytes in segments: within a segment more input is always
/// waiting (as in a burst written at once); between two, the client pauses.
struct SegmentedSource: ByteSource {
    private var segments: [[UInt8]]
    private var offset = 0

    init(_ segments: [[UInt8]]) { self.segments = segments.filter { !$0.isEmpty } }

    mutating func read(into buffer: inout [UInt8]) -> Int {
        guard let first = segments.first else { return 0 }
        let n = min(buffer.count, first.count - offset)
        buffer.replaceSubrange(0..<n, with: first[offset..<offset + n])
        offset += n
        if offset == first.count {
            segments.removeFirst()
            offset = 0
        }
        return n
    }

    mutating func hasPendingInput() -> Bool { offset > 0 }
}

func framed(_ message: JSON) -> [UInt8] {
    let body = message.bytes()
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}

func request(_ id: Int, _ method: String, _ params: JSON) -> [UInt8] {
    framed(RPCMessage.request(id: .int(id), method: method, params: params))
}

func notification(_ method: String, _ params: JSON) -> [UInt8] {
    framed(RPCMessage.notification(method: method, params: params))
}

/// A server run over a stream, and what it sent.
final class StreamRun {
    private final class Outbox { var messages: [JSON] = [] }
    private let outbox = Outbox()
    let server: LanguageServer
    private(set) var status: Int32 = -1
    private(set) var releases = 0

    init(files: any WorkspaceFiles, releaseThreshold: Int = 16 << 20) {
        let outbox = outbox
        server = LanguageServer(files: files, version: "test") { message in
            outbox.messages.append((try? JSON.parse(message.bytes())) ?? .null)
        }
        server.releaseThreshold = releaseThreshold
    }

    func run(_ segments: [[UInt8]]) {
        server.releaseMemory = { [unowned self] in releases += 1 }
        var reader = MessageReader(source: SegmentedSource(segments))
        status = server.run(&reader)
    }

    var messages: [JSON] { outbox.messages }

    func answer(_ id: Int) -> JSON? { messages.first { $0["id"] == .int(id) } }

    func published(_ uri: String) -> [JSON] {
        messages.filter {
            $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri
        }
    }
}

private let root = "/w/navgraph.yaml"
private let rootURI = FileURI.uri(of: root)

private func graph(_ i: Int) -> String {
    "navgraph: 1\nname: App\nroot: home\nroutes:\n  home: { path: /, to: [page\(i)] }\n  page\(i): { path: /p }\n"
}

private let opening =
    request(1, "initialize", .object(["capabilities": .object([:])])) + notification("initialized", .object([:]))
    + notification(
        "textDocument/didOpen",
        .object([
            "textDocument": .object([
                "uri": .string(rootURI), "languageId": .string("yaml"), "version": .int(1), "text": .string(graph(0)),
            ])
        ]))
private let closing = request(99, "shutdown", .null) + notification("exit", .null)

private func change(_ version: Int, _ text: String) -> [UInt8] {
    notification(
        "textDocument/didChange",
        .object([
            "textDocument": .object(["uri": .string(rootURI), "version": .int(version)]),
            "contentChanges": .array([.object(["text": .string(text)])]),
        ]))
}

private func hover(_ id: Int, line: Int, character: Int) -> [UInt8] {
    request(
        id, "textDocument/hover",
        .object([
            "textDocument": .object(["uri": .string(rootURI)]),
            "position": .object(["line": .int(line), "character": .int(character)]),
        ]))
}

@Suite struct BurstTests {
    @Test func aBurstOfChangesIsCheckedOnceWithTheNewestText() {
        var burst = opening
        for version in 2...1001 { burst += change(version, graph(version)) }
        burst += hover(2, line: 4, character: 24)
        let run = StreamRun(files: MemoryFiles(files: [:]), releaseThreshold: 1 << 16)
        run.run([burst, closing])
        #expect(run.status == 0)
        // One check for the whole burst, before the hover is answered.
        #expect(run.server.checkCount == 1)
        let published = run.published(rootURI)
        #expect(published.count == 1)
        #expect(published.first?["params"]?["version"] == .int(1001))
        #expect(published.first?["params"]?["diagnostics"] == .array([]))
        // The hover is on `page1001` of the newest text.
        let text = run.answer(2)?["result"]?["contents"]?["value"]?.string ?? ""
        #expect(text.contains("`page1001`"))
        // The client paused after the burst: memory was given back once.
        #expect(run.releases == 1)
    }

    @Test func changesThatComeOneByOneAreEachChecked() {
        let run = StreamRun(files: MemoryFiles(files: [:]))
        run.run([opening] + (2...4).map { change($0, graph($0)) } + [closing])
        #expect(run.server.checkCount == 4)
        #expect(run.published(rootURI).compactMap { $0["params"]?["version"]?.int } == [1, 2, 3, 4])
        #expect(run.releases == 0)
    }

    @Test func aQueuedRequestCancelledIsAnsweredRequestCancelled() {
        let cancel = notification("$/cancelRequest", .object(["id": .int(2)]))
        let burst =
            opening + hover(2, line: 4, character: 24) + change(2, graph(2)) + cancel + hover(3, line: 4, character: 24)
        let run = StreamRun(files: MemoryFiles(files: [:]))
        run.run([burst, closing])
        #expect(run.answer(2)?["error"]?["code"] == .int(-32800))
        #expect(run.answer(2)?["result"] == nil)
        #expect(run.answer(3)?["result"]?["contents"]?["value"]?.string?.contains("`page2`") == true)
        // Nothing was checked for the cancelled request: one check, before the hover answered.
        #expect(run.server.checkCount == 1)
    }

    @Test func aCancellationOfAnAnsweredRequestChangesNothing() {
        let cancel = notification("$/cancelRequest", .object(["id": .int(2)]))
        let run = StreamRun(files: MemoryFiles(files: [:]))
        run.run([opening + hover(2, line: 4, character: 24), cancel + hover(3, line: 4, character: 24), closing])
        #expect(run.answer(2)?["result"]?["contents"] != nil)
        #expect(run.answer(3)?["result"]?["contents"] != nil)
    }
}

@Suite struct ProtocolEdgeTests {
    @Test func initializeAfterShutdownIsRefused() {
        let run = StreamRun(files: MemoryFiles(files: [:]))
        run.run([
            request(1, "initialize", .object(["capabilities": .object([:])])) + request(2, "shutdown", .null)
                + request(3, "initialize", .object(["capabilities": .object([:])])) + notification("exit", .null)
        ])
        #expect(run.answer(3)?["error"]?["code"] == .int(-32600))
        #expect(run.answer(3)?["result"] == nil)
        #expect(run.status == 0)
    }

    @Test func aSecondInitializeIsRefused() {
        let h = ServerHarness(files: MemoryFiles(files: [:]))
        #expect(h.request("initialize", ["capabilities": .object([:])])["error"]?["code"] == .int(-32600))
    }

    @Test func aLoneSurrogateInATextIsReplacedAndTheMessageKept() {
        let h = ServerHarness(files: MemoryFiles(files: [:]))
        _ = h.take()
        let text = #"navgraph: 1\nname: App # \"A\ud800\"\nroot: home\nroutes:\n  home: { path: /, to: [nowhere] }\n"#
        h.send(
            raw: #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":""#
                + rootURI + #"","languageId":"yaml","version":1,"text":""# + text + #""}}}"#)
        let published = h.published(h.take())[rootURI] ?? []
        #expect(published.compactMap { $0["code"]?.string } == ["unknown-route", "not-explored"])
        let bytes = h.server.workspace.document(uri: rootURI)?.bytes ?? []
        #expect(String(decoding: bytes, as: UTF8.self).contains("# \"A\u{FFFD}\""))
    }

    @Test func everyAdvertisedProviderHasItsRequestsAndBack() {
        let providers: [String: [String]] = [
            "definitionProvider": ["textDocument/definition"],
            "referencesProvider": ["textDocument/references"],
            "documentHighlightProvider": ["textDocument/documentHighlight"],
            "renameProvider": ["textDocument/rename", "textDocument/prepareRename"],
            "completionProvider": ["textDocument/completion"],
            "hoverProvider": ["textDocument/hover"],
            "documentSymbolProvider": ["textDocument/documentSymbol"],
            "codeActionProvider": ["textDocument/codeAction"],
        ]
        let h = ServerHarness(files: MemoryFiles(files: [:]), initialize: false)
        let advertised = h.request("initialize", ["capabilities": .object([:])])["result"]?["capabilities"]
        let keys = (advertised?.object?.fields ?? []).map(\.key).filter { $0.hasSuffix("Provider") }
        #expect(Set(keys) == Set(providers.keys))
        #expect(Set(keys.flatMap { providers[$0] ?? [] }) == Set(LanguageServer.requests.keys))
    }
}
