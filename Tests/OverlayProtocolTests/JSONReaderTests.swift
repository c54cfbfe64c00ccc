// JSONReaderTests: reading reply and event lines back, as overlayctl and the tests do.
import OverlayCore
import OverlayProtocol
import XCTest

final class JSONReaderTests: XCTestCase {
    func testReadsWhatWeWrite() throws {
        let values: [JSONValue] = [
            .null, .bool(true), .bool(false), .int(0), .int(-42), .int(Int.max), .string(""),
            .string("quote \" backslash \\ newline \n cr \r tab \t ctl \u{1}\u{1F} é 日本 🎉 \u{301}"),
            .array([]), .object([]),
            Reply.ok([("id", .string("p1")), ("frame", .rect(Rect(x: -3, y: 4, width: 300, height: 80)))]),
            Reply.error("unknown command: x"),
            OverlayEvent.dismissed(id: "p2", reason: .sourceGone).json,
            .object([("nested", .array([.object([("a", .array([.null, .int(1)]))])]))]),
        ]
        for v in values {
            XCTAssertEqual(try JSONReader.parse(v.serialized), v, v.serialized)
        }
    }

    func testWhitespaceAndEscapes() throws {
        let v = try JSONReader.parse(" { \"a\" : [ 1 , 2 ] ,\n\"b\":\"x\\u0041\\/\\b\\f\" } \r\n")
        XCTAssertEqual(v, .object([("a", .array([.int(1), .int(2)])), ("b", .string("xA/\u{8}\u{C}"))]))
    }

    func testAccessors() throws {
        let reply = try JSONReader.parse(#"{"ok":true,"id":"p1","n":3,"list":[1],"id":"second"}"#)
        XCTAssertEqual(reply["ok"]?.boolValue, true)
        XCTAssertEqual(reply["id"]?.stringValue, "p1", "the first of duplicate keys")
        XCTAssertEqual(reply["n"]?.intValue, 3)
        XCTAssertEqual(reply["list"]?.arrayValue, [.int(1)])
        XCTAssertNil(reply["missing"])
        XCTAssertNil(reply["id"]?.intValue)
        XCTAssertNil(reply["n"]?.stringValue)
        XCTAssertNil(reply["ok"]?.arrayValue)
        XCTAssertNil(reply["list"]?.boolValue)
        XCTAssertNil(JSONValue.array([])["ok"], "not an object")
    }

    func testRejectsMalformed() {
        let bad = ["", " ", "{", "}", "[1,]", "[1 2]", "tru", "nul", "{\"a\"1}", "{\"a\":}", "{a:1}", "1 2",
                   "\"abc", "\"\\u12\"", "1.5", "-", "[", "{\"a\":1,}", "{\"a\":1]", "'x'"]
        for text in bad {
            XCTAssertThrowsError(try JSONReader.parse(text), text.debugDescription)
        }
    }

    func testErrorNamesTheOffset() {
        do {
            _ = try JSONReader.parse(#"{"ok":tru}"#)
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.offset, 9)
            XCTAssertEqual(error.description, "invalid JSON at byte 9")
        }
    }
}
