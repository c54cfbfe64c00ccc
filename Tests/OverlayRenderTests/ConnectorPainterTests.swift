// ConnectorPainterTests: a popover with `--connector curve`: the line is drawn in the accent
// colour along the curve, it is part of the visible outline, and the input shape leaves it out.
import OverlayCore
import OverlayRender
import XCTest

final class ConnectorPainterTests: XCTestCase {
    private let style = Style()

    /// A body placed down and to the right of the target point, connected to it.
    private func connected(composited: Bool) throws -> (RenderedOverlay, PopoverLayout) {
        let painter = try PopoverPainter()
        let content = PopoverContent(title: "Step 1 of 3", text: "This button saves your work.")
        let size = try painter.measure(content, style: style, maxWidth: style.maxWidth)
        let m = style.shadowMargins
        let body = Rect(x: 300, y: 260, width: size.width, height: size.height)
        let placed = PopoverLayout(frame: body.inset(by: m.negated), body: Rect(x: m.left, y: m.top, width: size.width, height: size.height),
                                   arrow: nil, anchor: .bottom, gravity: .bottomRight)
        let layout = placed.connected(to: Point(x: 120, y: 80), margin: PopoverPainter.connectorMargin)
        let rendered = try painter.paint(content, style: style, layout: layout, maxWidth: style.maxWidth, composited: composited)
        return (rendered, layout)
    }

    /// Points on the curve, away from both ends, in window pixels.
    private func samples(_ line: Connector) -> [Point] {
        stride(from: 0.15, through: 0.85, by: 0.1).map { t in
            let p = line.point(at: t)
            return Point(x: Int(p.x.rounded(.down)), y: Int(p.y.rounded(.down)))
        }
    }

    func testTheLineIsAccentColouredAlongTheCurveAndTakesNoClicks() throws {
        for composited in [true, false] {
            let (rendered, layout) = try connected(composited: composited)
            let line = try XCTUnwrap(layout.connector)
            XCTAssertEqual(line.side, .top)
            let shape = rendered.shape, outline = try XCTUnwrap(rendered.outline)
            for p in samples(line) {
                XCTAssertTrue(rendered.image.pixel(p).isClose(to: style.accent, tolerance: 40),
                              "\(p): \(rendered.image.pixel(p)), composited \(composited)")
                XCTAssertFalse(shape.contains { $0.contains(p) }, "\(p) lets clicks through")
                XCTAssertTrue(outline.contains { $0.contains(p) }, "\(p) is in the visible outline")
            }
            // The end dot sits on the target, in the accent colour, also click-through.
            let end = line.end
            XCTAssertTrue(rendered.image.pixel(end).isClose(to: style.accent, tolerance: 10), "\(rendered.image.pixel(end))")
            XCTAssertTrue(rendered.image.pixel(end.x + 3, end.y).isClose(to: style.accent, tolerance: 60))
            XCTAssertFalse(shape.contains { $0.contains(end) })
            // The body still takes clicks, and the input shape is nothing but the body.
            let centre = Point(x: layout.body.midX, y: layout.body.midY)
            XCTAssertTrue(shape.contains { $0.contains(centre) })
            XCTAssertTrue(shape.allSatisfy { layout.body.contains($0) }, "input shape inside the body")
        }
    }

    func testAwayFromTheLineTheWindowIsClearWithACompositor() throws {
        let (rendered, layout) = try connected(composited: true)
        let line = try XCTUnwrap(layout.connector)
        // Beside the line, between it and the body's left edge: nothing drawn, nothing seen.
        let mid = line.point(at: 0.5)
        let beside = Point(x: Int(mid.x) - 30, y: Int(mid.y))
        XCTAssertEqual(rendered.image.pixel(beside).a, 0, "\(rendered.image.pixel(beside))")
        XCTAssertFalse(try XCTUnwrap(rendered.outline).contains { $0.contains(beside) })
    }
}
