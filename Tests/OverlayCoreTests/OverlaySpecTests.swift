// OverlaySpecTests: attach targets, merging specs and the default anchor and gravity.
import OverlayCore
import XCTest

final class OverlaySpecTests: XCTestCase {
    func testAttachTargetParsing() {
        XCTAssertEqual(AttachTarget(parsing: "root"), .root)
        XCTAssertEqual(AttachTarget(parsing: "None"), .root)
        XCTAssertEqual(AttachTarget(parsing: "ACTIVE"), .active)
        XCTAssertEqual(AttachTarget(parsing: "pointer"), .pointer)
        XCTAssertEqual(AttachTarget(parsing: "0x1a00007"), .window(0x1a00007))
        XCTAssertEqual(AttachTarget(parsing: "0X1A"), .window(26))
        XCTAssertEqual(AttachTarget(parsing: "12345"), .window(12345))
        XCTAssertEqual(AttachTarget(parsing: "0xffffffff"), .window(UInt32.max))
    }

    func testAttachTargetRejects() {
        for text in ["", "0", "0x0", "0x", "0x100000000", "4294967296", "window", "0xzz", "12a", "-1", "+5", "0x+5"] {
            XCTAssertNil(AttachTarget(parsing: text), text)
        }
    }

    func testAttachTargetDescriptionParsesBack() {
        let targets: [AttachTarget] = [.root, .active, .pointer, .window(0xabc), .window(1)]
        for t in targets {
            XCTAssertEqual(AttachTarget(parsing: t.description), t)
        }
        XCTAssertEqual(AttachTarget.window(0x1a00007).description, "0x1a00007")
    }

    func testMergeTakesSetFieldsAndKeepsTheRest() {
        var base = OverlaySpec()
        base.text = "old"
        base.title = "Title"
        base.timeoutMs = 3000
        base.anchor = .top
        var change = OverlaySpec()
        change.text = "new"
        change.gravity = .left
        change.clickThrough = false
        change.kind = .tooltip

        let m = base.merged(with: change)
        XCTAssertEqual(m.text, "new")
        XCTAssertEqual(m.title, "Title")
        XCTAssertEqual(m.timeoutMs, 3000)
        XCTAssertEqual(m.anchor, .top)
        XCTAssertEqual(m.gravity, .left)
        XCTAssertEqual(m.clickThrough, false)
        XCTAssertEqual(m.kind, .tooltip)
        XCTAssertNil(m.attach)
        XCTAssertEqual(base.merged(with: OverlaySpec()), base)
    }

    func testMergeCoversEveryField() {
        var full = OverlaySpec()
        full.text = "t"; full.title = "T"; full.attach = .window(5); full.anchor = .bottomLeft
        full.gravity = .bottomRight; full.offset = Point(x: 1, y: 2); full.timeoutMs = 9
        full.maxWidth = 100; full.clickThrough = true; full.kind = .menu
        XCTAssertEqual(OverlaySpec().merged(with: full), full)
    }

    func testEffectiveAnchorAndGravity() {
        var s = OverlaySpec()
        XCTAssertEqual(s.effectiveAnchor, .center, "unattached: centre of the monitor")
        XCTAssertEqual(s.effectiveGravity, .center)
        s.attach = .root
        XCTAssertEqual(s.effectiveAnchor, .center)
        for target in [AttachTarget.active, .pointer, .window(42)] {
            s.attach = target
            XCTAssertEqual(s.effectiveAnchor, .bottom, "below a window")
            XCTAssertEqual(s.effectiveGravity, .bottom)
        }
        s.anchor = .right
        s.gravity = .topRight
        XCTAssertEqual(s.effectiveAnchor, .right)
        XCTAssertEqual(s.effectiveGravity, .topRight)
    }

    func testKindNames() {
        XCTAssertEqual(OverlayKind.allCases.map(\.rawValue),
                       ["popover", "tooltip", "notification", "menu", "dropdown", "utility"])
    }
}
