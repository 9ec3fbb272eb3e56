import NavGraphModel

/// Who raises a code: exactly one owner each. A graph check owns the codes
/// of its file, `Checks/<Owner>.swift`, named after its code (or after the
/// family of codes it raises together); the stages before the checks own the
/// codes of reading and decoding.
public enum DiagnosticOwner: Sendable, Hashable {
    /// Reading bytes into YAML nodes (Sources/NavGraphCore/YAML).
    case reader
    /// Decoding nodes into a graph, includes and ids (Sources/NavGraphCore/Decoding).
    case decoder
    /// The limit on findings a run reports, applied wherever findings pile up.
    case pipeline
    /// A graph check, by its type name (one of `Validator.checks`).
    case check(String)
    /// A stage of another domain, such as the navigation scripts' lexer, parser and resolver.
    case stage(String)
    /// The exploration of the graph's states with the simulator's engine
    /// (Sources/NavGraphAnalysis), which `check` runs on a graph the checks accept.
    case exploration
}

/// What navgraph knows about a code: its owner, a one-line summary (SARIF's
/// short description) and a documentation text that says how to fix it
/// (SARIF's full description). The default severity is the code's own.
public struct DiagnosticRule: Sendable {
    public let code: DiagnosticCode
    public let owner: DiagnosticOwner
    public let summary: String
    public let documentation: String

    public init(_ code: DiagnosticCode, _ owner: DiagnosticOwner, summary: String, documentation: String) {
        self.code = code
        self.owner = owner
        self.summary = summary
        self.documentation = documentation
    }

    public var severity: Severity { code.severity }
}

/// The rules of one domain of codes, in a fixed order (SARIF's rule list).
///
/// Adding a code to the graph domain is a job for this file alone: declare
/// its `static let` below (with its severity when not an error), add its
/// rule to `core` in the same group, and raise it from its owner. The tests
/// then ask for the rest: a fixture `Fixtures/invalid/<code>.yaml` (or a named
/// test for a code no file can trigger), an entry in navgraph(5) under its
/// severity, and, for a new check, the check in `Validator.checks` in a file
/// named after the code.
public struct DiagnosticRegistry: Sendable {
    public let rules: [DiagnosticRule]
    private let index: [String: Int]

    public init(_ rules: [DiagnosticRule]) {
        self.rules = rules
        var index: [String: Int] = [:]
        for (i, rule) in rules.enumerated() where index[rule.code.rawValue] == nil { index[rule.code.rawValue] = i }
        self.index = index
    }

    public var codes: [DiagnosticCode] { rules.map(\.code) }

    public func rule(for code: DiagnosticCode) -> DiagnosticRule? { index[code.rawValue].map { rules[$0] } }

    /// The position of a code's rule in `rules`.
    public func position(of code: DiagnosticCode) -> Int? { index[code.rawValue] }
}

extension DiagnosticCode {
    // Reading the file
    public static let yamlSyntax = DiagnosticCode("yaml-syntax")
    public static let invalidUTF8 = DiagnosticCode("invalid-utf8")
    public static let nulByte = DiagnosticCode("nul-byte")
    public static let duplicateKey = DiagnosticCode("duplicate-key")
    public static let aliasLimit = DiagnosticCode("alias-limit")
    public static let nestingTooDeep = DiagnosticCode("nesting-too-deep")
    public static let multipleDocuments = DiagnosticCode("multiple-documents")
    public static let unreadableFile = DiagnosticCode("unreadable-file")
    public static let tooManyFindings = DiagnosticCode("too-many-findings", .note)

    // Keys and values
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

    // Includes and ids
    public static let includeOutsideRoot = DiagnosticCode("include-outside-root")
    public static let includeMissing = DiagnosticCode("include-missing")
    public static let includeCycle = DiagnosticCode("include-cycle")
    public static let duplicateID = DiagnosticCode("duplicate-id")

    // References
    public static let unknownRoute = DiagnosticCode("unknown-route")
    public static let unknownRealm = DiagnosticCode("unknown-realm")
    public static let unknownLifetime = DiagnosticCode("unknown-lifetime")
    public static let unknownContainer = DiagnosticCode("unknown-container")
    public static let unknownRoot = DiagnosticCode("unknown-root")

