import Testing

@testable import NavGraphCodegen

@Suite struct SwiftNamesTests {
    @Test func keywordsAreQuoted() {
        #expect(SwiftNames.quoted("class") == "`class`")
        #expect(SwiftNames.quoted("Self") == "`Self`")
        #expect(SwiftNames.quoted("product") == "product")
    }

    @Test func anyWordBecomesAnIdentifier() {
        #expect(SwiftNames.identifier(for: "face-id") == "face_id")
        #expect(SwiftNames.identifier(for: "4k") == "_4k")
        #expect(SwiftNames.identifier(for: "🙂") == "_")
        #expect(SwiftNames.upperCamel("product_detail") == "ProductDetail")
        #expect(SwiftNames.upperCamel("signedIn") == "SignedIn")
    }

    @Test func nameScopeNeverHandsOutANameTwice() {
        var scope = NameScope(reserved: ["path"], suffix: "Route")
        #expect(scope.claim("path") == "pathRoute")
        #expect(scope.claim("pathRoute") == "pathRouteRoute")
        #expect(scope.claim("home") == "home")
        #expect(scope.claim("home") == "homeRoute")
    }
}
