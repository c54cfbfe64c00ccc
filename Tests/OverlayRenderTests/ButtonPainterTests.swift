// ButtonPainterTests: alert buttons painted inside a popover body: the default one in the
// accent colour, the focused one inside a focus ring.
import OverlayCore
import OverlayRender
import XCTest

final class ButtonPainterTests: XCTestCase {
    private let style = Style()
    private let row = ButtonRow(buttons: [ButtonRow.Button(key: "cancel", label: "Cancel"),
                                          ButtonRow.Button(key: "ok", label: "Delete")], defaultIndex: 1)

    /// An alert: title, text and the buttons under them, as the daemon would build it.
    private func alert(hovered: Int? = nil, focused: Int? = nil) throws -> (RenderedOverlay, ButtonRowLayout, RenderedOverlay) {
        var row = self.row
        row.focusedIndex = focused
        let popover = try PopoverPainter()
        let buttons = try ButtonPainter()
        let content = PopoverContent(title: "Delete file?", text: "It cannot be restored.")
        var body = try popover.measure(content, style: style, maxWidth: style.maxWidth)
        body.width = max(body.width, 260)
        let metrics = try buttons.metrics(style: style)
        body.height += style.padding + metrics.height
        let layout = windowLayout(body: body, style: style)
        let b = layout.body
        let rowLayout = try buttons.layout(row, style: style, origin: Point(x: b.minX + style.padding, y: b.maxY - style.padding - metrics.height),
                                           width: b.width - 2 * style.padding)
        let base = try popover.paint(content, style: style, layout: layout, maxWidth: style.maxWidth, composited: true)
        let painted = try buttons.paint(row, layout: rowLayout, style: style, hovered: hovered, onto: base)
        return (base, rowLayout, painted)
    }

    func testTheDefaultButtonIsAccentColouredAndTheOtherGrey() throws {
        let (base, layout, painted) = try alert()
        XCTAssertFalse(layout.stacked)
        XCTAssertEqual(layout.keys, ["cancel", "ok"])
        let image = painted.image
        let cancel = layout.frames[0], ok = layout.frames[1]
        XCTAssertTrue(image.pixel(ok.minX + 3, ok.midY).isClose(to: style.accent), "\(image.pixel(ok.minX + 3, ok.midY))")
        XCTAssertTrue(image.pixel(ok.maxX - 4, ok.midY).isClose(to: style.accent))
        XCTAssertGreaterThan(image.lightest(in: ok.inset(by: Insets(all: 4))), 240, "white label on the accent")
        let grey = image.pixel(cancel.minX + 3, cancel.midY)
        XCTAssertTrue((215...245).contains(grey.luminance), "\(grey)")
        XCTAssertLessThan(image.darkest(in: cancel), 110, "dark label")
        XCTAssertEqual(painted.shape, base.shape, "buttons do not change the shape")
        XCTAssertTrue(base.image.pixel(ok.minX + 3, ok.midY).isClose(to: style.background), "drawn on top of the body")
        XCTAssertEqual(layout.button(at: Point(x: ok.midX, y: ok.midY)), "ok")
    }

    func testHoveringDarkensTheDefaultButton() throws {
        let (_, layout, plain) = try alert()
        let (_, _, hovered) = try alert(hovered: 1)
        let p = Point(x: layout.frames[1].minX + 3, y: layout.frames[1].midY)
        XCTAssertLessThan(hovered.image.pixel(p).luminance, plain.image.pixel(p).luminance - 5)
    }

    /// The ring: the accent at half strength, 1 to 3 px outside the focused button, on all four
    /// sides; nothing there around the others, and the buttons themselves unchanged.
    func testTheFocusedButtonHasARingAroundItAndTheOthersNone() throws {
        for focused in [0, 1] {
            let (_, layout, plain) = try alert()
            let (_, _, ringed) = try alert(focused: focused)
            let f = layout.frames[focused], other = layout.frames[1 - focused]
            let ring = [Point(x: f.midX, y: f.minY - 3), Point(x: f.midX, y: f.maxY + 2),
                        Point(x: f.minX - 3, y: f.midY), Point(x: f.maxX + 2, y: f.midY)]
            for p in ring {
                let before = plain.image.pixel(p), after = ringed.image.pixel(p)
                XCTAssertTrue(before.isClose(to: style.background), "body colour there without focus: \(before)")
                XCTAssertGreaterThan(after.b - after.r, 50, "a blue (accent) ring at \(p): \(after)")
                XCTAssertLessThan(after.luminance, before.luminance - 30, "\(p): \(after) vs \(before)")
            }
            for p in [Point(x: other.midX, y: other.minY - 3), Point(x: f.midX, y: f.midY - 4)] {
                XCTAssertEqual(ringed.image.pixel(p), plain.image.pixel(p), "no ring around the other button, nor on the button")
            }
        }
    }

    func testLongLabelsStackInANarrowBody() throws {
        let buttons = try ButtonPainter()
        let long = ButtonRow(buttons: [ButtonRow.Button(key: "a", label: "Save the document before closing"),
                                       ButtonRow.Button(key: "b", label: "Close without saving")])
        let layout = try buttons.layout(long, style: style, origin: Point(x: 10, y: 10), width: 200)
        XCTAssertTrue(layout.stacked)
        XCTAssertEqual(layout.frames.map(\.width), [200, 200])
        XCTAssertGreaterThan(layout.frames[1].minY, layout.frames[0].maxY)
    }
}
