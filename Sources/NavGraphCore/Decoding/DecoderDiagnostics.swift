import NavGraphModel

extension DiagnosticCode {
    public static let unreadableFile = DiagnosticCode("unreadable-file")
    public static let unknownKey = DiagnosticCode("unknown-key")
    public static let wrongType = DiagnosticCode("wrong-type")
    public static let missingKey = DiagnosticCode("missing-key")
    public static let invalidIdentifier = DiagnosticCode("invalid-identifier")
    public static let invalidValue = DiagnosticCode("invalid-value")
    public static let invalidDuration = DiagnosticCode("invalid-duration")
    public static let invalidPath = DiagnosticCode("invalid-path")
    public static let invalidParamType = DiagnosticCode("invalid-param-type")
    public static let invalidDefault = DiagnosticCode("invalid-default")
    public static let unsupportedVersion = DiagnosticCode("unsupported-version")
    public static let noRoutes = DiagnosticCode("no-routes")
    public static let requiredWithDefault = DiagnosticCode("required-with-default")
    public static let misindentedKey = DiagnosticCode("misindented-key")
    public static let enumOfTypeName = DiagnosticCode("enum-of-type-name", .warning)
    public static let includeOutsideRoot = DiagnosticCode("include-outside-root")
    public static let includeMissing = DiagnosticCode("include-missing")
    public static let includeCycle = DiagnosticCode("include-cycle")
    public static let duplicateID = DiagnosticCode("duplicate-id")
    public static let undeclaredParam = DiagnosticCode("undeclared-param")
}

