import NavGraphAnalysis
import NavGraphSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `cover -o FILE --check` and the folder `-o` writes into.
extension CoverCommand {
    /// Exits 0 when FILE holds `script`, 1 with a short diff when it does not.
    func compare(_ script: String, with file: String) throws -> Never {
        let rerun = ShellCommand.remake(["navgraph", "cover", graph, "--criterion", criterion.rawValue, "-o", file])
        let existing = try OutputFile.committed(file, rerun: rerun)
        if existing.bytes.elementsEqual(script.utf8) { ProcessExit.now(0) }
        // A suite of another criterion (its first line names it) is checked with that one:
        // regenerating it with this one would replace it with a different suite.
        if let written = CoverCriterion(suiteHeader: existing.bytes), written != criterion {
            Console.error("\(file) was generated with --criterion \(written.rawValue), not \(criterion.rawValue)")
            let sameCriterion = ["navgraph", "cover", graph, "--criterion", written.rawValue, "-o", file, "--check"]
            Console.note("check it with: \(ShellCommand.line(sameCriterion))")
            throw ExitStatus.failure
        }
        let old = String(decoding: existing.bytes, as: UTF8.self)
        throw OutputFile.outOfDate(file, old: old, new: script, newName: "covering \(graph)", rerun: rerun)
    }

    /// Creates the folders of `path` that do not exist (as `check --witness` creates its folder),
    /// never through a link that leaves the working directory (`ConfinedFolders`).
    static func createFolder(of path: String) throws {
        let folder = ConfinedFolders.folder(of: path)
        if let link = ConfinedFolders.outsideLink(in: folder) {
            throw OutputFile.failed(path, .linkedFolder(link: link.link, target: link.target))
        }
        var info = stat()
        if !folder.isEmpty, stat(folder, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            Console.error("cannot write '\(path)': '\(folder)' is not a folder")
            throw ExitStatus.cannotCreate
        }
        switch ConfinedFolders.create(folder) {
        case nil: return
        case .outsideLink(let link):
            throw OutputFile.failed(path, .linkedFolder(link: link.link, target: link.target))
        case .cannotCreate(_, let error):
            Console.error("cannot create the folder '\(folder)': \(String(cString: strerror(error)))")
            throw ExitStatus.cannotCreate
        }
    }
}
