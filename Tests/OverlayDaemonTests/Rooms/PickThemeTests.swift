// PickThemeTests: a rofi theme reaching the pick room: sent once and named by its hash afterwards
// (parsed once), refused with rofi's words when broken, and a pick drawn with it in rofi's window.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import OverlayRender
import XCTest

final class PickThemeTests: XCTestCase {
    let area = Rect(x: 0, y: 0, width: 1280, height: 800)
    let text = "* { background-color: transparent; } window { width: 400px; background-color: #102030; } element selected.normal { background-color: #ff0000; }"

    func testAThemeIsSentOnceAndNamedAfterwards() throws {
        let d = try DaemonHarness()
        let router = RequestRouter(controller: d.controller, services: FakeRequestServices())
        let hash = RasiFlatTheme.hash(text)
        let line = "theme --hash \(hash) --bytes \(text.utf8.count)"
        guard case .replyThenTheme(let asked, let upload) = router.answerSocket(.line(Array(line.utf8))) else {
            return XCTFail("an unknown theme's text is asked for")
        }
        XCTAssertEqual(asked["send"]?.intValue, text.utf8.count)
        XCTAssertEqual(upload.remaining, text.utf8.count)
        let themes = d.controller.rooms.picks.themes
        XCTAssertNoThrow(try themes.store(hash: hash, text: Array(text.utf8)).get())
        guard case .reply(let known) = router.answerSocket(.line(Array(line.utf8))) else { return XCTFail("a known theme is only named") }
        XCTAssertEqual(known["known"]?.boolValue, true)
        XCTAssertNotNil(themes.theme(hash))
        XCTAssertEqual(themes.parses, 1, "named again, parsed once")
    }

    /// Given on its line (`--text`), a theme is kept before the next line is read, so the menu's request
    /// sent right after it in one write names it; given again it is only hashed; a broken one is refused.
    func testAThemeGivenOnItsLineIsKeptAtOnceAndParsedOnce() throws {
        let d = try DaemonHarness()
        let router = RequestRouter(controller: d.controller, services: FakeRequestServices())
        let hash = RasiFlatTheme.hash(text)
        let line = ShellWords.join(["theme", "--hash", hash, "--text", text])
        for _ in 0..<2 {
            guard case .reply(let stored) = router.answerSocket(.line(Array(line.utf8))) else { return XCTFail("answered at once") }
            XCTAssertEqual(stored["ok"]?.boolValue, true, "\(stored)")
        }
        let themes = d.controller.rooms.picks.themes
        XCTAssertTrue(themes.has(hash))
        XCTAssertEqual(themes.parses, 1, "given again, parsed once")
        let broken = "window { width: ; }"
        let bad = ShellWords.join(["theme", "--hash", RasiFlatTheme.hash(broken), "--text", broken])
        guard case .reply(let refused) = router.answerSocket(.line(Array(bad.utf8))) else { return XCTFail("answered at once") }
        XCTAssertEqual(refused["ok"]?.boolValue, false)
        XCTAssertTrue(refused["error"]?.stringValue?.contains("line 1 column") == true, "\(refused)")
        XCTAssertFalse(themes.has(RasiFlatTheme.hash(broken)))
    }

    func testABrokenOrMislabelledThemeIsRefusedAndNothingIsKept() throws {
        let themes = RofiThemes(unthemed: try PickPainter())
        let broken = "window { width: ; }"
        guard case .failure(let refusal) = themes.store(hash: RasiFlatTheme.hash(broken), text: Array(broken.utf8)) else {
            return XCTFail("a broken theme was kept")
        }
        XCTAssertTrue(refusal.message.hasPrefix("theme: "), refusal.message)
        XCTAssertTrue(refusal.message.contains("line 1 column"), refusal.message)
        XCTAssertFalse(themes.has(RasiFlatTheme.hash(broken)))
        guard case .failure(let mislabelled) = themes.store(hash: "0123456789abcdef", text: Array(text.utf8)) else {
            return XCTFail("a text kept under another's hash")
        }
        XCTAssertTrue(mislabelled.message.contains("not 0123456789abcdef"), mislabelled.message)
    }

    func testOnlyTheLastFewThemesAreKept() throws {
        let themes = RofiThemes(unthemed: try PickPainter())
        var hashes: [String] = []
        for i in 0...RofiThemes.capacity {
            let t = "window { width: \(100 + i)px; }"
            hashes.append(RasiFlatTheme.hash(t))
            XCTAssertNoThrow(try themes.store(hash: hashes[i], text: Array(t.utf8)).get())
        }
        XCTAssertFalse(themes.has(hashes[0]), "the one used least lately went")
        XCTAssertTrue(hashes.dropFirst().allSatisfy(themes.has))
    }

