// PickAccessibilityTests: an open pick menu as a screen reader's tree (fake window system, no
// X server): a popup menu (a dialog for a prompt) with the typed line as a text and only the
// rows drawn as menu items; typing and moving the highlight are heard through the tree diff.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class PickAccessibilityTests: XCTestCase {
    func open(_ d: DaemonHarness, _ spec: PickSpec, rows: Int) {
        let bytes = Array((0..<rows).map { "row \($0)\n" }.joined().utf8)
        XCTAssertEqual(d.controller.openPick(id: "p", spec: spec, rows: PickRows(bytes: bytes), now: d.clock.now)["ok"]?.boolValue, true)
        d.pump()
    }

    func key(_ d: DaemonHarness, _ key: String, _ text: String = "") {
        d.x.send(.keyPress(key: key, text: text, modifiers: []))
        d.pump()
    }

    func pick(_ d: DaemonHarness) throws -> AccessibleOverlay {
        try XCTUnwrap(d.controller.accessibleOverlays().first { $0.key == "p" })
    }

    func testOnlyTheDrawnPageOfManyRowsIsExposedWithTheHighlightFocused() throws {
        let d = try DaemonHarness()
        var spec = PickSpec()
        spec.lines = 5
        spec.prompt = "Run:"
        open(d, spec, rows: 200_000)
        let p = try pick(d)
        XCTAssertEqual(p.role, .popupMenu)
        XCTAssertEqual(p.name, "Run:")
        XCTAssertTrue(p.states.contains(.active), "a pick takes the focus as a menu does")
        XCTAssertEqual(p.children.map(\.role), [.text] + Array(repeating: .menuItem, count: 5), "200,000 rows, one page of objects")
        XCTAssertEqual(p.children.dropFirst().map(\.name), (0..<5).map { "row \($0)" })
        let entry = p.children[0]
        XCTAssertEqual([entry.name, entry.text], ["Run:", ""])
        XCTAssertTrue(entry.states.isSuperset(of: [.editable, .focusable, .singleLine]))
        XCTAssertFalse(entry.states.contains(.focused), "the highlighted row has the focus")
        XCTAssertEqual(p.children.filter { $0.states.contains(.focused) }.map(\.name), ["row 0"])
        XCTAssertEqual(p.children.filter { $0.states.contains(.selected) }.map(\.name), ["row 0"])
        let listed = try XCTUnwrap(d.listed("p")?["rows"]?.arrayValue?.compactMap(\.rectValue))
        XCTAssertEqual(p.children.dropFirst().map(\.frame), listed, "the rows' extents are where they are drawn")

        let before = p
        key(d, "Down")
        let after = try pick(d)
        XCTAssertEqual(AccessibleEvent.changes(from: [before], to: [after]).filter { $0.name.hasPrefix("object:state-changed") }, [
            .stateChanged(["p", "row0"], state: "focused", on: false),
            .stateChanged(["p", "row0"], state: "selected", on: false),
            .stateChanged(["p", "row1"], state: "focused", on: true),
            .stateChanged(["p", "row1"], state: "selected", on: true),
        ])
    }

    func testTypingIsHeardAsTextInsertedIntoTheLine() throws {
        let d = try DaemonHarness()
        var spec = PickSpec()
        spec.lines = 3
        open(d, spec, rows: 30)
        let before = try pick(d)
        key(d, "1", "1")
        key(d, "7", "7")
        let after = try pick(d)
        XCTAssertEqual(after.children[0].text, "17")
        XCTAssertEqual(after.children[0].caret, 2)
        XCTAssertEqual(after.children.dropFirst().map(\.name), ["row 17"], "the rows that still match")
        let events = AccessibleEvent.changes(from: [before], to: [after])
        XCTAssertTrue(events.contains(.textChanged(["p", "input"], inserted: true, offset: 0, text: "17")), "\(events)")
        XCTAssertTrue(events.contains(.caretMoved(["p", "input"], offset: 2)), "\(events)")
        XCTAssertTrue(after.children[0].states.contains(.focused), "typing puts the focus on the line")
        XCTAssertEqual(after.children.filter { $0.states.contains(.selected) }.map(\.name), ["row 17"])
        XCTAssertFalse(after.children[1].states.contains(.focused))
        XCTAssertEqual(events.filter { $0.name == "object:state-changed:focused" },
                       [.stateChanged(["p", "row0"], state: "focused", on: false), .stateChanged(["p", "input"], state: "focused", on: true)])

        key(d, "BackSpace")
        let erased = AccessibleEvent.changes(from: [after], to: [try pick(d)])
        XCTAssertEqual(erased.first { if case .textChanged = $0 { return true }; return false },
                       .textChanged(["p", "input"], inserted: false, offset: 1, text: "7"))

        // An arrow gives the focus back to the highlighted row.
        let typed = try pick(d)
        key(d, "Down")
        let moved = try pick(d)
        XCTAssertEqual(AccessibleEvent.changes(from: [typed], to: [moved]).filter { $0.name == "object:state-changed:focused" },
                       [.stateChanged(["p", "input"], state: "focused", on: false),
                        .stateChanged(["p", "row10"], state: "focused", on: true)])
    }

    func testAPasswordLineExposesOnlyWhatIsDrawnForIt() throws {
        let d = try DaemonHarness()
        var spec = PickSpec()
        spec.flavor = .prompt
        spec.password = true
        spec.title = "Unlock"
        open(d, spec, rows: 0)
        key(d, "s", "s")
        key(d, "3", "3")
        let p = try pick(d)
        XCTAssertEqual(p.role, .dialog, "a prompt is a dialog")
        XCTAssertEqual(p.children.map(\.role), [.passwordText])
        XCTAssertEqual(p.children[0].text, "**", "one * per character, as drawn; never the secret")
        XCTAssertTrue(p.children[0].states.contains(.focused), "no rows: the line has the focus")
    }

    func testARowsClickActionChoosesItAsAClickDoes() throws {
        let d = try DaemonHarness()
        var spec = PickSpec()
        spec.lines = 5
        open(d, spec, rows: 10)
        let row3 = try XCTUnwrap(try pick(d).children.first { $0.name == "row 3" })
        XCTAssertEqual(row3.actions.map(\.name), ["click"])
        XCTAssertTrue(d.controller.performAccessibleAction(row3.actions[0].effect))
        XCTAssertEqual(d.history(of: "p"), ["shown", "picked:[3]", "dismissed:action"])
        XCTAssertFalse(d.controller.performAccessibleAction(row3.actions[0].effect), "the menu went: nothing to do")
    }

    /// A reader may ask between a key and the repaint it asks for (the commit): the tree is
    /// the page painted, never a row past the narrowed matches (that trapped).
    func testATreeAskedBeforeTheRepaintShowsThePaintedPage() throws {
        let d = try DaemonHarness()
        var spec = PickSpec()
        spec.lines = 5
        open(d, spec, rows: 30)
        d.x.send(.keyPress(key: "9", text: "9", modifiers: []))
        d.controller.drainEvents()
        let p = try pick(d)
        XCTAssertEqual(p.children[0].text, "9", "the line is the model's")
        XCTAssertEqual(p.children.dropFirst().map(\.name), ["row 9", "row 19", "row 29"], "the painted rows that still exist")
        d.pump()
        XCTAssertEqual(try pick(d).children.dropFirst().map(\.name), ["row 9", "row 19", "row 29"])
    }

    func testNothingIsExposedForAClosedPick() throws {
        let d = try DaemonHarness()
        open(d, PickSpec(), rows: 3)
        key(d, "Escape")
        XCTAssertNil(d.controller.accessibleOverlays().first { $0.key == "p" })
    }
}

