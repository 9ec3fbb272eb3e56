import ArgumentParser
import NavGraphCore
import NavGraphLSP
import NavGraphLanguage
import NavGraphModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (Language Server Protocol 3.17 over standard input and output).",
        discussion: """
            Editors start it for graph files (navgraph.yaml, *.navgraph.yaml, YAML with a top-level \
            navgraph key, and the modules a graph includes) and *.navscript files: findings as you type, \
            go to definition, references, highlights, rename, completion, hover, outline and quick \
            fixes. It ends with status 0 after the client's shutdown and exit requests.
            """
    )

    @Flag(name: .long, help: "Accepted for clients that pass it; standard input and output are always used.")
    var stdio = false

    func run() throws {
        // A client that goes away must not kill the server with SIGPIPE mid-write.
        signal(SIGPIPE, SIG_IGN)
        var writer = MessageWriter(sink: FileDescriptorSink(fd: 1))
        let server = LanguageServer(files: DiskWorkspaceFiles(), version: NavGraphVersion.string) { message in
            writer.send(message)
        }
        // Freed heap pages (a burst of large changes) go back to the system.
        server.releaseMemory = MemoryRelease.returnFreePages
        var reader = MessageReader(source: FileDescriptorSource(fd: 0))
        let status = server.run(&reader)
        if status != 0 { throw ExitCode(status) }
    }
}

/// The language server's view of the disk.
struct DiskWorkspaceFiles: WorkspaceFiles {
    func read(_ path: String) -> Result<[UInt8], SourceReadError> { FileSourceProvider.readFile(path) }

    func isFile(_ path: String) -> Bool { FileSourceProvider.isRegularFile(path) }

    func readInclude(_ request: IncludeRequest) -> Result<IncludedSource, SourceReadError> {
        FileSourceProvider().readInclude(request)
    }
}
