// PositionerMonitorTableTests: work areas and placement across monitor layouts with a panel on each edge.
import OverlayCore
import XCTest

final class PositionerMonitorTableTests: XCTestCase {
    struct Layout {
        var name: String
        var a: Rect
        var b: Rect
        /// The bounding box of both monitors: the X screen.
        var screen: Size {
            Size(width: max(a.maxX, b.maxX), height: max(a.maxY, b.maxY))
        }
    }

    let layouts = [
        Layout(name: "side by side", a: Rect(x: 0, y: 0, width: 1920, height: 1080),
               b: Rect(x: 1920, y: 0, width: 1920, height: 1080)),
        Layout(name: "stacked", a: Rect(x: 0, y: 0, width: 1920, height: 1080),
               b: Rect(x: 0, y: 1080, width: 1920, height: 1080)),
        Layout(name: "different sizes", a: Rect(x: 0, y: 0, width: 2560, height: 1440),
               b: Rect(x: 2560, y: 0, width: 1280, height: 1024)),
        Layout(name: "gap", a: Rect(x: 0, y: 0, width: 1280, height: 1024),
               b: Rect(x: 1380, y: 0, width: 1280, height: 1024)),
    ]
    let edges: [Edge] = [.top, .bottom, .left, .right]
    let thickness = 30

    /// A 30 px panel along `edge` of monitor B, as EWMH spells it: measured from the screen's
    /// edge, so it reaches across whatever lies between (e.g. a left panel on the right monitor
    /// reserves B.minX + 30 from the screen's left).
    func strut(_ edge: Edge, _ l: Layout) -> Strut {
        let b = l.b, s = l.screen, t = thickness
        switch edge {
        case .top: return Strut(top: b.minY + t, topStartX: b.minX, topEndX: b.maxX - 1)
        case .bottom: return Strut(bottom: s.height - b.maxY + t, bottomStartX: b.minX, bottomEndX: b.maxX - 1)
        case .left: return Strut(left: b.minX + t, leftStartY: b.minY, leftEndY: b.maxY - 1)
        case .right: return Strut(right: s.width - b.maxX + t, rightStartY: b.minY, rightEndY: b.maxY - 1)
        }
    }

    /// B less 30 px on `edge`; A untouched.
    func expectedWorkB(_ edge: Edge, _ b: Rect) -> Rect {
        switch edge {
        case .top: return Rect(x: b.x, y: b.y + 30, width: b.width, height: b.height - 30)
        case .bottom: return Rect(x: b.x, y: b.y, width: b.width, height: b.height - 30)
        case .left: return Rect(x: b.x + 30, y: b.y, width: b.width - 30, height: b.height)
        case .right: return Rect(x: b.x, y: b.y, width: b.width - 30, height: b.height)
        }
    }

    /// 16 rows: each layout with a panel on each edge of B.
    func testWorkAreasForEveryLayoutAndEdge() {
        var rows = 0
        for l in layouts {
            for e in edges {
                let monitors = [Monitor(name: "A", rect: l.a), Monitor(name: "B", rect: l.b)]
                let work = WorkArea.compute(screen: l.screen, monitors: monitors, struts: [strut(e, l)])
                XCTAssertEqual(work, [l.a, expectedWorkB(e, l.b)], "\(l.name), panel \(e)")
                rows += 1
            }
        }
        XCTAssertEqual(rows, 16)
    }

