// PickPainterTests: dmenu's bar and list as a user sees them: the geometry dmenu has (full
// width, a row per line), the selected row in -sb, the prompt, ellipsized huge rows, and
// the bar's paging measured from the labels.
import OverlayCore
import OverlayRender
import XCTest

final class PickPainterTests: XCTestCase {
    let monitor = Rect(x: 0, y: 0, width: 1280, height: 800)

    func model(_ lines: [String], _ configure: (inout PickSpec) -> Void = { _ in }) -> PickModel {
        var spec = PickSpec()
        configure(&spec)
        return PickModel(rows: PickRows(bytes: Array(lines.joined(separator: "\n").utf8)), spec: spec)
    }

    func testDmenuFontAndColoursFromItsFlags() {
        XCTAssertEqual(PickLook.pangoFont("monospace:size=10"), "monospace, 10")
        XCTAssertEqual(PickLook.pangoFont("Fira Code:pixelsize=14:bold"), "Fira Code, Bold 14px")
        XCTAssertEqual(PickLook.pangoFont("DejaVu Sans 11"), "DejaVu Sans 11")
        // fontconfig's FAMILY-SIZE, as scripts pass it to dmenu -fn (not the default font).
        XCTAssertEqual(PickLook.pangoFont("monospace-16"), "monospace, 16")
        XCTAssertEqual(PickLook.pangoFont("DejaVu Sans Mono-12.5:bold"), "DejaVu Sans Mono, Bold 12.5")
        XCTAssertEqual(PickLook.pangoFont("Fira Code-12,14"), "Fira Code, 12", "a size list: its first")
        XCTAssertEqual(PickLook.pangoFont("Noto\\-Sans-9"), "Noto-Sans, 9", "an escaped - is the family's")
        XCTAssertEqual(PickLook.pangoFont("Font Awesome 5 Free-Solid 12"), "Font Awesome 5 Free-Solid 12", "no size after -: Pango's")
        XCTAssertEqual(PickLook.pangoFont("Terminus-12:size=20"), "Terminus, 12", "the first size wins, as FcNameParse appends")
        XCTAssertEqual(PickLook.color("#f00"), Color(red: 1, green: 0, blue: 0))
        var spec = PickSpec()
        spec.selectedBackground = "#123456"
        XCTAssertEqual(PickLook(spec).selectedBackground, Color(hex: "#123456"))
    }

    func testTheBarIsMonitorWideAtTheTopOrBottomAndTheListOneRowPerLine() throws {
        let painter = try PickPainter()
        var spec = PickSpec()
        let bar = try painter.frame(spec, look: PickLook(spec), monitor: monitor)
        XCTAssertEqual(bar.origin, Point(x: 0, y: 0))
        XCTAssertEqual(bar.width, 1280)
        spec.bottom = true
        spec.lines = 5
        let list = try painter.frame(spec, look: PickLook(spec), monitor: monitor)
        XCTAssertEqual(list.height, bar.height * 6)
        XCTAssertEqual(list.maxY, 800)
    }

    /// zenity's --attach: a list or an entry opens under the window, left edges together; above it
    /// when there is no room below; kept on the monitor.
    func testAnAttachedDialogOpensUnderItsWindow() throws {
        let painter = try PickPainter()
        var spec = PickSpec()
        spec.flavor = .zenity
        spec.centered = true
        spec.lines = 5
        spec.attachedFrame = Rect(x: 200, y: 150, width: 300, height: 200)
        let under = try painter.frame(spec, look: PickLook(spec), monitor: monitor)
        XCTAssertEqual(under.origin, Point(x: 200, y: 354))
        spec.attachedFrame = Rect(x: 1200, y: 700, width: 60, height: 60)
        let above = try painter.frame(spec, look: PickLook(spec), monitor: monitor)
        XCTAssertEqual(above.maxY, 696, "above the window: no room under it")
        XCTAssertEqual(above.maxX, 1280, "kept on the monitor")
    }

    func testTheSelectedRowIsPaintedInTheSelectedColour() throws {
        let painter = try PickPainter()
        var m = model(["alpha", "beta", "gamma"]) { $0.lines = 3; $0.prompt = "Run:" }
        _ = m.key(.down)
        let look = PickLook(m.spec)
        let frame = try painter.frame(m.spec, look: look, monitor: monitor)
        let image = try painter.paint(m, look: look, size: frame.size) { m.rows.label($0) }.overlay.image
        let row = frame.height / 4
        XCTAssertTrue(image.pixel(frame.width - 5, row * 2 + row / 2).isClose(to: look.selectedBackground), "beta (row 2) is selected")
        XCTAssertTrue(image.pixel(frame.width - 5, row + row / 2).isClose(to: look.normalBackground))
        XCTAssertTrue(image.pixel(2, row / 2).isClose(to: look.selectedBackground), "the prompt is in the selected colours")
    }

