import ArgumentParser
import NavGraphAnalysis
import NavGraphCodegen
import NavGraphCore
import NavGraphModel

/// `navgraph gen --aasa --app-id TEAMID.bundle.id`: the applinks JSON, written
/// (or compared with --check) as the Swift table is.
extension GenCommand {
    func validateAASA() throws {
        guard aasa else {
            if !appIDs.isEmpty { throw ValidationError("--app-id goes with --aasa") }
            return
        }
        if appIDs.isEmpty {
            throw ValidationError("--aasa needs the app that opens the links: --app-id TEAMID.bundle.id")
        }
        if access != nil || config != nil {
            throw ValidationError("--access and --config are for the Swift table, not --aasa")
        }
        if runtime { throw ValidationError("--runtime is for the Swift table, not --aasa") }
        for id in appIDs where !Self.isAppID(id) {
            throw ValidationError(
                "--app-id '\(id)' is not TEAMID.bundle.id (a 10-character team ID of letters and digits, '.', a bundle ID)"
            )
        }
    }

    /// `ABCDE12345.com.example.app`: the team ID (10 letters or digits), a
    /// dot, and a bundle ID (letters, digits, `-` and `.`).
    static func isAppID(_ text: String) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].utf8.count == 10, !parts[1].isEmpty,
            parts[0].utf8.allSatisfy({ isAlphanumeric($0) }),
            parts[1].utf8.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }),
            parts[1].split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ !$0.isEmpty })
        else { return false }
        return true
    }

    private static func isAlphanumeric(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
    }

    func runAASA() throws {
        let loaded = GraphCheck.run(try GraphInput.read(graph), GraphInput.options())
        let checked = try GraphInput.accepted(loaded, diagnostics: diagnostics)
        guard !checked.hosts.isEmpty else {
            Console.error("\(graph) has no hosts: add 'hosts: [example.com]' for the site that serves the file")
            throw ExitStatus.failure
        }
        try write(
            PrintedSwift(text: AppSiteAssociation.json(for: checked, appIDs: appIDs)),
            inputs: OutputFile.inputs(of: loaded.sources))
    }
}
