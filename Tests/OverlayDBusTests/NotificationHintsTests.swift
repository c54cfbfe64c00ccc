// NotificationHintsTests: decoding hints, actions, expiry and the picture precedence, without a bus.
import OverlayCore
import XCTest

final class NotificationHintsTests: XCTestCase {
    private let pixel = NotificationImage(width: 1, height: 1, rowstride: 4, hasAlpha: true, bitsPerSample: 8, channels: 4, data: [1, 2, 3, 4])

    func testUrgencyFromByteIntegerOrWord() {
        XCTAssertEqual(NotificationHints(["urgency": .integer(0)]).urgency, .low)
        XCTAssertEqual(NotificationHints(["urgency": .integer(2)]).urgency, .critical)
        XCTAssertEqual(NotificationHints(["urgency": .string("Critical")]).urgency, .critical)
        XCTAssertEqual(NotificationHints(["urgency": .integer(7)]).urgency, .normal, "out of range: the default")
        XCTAssertEqual(NotificationHints(["urgency": .bool(true)]).urgency, .normal)
        XCTAssertEqual(NotificationHints([:]).urgency, .normal)
    }

    func testProgressIsClampedAndAcceptsStrings() {
        XCTAssertEqual(NotificationHints(["value": .integer(40)]).progress, 40)
        XCTAssertEqual(NotificationHints(["value": .integer(250)]).progress, 100)
        XCTAssertEqual(NotificationHints(["value": .integer(-3)]).progress, 0)
        XCTAssertEqual(NotificationHints(["value": .string(" 55 ")]).progress, 55)
        XCTAssertNil(NotificationHints(["value": .string("half")]).progress)
    }

    func testFlagsFromBooleansAndIntegers() {
        let h = NotificationHints(["transient": .bool(true), "resident": .integer(1)])
        XCTAssertTrue(h.transient)
        XCTAssertTrue(h.resident)
        XCTAssertFalse(NotificationHints(["transient": .string("false")]).transient)
    }

    func testPositionNeedsBothCoordinates() {
        let both = NotificationHints(["x": .integer(10), "y": .integer(-5)])
        XCTAssertEqual(both.x, 10)
        XCTAssertEqual(both.y, -5)
        XCTAssertNil(NotificationHints(["y": .integer(3)]).y)
    }

    func testStackTagPrefersTheCanonicalHint() {
        XCTAssertEqual(NotificationHints(["x-dunst-stack-tag": .string("vol")]).stackTag, "vol")
        let both = NotificationHints(["x-dunst-stack-tag": .string("b"), "x-canonical-private-synchronous": .string("a")])
        XCTAssertEqual(both.stackTag, "a")
        XCTAssertNil(NotificationHints(["x-dunst-stack-tag": .string("")]).stackTag)
    }

    /// dunst reads a stack tag from four hints, and so do we: `synchronous` and
    /// `private-synchronous` (sent by volume and brightness scripts) are not ignored.
    func testStackTagFromEveryHintDunstReadsInDunstsOrder() {
        let order = ["synchronous", "private-synchronous", "x-canonical-private-synchronous", "x-dunst-stack-tag"]
        XCTAssertEqual(NotificationHints.stackTagHints, order)
        for hint in order {
            XCTAssertEqual(NotificationHints([hint: .string("vol")]).stackTag, "vol", hint)
            XCTAssertTrue(NotificationHints.understood.contains(hint), hint)
        }
        var all: [String: NotificationHintValue] = [:]
        for (i, hint) in order.enumerated().reversed() {
            all[hint] = .string("tag\(i)")
            XCTAssertEqual(NotificationHints(all).stackTag, "tag\(i)", "\(hint) comes before the ones after it")
        }
        XCTAssertEqual(NotificationHints(["synchronous": .string(""), "private-synchronous": .string("p")]).stackTag, "p",
                       "an empty one is no tag")
        XCTAssertNil(NotificationHints(["synchronous": .integer(3)]).stackTag, "not a string")
    }

    func testImageHintsInSpecOrder() throws {
        let other = try XCTUnwrap(NotificationImage(width: 1, height: 1, rowstride: 3, hasAlpha: false, bitsPerSample: 8, channels: 3, data: [9, 9, 9]))
        let p = try XCTUnwrap(pixel)
        XCTAssertEqual(NotificationHints(["icon_data": .image(other), "image-data": .image(p)]).image, p)
        XCTAssertEqual(NotificationHints(["icon_data": .image(other), "image_data": .image(p)]).image, p)
        XCTAssertEqual(NotificationHints(["icon_data": .image(other)]).image, other)
        XCTAssertNil(NotificationHints(["image-data": .unsupported(signature: "(iiibiiay)")]).image)
        XCTAssertEqual(NotificationHints(["image_path": .string("/a.png")]).imagePath, "/a.png")
        XCTAssertEqual(NotificationHints(["image-path": .string("b"), "image_path": .string("a")]).imagePath, "b")
    }

    func testCategoryAndDesktopEntry() {
        let h = NotificationHints(["category": .string("im.received"), "desktop-entry": .string("org.gnome.Fractal")])
        XCTAssertEqual(h.category, "im.received")
        XCTAssertEqual(h.desktopEntry, "org.gnome.Fractal")
        XCTAssertNil(NotificationHints(["category": .integer(3)]).category, "a wrong type is ignored")
    }

    func testActionsArePairedAndATrailingKeyDropped() {
        let r = NotificationRequest(NotifyArguments(actions: ["default", "Open", "", "Nameless", "x"]))
        XCTAssertEqual(r.actions, [NotificationAction(key: "default", label: "Open")])
        XCTAssertEqual(r.defaultAction?.label, "Open")
        XCTAssertNil(NotificationRequest(NotifyArguments(actions: ["reply", "Reply"])).defaultAction)
    }

    func testExpiry() {
        XCTAssertEqual(NotificationExpiry(expireTimeout: -1), .serverDefault)
        XCTAssertEqual(NotificationExpiry(expireTimeout: -20), .serverDefault)
        XCTAssertEqual(NotificationExpiry(expireTimeout: 0), .never)
        XCTAssertEqual(NotificationExpiry(expireTimeout: 1500), .milliseconds(1500))
    }

    func testPicturePrecedence() throws {
        let p = try XCTUnwrap(pixel)
        var a = NotifyArguments(appIcon: "firefox", hints: ["image-path": .string("file:///tmp/my%20pic.png"), "image-data": .image(p)])
        XCTAssertEqual(NotificationRequest(a).picture, .pixels(p))
        a.hints["image-data"] = nil
        XCTAssertEqual(NotificationRequest(a).picture, .file("/tmp/my pic.png"))
        a.hints = [:]
        XCTAssertEqual(NotificationRequest(a).picture, .themeIcon("firefox"))
        a.appIcon = "/usr/share/icons/x.png"
        XCTAssertEqual(NotificationRequest(a).picture, .file("/usr/share/icons/x.png"))
        a.appIcon = ""
        XCTAssertNil(NotificationRequest(a).picture)
    }

    func testCloseReasonsAreTheSpecsNumbers() {
        XCTAssertEqual(NotificationCloseReason.allCases.map(\.rawValue), [1, 2, 3, 4])
    }
}
