import NavGraphCodegen
import Testing

@Suite struct ShortDiffTests {
    @Test func showsOnlyTheChangedLines() {
        let diff = ShortDiff.render(old: "a\nb\nc\nd\n", new: "a\nB\nc\nd\n", oldName: "old", newName: "new")
        #expect(diff == "--- old\n+++ new\n@@ -2,1 +2,1 @@\n-b\n+B\n")
    }

    @Test func linesChangedInPlaceGetAHunkEach() {
        let diff = ShortDiff.render(old: "a\nb\nc\nd\ne\n", new: "A\nb\nc\nD\ne\n", oldName: "o", newName: "n")
        #expect(diff == "--- o\n+++ n\n@@ -1,1 +1,1 @@\n-a\n+A\n@@ -4,1 +4,1 @@\n-d\n+D\n")
    }

    @Test func identicalTextsHaveNoDiff() {
        #expect(ShortDiff.render(old: "a\n", new: "a\n", oldName: "o", newName: "n") == "")
    }

    @Test func longChangesAreCut() {
        let old = (0..<30).map { "line \($0)" }.joined(separator: "\n")
        let diff = ShortDiff.render(old: old, new: "", oldName: "o", newName: "n", limit: 2)
        #expect(diff == "--- o\n+++ n\n@@ -1,30 +1,1 @@\n-line 0\n-line 1\n- ... 28 more lines\n+\n")
    }

    /// A file checked out with CRLF: one line that says so; mixed endings: the lines that differ.
    @Test func lineEndingsAreSaidOnceAndLinesSplitAtEveryLineFeed() {
        #expect(
            ShortDiff.render(old: "a\r\nb\r\n", new: "a\nb\n", oldName: "o", newName: "n")
                == "--- o\n+++ n\nonly the line endings differ: the file has CRLF, navgraph writes LF "
                + "(keep it LF, eol=lf in .gitattributes)\n")
        #expect(
            ShortDiff.render(old: "a\r\nb\nc\n", new: "a\nB\nc\n", oldName: "o", newName: "n")
                == "--- o\n+++ n\n@@ -1,2 +1,2 @@\n-a\r\n-b\n+a\n+B\n")
    }
}
