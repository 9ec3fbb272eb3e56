import Foundation
import NavGraphSupport

/// `cover --check FILE` and the folder `-o` writes into.
extension CoverCommand {
    /// Exits 0 when FILE holds `script`, 1 with a short diff when it does not.
    func compare(_ script: String, with file: String) throws -> Never {
        let rerun = "navgraph cover \(graph) --criterion \(criterion.rawValue) -o \(file)"
        let existing = try OutputFile.committed(file, rerun: rerun)
        if existing.bytes.elementsEqual(script.utf8) { ProcessExit.now(0) }
        let old = String(decoding: existing.bytes, as: UTF8.self)
        throw OutputFile.outOfDate(file, old: old, new: script, newName: "covering \(graph)", rerun: rerun)
    }

    /// Creates the folders of `path` that do not exist (as `check --witness` creates its folder).
    static func createFolder(of path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if folder.isEmpty { return }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            if isFolder.boolValue { return }
            Console.error("cannot write '\(path)': '\(folder)' is not a folder")
            throw ExitStatus.failure
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            Console.error("cannot create the folder '\(folder)': \(error.localizedDescription)")
            throw ExitStatus.failure
        }
    }
}
