// MenuPainterTests: a menu panel painted to pixels: highlight, disabled rows, marks, icons,
// scrolling, row rectangles and the body shape.
import Foundation
import OverlayCore
import OverlayRender
import XCTest

final class MenuPainterTests: XCTestCase {
    private let style = Style()

    /// Painted twice: the first paint asks for the pictures, which load off the caller's thread.
    private func paint(_ level: MenuLevel, composited: Bool = true) throws -> RenderedMenu {
        let icons = IconCache(loader: try PictureLoader(environment: [:]))
        let painter = try MenuPainter(icons: icons)
        let body = try painter.measure(level, style: style)
        _ = try painter.paint(level, style: style, layout: windowLayout(body: body, style: style), composited: composited)
        icons.waitUntilLoaded()
        return try painter.paint(level, style: style, layout: windowLayout(body: body, style: style), composited: composited)
    }

    private var editMenu: [MenuItem] {
        [MenuItem(label: "Undo"), MenuItem(label: "Redo"), .separator,
         MenuItem(label: "Cut", isDisabled: true), MenuItem(label: "Copy"), MenuItem(label: "Paste")]
    }

    func testHighlightedRowIsFilledWithTheAccentColour() throws {
        let menu = try paint(MenuLevel(items: editMenu, highlighted: 1))
        let image = menu.overlay.image
        let row = try XCTUnwrap(menu.frame(ofRow: 1))
        // Left of the label and right of it, across the row's middle third.
        for y in (row.minY + row.height / 3)..<(row.maxY - row.height / 3) {
            for x in [row.minX + 2, row.minX + 5, row.maxX - 5, row.maxX - 2] {
                XCTAssertTrue(image.pixel(x, y).isClose(to: style.accent), "\(x),\(y): \(image.pixel(x, y))")
            }
        }
        XCTAssertGreaterThan(image.lightest(in: row.inset(by: Insets(all: 3))), 240, "the label is white on the accent")
        let other = try XCTUnwrap(menu.frame(ofRow: 0))
        XCTAssertTrue(image.pixel(other.minX + 2, other.midY).isClose(to: style.background), "other rows are not highlighted")
    }

    /// A move of the highlight repaints its two rows into the frame before and reports them as
    /// the frame's damage, leaving exactly the pixels a whole paint leaves: over a shadow and a
    /// see-through body, and without a compositor. What else changes the panel paints it whole.
    func testAMoveOfTheHighlightRepaintsItsTwoRowsAsAWholePaintWould() throws {
        var seeThrough = style
        seeThrough.background.alpha = 0.8
        for composited in [true, false] {
            let painter = try MenuPainter()
            var level = MenuLevel(items: editMenu, highlighted: 0)
            let layout = windowLayout(body: try painter.measure(level, style: seeThrough), style: seeThrough)
            var frame = try painter.paint(level, style: seeThrough, layout: layout, composited: composited)
            XCTAssertNil(frame.overlay.damage, "a first frame is whole")
            var lit = 0
            for next in [1, 4, 5, 0] {
                let before = frame
                level.highlighted = next
                frame = try painter.paint(level, style: seeThrough, layout: layout, composited: composited, after: before)
                let whole = try MenuPainter().paint(level, style: seeThrough, layout: layout, composited: composited)
                XCTAssertEqual(frame.overlay.image, whole.overlay.image, "composited \(composited), row \(next) lit")
                let expected = frame.rows.filter { $0.index == lit || $0.index == next }.map(\.frame)
                XCTAssertEqual(frame.overlay.damage, expected, "only the rows whose highlight changed")
                lit = next
            }
            level.filterText = "c"
            XCTAssertNil(try painter.paint(level, style: seeThrough, layout: layout, composited: composited, after: frame).overlay.damage,
                         "an input line: painted whole")
        }
    }

    func testDisabledRowTextIsLighter() throws {
        let menu = try paint(MenuLevel(items: editMenu))
        let image = menu.overlay.image
        let normal = image.darkest(in: try XCTUnwrap(menu.frame(ofRow: 4)))
        let disabled = image.darkest(in: try XCTUnwrap(menu.frame(ofRow: 3)))
        XCTAssertLessThan(normal, 110, "Copy's text is dark")
        XCTAssertLessThan(disabled, 230, "Cut's text is drawn")
        XCTAssertGreaterThan(disabled, normal + 60, "Cut's text is greyed")
    }

    func testDisabledRowsAreNotHighlighted() throws {
        let menu = try paint(MenuLevel(items: editMenu, highlighted: 3))
        let row = try XCTUnwrap(menu.frame(ofRow: 3))
        XCTAssertTrue(menu.overlay.image.pixel(row.minX + 2, row.midY).isClose(to: style.background))
    }

