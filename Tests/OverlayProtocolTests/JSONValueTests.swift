// JSONValueTests: the compact JSON written for replies and events.
import Foundation
import OverlayCore
import OverlayProtocol
import XCTest

final class JSONValueTests: XCTestCase {
    func testScalars() {
        XCTAssertEqual(JSONValue.null.serialized, "null")
        XCTAssertEqual(JSONValue.bool(true).serialized, "true")
        XCTAssertEqual(JSONValue.bool(false).serialized, "false")
        XCTAssertEqual(JSONValue.int(-42).serialized, "-42")
        XCTAssertEqual(JSONValue.int(Int.max).serialized, "9223372036854775807")
        XCTAssertEqual(JSONValue.string("").serialized, #""""#)
    }

    func testNestedKeepsKeyOrder() {
        let v = JSONValue.object([
            ("z", .array([.int(1), .null, .bool(true), .object([("b", .array([]))])])),
            ("a", .object([])),
        ])
        XCTAssertEqual(v.serialized, #"{"z":[1,null,true,{"b":[]}],"a":{}}"#)
    }

    func testStringEscapes() {
        XCTAssertEqual(JSONValue.string("a\"b\\c\nd\re\tf").serialized, #""a\"b\\c\nd\re\tf""#)
        XCTAssertEqual(JSONValue.string("\u{0}\u{1}\u{1F}").serialized, #""\u0000\u0001\u001f""#)
        XCTAssertEqual(JSONValue.string("é 日本 🎉 \u{7F} /").serialized, "\"é 日本 🎉 \u{7F} /\"")
        XCTAssertEqual(JSONValue.object([("k\"ey", .string("v"))]).serialized, #"{"k\"ey":"v"}"#)
    }

    func testSerializedIsOneLine() {
        let v = JSONValue.object([("text", .string("line one\nline two\r\n")), ("list", .array([.string("\n")]))])
        XCTAssertFalse(v.serialized.contains("\n"))
        XCTAssertFalse(v.serialized.contains("\r"))
    }

    /// A JSON parser reads back exactly the strings we wrote.
    func testFoundationDecodesAwkwardStrings() throws {
        let strings = ["", "plain", "quote \" and \\ backslash", "ctl \u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}\u{7F}",
                       "tab\tnewline\ncr\r", "é 日本語 🎉👍🏽 \u{301}", "\u{2028}\u{2029}", "</script>"]
        let value = JSONValue.object(strings.enumerated().map { ("k\($0.offset)", .string($0.element)) })
        let decoded = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(value.serialized.utf8)) as? [String: String])
        for (i, s) in strings.enumerated() {
            XCTAssertEqual(decoded["k\(i)"], s, s.debugDescription)
        }
    }

    func testEqualityIsBySerialization() {
        XCTAssertEqual(JSONValue.object([("a", .int(1)), ("b", .null)]), .object([("a", .int(1)), ("b", .null)]))
        XCTAssertNotEqual(JSONValue.object([("a", .int(1)), ("b", .null)]), .object([("b", .null), ("a", .int(1))]))
        XCTAssertNotEqual(JSONValue.int(1), .string("1"))
        XCTAssertNotEqual(JSONValue.bool(true), .string("true"))
    }

    func testGeometryHelpers() {
        XCTAssertEqual(JSONValue.rect(Rect(x: -5, y: 10, width: 300, height: 80)).serialized, "[-5,10,300,80]")
        XCTAssertEqual(JSONValue.point(Point(x: 1920, y: -1)).serialized, "[1920,-1]")
    }
}