/// The decoder's codes: keys, values, includes and ids (raised in this folder).
enum DecoderDiagnostics: DeclaresDiagnostics {
    static let owner = DiagnosticOwner.decoder
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .unreadableFile, .reading,
            summary: "An included file could not be read.",
            fix: "Make the included file readable, or remove it from `include:`.",
            manual: #"""
                An included file exists but could not be read: permission denied, not a
                regular file
                .Pq a FIFO, device, socket or directory, refused without waiting on it ,
                or past a limit of
                .Sx LIMITS .
                """#
        ),
        DiagnosticRule(
            .unknownKey, .keys,
            summary: "A key the format does not define.",
            fix:
                "Use a key of the format; the did-you-mean names the closest one, and a root-only key belongs in the root file.",
            manual: #"""
                A key the format does not define
                .Pq with a did-you-mean ,
                a root-only key in a module file, or a key of the other container kind.
                """#
        ),
        DiagnosticRule(
            .wrongType, .keys,
            summary: "A value of the wrong type.",
            fix: "Write a value of the expected type; the notes say how (a list in brackets, a boolean unquoted, ...).",
            manual: #"""
                A value of the wrong type: a string where a list is needed, a quoted
                .Ql \(dqtrue\(dq
                or a YAML 1.1
                .Ql yes
                where a boolean is needed, and so on.
                """#
        ),
        DiagnosticRule(
            .missingKey, .keys,
            summary: "A required key is missing.",
            fix: "Add the key; a misspelling of it is reported as unknown-key instead.",
            manual: #"""
                A required key is missing:
                .Ic navgraph ,
                .Ic name ,
                .Ic root ,
                .Ic routes ,
                a route's
                .Ic path ,
                a realm's
                .Ic login ,
                a container's
                .Ic kind ,
                .Ic tabs
                or
                .Ic type ,
                a parameter's
                .Ic type ,
                a cache's
                .Ic lifetime ,
                an interceptor's
                .Ic id ,
                .Ic on
                or
                .Ic show .
                A misspelling of the key in the same mapping is reported only as
                .Sy unknown-key
                (its did-you-mean names the key).
                """#
        ),
        DiagnosticRule(
            .invalidIdentifier, .keys,
            summary:
                "An id that does not match [a-z][A-Za-z0-9_]*, a name that is not a Swift identifier, or one longer than 255 bytes.",
            fix:
                "Ids match [a-z][A-Za-z0-9_]*, parameter names [A-Za-z_][A-Za-z0-9_]*, and screens and container types are Swift type names; keys, ids, names, types and enum words are at most 255 bytes.",
            manual: #"""
                An id that does not match
                .Ql [a-z][A-Za-z0-9_]* ,
                a parameter name that does not match
                .Ql [A-Za-z_][A-Za-z0-9_]* ,
                a
                .Ic name
                that is not a Swift identifier, a
                .Ic screen
                or container
                .Ic type
                that is not a Swift type name, or any key, id, name, type or word longer
                than 255 bytes.
                """#
        ),
        DiagnosticRule(
            .invalidValue, .keys,
            summary: "A value outside the key's allowed set.",
            fix: "Use one of the allowed values the notes list; the did-you-mean names the closest.",
            manual: #"""
                A value outside the key's allowed set
                .Pq a presentation, kind, phase, priority or behavior, with a did-you-mean ,
                an empty string, a
                .Ic scheme
                that is not a URL scheme, a host that is not a domain name or is listed
                twice
                .Pq with the host alone suggested when a URL was written ,
                a tabs container without tabs,
                .Ql required: false
                on a path parameter,
                .Ql \(dq*\(dq
                listed with route ids, or a
                .Ic selected
                route that is not one of the tabs.
                """#
        ),
        DiagnosticRule(
            .invalidDuration, .keys,
            summary: "A duration that is not <number><s|m|h>, session or app.",
            fix: "Write <number><s|m|h> longer than zero (90s, 5m, 2h), session or app.",
            manual: #"""
                A lifetime that is not
                .Ar number Ns Cm s | m | h
                longer than zero,
                .Cm session
                or
                .Cm app .
                """#
        ),
        DiagnosticRule(
            .invalidPath, .keys,
            summary: "A route path that is not /-separated literal and :param segments.",
            fix: "Write /-separated literal and :param segments, starting with / and without a trailing /.",
            manual: #"""
                A path that does not start with
                .Ql / ,
                ends with
                .Ql / ,
                has an empty segment, a
                .Ql \&:
                without a name, a parameter twice or one named by more than 255 bytes, or
                a space, control character,
                .Ql \&?
                or
                .Ql #
                in a literal.
                """#
        ),
        DiagnosticRule(
            .invalidParamType, .keys,
            summary: "A parameter type that is not string, int, double, bool, uuid or a list of words.",
            fix: "Use string, int, double, bool, uuid, or a non-empty list of unique words for an enum.",
            manual: #"""
                A parameter type that is not
                .Cm string , int , double , bool , uuid
                or a non-empty list of unique words.
                """#
        ),
        DiagnosticRule(
            .invalidDefault, .keys,
            summary: "A parameter default that does not fit the parameter's type.",
            fix: "Give a default that fits the parameter's type, and none on a path parameter.",
            manual: #"""
                A default that does not fit its parameter's type, or a default on a path
                parameter.
                """#
        ),
        DiagnosticRule(
            .unsupportedVersion, .keys,
            summary: "A `navgraph` format version other than 1.",
            fix: "Write `navgraph: 1`.",
            manual: #"""
                A
                .Ic navgraph
                version other than 1.
                """#
        ),
        DiagnosticRule(
            .noRoutes, .keys,
            summary: "A graph without routes.",
            fix: "Define at least one route under `routes:`.",
            manual: #"""
                A graph with a
                .Ic routes
                key but no route in any file.
                """#
        ),
        DiagnosticRule(
            .requiredWithDefault, .keys,
            summary: "A parameter with both `required: true` and a `default`.",
            fix: "Remove `required: true` (the default makes the parameter optional) or remove the default.",
            manual: #"""
                A query parameter with both
                .Ql required: true
                and a
                .Ic default :
                a default makes the parameter optional; keep one of the two.
                """#
        ),
        DiagnosticRule(
            .misindentedKey, .keys,
            summary: "A route key indented as a route of its own.",
            fix: "Indent the key under the route it belongs to.",
            manual: #"""
                A route key such as
                .Ic to
                written at the indentation of the route ids, so that it reads as a route of
                that name whose value is not a mapping.
                Reported once, instead of a route without a path; a mis-indented
                .Ic to
                list is read as the list of the route above it.
                """#
        ),
        DiagnosticRule(
            .enumOfTypeName, .keys,
            summary: "An enum whose only word is a type name (`[string]` for `string`).",
            fix: "Write the type name without brackets, `type: string`, unless an enum of that one word is meant.",
            manual: #"""
                An enum whose only word is a type name,
                .Ql type: [string] ,
                which accepts only that word; the suggestion is
                .Ql type: string .
                """#
        ),
        DiagnosticRule(
            .includeOutsideRoot, .includes,
            summary: "An include that points outside the root graph's directory.",
            fix: "Move the module under the root graph's directory.",
            manual: #"""
                An include that points outside the root graph's directory, as written or
                through a symbolic link
                .Pq the message then ends with Dq through a symbolic link .
                The file is never read, so nothing of it is ever printed; nothing outside
                the directory is even looked at, so the message is the same whether or not
                the target exists.
                """#
        ),
        DiagnosticRule(
            .includeMissing, .includes,
            summary: "An included file that does not exist.",
            fix: "Fix the path, relative to the root graph's directory, or create the file.",
            manual: #"""
                An included file that does not exist.
                When a module is missing, unreadable, refused or not valid YAML, its ids are
                not also reported as undefined, nor the routes only it links as unreachable,
                nor the definitions only it uses as unused.
                """#
        ),
        DiagnosticRule(
            .includeCycle, .includes,
            summary: "Files that include each other.",
            fix: "Remove one include of the chain the message prints.",
            manual: #"""
                Files that include each other; the message prints the chain.
                A file reached again under another path
                .Pq through a symbolic link
                is the same file, and the note says which.
                """#
        ),
        DiagnosticRule(
            .duplicateID, .includes,
            summary: "Two definitions of the same id.",
            fix: "Rename one of the two definitions; both places are named.",
            manual: #"""
                Two definitions of the same route, realm, lifetime, container or interceptor
                id, in one file or across included files; both places are named.
                """#
        ),
        DiagnosticRule(
            .undeclaredParam, .urls,
            summary: "A :param of a path that is not declared in params.",
            fix: "Declare the parameter's type under `params:`.",
            manual: #"""
                A
                .Ic \&: Ns Ar param
                of a path that is not declared in
                .Ic params .
                """#
        ),
    ]
}
