// ReplyTests: the exact reply and event lines a client reads.
import OverlayProtocol
import XCTest

final class ReplyTests: XCTestCase {
    func testOkReply() {
        XCTAssertEqual(Reply.ok().serialized, #"{"ok":true}"#)
        XCTAssertEqual(Reply.ok([("id", .string("p1")), ("new", .bool(true))]).serialized,
                       #"{"ok":true,"id":"p1","new":true}"#)
    }

    func testErrorReply() {
        XCTAssertEqual(Reply.error("unknown command: frobnicate").serialized,
                       #"{"ok":false,"error":"unknown command: frobnicate"}"#)
        XCTAssertEqual(Reply.error("bad \"id\"\n").serialized, #"{"ok":false,"error":"bad \"id\"\n"}"#)
    }

    func testUsageErrorBecomesErrorReply() {
        do {
            _ = try RequestParser.parse(line: Array("show --kind toast".utf8))
            XCTFail("expected a usage error")
        } catch {
            XCTAssertEqual(Reply.error(error.message).serialized,
                           #"{"ok":false,"error":"--kind: expected one of popover, tooltip, notification, menu, dropdown, utility: toast"}"#)
        }
    }

    func testEvents() {
        XCTAssertEqual(OverlayEvent.shown(id: "p1").json.serialized, #"{"event":"shown","id":"p1"}"#)
        XCTAssertEqual(OverlayEvent.updated(id: "p1").json.serialized, #"{"event":"updated","id":"p1"}"#)
        XCTAssertEqual(OverlayEvent.clicked(id: "note.2").json.serialized, #"{"event":"clicked","id":"note.2"}"#)
        XCTAssertEqual(OverlayEvent.clicked(id: "n2", button: 3).json.serialized, #"{"event":"clicked","id":"n2","button":3}"#)
        XCTAssertEqual(OverlayEvent.dismissed(id: "p3", reason: .timeout).json.serialized,
                       #"{"event":"dismissed","id":"p3","reason":"timeout"}"#)
        XCTAssertEqual(OverlayEvent.dismissed(id: "p3", reason: .sourceGone).json.serialized,
                       #"{"event":"dismissed","id":"p3","reason":"source-gone"}"#)
    }

    func testDismissReasons() {
        XCTAssertEqual(DismissReason.allCases.map(\.rawValue), ["timeout", "click", "request", "source-gone", "outside", "escape", "enter", "drag", "swipe", "double-click",
                                                                "long-press", "replaced", "action", "grab-failed"])
    }

    func testVersionIsSemantic() {
        let parts = overlaydVersion.split(separator: ".")
        XCTAssertEqual(parts.count, 3)
        XCTAssertTrue(parts.allSatisfy { Int($0) != nil }, overlaydVersion)
    }
}
