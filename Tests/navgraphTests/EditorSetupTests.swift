import Foundation
import TestSupport
import Testing

/// The language server's editor set-ups: docs/editors.md and navgraph(1) show the same
/// configuration for each editor, each with the YAML language server's schema
/// association beside `navgraph lsp`, and the configurations are well formed.
@Suite("Editor set-up")
struct EditorSetupTests {
    static let editors = [
        "glspc.server.command", "vim.lsp.start", "vim.lsp.start_client", "require(\"lspconfig\")",
        "[language-server.navgraph]", "eglot-server-programs",
    ]

    /// The fenced blocks of docs/editors.md's language server section.
    static func editorPageBlocks() -> [String] {
        let page = RepoPaths.read(RepoPaths.root + "/docs/editors.md")
        guard let start = page.range(of: "## The language server: `navgraph lsp`"),
            let end = page.range(of: "\n## ", range: start.upperBound..<page.endIndex)
        else { return [] }
        var blocks: [String] = []
        var rest = page[start.upperBound..<end.lowerBound]
        while let open = rest.range(of: "\n```"), let lineEnd = rest[open.upperBound...].firstIndex(of: "\n"),
            let close = rest.range(of: "\n```", range: lineEnd..<rest.endIndex)
        {
            blocks.append(String(rest[rest.index(after: lineEnd)..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return blocks
    }

    /// The literal displays of navgraph(1)'s editor set-ups, roff escapes undone.
    static func manBlocks() -> [String] {
        let page = RepoPaths.read(RepoPaths.root + "/man/navgraph.1")
        guard let start = page.range(of: "Use the language server from an editor.") else { return [] }
        return page[start.upperBound...].components(separatedBy: ".Bd -literal -offset indent\n").dropFirst()
            .compactMap { $0.components(separatedBy: "\n.Ed").first?.replacingOccurrences(of: "\\e", with: "\\") }
    }

    @Test("docs/editors.md and navgraph(1) show the same set-up for each editor")
    func sameSetUps() {
        let page = Self.editorPageBlocks()
        #expect(page.count == 6)
        #expect(page == Self.manBlocks())
        for editor in Self.editors {
            let block = page.first { $0.contains(editor) }
            #expect(block != nil, "no set-up with \(editor)")
            #expect(block?.contains("\"navgraph\"") == true && block?.contains("lsp") == true)
            #expect(block?.contains("navgraph.schema.json") == true, "\(editor): no schema association")
        }
    }

    @Test("the VS Code settings are JSON and name the schema that exists")
    func vsCodeSettings() throws {
        let block = try #require(Self.editorPageBlocks().first { $0.contains("glspc.server.command") })
        let settings = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        #expect(settings["glspc.server.commandArguments"] as? [String] == ["lsp"])
        let schemas = try #require(settings["yaml.schemas"] as? [String: [String]])
        for path in schemas.keys {
            #expect(FileManager.default.fileExists(atPath: RepoPaths.root + "/" + path))
        }
    }

    @Test("navgraph lsp answers initialize and ends with 0 after shutdown and exit")
    func lspRuns() {
        func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n" + body }
        let input =
            frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
            + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let out = NavGraphBinary.run(["lsp"], stdin: input)
        #expect(out.status == 0)
        #expect(out.stdout.contains(#""serverInfo":{"name":"navgraph","version":"#))
        #expect(out.stdout.hasSuffix(#"{"jsonrpc":"2.0","id":2,"result":null}"#))
    }
}