    func testAPickNamingAThemeIsDrawnInRofisWindowAndANeverSentOneIsRefused() throws {
        let room = PickRoom(painter: try PickPainter())
        var spec = PickSpec()
        spec.flavor = .rofi
        spec.theme = "0123456789abcdef"
        let rows = PickRows(bytes: Array("one\ntwo\nthree\n".utf8))
        XCTAssertThrowsError(try room.open("p", spec: spec, rows: rows, area: area)) { error in
            XCTAssertTrue("\(error)".contains("no theme 0123456789abcdef"), "\(error)")
        }
        let hash = RasiFlatTheme.hash(text)
        XCTAssertNoThrow(try room.themes.store(hash: hash, text: Array(text.utf8)).get())
        spec.theme = hash
        try room.open("p", spec: spec, rows: rows, area: area)
        XCTAssertEqual(room.open?.frame.width, 400, "the theme's width")
        XCTAssertEqual(room.open?.frame.minX, 440, "centred as rofi centres it")
        guard case .success = room.layout("p", GrabLayout(spec: OverlaySpec(), style: Style(), composited: true, workArea: { _ in self.area })) else { return XCTFail("painted") }
        let image = try XCTUnwrap(room.open?.rendered?.overlay.image)
        let row = try XCTUnwrap(room.open?.rendered?.rows.first)
        XCTAssertEqual(row.position, 0)
        let o = (row.frame.midY) * image.stride + (row.frame.maxX - 3) * 4
        XCTAssertEqual([image.bytes[o + 2], image.bytes[o + 1], image.bytes[o]], [255, 0, 0], "the selected row in the theme's colour")
        // A key paints again only what it changed: the two rows whose state it moved.
        _ = room.key("p", "Down", text: "", modifiers: [], now: Instant(milliseconds: 0))
        guard case .success = room.layout("p", GrabLayout(spec: OverlaySpec(), style: Style(), composited: true, workArea: { _ in self.area })) else { return XCTFail("painted again") }
        let damage = try XCTUnwrap(room.open?.rendered?.overlay.damage, "not the whole frame")
        XCTAssertFalse(damage.isEmpty)
        XCTAssertLessThan(damage.map { $0.width * $0.height }.reduce(0, +), 400 * 120, "\(damage)")
    }

    /// The next pick of the same look draws with the last one's painter (its theme answers, text
    /// layouts and widgets kept), its first frame whole and the same as a new painter's; closing
    /// the first lets its pixels go.
    func testTheNextPickOfTheSameLookKeepsThePainterAndDrawsItsFirstFrameWhole() throws {
        let room = PickRoom(painter: try PickPainter())
        let hash = RasiFlatTheme.hash(text)
        XCTAssertNoThrow(try room.themes.store(hash: hash, text: Array(text.utf8)).get())
        var spec = PickSpec()
        spec.flavor = .rofi
        spec.theme = hash
        spec.prompt = "drun"
        let rows = PickRows(bytes: Array((0..<40).map { "application \($0)" }.joined(separator: "\n").utf8))
        let layout = GrabLayout(spec: OverlaySpec(), style: Style(), composited: true, workArea: { _ in self.area })
        func paint(_ id: OverlayID) throws -> RenderedOverlay {
            guard case .success = room.layout(id, layout) else { throw NotPainted() }
            return try XCTUnwrap(room.open?.rendered?.overlay)
        }
        try room.open("a", spec: spec, rows: rows, area: area)
        let first = try XCTUnwrap(room.open?.themed)
        let firstFrame = try paint("a")
        _ = room.key("a", "Down", text: "", modifiers: [], now: Instant(milliseconds: 0))
        _ = try paint("a")
        _ = room.forget("a", now: Instant(milliseconds: 10))
        try room.open("b", spec: spec, rows: rows, area: area)
        XCTAssertTrue(room.open?.themed === first, "the same look draws with the same painter")
        let again = try paint("b")
        XCTAssertNil(again.damage, "a new window's first frame is whole")
        XCTAssertTrue(again.image.bytes == firstFrame.image.bytes, "the kept painter's first frame is the first pick's")
        spec.prompt = "run"
        try room.open("c", spec: spec, rows: rows, area: Rect(x: 0, y: 0, width: 1920, height: 1080))
        XCTAssertFalse(room.open?.themed === first, "another monitor, another painter")
    }
}

private struct NotPainted: Error {}