    func testRowsAreStackedInsideTheBodyAndTheImage() throws {
        let menu = try paint(MenuLevel(items: editMenu))
        let image = menu.overlay.image
        XCTAssertEqual(menu.rows.map(\.index), Array(0..<6))
        for (a, b) in zip(menu.rows, menu.rows.dropFirst()) {
            XCTAssertEqual(b.frame.minY, a.frame.maxY, "rows \(a.index) and \(b.index) touch")
            XCTAssertEqual(b.frame.minX, a.frame.minX)
            XCTAssertEqual(b.frame.width, a.frame.width)
        }
        let window = Rect(x: 0, y: 0, width: image.width, height: image.height)
        for row in menu.rows {
            XCTAssertTrue(menu.body.contains(row.frame), "\(row.frame) in \(menu.body)")
            XCTAssertTrue(window.contains(row.frame))
            XCTAssertFalse(row.frame.isEmpty)
        }
        let separator = menu.rows[2].frame, item = menu.rows[0].frame
        XCTAssertLessThan(separator.height, item.height, "a separator is a thin row")
        XCTAssertLessThan(image.darkest(in: separator), 240, "its line is drawn")
        XCTAssertEqual(menu.hit(Point(x: item.midX, y: item.midY)), .row(0))
        XCTAssertEqual(menu.hit(Point(x: menu.body.minX + 1, y: menu.body.midY)), .panel)
        XCTAssertNil(menu.hit(Point(x: 0, y: 0)), "the shadow margin is outside")
        XCTAssertNil(menu.scrollUpArea)
    }

    func testShapeCoversTheBodyAndNothingElse() throws {
        let menu = try paint(MenuLevel(items: editMenu))
        let shape = menu.overlay.shape
        let bounds = shape.reduce(Rect.zero) { $0.union($1) }
        XCTAssertEqual(bounds, menu.body)
        let r = style.cornerRadius, b = menu.body
        // The body minus its rounded corners is covered.
        for p in [Point(x: b.midX, y: b.minY), Point(x: b.minX, y: b.midY), Point(x: b.maxX - 1, y: b.midY),
                  Point(x: b.midX, y: b.maxY - 1), Point(x: b.minX + r, y: b.minY + 1), Point(x: b.maxX - r - 1, y: b.maxY - 2)] {
            XCTAssertTrue(shape.contains { $0.contains(p) }, "\(p)")
        }
        XCTAssertFalse(shape.contains { $0.contains(Point(x: b.minX, y: b.minY)) }, "rounded corner")
        let covered = shape.reduce(0) { $0 + $1.area }
        XCTAssertGreaterThan(covered, b.area * 97 / 100)
        XCTAssertLessThanOrEqual(covered, b.area)
    }

    func testScrollingPanelShowsTheVisibleRowsAndIndicators() throws {
        let items = (0..<30).map { MenuItem(label: "Row \($0)") }
        let level = MenuLevel(items: items, highlighted: 12, visibleRows: 5)
        let painter = try MenuPainter()
        let size = try painter.measure(level, style: style)
        XCTAssertEqual(try painter.visibleRows(fitting: size.height, level: MenuLevel(items: items), style: style), 5)
        XCTAssertEqual(try painter.visibleRows(fitting: 100_000, level: MenuLevel(items: items), style: style), .max)
        let full = try painter.measure(MenuLevel(items: items), style: style)
        XCTAssertGreaterThan(full.height, size.height)
        XCTAssertEqual(full.width, size.width, "scrolling keeps the width")

        let menu = try painter.paint(level, style: style, layout: windowLayout(body: size, style: style), composited: true)
        XCTAssertEqual(menu.rows.map(\.index), Array(8...12))
        let up = try XCTUnwrap(menu.scrollUpArea), down = try XCTUnwrap(menu.scrollDownArea)
        XCTAssertLessThanOrEqual(up.maxY, menu.rows[0].frame.minY)
        XCTAssertGreaterThanOrEqual(down.minY, menu.rows[4].frame.maxY)
        XCTAssertTrue(menu.body.contains(up) && menu.body.contains(down))
        XCTAssertEqual(menu.hit(Point(x: up.midX, y: up.midY)), .scrollUp)
        XCTAssertEqual(menu.hit(Point(x: down.midX, y: down.midY)), .scrollDown)
        XCTAssertEqual(menu.hit(Point(x: menu.rows[2].frame.midX, y: menu.rows[2].frame.midY)), .row(10))
        let image = menu.overlay.image
        XCTAssertTrue(image.pixel(menu.rows[4].frame.minX + 2, menu.rows[4].frame.midY).isClose(to: style.accent))

        // At the top, ▴ is dimmed and ▾ is not.
        let top = try painter.paint(MenuLevel(items: items, visibleRows: 5), style: style,
                                    layout: windowLayout(body: size, style: style), composited: true)
        XCTAssertEqual(top.rows.map(\.index), Array(0..<5))
        XCTAssertGreaterThan(top.overlay.image.darkest(in: up), image.darkest(in: up) + 40, "▴ dims when nothing is above")
        XCTAssertLessThan(top.overlay.image.darkest(in: down), 150, "▾ shows there is more below")
    }

