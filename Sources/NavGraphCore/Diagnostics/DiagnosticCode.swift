/// Every stable diagnostic code navgraph emits. The raw value is what users
/// see, search for and suppress; never rename one. `man/navgraph.5` lists them
/// all (a test keeps the two in agreement).
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Codable {
    // Reading the file
    case yamlSyntax = "yaml-syntax"
    case invalidUTF8 = "invalid-utf8"
    case nulByte = "nul-byte"
    case duplicateKey = "duplicate-key"
    case aliasLimit = "alias-limit"
    case nestingTooDeep = "nesting-too-deep"
    case multipleDocuments = "multiple-documents"
    case unreadableFile = "unreadable-file"
    case tooManyFindings = "too-many-findings"

    // Schema
    case unknownKey = "unknown-key"
    case wrongType = "wrong-type"
    case missingKey = "missing-key"
    case invalidIdentifier = "invalid-identifier"
    case invalidValue = "invalid-value"
    case invalidDuration = "invalid-duration"
    case invalidPath = "invalid-path"
    case invalidParamType = "invalid-param-type"
    case invalidDefault = "invalid-default"
    case unsupportedVersion = "unsupported-version"
    case noRoutes = "no-routes"

    // Includes and ids
    case includeOutsideRoot = "include-outside-root"
    case includeMissing = "include-missing"
    case includeCycle = "include-cycle"
    case duplicateID = "duplicate-id"

    // References
    case unknownRoute = "unknown-route"
    case unknownRealm = "unknown-realm"
    case unknownLifetime = "unknown-lifetime"
    case unknownContainer = "unknown-container"
    case unknownRoot = "unknown-root"

    // Paths and parameters
    case duplicatePath = "duplicate-path"
    case ambiguousPath = "ambiguous-path"
    case undeclaredParam = "undeclared-param"
    case externalRequiredParam = "external-required-param"

    // Graph structure
    case unreachableRoute = "unreachable-route"
    case interceptorCycle = "interceptor-cycle"
    case realmCycle = "realm-cycle"
    case embedCycle = "embed-cycle"
    case tabsPushed = "tabs-pushed"
    case protectWithoutAuth = "protect-without-auth"
    case duplicateCacheKey = "duplicate-cache-key"

    // Warnings
    case pushCycle = "push-cycle"
    case unusedRealm = "unused-realm"
    case unusedLifetime = "unused-lifetime"
    case unusedContainer = "unused-container"
    case dismissibleNotModal = "dismissible-not-modal"
    case cacheOnRoot = "cache-on-root"
    case duplicateMandatoryInterceptor = "duplicate-mandatory-interceptor"

    // BEGIN exploration codes (NavGraphAnalysis: found by exploring the graph's
    // states with the simulator's engine; `check` runs it on graphs without errors)
    case launchFails = "launch-fails"
    case deeplinkFails = "deeplink-fails"
    case endlessNavigation = "endless-navigation"
    case noStackPush = "no-stack-push"
    case explorationLimit = "exploration-limit"
    // END exploration codes

    // Navigation scripts (navgraph sim)
    case scriptSyntax = "script-syntax"
    case unknownCommand = "unknown-command"
    case unknownArgument = "unknown-argument"
    case unknownScriptTarget = "unknown-script-target"
    case invalidScriptValue = "invalid-script-value"

    public var severity: Severity {
        switch self {
        case .tooManyFindings, .explorationLimit:
            return .note
        case .pushCycle, .unusedRealm, .unusedLifetime, .unusedContainer,
             .dismissibleNotModal, .cacheOnRoot, .duplicateMandatoryInterceptor, .deeplinkFails, .noStackPush:
            return .warning
        default:
            return .error
        }
    }

    /// One line for SARIF's rule list and the man page.
    public var summary: String {
        switch self {
        case .yamlSyntax: return "The file is not valid YAML (libyaml's message and position)."
        case .invalidUTF8: return "The file is not valid UTF-8."
        case .nulByte: return "The file contains a NUL byte."
        case .duplicateKey: return "A mapping has the same key twice."
        case .aliasLimit: return "Alias expansion exceeds the limit (a \"billion laughs\" file)."
        case .nestingTooDeep: return "Collections are nested deeper than the limit."
        case .multipleDocuments: return "A graph file holds more than one YAML document."
        case .unreadableFile: return "An included file could not be read."
        case .tooManyFindings: return "More findings than navgraph reports for one input; the rest are not shown."
        case .unknownKey: return "A key the format does not define."
        case .wrongType: return "A value of the wrong type."
        case .missingKey: return "A required key is missing."
        case .invalidIdentifier: return "An id that does not match [a-z][A-Za-z0-9_]*, or a name that is not a Swift identifier."
        case .invalidValue: return "A value outside the key's allowed set."
        case .invalidDuration: return "A duration that is not <number><s|m|h>, session or app."
        case .invalidPath: return "A route path that is not /-separated literal and :param segments."
        case .invalidParamType: return "A parameter type that is not string, int, double, bool, uuid or a list of words."
        case .invalidDefault: return "A parameter default that does not fit the parameter's type."
        case .unsupportedVersion: return "A `navgraph` format version other than 1."
        case .noRoutes: return "A graph without routes."
        case .includeOutsideRoot: return "An include that points outside the root graph's directory."
        case .includeMissing: return "An included file that does not exist."
        case .includeCycle: return "Files that include each other."
        case .duplicateID: return "Two definitions of the same id."
        case .unknownRoute: return "A reference to a route that is not defined."
        case .unknownRealm: return "A reference to an auth realm that is not defined."
        case .unknownLifetime: return "A reference to a lifetime that is not defined."
        case .unknownContainer: return "A reference to a container that is not defined."
        case .unknownRoot: return "A root that names neither a route nor a container."
        case .duplicatePath: return "Two routes with the same path."
        case .ambiguousPath: return "Two route paths that match the same URLs."
        case .undeclaredParam: return "A :param of a path that is not declared in params."
        case .externalRequiredParam: return "An external route with a required parameter that its deep link path cannot carry."
        case .unreachableRoute: return "A route that no navigation can reach."
        case .interceptorCycle: return "Screens that must each be shown before the other: a navigation that can never end."
        case .realmCycle: return "Auth realms whose `requires` form a cycle."
        case .embedCycle: return "A container embedded, directly or through others, in itself."
        case .tabsPushed: return "A tabs container used where it would be pushed or presented."
        case .protectWithoutAuth: return "`restore` with `behavior: protect` on a route without `auth`."
        case .duplicateCacheKey: return "Two routes whose cache has the same key."
        case .pushCycle: return "A cycle of push edges: each turn adds to the stack without bound."
        case .unusedRealm: return "An auth realm no route needs."
        case .unusedLifetime: return "A lifetime no cache uses."
        case .unusedContainer: return "A container nothing is shown in."
        case .dismissibleNotModal: return "`dismissible: false` on a route that is not modal."
        case .cacheOnRoot: return "`cache` on the root route, which never leaves the screen."
        case .duplicateMandatoryInterceptor: return "Two mandatory interceptors on the same route and phase."
        case .launchFails: return "The navigation to the root fails when the app starts (a login or interceptor screen it cannot show)."
        case .deeplinkFails: return "An external route's deep link fails with noStack from a reachable state, for no fault of the user."
        case .endlessNavigation: return "A navigation that hits the loop bound from a reachable state: it can never end."
        case .noStackPush: return "A `to` edge whose push fails with noStack from a reachable state (a modal without a stack on top)."
        case .explorationLimit: return "The state exploration stopped at its limit; its findings may be missing some."
        case .scriptSyntax: return "A navigation script that does not parse."
        case .unknownCommand: return "A script command or assertion that does not exist."
        case .unknownArgument: return "A script argument the route does not declare."
        case .unknownScriptTarget: return "A script names a route, realm or tab that the graph does not define."
        case .invalidScriptValue: return "A script value that does not fit its type."
        }
    }
}
