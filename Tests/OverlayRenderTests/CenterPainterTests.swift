// CenterPainterTests: the notification center's frames: a key that moves the selection draws
// again only the rows it changed, into the frame before, and leaves the pixels a whole paint
// leaves; a filter or a new age changes more, and still comes out as a whole paint.
import OverlayCore
import OverlayRender
import XCTest

final class CenterPainterTests: XCTestCase {
    private let now = Instant(milliseconds: 10_000_000)

    private func entry(_ i: Int) -> CenterEntry {
        let arrived: Instant = now + Int64(-60_000 * i)
        return CenterEntry(id: UInt32(30 - i), app: "app\(i % 3)", summary: "Summary \(i)", body: "The body of entry \(i)",
                           arrived: arrived, unread: i % 4 == 0)
    }

    private func frame(_ painter: CenterPainter, _ model: CenterModel, style: Style, layout: PopoverLayout, composited: Bool,
                       at time: Instant? = nil) throws -> RenderedOverlay {
        try painter.paint(model, now: time ?? now, style: style, layout: layout, composited: composited).rendered
    }

    func testASelectionMoveDrawsItsTwoRowsAsAWholePaintWould() throws {
        var style = Style()
        style.background.alpha = 0.85
        for composited in [true, false] {
            let painter = try CenterPainter()
            var model = CenterModel(entries: (0..<30).map(entry))
            model.metrics = try painter.metrics(style: style)
            let margins = composited ? style.shadowMargins : .zero
            let body = Size(width: 400, height: 700)
            let layout = PopoverLayout(frame: Rect(x: 0, y: 0, width: body.width + margins.left + margins.right,
                                                   height: body.height + margins.top + margins.bottom),
                                       body: Rect(x: margins.left, y: margins.top, width: body.width, height: body.height),
                                       arrow: nil, anchor: .topLeft, gravity: .bottomRight)
            model.listHeight = body.height - model.metrics.headerHeight
            var shown = try frame(painter, model, style: style, layout: layout, composited: composited)
            XCTAssertNil(shown.damage, "a first frame is whole")
            for key in ["Down", "Down", "Up"] {
                let placesBefore: [Int] = model.visibleRows.map { $0.y }
                XCTAssertEqual(model.key(key, text: "", modifiers: []), CenterModel.Outcome.changed)
                XCTAssertEqual(model.visibleRows.map { $0.y }, placesBefore, "\(key) scrolls nothing")
                shown = try frame(painter, model, style: style, layout: layout, composited: composited)
                let whole = try frame(CenterPainter(), model, style: style, layout: layout, composited: composited)
                XCTAssertEqual(shown.image, whole.image, "composited \(composited), after \(key)")
                let damage = try XCTUnwrap(shown.damage, "a move of the selection is drawn in part")
                let tallest: Int = model.visibleRows.map { model.height(ofRow: $0.row) }.max() ?? 0
                XCTAssertLessThanOrEqual(damage.reduce(0) { $0 + $1.height }, 2 * tallest, "two rows at most: \(damage)")
                XCTAssertTrue(damage.allSatisfy { $0.width == body.width }, "rows across the body: \(damage)")
            }
            // A typed filter changes the header and the rows; a minute later every age moved.
            for (typed, time) in [("S", now), ("", now + 120_000)] {
                if !typed.isEmpty { _ = model.key(typed, text: typed, modifiers: []) }
                shown = try frame(painter, model, style: style, layout: layout, composited: composited, at: time)
                let whole = try frame(CenterPainter(), model, style: style, layout: layout, composited: composited, at: time)
                XCTAssertEqual(shown.image, whole.image, "composited \(composited), typed \(typed)")
            }
        }
    }
}
