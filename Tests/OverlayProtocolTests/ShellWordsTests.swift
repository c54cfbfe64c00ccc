// ShellWordsTests: POSIX-shell-like splitting, and quoting that splits back unchanged.
import OverlayProtocol
import XCTest

final class ShellWordsTests: XCTestCase {
    func split(_ line: String, file: StaticString = #filePath, line l: UInt = #line) -> [String] {
        do { return try ShellWords.split(line) } catch {
            XCTFail("split(\(line.debugDescription)) threw \(error)", file: file, line: l)
            return []
        }
    }

    func assertSplitError(_ line: String, _ expected: ShellWords.SplitError,
                          file: StaticString = #filePath, line l: UInt = #line) {
        do {
            let words = try ShellWords.split(line)
            XCTFail("expected \(expected), got \(words)", file: file, line: l)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: l)
        }
    }

    func testWhitespaceSeparates() {
        XCTAssertEqual(split("show hello"), ["show", "hello"])
        XCTAssertEqual(split("  show \t hello\n world  "), ["show", "hello", "world"])
        XCTAssertEqual(split("ping\r"), ["ping"], "a CRLF client's trailing CR is whitespace")
        XCTAssertEqual(split(""), [])
        XCTAssertEqual(split(" \t\n "), [])
    }

    func testSingleQuotesKeepEverything() {
        XCTAssertEqual(split(#"say 'a \b "c" $d'"#), ["say", #"a \b "c" $d"#])
        XCTAssertEqual(split("'line one\nline two'"), ["line one\nline two"])
    }

    func testDoubleQuotesEscapeOnlyFourCharacters() {
        XCTAssertEqual(split(#""a \"b\" \\ \$ \` \x \n""#), [#"a "b" \ $ ` \x \n"#])
        XCTAssertEqual(split(#""it's""#), ["it's"])
        XCTAssertEqual(split("\"a\\\nb\""), ["ab"], "backslash-newline inside double quotes is removed")
    }

    func testBackslashOutsideQuotes() {
        XCTAssertEqual(split(#"a\ b c"#), ["a b", "c"])
        XCTAssertEqual(split(#"\'\"\\"#), [#"'"\"#])
        XCTAssertEqual(split(#"\x"#), ["x"])
        XCTAssertEqual(split("a\\\nb c"), ["ab", "c"], "line continuation joins")
        XCTAssertEqual(split("a \\\n b"), ["a", "b"])
        XCTAssertEqual(split("\\\n"), [], "a lone continuation is no word")
    }

    func testAdjacentPartsJoinAndEmptyQuotesMakeEmptyWords() {
        XCTAssertEqual(split(#"a'b'"c"\ d"#), ["abc d"])
        XCTAssertEqual(split(#"'' """#), ["", ""])
        XCTAssertEqual(split(#"--text=''"#), ["--text="])
    }

    func testUnicodePassesThrough() {
        XCTAssertEqual(split("héllo 'wörld 日本' 🎉👍🏽"), ["héllo", "wörld 日本", "🎉👍🏽"])
    }

    /// Regression: split walked Characters, so a separator or quote followed by a combining
    /// mark fused with it into one grapheme and stopped being a separator or quote.
    func testCombiningMarkAfterSpaceOrQuote() {
        XCTAssertEqual(split("a \u{301}b"), ["a", "\u{301}b"])
        XCTAssertEqual(split("'\u{301}'"), ["\u{301}"])
        XCTAssertEqual(split("\"\u{301}\""), ["\u{301}"])
        XCTAssertEqual(split("a\r\nb"), ["a", "b"], "CR LF is one Character but two separators")
    }

    func testDollarSingleQuotes() {
        XCTAssertEqual(split(#"$'a\nb\tc\\d\'e\x41\x7'"#), ["a\nb\tc\\d'eA\u{7}"])
        XCTAssertEqual(split(#"$'\r\a\b\e\E\f\v\q'"#), ["\r\u{7}\u{8}\u{1B}\u{1B}\u{C}\u{B}q"])
        XCTAssertEqual(split(#"$'\xzz'"#), [#"\xzz"#], "\\x without hex digits stays literal")
        XCTAssertEqual(split(#"$'\x414'"#), ["A4"], "at most two hex digits")
        XCTAssertEqual(split(#"pre$'\n'post"#), ["pre\npost"])
        XCTAssertEqual(split(#"$ $x "$'a'" '$'"#), ["$", "$x", "$'a'", "$"], "only $' opens one")
        assertSplitError(#"$'abc"#, .unterminatedQuote("'"))
        assertSplitError(#"$'abc\"#, .unterminatedQuote("'"))
    }

    func testErrors() {
        assertSplitError("show 'abc", .unterminatedQuote("'"))
        assertSplitError(#"show "abc"#, .unterminatedQuote("\""))
        assertSplitError(#"show "abc\"#, .unterminatedQuote("\""))
        assertSplitError(#"show abc\"#, .trailingBackslash)
        XCTAssertEqual(ShellWords.SplitError.unterminatedQuote("'").description, "unterminated ' quote")
        XCTAssertEqual(ShellWords.SplitError.trailingBackslash.description, "line ends in a backslash")
    }

    func testQuoteLeavesSafeWordsAlone() {
        for word in ["hello", "p1", "--text", "--offset=-4,6", "/tmp/shot.png", "a@b%c+d:e", "0x1a00007"] {
            XCTAssertEqual(ShellWords.quote(word), word)
        }
    }

    func testQuoteWrapsTheRest() {
        XCTAssertEqual(ShellWords.quote(""), "''")
        XCTAssertEqual(ShellWords.quote("a b"), "'a b'")
        XCTAssertEqual(ShellWords.quote("it's"), #"'it'\''s'"#)
        XCTAssertEqual(ShellWords.quote("$HOME"), "'$HOME'")
        XCTAssertEqual(ShellWords.quote("é"), "'é'")
        // Control characters use $'…' so that a request stays on one line.
        XCTAssertEqual(ShellWords.quote("a\nb"), #"$'a\nb'"#)
        XCTAssertEqual(ShellWords.quote("it's\t\\\u{1}\u{7F}"), #"$'it\'s\t\\\x01\x7f'"#)
        XCTAssertEqual(ShellWords.join(["show", "--title", "Hi there", "it's"]), #"show --title 'Hi there' 'it'\''s'"#)
        XCTAssertEqual(ShellWords.join([]), "")
    }

    static let awkward: [String] = [
        "", " ", "  two  spaces  ", "'", "''", "\"", "\"\"", "\\", "\\\\", "\\'", "'\\''",
        "a\nb", "\n", "trailing newline\n", "\t", "\r", "\r\n", "x\r\ny", "$HOME", "`id`", "$(id)",
        "*", "~", "#comment", "a;b", "a|b&c", "a'b\"c\\d", "--text", "--text=x",
        "é", "日本語のテキスト", "🎉👍🏽👨‍👩‍👧", "\u{301}", "e\u{301}", "'\u{301}", "\u{301}'", "\\\u{301}",
        "\u{200B}zero width", "\u{7F}", "\u{1}\u{1F}",
    ]

    func testQuoteSplitRoundTrip() throws {
        for word in Self.awkward {
            XCTAssertEqual(try ShellWords.split(ShellWords.quote(word)), [word], word.debugDescription)
        }
    }

    func testJoinNeverBreaksTheLine() {
        let line = ShellWords.join(Self.awkward)
        XCTAssertFalse(line.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }, line)
    }

    func testJoinSplitRoundTrip() throws {
        XCTAssertEqual(try ShellWords.split(ShellWords.join(Self.awkward)), Self.awkward)
        let request = ["show", "--title", "Build \"done\"", "--text", "50% of C:\\path\nnext line", "--id", "p1"]
        XCTAssertEqual(try ShellWords.split(ShellWords.join(request)), request)
    }
}