    func testSubmenuArrowAndShortcutAreDrawnOnTheRight() throws {
        let items = [MenuItem(label: "A parent item with a long label", submenu: [MenuItem(label: "Child")]),
                     MenuItem(label: "A plain item with a long label", shortcut: "Ctrl+P")]
        let menu = try paint(MenuLevel(items: items))
        let image = menu.overlay.image
        let parent = menu.rows[0].frame, plain = menu.rows[1].frame
        func arrowColumn(_ r: Rect) -> Rect { Rect(x: r.maxX - 16, y: r.minY, width: 12, height: r.height) }
        func shortcutColumn(_ r: Rect) -> Rect { Rect(x: r.maxX - 50, y: r.minY, width: 30, height: r.height) }
        XCTAssertLessThan(image.darkest(in: arrowColumn(parent)), 120, "▸ on the row with a submenu")
        XCTAssertGreaterThan(image.darkest(in: arrowColumn(plain)), 250, "no ▸ on a plain row")
        XCTAssertLessThan(image.darkest(in: shortcutColumn(plain)), 200, "the shortcut, right-aligned")
        XCTAssertGreaterThan(image.darkest(in: shortcutColumn(parent)), 250)
    }

    func testMarksAreDrawnBeforeTheLabel() throws {
        let items = [MenuItem(label: "Checked", mark: .check(true)), MenuItem(label: "Plain"),
                     MenuItem(label: "Selected", mark: .radio(true))]
        let menu = try paint(MenuLevel(items: items))
        let image = menu.overlay.image
        func markColumn(_ r: Rect) -> Rect { Rect(x: r.minX + 8, y: r.minY + 2, width: 10, height: r.height - 4) }
        XCTAssertLessThan(image.darkest(in: markColumn(menu.rows[0].frame)), 120)
        XCTAssertLessThan(image.darkest(in: markColumn(menu.rows[2].frame)), 120)
        XCTAssertGreaterThan(image.darkest(in: markColumn(menu.rows[1].frame)), 250, "no mark, but the column is kept")
    }

    func testPNGIconsAreScaledIntoTheIconColumn() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("overlayd-menu-icon-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // 8x8 opaque red (BGRA bytes).
        let red = PixelImage(width: 8, height: 8, stride: 32, bytes: (0..<64).flatMap { _ in [UInt8(0), 0, 255, 255] })
        try PNGWriter.write(red, to: path)
        let items = [MenuItem(label: "Red", icon: path), MenuItem(label: "Missing", icon: "/nonexistent/icon.png"),
                     MenuItem(label: "Unknown theme name", icon: "overlayd-no-such-icon")]
        let menu = try paint(MenuLevel(items: items))
        let image = menu.overlay.image
        let side = style.iconSize
        for (i, row) in menu.rows.enumerated() {
            XCTAssertGreaterThanOrEqual(row.frame.height, side)
            let centre = Point(x: row.frame.minX + 8 + side / 2, y: row.frame.midY)
            let expected = i == 0 ? Color(red: 1, green: 0, blue: 0) : style.background
            XCTAssertTrue(image.pixel(centre).isClose(to: expected), "row \(i): \(image.pixel(centre))")
        }
        // Scaled to the full square: red near both ends of it.
        let r = menu.rows[0].frame
        XCTAssertTrue(image.pixel(r.minX + 8 + 2, r.midY).isClose(to: Color(red: 1, green: 0, blue: 0), tolerance: 20))
        XCTAssertTrue(image.pixel(r.minX + 8 + side - 3, r.midY).isClose(to: Color(red: 1, green: 0, blue: 0), tolerance: 20))
    }

    /// Regression: IMG: items in JPEG (or any format but PNG and SVG) were drawn blank.
    func testJPEGIconsAreDrawnInMenus() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("overlayd-menu-icon-\(getpid()).jpg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["convert", "-size", "16x16", "xc:#0000ff", path]
        try p.run()
        p.waitUntilExit()
        let menu = try paint(MenuLevel(items: [MenuItem(label: "Blue", icon: path)]))
        let r = menu.rows[0].frame
        XCTAssertTrue(menu.overlay.image.pixel(r.minX + 8 + style.iconSize / 2, r.midY).isClose(to: Color(red: 0, green: 0, blue: 1), tolerance: 8))
    }

    func testWithoutACompositorEveryPixelIsOpaque() throws {
        let image = try paint(MenuLevel(items: editMenu, highlighted: 0), composited: false).overlay.image
        var translucent = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x, y).a != 255 { translucent += 1 } }
        XCTAssertEqual(translucent, 0)
    }

    func testLongLabelsAreEllipsizedWithinTheMaximumWidth() throws {
        let long = String(repeating: "A very long label ", count: 20)
        let painter = try MenuPainter()
        let size = try painter.measure(MenuLevel(items: [MenuItem(label: long)]), style: style)
        XCTAssertLessThanOrEqual(size.width, style.maxWidth)
        XCTAssertGreaterThan(size.width, style.maxWidth * 3 / 4)
        let short = try painter.measure(MenuLevel(items: [MenuItem(label: "Hi")]), style: style)
        XCTAssertLessThan(short.width, size.width)
        XCTAssertGreaterThanOrEqual(short.width, 2 * style.cornerRadius)
    }
}
