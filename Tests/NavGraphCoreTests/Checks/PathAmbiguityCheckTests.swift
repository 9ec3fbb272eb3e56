import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

@Suite("Checks: paths")
struct PathAmbiguityCheckTests {
    @Test func samePathTwiceIsADuplicateOnTheLaterRoute() throws {
        let text = Checked.shop(
            """
            routes:
              home: { path: /, to: [product, item] }
              product: { path: "/product/:id", params: { id: int } }
              item: { path: "/product/:id", params: { id: string } }
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[duplicate-path] 7:17 path '/product/:id' of route 'item' is already the path of route 'product'"
            ])
        let d = try #require(loaded.diagnostics.first)
        #expect(Checked.labels(d, loaded.sources) == ["6:20 path of route 'product'"])
    }

    @Test func pathsDifferingOnlyInParameterNamesAreAmbiguous() {
        let text = Checked.shop(
            """
            routes:
              home: { path: /, to: [user, userByName] }
              user: { path: "/u/:id", params: { id: int } }
              userByName: { path: "/u/:name", params: { name: string } }
            """)
        #expect(
            Checked.lines(text) == [
                "error[ambiguous-path] 7:23 path '/u/:name' of route 'userByName' matches the same URLs as '/u/:id' of route 'user'"
            ])
    }

    @Test func aLiteralBeatsAParameterSoTheyAreNotAmbiguous() {
        let text = Checked.shop(
            """
            routes:
              home: { path: /, to: [user, newUser, posts, post] }
              user: { path: "/u/:id", params: { id: int } }
              newUser: { path: /u/new }
              posts: { path: "/u/:id/posts", params: { id: int } }
              post: { path: "/u/new/:post", params: { post: int } }
            """)
        #expect(Checked.lines(text) == [])
    }

    @Test func everyLaterCopyIsReportedAgainstTheFirst() {
        let text = Checked.shop(
            root: "a",
            """
            routes:
              a: { path: /x, to: [b, c] }
              b: { path: /x }
              c: { path: /x }
            """)
        #expect(
            Checked.lines(text) == [
                "error[duplicate-path] 6:14 path '/x' of route 'b' is already the path of route 'a'",
                "error[duplicate-path] 7:14 path '/x' of route 'c' is already the path of route 'a'",
            ])
    }
}
