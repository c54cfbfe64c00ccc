// TOMLParserTests: the TOML subset — values, tables, arrays of tables, and syntax errors by line.
@testable import OverlayConfig
import XCTest

final class TOMLParserTests: XCTestCase {
    private func parse(_ text: String) throws(ConfigError) -> TOMLTable {
        try TOMLParser.parse(text, file: "t.toml")
    }

    private func syntaxError(_ text: String) -> String? {
        do { _ = try parse(text); return nil } catch { return error.description }
    }

    private func value(_ text: String, _ key: String = "v") throws -> TOMLValue {
        try XCTUnwrap(parse(text)[key]).value
    }

    func testScalars() throws {
        guard case .string("a\tb\"c\\\u{e9}") = try value(#"v = "a\tb\"c\\\u00e9""#) else { return XCTFail() }
        guard case .string(#"C:\path\n"#) = try value(#"v = 'C:\path\n'"#) else { return XCTFail() }
        guard case .integer(-1_000) = try value("v = -1_000") else { return XCTFail() }
        guard case .integer(255) = try value("v = 0xff") else { return XCTFail() }
        guard case .integer(5) = try value("v = 0b101") else { return XCTFail() }
        guard case .float(0.28) = try value("v = 0.28") else { return XCTFail() }
        guard case .float(6e23) = try value("v = 6e23") else { return XCTFail() }
        guard case .float(-1.5) = try value("v = -1.5 # comment") else { return XCTFail() }
        guard case .bool(true) = try value("v=true") else { return XCTFail() }
    }

    func testKeysKeepFileOrderAndLines() throws {
        let t = try parse("\n# c\nzeta = 1\nalpha = 2\n\"quoted key\" = 3\n")
        XCTAssertEqual(t.entries.map(\.key), ["zeta", "alpha", "quoted key"])
        XCTAssertEqual(t.entries.map(\.node.line), [3, 4, 5])
    }

    func testTablesDottedKeysAndArraysOfTables() throws {
        let text = """
        [style.dark]
        font = "x"
        [[rule]]
        match.urgency = "low"
        [[rule]]
        style = "dark"
        [rule.match]
        app-name = "a"
        """
        let t = try parse(text)
        guard case .table(let style)? = t["style"]?.value, case .table(let dark)? = style["dark"]?.value else {
            return XCTFail("no style.dark")
        }
        XCTAssertEqual(dark["font"]?.line, 2)
        guard case .tableArray(let rules)? = t["rule"]?.value, rules.count == 2,
              case .table(let second) = rules[1].value, case .table(let match)? = second["match"]?.value else {
            return XCTFail("rules")
        }
        XCTAssertEqual(second.entries.map(\.key), ["style", "match"])
        XCTAssertEqual(match["app-name"]?.line, 8)
    }

    func testMultiLineArrayWithCommentsAndInlineTable() throws {
        let t = try parse("a = [\n  1, # one\n  2,\n]\nb = { x = 1, y.z = \"q\" }\n")
        guard case .array(let items)? = t["a"]?.value else { return XCTFail() }
        XCTAssertEqual(items.map(\.line), [2, 3])
        guard case .table(let b)? = t["b"]?.value, case .table(let y)? = b["y"]?.value else { return XCTFail() }
        XCTAssertNotNil(y["z"])
    }

    func testCRLFAndByteOrderMark() throws {
        let t = try parse("\u{FEFF}a = 1\r\nb = 2\r\n")
        XCTAssertEqual(t["b"]?.line, 2)
    }

    func testSyntaxErrorsNameLineAndKey() {
        XCTAssertEqual(syntaxError("a = 1\n[style.dark]\ncorner-radius = 8px\n"),
                       "t.toml:3: style.dark.corner-radius: expected a value, got 8px")
        XCTAssertEqual(syntaxError("font = DejaVu\n"), "t.toml:1: font: expected a value, got DejaVu (strings need quotes)")
        XCTAssertEqual(syntaxError("a = \"open\nb = 1\n"), "t.toml:1: a: unterminated string")
        XCTAssertEqual(syntaxError("a = 1 2\n"), "t.toml:1: a: expected the end of the line, got 2")
        XCTAssertEqual(syntaxError("\n\na 1\n"), "t.toml:3: a: expected \"=\" after a key, got 1")
        XCTAssertEqual(syntaxError("[style\n"), "t.toml:1: expected \"]\" after the table name, got the end of the line")
        XCTAssertEqual(syntaxError("a = [1,\n2\n"), "t.toml:3: a: expected \",\" or \"]\" in an array, got the end of the file")
        XCTAssertEqual(syntaxError("a = \"\\q\"\n"), "t.toml:1: a: bad escape: \\q")
        XCTAssertEqual(syntaxError("a = 1979-05-27\n"), "t.toml:1: a: dates and times are not supported: 1979-05-27")
        XCTAssertEqual(syntaxError("a = \"\"\"x\"\"\"\n"), "t.toml:1: a: multi-line strings are not supported")
        XCTAssertEqual(syntaxError("a = 012\n"), "t.toml:1: a: expected a value, got 012")
        XCTAssertEqual(syntaxError("a =\n"), "t.toml:1: a: expected a value, got the end of the line")
    }

    func testRedefinitionIsRefused() {
        XCTAssertEqual(syntaxError("a = 1\na = 2\n"), "t.toml:2: a: duplicate key (first set on line 1)")
        XCTAssertEqual(syntaxError("[s]\nx = 1\n[s]\n"), "t.toml:3: s: already defined on line 1")
        XCTAssertEqual(syntaxError("s = 1\n[s.t]\n"), "t.toml:2: s: already set on line 1, not a table")
        XCTAssertEqual(syntaxError("[s]\n[[s]]\n"), "t.toml:2: s: already set on line 1, not an array of tables")
        XCTAssertEqual(syntaxError("a = { x = 1 }\na.y = 2\n"), "t.toml:2: a: an inline table cannot be extended (line 1)")
        XCTAssertEqual(syntaxError("[[r]]\nx = 1\n[[r]]\nx = 1\nx = 2\n"), "t.toml:5: r[1].x: duplicate key (first set on line 4)")
    }

    func testImplicitTableMayBeDefinedLater() throws {
        let t = try parse("[a.b]\nx = 1\n[a]\ny = 2\n")
        guard case .table(let a)? = t["a"]?.value else { return XCTFail() }
        XCTAssertEqual(a.entries.map(\.key), ["b", "y"])
    }
}
