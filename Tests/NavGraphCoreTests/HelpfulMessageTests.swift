import NavGraphCore
import NavGraphModel
import Testing

/// Mistakes a newcomer makes whose finding must say how to fix them: each
/// one finding, with the note or suggestion that names the fix.
@Suite("Helpful messages")
struct HelpfulMessageTests {
    static let head = "navgraph: 1\nname: Shop\nroot: home\n"

    @Test func anUnquotedStarSaysToQuoteIt() throws {
        let text = Self.head + "routes:\n  home:\n    path: /\ninterceptors:\n  - id: a\n    on: *\n    show: home\n"
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[yaml-syntax] 9:10 did not find expected alphabetic or numeric character while scanning an alias"
            ])
        #expect(
            try #require(loaded.diagnostics.first).notes == [
                "an unquoted * starts a YAML alias (*name); to mean every route, quote it: `on: \"*\"`"
            ])
    }

    @Test func restoreProtectAsAStringShowsTheMapping() throws {
        let text =
            Self.head + "auth:\n  user:\n    login: login\nroutes:\n  home:\n    path: /\n    to: [login]\n"
            + "    auth: user\n    restore: protect\n  login:\n    path: /login\n"
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "warning[login-opened-directly] 10:10 route 'home' opens 'login', the login of realm 'user', by an edge: no navigation waits on it then, so logging in leaves it on screen",
                "error[wrong-type] 12:14 expected true, false or { id, behavior }, found a string",
            ])
        #expect(
            try #require(loaded.diagnostics.first { $0.code == .wrongType }).notes == [
                "a behavior goes under `behavior:`: write `restore: { behavior: protect }`"
            ])
    }

    @Test func aMisindentedToIsOneFindingAndKeepsItsTargetsReachable() throws {
        let text =
            Self.head + "routes:\n  home:\n    path: /\n  to: [cart, orders]\n  cart:\n    path: /cart\n"
            + "  orders:\n    path: /orders\n"
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[misindented-key] 7:3 key 'to' looks mis-indented: it is read as a route named 'to'"
            ])
        #expect(
            try #require(loaded.diagnostics.first).notes == [
                "indent it under the route above it, 'home', to make it that route's 'to'"
            ])
        #expect(loaded.graph?.route("home")?.to.map(\.id) == ["cart", "orders"])
        #expect(loaded.graph?.route("to") == nil)
    }

    @Test func aMisindentedKeyOtherThanToIsOneFindingToo() {
        let text = Self.head + "routes:\n  home:\n    path: /\n  presentation: modal\n"
        #expect(
            Checked.lines(text) == [
                "error[misindented-key] 7:3 key 'presentation' looks mis-indented: it is read as a route named 'presentation'"
            ])
    }

    @Test func aRouteNamedLikeAKeyWithAMappingIsARoute() {
        let text = Self.head + "routes:\n  home:\n    path: /\n    to: [result]\n  result:\n    path: /result\n"
        #expect(Checked.lines(text) == [])
    }

    @Test func aCacheNamingADurationSaysToDeclareALifetime() throws {
        let text =
            Self.head + "routes:\n  home:\n    path: /\n    to: [list]\n  list:\n    path: /list\n    cache: 60s\n"
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[unknown-lifetime] 10:12 lifetime '60s' is not defined"
            ])
        #expect(
            try #require(loaded.diagnostics.first).notes == [
                "'60s' is a duration, not a lifetime id: declare a lifetime under `lifetimes:` (e.g. `lifetimes: { short: 60s }`) and write `cache: short`"
            ])
    }

    @Test func aCacheNamingAnUnknownIDHasNoDurationNote() throws {
        let text =
            Self.head + "routes:\n  home:\n    path: /\n    to: [list]\n  list:\n    path: /list\n    cache: brief\n"
        #expect(try #require(Checked.load(text).diagnostics.first).notes == [])
    }
}
