// AccessibleEventTests: the AT-SPI2 events between two accessible trees, and the Text
// interface's units.
import OverlayCore
import XCTest

final class AccessibleEventTests: XCTestCase {
    let frame = Rect(x: 10, y: 20, width: 100, height: 40)

    func item(_ i: Int, focused: Bool = false) -> AccessibleOverlay {
        var s: AccessibleStates = [.showing, .visible, .selectable, .focusable]
        if focused { s.formUnion([.focused, .selected]) }
        return AccessibleOverlay(key: "item\(i)", role: .menuItem, name: "Item \(i)", frame: frame, states: s)
    }

    func menu(focus: Int?) -> AccessibleOverlay {
        AccessibleOverlay(key: "m", role: .popupMenu, name: "", frame: frame,
                          children: (0..<3).map { item($0, focused: $0 == focus) }, overlayID: "m")
    }

    func testANewOverlayIsAddedCreatedShownAndAnnounced() {
        var n = AccessibleOverlay(key: "n1", role: .notification, name: "Disk", description: "Almost full", frame: frame)
        n.announcement = .assertive
        XCTAssertEqual(AccessibleEvent.changes(from: [], to: [n]), [
            .childrenChanged(parent: [], added: true, index: 0, child: ["n1"]),
            .windowCreate(["n1"]),
            .stateChanged(["n1"], state: "showing", on: true),
            .announcement(["n1"], text: "Disk: Almost full", politeness: .assertive),
        ])
    }

    func testAGoneOverlayIsHiddenRemovedAndDestroyedAtItsOldIndex() {
        let a = AccessibleOverlay(key: "a", role: .panel, name: "A", frame: frame)
        let b = AccessibleOverlay(key: "b", role: .panel, name: "B", frame: frame)
        XCTAssertEqual(AccessibleEvent.changes(from: [a, b], to: [b]), [
            .stateChanged(["a"], state: "showing", on: false),
            .childrenChanged(parent: [], added: false, index: 0, child: ["a"]),
            .windowDestroy(["a"]),
        ])
        XCTAssertEqual(AccessibleEvent.changes(from: [a, b], to: [a, b]), [], "nothing changed, nothing said")
    }

    func testTheFocusLeavesOneItemBeforeItEntersTheNext() {
        let events = AccessibleEvent.changes(from: [menu(focus: 0)], to: [menu(focus: 1)])
        XCTAssertEqual(events, [
            .stateChanged(["m", "item0"], state: "focused", on: false),
            .stateChanged(["m", "item0"], state: "selected", on: false),
            .stateChanged(["m", "item1"], state: "focused", on: true),
            .stateChanged(["m", "item1"], state: "selected", on: true),
        ])
        XCTAssertEqual(events.map(\.name), ["object:state-changed:focused", "object:state-changed:selected",
                                            "object:state-changed:focused", "object:state-changed:selected"])
    }

    func testANewMenuAnnouncesItsFocusedItemAfterItself() {
        let events = AccessibleEvent.changes(from: [], to: [menu(focus: 2)])
        XCTAssertEqual(events.suffix(2), [
            .stateChanged(["m", "item2"], state: "selected", on: true),
            .stateChanged(["m", "item2"], state: "focused", on: true),
        ])
    }

    func testRenamingAndNewPartsAreReported() {
        let a = AccessibleOverlay(key: "a", role: .panel, name: "Old", frame: frame)
        var b = a
        b.name = "New"
        b.children = [AccessibleOverlay(key: "button-ok", role: .pushButton, name: "OK", frame: frame)]
        XCTAssertEqual(AccessibleEvent.changes(from: [a], to: [b]), [
            .nameChanged(["a"], name: "New"),
            .childrenChanged(parent: ["a"], added: true, index: 0, child: ["a", "button-ok"]),
            .stateChanged(["a", "button-ok"], state: "showing", on: true),
        ])
    }

    func testTheActiveWindowMovesWithDeactivateBeforeActivate() {
        var a = AccessibleOverlay(key: "a", role: .panel, name: "A", frame: frame)
        a.states.formUnion([.active, .focused])
        var b = AccessibleOverlay(key: "b", role: .alert, name: "B", frame: frame)
        let before = [a]
        a.states.subtract([.active, .focused])
        b.states.insert(.active)
        let events = AccessibleEvent.changes(from: before, to: [a, b])
        XCTAssertEqual(events, [
            .stateChanged(["a"], state: "focused", on: false),
            .stateChanged(["a"], state: "active", on: false),
            .windowDeactivate(["a"]),
            .childrenChanged(parent: [], added: true, index: 1, child: ["b"]),
            .windowCreate(["b"]),
            .stateChanged(["b"], state: "showing", on: true),
            .stateChanged(["b"], state: "active", on: true),
            .windowActivate(["b"]),
        ])
    }