    /// 16 rows: a 100x100 window 20 px from the panel's side of B's work area W, anchored and
    /// extending towards the panel. The 120x60 popover would cross into the panel, so it flips
    /// away from it (anchor and gravity inverted, arrow on the other side):
    /// top → y = W.minY + 20 + 100 + 10; bottom → y = W.maxY − 120 − 10 − 60;
    /// left → x = W.minX + 20 + 100 + 10; right → x = W.maxX − 120 − 10 − 120.
    func testPopoverFlipsAwayFromEveryPanel() throws {
        var rows: [PlacementCase] = []
        for l in layouts {
            for e in edges {
                let monitors = [Monitor(name: "A", rect: l.a), Monitor(name: "B", rect: l.b)]
                let work = WorkArea.compute(screen: l.screen, monitors: monitors, struts: [strut(e, l)])
                let w = expectedWorkB(e, l.b)
                let source: Rect, body: Rect, toward: Position, arrow: (Edge, Point)
                switch e {
                case .top:
                    source = Rect(x: w.midX - 50, y: w.minY + 20, width: 100, height: 100)
                    body = Rect(x: w.midX - 60, y: w.minY + 130, width: 120, height: 60)
                    toward = .top; arrow = (.top, Point(x: w.midX, y: w.minY + 120))
                case .bottom:
                    source = Rect(x: w.midX - 50, y: w.maxY - 120, width: 100, height: 100)
                    body = Rect(x: w.midX - 60, y: w.maxY - 190, width: 120, height: 60)
                    toward = .bottom; arrow = (.bottom, Point(x: w.midX, y: w.maxY - 120))
                case .left:
                    source = Rect(x: w.minX + 20, y: w.midY - 50, width: 100, height: 100)
                    body = Rect(x: w.minX + 130, y: w.midY - 30, width: 120, height: 60)
                    toward = .left; arrow = (.left, Point(x: w.minX + 120, y: w.midY))
                case .right:
                    source = Rect(x: w.maxX - 120, y: w.midY - 50, width: 100, height: 100)
                    body = Rect(x: w.maxX - 250, y: w.midY - 30, width: 120, height: 60)
                    toward = .right; arrow = (.right, Point(x: w.maxX - 120, y: w.midY))
                }
                let area = try XCTUnwrap(WorkArea.constraintArea(for: source, monitors: monitors, workAreas: work))
                XCTAssertEqual(area, Rect(x: w.x + 16, y: w.y + 16, width: w.width - 32, height: w.height - 32),
                               "\(l.name), panel \(e): B's work area less 16 px")
                let away = e == .top || e == .bottom ? toward.flippedY : toward.flippedX
                rows.append(PlacementCase(
                    name: "\(l.name), panel \(e)",
                    input: PositionerInput(sourceFrame: source, bodySize: Size(width: 120, height: 60),
                                           metrics: tableMetrics, anchor: toward, gravity: toward, workArea: w),
                    body: body, anchor: away, gravity: away, arrow: arrow, fits: true,
                    applied: e == .top || e == .bottom ? [.flipY] : [.flipX]))
            }
        }
        XCTAssertEqual(rows.count, 16)
        rows.forEach { check($0) }
    }

    /// The popover stays on the monitor holding most of its source, even where the neighbour
    /// would have room: a source straddling A and B (side by side), mostly on A, at A's right
    /// edge. Gravity right would cross onto B; it flips left instead. Area: A less 16 px.
    func testStaysOnTheMonitorHoldingMostOfTheSource() throws {
        let l = layouts[0]
        let monitors = [Monitor(name: "A", rect: l.a), Monitor(name: "B", rect: l.b)]
        let source = Rect(x: 1800, y: 500, width: 160, height: 40)   // 120 px on A, 40 on B
        let area = try XCTUnwrap(WorkArea.constraintArea(for: source, monitors: monitors, workAreas: [l.a, l.b]))
        XCTAssertEqual(area, Rect(x: 16, y: 16, width: 1888, height: 1048))
        check(PlacementCase(
            name: "straddling", input: PositionerInput(sourceFrame: source, bodySize: Size(width: 100, height: 40),
                                                       metrics: tableMetrics, anchor: .right, gravity: .right,
                                                       workArea: l.a),
            // Right: x = 1960 + 10 overflows 1904; flipped: anchor left (1800), x = 1800 − 10 − 100.
            body: Rect(x: 1690, y: 500, width: 100, height: 40), anchor: .left, gravity: .left,
            arrow: (.right, Point(x: 1800, y: 520)), fits: true, applied: [.flipX]))
    }
}