    // Paths and parameters
    public static let duplicatePath = DiagnosticCode("duplicate-path")
    public static let ambiguousPath = DiagnosticCode("ambiguous-path")
    public static let undeclaredParam = DiagnosticCode("undeclared-param")
    public static let externalWithoutURL = DiagnosticCode("external-without-url")

    // Graph structure
    public static let unreachableRoute = DiagnosticCode("unreachable-route")
    public static let interceptorCycle = DiagnosticCode("interceptor-cycle")
    public static let realmCycle = DiagnosticCode("realm-cycle")
    public static let embedCycle = DiagnosticCode("embed-cycle")
    public static let tabsPushed = DiagnosticCode("tabs-pushed")
    public static let invalidTab = DiagnosticCode("invalid-tab")
    public static let protectWithoutAuth = DiagnosticCode("protect-without-auth")
    public static let duplicateCacheKey = DiagnosticCode("duplicate-cache-key")
    public static let duplicateRestoreID = DiagnosticCode("duplicate-restore-id")
    public static let duplicateTab = DiagnosticCode("duplicate-tab")
    public static let pushWithoutStack = DiagnosticCode("push-without-stack")
    public static let afterInterceptorCycle = DiagnosticCode("after-interceptor-cycle")
    public static let tabEmbeddedInTabs = DiagnosticCode("tab-embedded-in-tabs")
    public static let unfillableParameter = DiagnosticCode("unfillable-parameter")

    // Warnings about the graph
    public static let pushCycle = DiagnosticCode("push-cycle", .warning)
    public static let unusedRealm = DiagnosticCode("unused-realm", .warning)
    public static let unusedLifetime = DiagnosticCode("unused-lifetime", .warning)
    public static let unusedContainer = DiagnosticCode("unused-container", .warning)
    public static let dismissibleNotModal = DiagnosticCode("dismissible-not-modal", .warning)
    public static let cacheOnRoot = DiagnosticCode("cache-on-root", .warning)
    public static let flowScreenPresentation = DiagnosticCode("flow-screen-presentation", .warning)
    public static let restoreNeverSucceeds = DiagnosticCode("restore-never-succeeds", .warning)
    public static let duplicateMandatoryInterceptor = DiagnosticCode("duplicate-mandatory-interceptor", .warning)
    public static let interceptorOnOwnScreen = DiagnosticCode("interceptor-on-own-screen", .warning)
    public static let tabPresentation = DiagnosticCode("tab-presentation", .warning)
    public static let requiresAuthWithoutRealm = DiagnosticCode("requires-auth-without-realm", .warning)
    public static let loginOpenedDirectly = DiagnosticCode("login-opened-directly", .warning)
    public static let cacheKeyWithParams = DiagnosticCode("cache-key-with-params", .warning)
    public static let shadowedEnumValue = DiagnosticCode("shadowed-enum-value", .warning)
    public static let externalSkipsRealm = DiagnosticCode("external-skips-realm", .warning)
    public static let unusedTab = DiagnosticCode("unused-tab", .warning)
    public static let pushedOutsideTab = DiagnosticCode("pushed-outside-tab", .warning)

    // Found by exploring the graph's states (NavGraphAnalysis)
    public static let launchFails = DiagnosticCode("launch-fails")
    public static let endlessNavigation = DiagnosticCode("endless-navigation")
    public static let navigationFails = DiagnosticCode("navigation-fails")
    public static let deeplinkFails = DiagnosticCode("deeplink-fails", .warning)
    public static let noWayOut = DiagnosticCode("no-way-out", .warning)
    public static let explorationLimit = DiagnosticCode("exploration-limit", .note)
    public static let notExplored = DiagnosticCode("not-explored", .note)
}