    /// A key repaints only the rows it changed, and a see-through background (`-nb '#22222280'`)
    /// must come out there as it is everywhere else: laid over what was there, it would darken
    /// a little more with every key.
    func testAKeyRepaintsASeeThroughBackgroundAsTheRestOfTheMenu() throws {
        let painter = try PickPainter()
        var m = model(["alpha", "beta", "gamma", "delta"]) { $0.lines = 4; $0.normalBackground = "#22222280" }
        let look = PickLook(m.spec)
        let frame = try painter.frame(m.spec, look: look, monitor: monitor)
        let first = try painter.paint(m, look: look, size: frame.size) { m.rows.label($0) }.overlay
        XCTAssertNil(first.damage, "a first frame is whole")
        let row = frame.height / 5
        let untouched = first.image.pixel(frame.width - 5, row * 4 + row / 2)
        for _ in 0..<3 {
            _ = m.key(.down)
            let next = try painter.paint(m, look: look, size: frame.size) { m.rows.label($0) }.overlay
            XCTAssertNotNil(next.damage, "a key repaints only what it changed")
            _ = m.key(.up)
            let back = try painter.paint(m, look: look, size: frame.size) { m.rows.label($0) }.overlay
            let repainted = back.image.pixel(frame.width - 5, row * 2 + row / 2)
            XCTAssertEqual(repainted, untouched, "beta's row was selected and repainted: its background as delta's")
            XCTAssertEqual(back.image.pixel(frame.width - 5, row * 4 + row / 2), untouched)
        }
    }

    /// The next menu of the same size paints into the last one's bytes: none of its text may
    /// show through.
    func testAMenuOpenedAgainShowsNothingOfTheMenuBefore() throws {
        let painter = try PickPainter()
        let before = model(["alpha", "beta", "gamma", "delta"]) { $0.lines = 4 }
        let look = PickLook(before.spec)
        let frame = try painter.frame(before.spec, look: look, monitor: monitor)
        let row = frame.height / 5
        let deltaRow = Rect(x: 0, y: row * 4, width: 200, height: row)
        let old = try painter.paint(before, look: look, size: frame.size) { before.rows.label($0) }.overlay.image
        XCTAssertLessThan(old.lightest(in: deltaRow), 255, "delta's text is drawn")
        XCTAssertGreaterThan(old.lightest(in: deltaRow), look.normalBackground.luminance255 + 40)
        painter.forgetFrame()
        let after = model(["one"]) { $0.lines = 4 }
        let new = try painter.paint(after, look: look, size: frame.size) { after.rows.label($0) }.overlay
        XCTAssertNil(new.damage)
        XCTAssertEqual(new.image.lightest(in: deltaRow), look.normalBackground.luminance255, "an empty row is background only")
    }

    func testAHugeInvalidRowIsEllipsizedQuickly() throws {
        let painter = try PickPainter()
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 2_000_000)
        bytes[10] = 0xff
        let m = PickModel(rows: PickRows(bytes: bytes), spec: { var s = PickSpec(); s.lines = 2; return s }())
        let look = PickLook(m.spec)
        let frame = try painter.frame(m.spec, look: look, monitor: monitor)
        XCTAssertEqual(m.rows.label(0).unicodeScalars.dropFirst(10).first, "\u{fffd}")
        let image = try painter.paint(m, look: look, size: frame.size) { m.rows.label($0) }.overlay.image
        XCTAssertEqual(image.width, 1280)
    }

    func testBarPagingUsesTheLabelsWidths() throws {
        let painter = try PickPainter()
        var m = model((0..<200).map { "item-number-\($0)" })
        let look = PickLook(m.spec)
        m.capacity = try XCTUnwrap(painter.barCapacity(m.spec, look: look, width: 1280))
        m.rowWidth = { [painter] i in (try? painter.barWidth(of: "item-number-\(i)", look: look)) ?? 1 }
        let shown = m.visible.count
        XCTAssertGreaterThan(shown, 2)
        XCTAssertLessThan(shown, 30)
        _ = m.key(.pageDown)
        XCTAssertEqual(m.selectedRow, shown)
    }
}
