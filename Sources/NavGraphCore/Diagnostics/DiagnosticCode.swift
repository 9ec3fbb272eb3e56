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
    case requiredWithDefault = "required-with-default"
    case misindentedKey = "misindented-key"

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
    case duplicateRestoreID = "duplicate-restore-id"
    case duplicateTab = "duplicate-tab"
    case pushWithoutStack = "push-without-stack"
    case afterInterceptorCycle = "after-interceptor-cycle"
    case tabEmbeddedInTabs = "tab-embedded-in-tabs"

    // Warnings
    case pushCycle = "push-cycle"
    case unusedRealm = "unused-realm"
    case unusedLifetime = "unused-lifetime"
    case unusedContainer = "unused-container"
    case dismissibleNotModal = "dismissible-not-modal"
    case cacheOnRoot = "cache-on-root"
    case duplicateMandatoryInterceptor = "duplicate-mandatory-interceptor"
    case interceptorOnOwnScreen = "interceptor-on-own-screen"
    case tabPresentation = "tab-presentation"
    case requiresAuthWithoutRealm = "requires-auth-without-realm"
    case enumOfTypeName = "enum-of-type-name"

    // Navigation scripts (navgraph sim)
    case scriptSyntax = "script-syntax"
    case unknownCommand = "unknown-command"
    case unknownArgument = "unknown-argument"
    case unknownScriptTarget = "unknown-script-target"
    case invalidScriptValue = "invalid-script-value"

    public var severity: Severity {
        switch self {
        case .tooManyFindings:
            return .note
        case .pushCycle, .unusedRealm, .unusedLifetime, .unusedContainer,
             .dismissibleNotModal, .cacheOnRoot, .duplicateMandatoryInterceptor, .interceptorOnOwnScreen,
             .tabPresentation, .requiresAuthWithoutRealm, .enumOfTypeName:
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
        case .requiredWithDefault: return "A parameter with both `required: true` and a `default`."
        case .misindentedKey: return "A route key indented as a route of its own."
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
        case .duplicateRestoreID: return "Two routes with the same restoration id."
        case .duplicateTab: return "A tab listed twice in one tabs container."
        case .pushWithoutStack: return "A `to` edge from a route that never has a stack to a push route."
        case .afterInterceptorCycle: return "`after` interceptors that show each other's routes without end."
        case .tabEmbeddedInTabs: return "A tab of one tabs container wrapped by `embed` in a tabs container."
        case .pushCycle: return "A cycle of push edges: each turn adds to the stack without bound."
        case .unusedRealm: return "An auth realm no route needs."
        case .unusedLifetime: return "A lifetime no cache uses."
        case .unusedContainer: return "A container nothing is shown in."
        case .dismissibleNotModal: return "`dismissible: false` on a route that is not modal."
        case .cacheOnRoot: return "`cache` on the root route, which never leaves the screen."
        case .duplicateMandatoryInterceptor: return "Two mandatory interceptors on the same route and phase."
        case .interceptorOnOwnScreen: return "An interceptor whose `show` route is one of its own `on` routes."
        case .tabPresentation: return "A `presentation` other than push on a tab route."
        case .requiresAuthWithoutRealm: return "`requiresAuth: true` on an interceptor none of whose routes needs a realm."
        case .enumOfTypeName: return "An enum whose only word is a type name (`[string]` for `string`)."
        case .scriptSyntax: return "A navigation script that does not parse."
        case .unknownCommand: return "A script command or assertion that does not exist."
        case .unknownArgument: return "A script argument the route does not declare."
        case .unknownScriptTarget: return "A script names a route, realm or tab that the graph does not define."
        case .invalidScriptValue: return "A script value that does not fit its type."
        }
    }
}