    func testTextUnits() {
        let t = AccessibleText("Saved. Report is\nin docs")
        XCTAssertEqual(t.count, 24)
        XCTAssertEqual(t.slice(7, 13), "Report")
        XCTAssertEqual(t.slice(17, -1), "in docs")
        XCTAssertEqual(t.segment(at: 8, .character).text, "e")
        XCTAssertEqual(t.segment(at: 8, .word).text, "Report ")
        XCTAssertEqual(t.segment(at: 8, .sentence).text, "Report is\n")
        XCTAssertEqual(t.segment(at: 2, .line).text, "Saved. Report is\n")
        XCTAssertEqual(t.segment(at: 20, .line).text, "in docs")
        XCTAssertEqual(t.segment(next: 1, from: 2, .word).text, "Report ")
        XCTAssertEqual(t.segment(next: -1, from: 8, .word).text, "Saved. ")
        XCTAssertEqual(t.segment(next: 1, from: 20, .line).text, "", "nothing after the last line")
        XCTAssertEqual(t.segment(at: 99, .word).start, 24, "past the end: empty at the end")
    }

    func line(_ text: String, caret: Int, editable: Bool = true) -> AccessibleOverlay {
        var s: AccessibleStates = [.showing, .visible, .focusable]
        if editable { s.insert(.editable) }
        return AccessibleOverlay(key: "input", role: .text, name: "", text: text, frame: frame, states: s, caret: caret)
    }

    func pick(_ line: AccessibleOverlay, focus: Int? = nil) -> AccessibleOverlay {
        AccessibleOverlay(key: "p", role: .popupMenu, name: "", frame: frame,
                          children: [line] + (0..<2).map { item($0, focused: $0 == focus) }, overlayID: "p")
    }

    /// Orca echoes what is typed from text-changed:insert; GTK's entry sends it, then the caret move.
    func testTypingIntoALineIsAnInsertThenTheCaretMove() {
        XCTAssertEqual(AccessibleEvent.changes(from: [pick(line("ab", caret: 2))], to: [pick(line("abé", caret: 3))]), [
            .textChanged(["p", "input"], inserted: true, offset: 2, text: "é"),
            .caretMoved(["p", "input"], offset: 3),
        ])
        XCTAssertEqual(AccessibleEvent.changes(from: [pick(line("abc", caret: 2))], to: [pick(line("ac", caret: 1))]), [
            .textChanged(["p", "input"], inserted: false, offset: 1, text: "b"),
            .caretMoved(["p", "input"], offset: 1),
        ], "BackSpace in the middle deletes one character where it was")
        XCTAssertEqual(AccessibleEvent.changes(from: [pick(line("foo bar", caret: 7))], to: [pick(line("foo baz", caret: 7))]), [
            .textChanged(["p", "input"], inserted: false, offset: 6, text: "r"),
            .textChanged(["p", "input"], inserted: true, offset: 6, text: "z"),
        ], "a replaced run is a delete then an insert; the caret stayed, so no move")
        XCTAssertEqual(AccessibleEvent.changes(from: [pick(line("aa", caret: 2))], to: [pick(line("aaa", caret: 3))]), [
            .textChanged(["p", "input"], inserted: true, offset: 2, text: "a"),
            .caretMoved(["p", "input"], offset: 3),
        ], "a repeated letter: the common start is taken first")
        XCTAssertEqual(AccessibleEvent.changes(from: [pick(line("ab", caret: 2))], to: [pick(line("ab", caret: 0))]),
                       [.caretMoved(["p", "input"], offset: 0)], "Home moves only the caret")
    }

    func testOnlyAnEditableLineReportsItsTextChanges() {
        XCTAssertEqual(AccessibleEvent.changes(from: [pick(line("a", caret: 1, editable: false))],
                                               to: [pick(line("ab", caret: 2, editable: false))]), [])
    }

    /// Typing narrows the rows: the line's change comes before the focus enters the new first row.
    func testTypingThatMovesTheHighlightIsHeardTextFirstThenFocus() {
        let events = AccessibleEvent.changes(from: [pick(line("", caret: 0), focus: 0)], to: [pick(line("x", caret: 1), focus: 1)])
        XCTAssertEqual(events, [
            .stateChanged(["p", "item0"], state: "focused", on: false),
            .stateChanged(["p", "item0"], state: "selected", on: false),
            .textChanged(["p", "input"], inserted: true, offset: 0, text: "x"),
            .caretMoved(["p", "input"], offset: 1),
            .stateChanged(["p", "item1"], state: "focused", on: true),
            .stateChanged(["p", "item1"], state: "selected", on: true),
        ])
        XCTAssertEqual(events.map(\.name)[2...3], ["object:text-changed:insert", "object:text-caret-moved:"])
    }

    /// The first key typed takes the focus from the row to the line, before the insert, so
    /// that Orca (which echoes only typing into the focus) says the character.
    func testTheLineGainsTheFocusBeforeItsFirstInsert() {
        var typed = line("b", caret: 1)
        typed.states.insert(.focused)
        var after = pick(typed, focus: 0)
        after.children[1].states.remove(.focused)
        XCTAssertEqual(AccessibleEvent.changes(from: [pick(line("", caret: 0), focus: 0)], to: [after]), [
            .stateChanged(["p", "item0"], state: "focused", on: false),
            .stateChanged(["p", "input"], state: "focused", on: true),
            .textChanged(["p", "input"], inserted: true, offset: 0, text: "b"),
            .caretMoved(["p", "input"], offset: 1),
        ])
    }
}
