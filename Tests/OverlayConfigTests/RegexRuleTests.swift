// RegexRuleTests: rules with `match-syntax = "regex"`: POSIX extended regular expressions as
// dunst's regcomp reads them, found anywhere in the field; a pattern that is not one is a
// config error with its line; an imported dunstrc with enable_posix_regex asks for them.
import OverlayConfig
import OverlayCore
import XCTest

final class RegexRuleTests: XCTestCase {
    func testPosixExtendedSyntaxFoundAnywhere() {
        let r = PosixRegex()
        XCTAssertTrue(r.matches("^vol(ume)? [0-9]+%$", "volume 40%"))
        XCTAssertFalse(r.matches("^vol(ume)? [0-9]+%$", "volumes 40%"))
        XCTAssertTrue(r.matches("[0-9]{6}", "code 123456 now"), "found anywhere, not the whole field")
        XCTAssertFalse(r.matches("[0-9]{6}", "code 12345"))
        XCTAssertTrue(r.matches("[[:upper:]]+x", "ABx"))
        XCTAssertFalse(r.matches("Spotify", "spotify"), "case-sensitive")
        XCTAssertFalse(r.matches("(", "("), "an invalid pattern matches nothing")
        XCTAssertThrowsError(try PosixRegex.check("("))
        XCTAssertNoThrow(try PosixRegex.check("a|b"))
    }

    func testARegexRuleMatchesThroughTheMatcherAndAGlobRuleDoesNot() throws {
        let config = try ConfigParser.parse(text: """
            [[rule]]
            match-syntax = "regex"
            match.summary = "^vol(ume)? [0-9]+%$"
            skip = true

            [[rule]]
            match.app-name = "vol*"
            urgency = "low"
            """, file: "t.toml")
        let regex = PosixRegex()
        XCTAssertEqual(config.outcome(for: RuleSubject(summary: "vol 5%"), regex: regex).skip, true)
        XCTAssertNil(config.outcome(for: RuleSubject(summary: "vol 5%")).skip, "no matcher: a regex matches nothing")
        XCTAssertNil(config.outcome(for: RuleSubject(summary: "vol*"), regex: regex).skip)
        XCTAssertEqual(config.outcome(for: RuleSubject(appName: "volumed"), regex: regex).urgency, .low, "globs stay globs")
    }

    func testAPatternThatIsNotARegexIsAnErrorWithItsLine() {
        XCTAssertThrowsError(try ConfigParser.parse(text: """
            [[rule]]
            match-syntax = "regex"
            match.body = "(unclosed"
            """, file: "t.toml")) { error in
            XCTAssertTrue("\(error)".contains("t.toml:3"), "\(error)")
            XCTAssertTrue("\(error)".contains("regular expression"), "\(error)")
        }
    }

    func testAnImportedDunstrcWithPosixRegexMarksEveryRule() throws {
        let toml = DunstrcImport.convert("""
            [global]
                enable_posix_regex = true
            [spotify]
                appname = "^Spotify$"
                urgency = low
            """, source: "dunstrc")
        XCTAssertTrue(toml.contains("match-syntax = \"regex\"\nmatch.app-name = \"^Spotify$\""), toml)
        let config = try ConfigParser.parse(text: toml, file: "imported.toml")
        XCTAssertEqual(config.outcome(for: RuleSubject(appName: "Spotify"), regex: PosixRegex()).urgency, .low)
        XCTAssertNotEqual(config.outcome(for: RuleSubject(appName: "Spotify Free"), regex: PosixRegex()).urgency, .low)
    }
}