/// `overlayctl menu`'s input line: a text before the items once typing filters the menu.
final class MenuInputAccessibilityTests: XCTestCase {
    func testTheMenusInputLineIsATextOnceTypingFiltersIt() throws {
        let d = try DaemonHarness()
        d.ok("menu --id m Copy Paste Quit")
        d.pump()
        let before = try XCTUnwrap(d.controller.accessibleOverlays().first { $0.key == "m" })
        XCTAssertEqual(before.children.map(\.role), [.menuItem, .menuItem, .menuItem], "no line before the first key")
        d.x.send(.keyPress(key: "q", text: "q", modifiers: []))
        d.pump()
        let after = try XCTUnwrap(d.controller.accessibleOverlays().first { $0.key == "m" })
        XCTAssertEqual(after.children.map(\.role), [.text, .menuItem])
        XCTAssertEqual([after.children[0].text, after.children[1].name], ["q", "Quit"])
        XCTAssertTrue(after.children[0].states.contains(.editable))
        XCTAssertEqual(after.children[0].caret, 1)
        XCTAssertEqual(after.children.filter { $0.states.contains(.focused) }.map(\.role), [.text], "typing: the line has the focus")
        XCTAssertTrue(after.children[1].states.contains(.selected))
        d.x.send(.keyPress(key: "Up", text: "", modifiers: []))
        d.pump()
        let moved = try XCTUnwrap(d.controller.accessibleOverlays().first { $0.key == "m" })
        XCTAssertEqual(moved.children.filter { $0.states.contains(.focused) }.map(\.name), ["Quit"], "an arrow: the item has it")
    }
}