extension DiagnosticRegistry {
    /// Every code of a navigation graph (`navgraph check`).
    public static let core = DiagnosticRegistry([
        // Reading the file
        DiagnosticRule(
            .yamlSyntax, .reader,
            summary: "The file is not valid YAML (libyaml's message and position).",
            documentation:
                "Fix the YAML at the position libyaml names; an unquoted `*` (as in `on: *`) starts an alias, so quote it."
        ),
        DiagnosticRule(
            .invalidUTF8, .reader,
            summary: "The file is not valid UTF-8.",
            documentation: "Save the file as UTF-8; the position is the first byte that is not."),
        DiagnosticRule(
            .nulByte, .reader,
            summary: "The file contains a NUL byte.",
            documentation: "Remove the NUL byte; a graph is text."),
        DiagnosticRule(
            .duplicateKey, .reader,
            summary: "A mapping has the same key twice.",
            documentation: "Keep one of the two keys: YAML mappings have unique keys, and every repeat is reported."),
        DiagnosticRule(
            .aliasLimit, .reader,
            summary: "Alias expansion exceeds the limit (a \"billion laughs\" file).",
            documentation:
                "Write the repeated parts out, or use fewer aliases of aliases: expansion is bounded so a hostile file cannot exhaust memory."
        ),
        DiagnosticRule(
            .nestingTooDeep, .reader,
            summary: "Collections are nested deeper than the limit.",
            documentation: "Flatten the collections; a graph never needs this depth."),
        DiagnosticRule(
            .multipleDocuments, .reader,
            summary: "A graph file holds more than one YAML document.",
            documentation: "Split the documents into files and list them under `include:`."),
        DiagnosticRule(
            .unreadableFile, .decoder,
            summary: "An included file could not be read.",
            documentation: "Make the included file readable, or remove it from `include:`."),
        DiagnosticRule(
            .tooManyFindings, .pipeline,
            summary: "More findings than navgraph reports for one input; the rest are not shown.",
            documentation: "Fix the findings shown and run again; the count of those left out is in the message."),
        // Keys and values
        DiagnosticRule(
            .unknownKey, .decoder,
            summary: "A key the format does not define.",
            documentation:
                "Use a key of the format; the did-you-mean names the closest one, and a root-only key belongs in the root file."
        ),
        DiagnosticRule(
            .wrongType, .decoder,
            summary: "A value of the wrong type.",
            documentation:
                "Write a value of the expected type; the notes say how (a list in brackets, a boolean unquoted, ...)."),
        DiagnosticRule(
            .missingKey, .decoder,
            summary: "A required key is missing.",
            documentation: "Add the key; a misspelling of it is reported as unknown-key instead."),
        DiagnosticRule(
            .invalidIdentifier, .decoder,
            summary:
                "An id that does not match [a-z][A-Za-z0-9_]*, a name that is not a Swift identifier, or one longer than 255 bytes.",
            documentation:
                "Ids match [a-z][A-Za-z0-9_]*, parameter names [A-Za-z_][A-Za-z0-9_]*, and screens and container types are Swift type names; keys, ids, names, types and enum words are at most 255 bytes."
        ),
        DiagnosticRule(
            .invalidValue, .decoder,
            summary: "A value outside the key's allowed set.",
            documentation: "Use one of the allowed values the notes list; the did-you-mean names the closest."),
        DiagnosticRule(
            .invalidDuration, .decoder,
            summary: "A duration that is not <number><s|m|h>, session or app.",
            documentation: "Write <number><s|m|h> longer than zero (90s, 5m, 2h), session or app."),
        DiagnosticRule(
            .invalidPath, .decoder,
            summary: "A route path that is not /-separated literal and :param segments.",
            documentation: "Write /-separated literal and :param segments, starting with / and without a trailing /."),
        DiagnosticRule(
            .invalidParamType, .decoder,
            summary: "A parameter type that is not string, int, double, bool, uuid or a list of words.",
            documentation: "Use string, int, double, bool, uuid, or a non-empty list of unique words for an enum."),
        DiagnosticRule(
            .invalidDefault, .decoder,
            summary: "A parameter default that does not fit the parameter's type.",
            documentation: "Give a default that fits the parameter's type, and none on a path parameter."),
        DiagnosticRule(
            .unsupportedVersion, .decoder,
            summary: "A `navgraph` format version other than 1.",
            documentation: "Write `navgraph: 1`."),
        DiagnosticRule(
            .noRoutes, .decoder,
            summary: "A graph without routes.",
            documentation: "Define at least one route under `routes:`."),
        DiagnosticRule(
            .requiredWithDefault, .decoder,
            summary: "A parameter with both `required: true` and a `default`.",
            documentation: "Remove `required: true` (the default makes the parameter optional) or remove the default."),
        DiagnosticRule(
            .misindentedKey, .decoder,
            summary: "A route key indented as a route of its own.",
            documentation: "Indent the key under the route it belongs to."),
        DiagnosticRule(
            .enumOfTypeName, .decoder,
            summary: "An enum whose only word is a type name (`[string]` for `string`).",
            documentation:
                "Write the type name without brackets, `type: string`, unless an enum of that one word is meant."),
        // Includes and ids
        DiagnosticRule(
            .includeOutsideRoot, .decoder,
            summary: "An include that points outside the root graph's directory.",
            documentation: "Move the module under the root graph's directory."),
        DiagnosticRule(
            .includeMissing, .decoder,
            summary: "An included file that does not exist.",
            documentation: "Fix the path, relative to the root graph's directory, or create the file."),
        DiagnosticRule(
            .includeCycle, .decoder,
            summary: "Files that include each other.",
            documentation: "Remove one include of the chain the message prints."),
        DiagnosticRule(
            .duplicateID, .decoder,
            summary: "Two definitions of the same id.",
            documentation: "Rename one of the two definitions; both places are named."),
        // References
        DiagnosticRule(
            .unknownRoute, .check("UnknownReferenceCheck"),
            summary: "A reference to a route that is not defined.",
            documentation: "Define the route, or fix the id; the did-you-mean names the closest defined route."),
        DiagnosticRule(
            .unknownRealm, .check("UnknownReferenceCheck"),
            summary: "A reference to an auth realm that is not defined.",
            documentation: "Define the realm under `auth:`, or fix the id."),
        DiagnosticRule(
            .unknownLifetime, .check("UnknownReferenceCheck"),
            summary: "A reference to a lifetime that is not defined.",
            documentation:
                "Define the lifetime under `lifetimes:` (a duration such as 60s is a lifetime's value, not its id), or fix the id."
        ),
        DiagnosticRule(
            .unknownContainer, .check("UnknownReferenceCheck"),
            summary: "A reference to a container that is not defined.",
            documentation: "Define the container under `containers:`, or fix the id."),
        DiagnosticRule(
            .unknownRoot, .check("UnknownReferenceCheck"),
            summary: "A root that names neither a route nor a container.",
            documentation: "Name a route or a container as `root`."),
        // Paths and parameters
        DiagnosticRule(
            .duplicatePath, .check("PathAmbiguityCheck"),
            summary: "Two routes with the same path.",
            documentation: "Give one of the routes another path."),
        DiagnosticRule(
            .ambiguousPath, .check("PathAmbiguityCheck"),
            summary: "Two route paths that match the same URLs.",
            documentation:
                "Make the paths differ in a literal segment; parameters' names and types do not tell URLs apart."),
        DiagnosticRule(
            .undeclaredParam, .decoder,
            summary: "A :param of a path that is not declared in params.",
            documentation: "Declare the parameter's type under `params:`."),
        DiagnosticRule(
            .externalWithoutURL, .check("ExternalWithoutURLCheck"),
            summary: "External routes in a graph with neither `scheme` nor `hosts`: no URL can reach them.",
            documentation:
                "Add `scheme` (custom-scheme links) or `hosts` (https links), or remove `external: true` from the routes."
        ),
        // Graph structure
        DiagnosticRule(
            .unreachableRoute, .check("UnreachableRouteCheck"),
            summary: "A route that no navigation can reach.",
            documentation:
                "Add a `to` edge to it, or make it external, global, a tab, a login or an interceptor's screen; the note names the nearest route that could link to it."
        ),
        DiagnosticRule(
            .interceptorCycle, .check("InterceptorCycleCheck"),
            summary: "Screens that must each be shown before the other: a navigation that can never end.",
            documentation:
                "Break the cycle the message prints: remove an interceptor, a realm's requires, or make one screen need nothing shown first."
        ),
        DiagnosticRule(
            .realmCycle, .check("RealmCycleCheck"),
            summary: "Auth realms whose `requires` form a cycle.",
            documentation: "Remove one `requires` of the cycle."),
        DiagnosticRule(
            .embedCycle, .check("EmbedCycleCheck"),
            summary: "A container embedded, directly or through others, in itself.",
            documentation: "Remove one `embed` of the cycle."),
        DiagnosticRule(
            .tabsPushed, .check("TabsPushedCheck"),
            summary: "A tabs container used where it would be pushed or presented.",
            documentation: "Make the route one of the container's tabs, or give it presentation modal or root."),
        DiagnosticRule(
            .invalidTab, .check("HomeTabCheck"),
            summary:
                "`tab:` on a route that is not pushed, or naming a route that is not a tab of the root tabs container.",
            documentation: "Name one of the root tabs container's tabs, on a `push` route; or remove `tab:`."),
        DiagnosticRule(
            .unusedTab, .check("HomeTabCheck"),
            summary: "`tab:` on a route that is not `external`: no deep link ever lands in its tab.",
            documentation: "Make the route `external`, or remove `tab:` (an edge pushes onto the current stack)."),
        DiagnosticRule(
            .pushedOutsideTab, .check("HomeTabCheck"),
            summary:
                "An edge from another tab's screens pushes a route with `tab:`: it then lives in two tabs.",
            documentation:
                "Link to the route only from its tab's screens, or remove `tab:` (a deep link then pushes it where the user is)."
        ),
        DiagnosticRule(
            .protectWithoutAuth, .check("ProtectWithoutAuthCheck"),
            summary: "`restore` with `behavior: protect` on a route without `auth`.",
            documentation: "Add `auth` to the route, or restore with allow or reject."),
        DiagnosticRule(
            .duplicateCacheKey, .check("DuplicateCacheKeyCheck"),
            summary: "Two routes whose cache has the same key.",
            documentation: "Give one of the caches another key."),
        DiagnosticRule(
            .duplicateRestoreID, .check("DuplicateRestoreIDCheck"),
            summary: "Two routes with the same restoration id.",
            documentation: "Give one of the routes another `id:` under `restore`."),
        DiagnosticRule(
            .duplicateTab, .check("DuplicateTabCheck"),
            summary: "A tab listed twice in one tabs container.",
            documentation: "List each tab once."),
        DiagnosticRule(
            .pushWithoutStack, .check("PushWithoutStackCheck"),
            summary: "A `to` edge from a route that never has a stack to a push route.",
            documentation: "Give the modal `embed: stack`, or present the target as a modal."),
        DiagnosticRule(
            .afterInterceptorCycle, .check("AfterInterceptorCycleCheck"),
            summary: "`after` interceptors that show each other's routes without end.",
            documentation: "Make one of the interceptors `once: true`, or break the cycle the message prints."),
        DiagnosticRule(
            .tabEmbeddedInTabs, .check("TabEmbeddedInTabsCheck"),
            summary: "A tab of one tabs container wrapped by `embed` in a tabs container.",
            documentation: "Remove the tab's `embed`, or name its own container."),
        DiagnosticRule(
            .unfillableParameter, .check("UnfillableParameterCheck"),
            summary: "A required parameter without a default on a screen the app shows by itself.",
            documentation:
                "The root, a tab, a login route and an interceptor's `show` route take only defaults: give the parameter a `default`, or make it `required: false`."
        ),
        // Warnings about the graph
        DiagnosticRule(
            .pushCycle, .check("PushCycleCheck"),
            summary: "A cycle of push edges: each turn adds to the stack without bound.",
            documentation:
                "Make one edge of the cycle a modal, replace or root presentation, or accept a stack that grows each turn."
        ),
        DiagnosticRule(
            .unusedRealm, .check("UnusedDefinitionCheck"),
            summary: "An auth realm no route needs.",
            documentation: "Remove the realm, or name it in a route's `auth`."),
        DiagnosticRule(
            .unusedLifetime, .check("UnusedDefinitionCheck"),
            summary: "A lifetime no cache uses.",
            documentation: "Remove the lifetime, or name it in a route's `cache`."),
        DiagnosticRule(
            .unusedContainer, .check("UnusedDefinitionCheck"),
            summary: "A container nothing is shown in.",
            documentation: "Remove the container, or show it through `root` or an `embed`."),
        DiagnosticRule(
            .dismissibleNotModal, .check("DismissibleNotModalCheck"),
            summary: "`dismissible: false` on a route that is not modal.",
            documentation: "Remove `dismissible: false`, or make the route modal."),
        DiagnosticRule(
            .cacheOnRoot, .check("CacheOnRootCheck"),
            summary: "`cache` on the root route, which never leaves the screen.",
            documentation: "Remove `cache` from the root route."),
        DiagnosticRule(
            .flowScreenPresentation, .check("FlowScreenPresentationCheck"),
            summary:
                "A login or interceptor screen presented as root or replace: it removes what the waiting navigation resumes into.",
            documentation: "Present the login or interceptor screen as a modal (with `embed: stack` if it pushes)."),
        DiagnosticRule(
            .restoreNeverSucceeds, .check("RestoreNeverSucceedsCheck"),
            summary:
                "A pushed route with `restore` whose every caller lacks one, or a `protect` screen whose login is pushed where it cannot land: restart never restores it.",
            documentation:
                "Give the screens it is pushed from `restore`, or drop its own; present a `protect` screen's login as a modal."
        ),
        DiagnosticRule(
            .duplicateMandatoryInterceptor, .check("DuplicateMandatoryInterceptorCheck"),
            summary: "Two mandatory interceptors on the same route and phase.",
            documentation: "Give one of the interceptors another priority, so their order does not hang on file order."),
        DiagnosticRule(
            .interceptorOnOwnScreen, .check("InterceptorOnOwnScreenCheck"),
            summary: "An interceptor whose `show` route is one of its own `on` routes.",
            documentation: "Remove the shown route from the interceptor's `on`."),
        DiagnosticRule(
            .tabPresentation, .check("TabPresentationCheck"),
            summary: "A `presentation` other than push on a tab route.",
            documentation: "Remove `presentation` from the tab route."),
        DiagnosticRule(
            .requiresAuthWithoutRealm, .check("RequiresAuthWithoutRealmCheck"),
            summary: "`requiresAuth: true` on an interceptor none of whose routes needs a realm.",
            documentation: "Remove `requiresAuth`, or give the interceptor's routes `auth`."),
        DiagnosticRule(
            .loginOpenedDirectly, .check("LoginOpenedDirectlyCheck"),
            summary: "A realm's login route opened by a `to` edge or restored: logging in leaves it on screen.",
            documentation:
                "Open a route that needs the realm instead (its login shows first and closes once the user logs in), and give the login no `restore`."
        ),
        DiagnosticRule(
            .cacheKeyWithParams, .check("CacheKeyWithParamsCheck"),
            summary:
                "A cache `key` on a route with a path (or required) parameter: every value shares one cached screen.",
            documentation: "Drop the `key`: without one, a screen is cached per value of the route's parameters."),
        DiagnosticRule(
            .shadowedEnumValue, .check("ShadowedEnumValueCheck"),
            summary: "A value of an external route's enum path parameter that a literal path matches first.",
            documentation: "Remove the value from the enum, or give one of the two routes another path."),
        DiagnosticRule(
            .externalSkipsRealm, .check("ExternalSkipsRealmCheck"),
            summary:
                "An external route without `auth` whose every in-app caller needs a realm: a deep link skips the login.",
            documentation: "Give the route the realm in its `auth`."),
        // Found by exploring the graph's states
        DiagnosticRule(
            .launchFails, .exploration,
            summary:
                "The navigation to the root fails when the app starts (a login or interceptor screen it cannot show).",
            documentation:
                "Give the screen that fails a stack (`embed: stack`) or another presentation; the notes show the path."),
        DiagnosticRule(
            .endlessNavigation, .exploration,
            summary: "A navigation that hits the loop bound from a reachable state: it can never end.",
            documentation:
                "Make one of the interceptors `once: true`, or stop the login or interceptor chain the notes show."),
        DiagnosticRule(
            .navigationFails, .exploration,
            summary:
                "An interceptor's or login's screen that every navigation running it fails to show, or a tab tap or deep link that fails, in every reachable state.",
            documentation:
                "Give the screen presentation modal, or the screen under it a stack (`embed: stack`); the notes show the first run."
        ),
        DiagnosticRule(
            .deeplinkFails, .exploration,
            summary:
                "An external route's deep link fails with noStack or loop from a reachable state, for no fault of the user.",
            documentation:
                "Give the screen on top in that state a stack (`embed: stack`), or present the linked route as a modal."
        ),
        DiagnosticRule(
            .noWayOut, .exploration,
            summary:
                "A reachable screen no user command leaves: no edge, nothing to go back to or dismiss, no tab bar.",
            documentation:
                "Give the screen an edge, or present it where a screen stays under it (push or modal rather than root or replace)."
        ),
        DiagnosticRule(
            .explorationLimit, .exploration,
            summary: "The state exploration stopped at its limit; its findings may be missing some.",
            documentation: "Raise `--state-limit`, or split the graph; findings past the limit are not reported."),
        DiagnosticRule(
            .notExplored, .exploration,
            summary: "The graph's states were not explored: an error leaves its navigation undefined.",
            documentation:
                "Fix the errors the note names (an unknown reference, a cycle); unreachable routes and navigations that always fail do not stop the exploration."
        ),
    ])
}
