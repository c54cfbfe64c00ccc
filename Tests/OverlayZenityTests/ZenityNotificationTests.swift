// ZenityNotificationTests: what `zenity --notification` sends, as zenity 3.44 and libnotify 0.8
// were seen sending it on this machine (dbus-monitor): the summary and body split, the icon, the
// hints typed by their names and in GLib's hash order, and --listen's commands.
import OverlayZenity
import XCTest

final class ZenityNotificationTests: XCTestCase {
    func single(_ argv: [String]) throws -> ZenityNotify? {
        let line = try ZenityCommandLine.parse(["--notification"] + argv)
        guard case .notification = ZenityPlan(line) else {
            XCTFail("\(argv) is not sent as a notification")
            return nil
        }
        return ZenityNotification.single(line)
    }

    func testTheTextsFirstLineIsTheSummaryAndTheRestTheBody() throws {
        let n = try XCTUnwrap(try single(["--text", "A\\tb\\nB\\nC", "--window-icon", "dialog-information"]))
        XCTAssertEqual(n.summary, "A\tb")
        XCTAssertEqual(n.body, "B\nC")
        XCTAssertEqual(n.icon, "dialog-information")
        XCTAssertEqual(n.actions, ["default", "Do Default Action"])
        XCTAssertEqual(try single(["--text", "Only"])?.body, "")
        XCTAssertEqual(try single(["--text", "Only"])?.icon, "")
    }

    func testNoTextOrAnEmptyOneSendsNothing() throws {
        XCTAssertNil(try single([]))
        XCTAssertNil(try single(["--text", ""]))
    }

    func testHintsAreTypedByNameAndOrderedAsLibnotifySendsThem() throws {
        // Seen: --hint urgency:2 --hint category:im → category (string), urgency (byte).
        let a = try XCTUnwrap(try single(["--text", "x", "--hint", "urgency:2", "--hint", "category:im"]))
        XCTAssertEqual(a.hints.map(\.name), ["category", "urgency"])
        XCTAssertEqual(a.hints.map(\.value), [.string("im"), .byte(2)])
        // Seen: resident:TRUE, x:0x10, foo:bar, Y:7 → Y (int32 7), resident (true), x (int32 16); foo skipped.
        let read = ZenityNotification.hints(["resident:TRUE", "x:0x10", "foo:bar", "Y:7"])
        XCTAssertEqual(read.hints.map(\.name), ["Y", "resident", "x"])
        XCTAssertEqual(read.hints.map(\.value), [.int32(7), .bool(true), .int32(16)])
        XCTAssertEqual(read.complaints, ["Unknown hint name. Skipping."])
        // A bare name: strtoll of nothing is 0; a boolean's missing value compares as equal to "true".
        XCTAssertEqual(ZenityNotification.hints(["urgency"]).hints.map(\.value), [.byte(0)])
        XCTAssertEqual(ZenityNotification.hints(["transient"]).hints.map(\.value), [.bool(true)])
        XCTAssertEqual(ZenityNotification.hints(["transient:maybe"]).complaints.count, 1)
        XCTAssertEqual(ZenityNotification.hints(["image-data:x"]).complaints, ["Unsupported hint. Skipping."])
        // The last value of a name wins.
        XCTAssertEqual(ZenityNotification.hints(["urgency:1", "urgency:0x2"]).hints.map(\.value), [.byte(2)])
    }

    func testListenCommands() {
        XCTAssertEqual(ZenityListenCommand("message: Hi there\\nbody\n"), .show("Hi there\\nbody"))
        XCTAssertEqual(ZenityListenCommand("tooltip:Tip"), .show("Tip"))
        XCTAssertEqual(ZenityListenCommand("ICON: dialog-warning"), .icon("dialog-warning"))
        XCTAssertEqual(ZenityListenCommand("hints: urgency:1\\ncategory:x"), .hints(["urgency:1", "category:x"]))
        XCTAssertEqual(ZenityListenCommand("visible: false"), .ignored)
        XCTAssertEqual(ZenityListenCommand(" bogus : 1"), .complaint("Unknown command 'bogus'"))
        XCTAssertEqual(ZenityListenCommand("nocolon"), .complaint("Could not parse command from stdin"))
        let shown = ZenityNotification.notify(text: "Hi there\\nbody", icon: nil, actions: [], hints: [])
        XCTAssertEqual(shown?.summary, "Hi there")
        XCTAssertEqual(shown?.body, "body")
    }
}
