// PositionerTableTests: the positioner against tables of anchors, gravities and adjustments.
import OverlayCore
import XCTest

final class PositionerTableTests: XCTestCase {
    /// A 1920x1080 work area; with the default 16 px padding the area is 16...1904 x 16...1064.
    let roomy = Rect(x: 0, y: 0, width: 1920, height: 1080)
    /// The source of the anchor × gravity grid and its anchor points (left/centre/right, top/middle/bottom).
    let source = Rect(x: 800, y: 500, width: 200, height: 100)
    let xs = [800, 900, 1000]
    let ys = [500, 550, 600]

    /// Every anchor × gravity with a 20x10 arrow, nothing constrained (81 rows). Expected body:
    /// vertical gravity — y is 10 past the anchor point, x is 22 (8 + 20/2 + 4) in from the
    /// corner or centred; horizontal gravity — x is 10 past it, y centred; centre — centred.
    /// The tip always lands on the anchor point: 22 ≥ the 18 px corner clearance.
    func gridRowsWithArrow() -> [PlacementCase] {
        var rows: [PlacementCase] = []
        for a in Position.allCases {
            for g in Position.allCases {
                let ax = xs[a.dx + 1], ay = ys[a.dy + 1]
                var x = ax - 60, y = ay - 30
                var arrow: (Edge, Point)?
                if g.dy != 0 {
                    y = g.dy > 0 ? ay + 10 : ay - 10 - 60
                    x = g.dx > 0 ? ax - 22 : g.dx < 0 ? ax + 22 - 120 : ax - 60
                    arrow = (g.dy > 0 ? .top : .bottom, Point(x: ax, y: ay))
                } else if g.dx != 0 {
                    x = g.dx > 0 ? ax + 10 : ax - 10 - 120
                    arrow = (g.dx > 0 ? .left : .right, Point(x: ax, y: ay))
                }
                rows.append(PlacementCase(
                    name: "arrow \(a)/\(g)",
                    input: PositionerInput(sourceFrame: source, bodySize: Size(width: 120, height: 60),
                                           metrics: tableMetrics, anchor: a, gravity: g, workArea: roomy),
                    body: Rect(x: x, y: y, width: 120, height: 60), anchor: a, gravity: g,
                    arrow: arrow, fits: true, applied: []))
            }
        }
        return rows
    }

    /// Every anchor × gravity without an arrow: plain xdg_positioner (81 rows). "If a corner
    /// gravity is specified [...] the child surface will be placed towards the specified gravity;
    /// otherwise, the child surface will be centered over the anchor point on any axis that had
    /// no gravity specified."
    func gridRowsWithoutArrow() -> [PlacementCase] {
        var rows: [PlacementCase] = []
        for a in Position.allCases {
            for g in Position.allCases {
                let ax = xs[a.dx + 1], ay = ys[a.dy + 1]
                let x = g.dx > 0 ? ax : g.dx < 0 ? ax - 120 : ax - 60
                let y = g.dy > 0 ? ay : g.dy < 0 ? ay - 60 : ay - 30
                rows.append(PlacementCase(
                    name: "plain \(a)/\(g)",
                    input: PositionerInput(sourceFrame: source, bodySize: Size(width: 120, height: 60),
                                           metrics: PopoverMetrics(shadowMargins: Insets(all: 5)),
                                           anchor: a, gravity: g, workArea: roomy),
                    body: Rect(x: x, y: y, width: 120, height: 60), anchor: a, gravity: g,
                    arrow: nil, fits: true, applied: []))
            }
        }
        return rows
    }

    func testAnchorGravityGridWithArrow() {
        let rows = gridRowsWithArrow()
        XCTAssertEqual(rows.count, 81)
        rows.forEach { check($0) }
    }

    func testAnchorGravityGridWithoutArrow() {
        let rows = gridRowsWithoutArrow()
        XCTAssertEqual(rows.count, 81)
        rows.forEach { check($0) }
    }

    /// The deviation from xdg_positioner the README names (Placement): with an arrow, a
    /// diagonal gravity puts the anchor point `arrowCornerInset` — 22 px here and in the
    /// default style (corner radius 8 + half the 20 px arrow + 4) — in from the body's corner
    /// instead of on it, so the arrow keeps clear of the rounded corner: 9 anchors × the 4
    /// diagonal gravities = 36 pairs. The other 36 arrowed pairs sit where xdg_positioner puts
    /// them across the arrow's axis; along it, every arrowed body is the arrow's height away.
    func testTheThirtySixDiagonalPairsSit22PxOffXdgPositionerSoTheArrowClearsTheCorner() {
        XCTAssertEqual(tableMetrics.arrowCornerInset, 22)
        XCTAssertEqual(PopoverMetrics(Style()).arrowCornerInset, 22, "the default style too")
        var deviating: [String] = []
        for a in Position.allCases {
            for g in Position.allCases where g != .center {
                func place(_ m: PopoverMetrics) -> PositionerResult {
                    Positioner.place(PositionerInput(sourceFrame: source, bodySize: Size(width: 120, height: 60), metrics: m,
                                                     anchor: a, gravity: g, workArea: roomy))
                }
                let arrowed = place(tableMetrics), xdg = place(PopoverMetrics(shadowMargins: Insets(all: 5)))
                let (along, across) = g.dy != 0 ? (arrowed.body.y - xdg.body.y, arrowed.body.x - xdg.body.x)
                                                : (arrowed.body.x - xdg.body.x, arrowed.body.y - xdg.body.y)
                XCTAssertEqual(along, (g.dy != 0 ? g.dy : g.dx) * 10, "\(a)/\(g): the arrow's height")
                XCTAssertEqual(arrowed.arrow?.tip, arrowed.anchorPoint, "\(a)/\(g): the arrow points at the anchor point")
                if g.dx != 0 && g.dy != 0 {
                    XCTAssertEqual(across, -g.dx * 22, "\(a)/\(g): 22 px back from xdg_positioner's corner")
                    deviating.append("\(a)/\(g)")
                } else {
                    XCTAssertEqual(across, 0, "\(a)/\(g): as xdg_positioner")
                }
            }
        }
        XCTAssertEqual(deviating.count, 36)
    }

    /// Every subset of the six adjustments (64 rows) on one popover constrained on both axes.
    /// Work area 1000x800, area 16...984 x 16...784. Source 900,700 60x60, anchor and gravity
    /// bottom-right, body 300x200.
    /// x (cross axis): unadjusted x = 960 − 22 = 938, right edge 1238 > 984.
    ///   flip-x: anchor left (900), gravity left: x = 900 + 22 − 300 = 622, fits → kept.
    ///   else slide-x: x = 984 − 300 = 684.  else resize-x: 938...984, width 46.  else 938.
    /// y (main axis): unadjusted y = 760 + 10 = 770, bottom 970 > 784.
    ///   flip-y: anchor top (700), gravity top: y = 700 − 10 − 200 = 490, arrow up to 700 fits → kept.
    ///   else slide-y: the arrow is left out, y = 784 − 200 = 584.  else resize-y: 770...784,
    ///   height 14, arrow still touching.  else 770.
    /// The tip (x) is the final x anchor (900 or 960), inside the body's 18 px corner clearance
    /// in every case.
    func adjustmentRows() -> [PlacementCase] {
        var rows: [PlacementCase] = []
        let flags: [ConstraintAdjustment] = [.flipX, .flipY, .slideX, .slideY, .resizeX, .resizeY]
        for mask in 0..<64 {
            var adj: ConstraintAdjustment = []
            for (i, f) in flags.enumerated() where mask & (1 << i) != 0 { adj.insert(f) }
            var applied: ConstraintAdjustment = []
            let (x, w, ax, gx): (Int, Int, Int, Int)
            if adj.contains(.flipX) { (x, w, ax, gx) = (622, 300, -1, -1); applied.insert(.flipX) }
            else if adj.contains(.slideX) { (x, w, ax, gx) = (684, 300, 1, 1); applied.insert(.slideX) }
            else if adj.contains(.resizeX) { (x, w, ax, gx) = (938, 46, 1, 1); applied.insert(.resizeX) }
            else { (x, w, ax, gx) = (938, 300, 1, 1) }
            let (y, h, ay, gy): (Int, Int, Int, Int)
            if adj.contains(.flipY) { (y, h, ay, gy) = (490, 200, -1, -1); applied.insert(.flipY) }
            else if adj.contains(.slideY) { (y, h, ay, gy) = (584, 200, 1, 1); applied.insert(.slideY) }
            else if adj.contains(.resizeY) { (y, h, ay, gy) = (770, 14, 1, 1); applied.insert(.resizeY) }
            else { (y, h, ay, gy) = (770, 200, 1, 1) }
            let tip = Point(x: ax < 0 ? 900 : 960, y: ay < 0 ? 700 : 760)
            let arrowGone = !adj.contains(.flipY) && adj.contains(.slideY)
            let xFits = !adj.intersection([.flipX, .slideX, .resizeX]).isEmpty
            let yFits = !adj.intersection([.flipY, .slideY, .resizeY]).isEmpty
            rows.append(PlacementCase(
                name: "adjust \(adj)",
                input: PositionerInput(sourceFrame: Rect(x: 900, y: 700, width: 60, height: 60),
                                       bodySize: Size(width: 300, height: 200), metrics: tableMetrics,
                                       anchor: .bottomRight, gravity: .bottomRight, adjustments: adj,
                                       workArea: Rect(x: 0, y: 0, width: 1000, height: 800)),
                body: Rect(x: x, y: y, width: w, height: h),
                anchor: Position(dx: ax, dy: ay), gravity: Position(dx: gx, dy: gy),
                arrow: arrowGone ? nil : (gy > 0 ? .top : .bottom, tip),
                fits: xFits && yFits, applied: applied))
        }
        return rows
    }

    func testEveryAdjustmentSubset() {
        let rows = adjustmentRows()
        XCTAssertEqual(rows.count, 64)
        rows.forEach { check($0) }
    }

    /// Rows worked by hand from the protocol text (xdg-shell, xdg_positioner), arithmetic in the comments.
    func testHandWorkedRows() {
        let area = Rect(x: 0, y: 0, width: 1000, height: 800)   // constraint area 16...984 x 16...784
        let rows: [PlacementCase] = [
            // Worked by hand from the protocol text: set_offset — "if the anchor of the anchor
            // rectangle is at (x, y), the surface has the gravity bottom|right, and the offset is
            // (ox, oy), the calculated surface position will be (x + ox, y + oy)".
            // Anchor bottom-right of 100,100 50x20 is (150,120); offset (5,7) → (155,127).
            PlacementCase(name: "offset example",
                          input: PositionerInput(sourceFrame: Rect(x: 100, y: 100, width: 50, height: 20),
                                                 bodySize: Size(width: 80, height: 40), anchor: .bottomRight,
                                                 gravity: .bottomRight, offset: Point(x: 5, y: 7), workArea: area),
                          body: Rect(x: 155, y: 127, width: 80, height: 40), anchor: .bottomRight,
                          gravity: .bottomRight, arrow: nil, fits: true, applied: []),
            // Worked by hand from the protocol text: flip_x — "if the left edge of the surface is
            // constrained, the gravity is 'left' and the anchor is 'left', change the gravity to
            // 'right' and the anchor to 'right'". Source 20,300 100x50: anchor left (20,325), body
            // 200 wide would start at −180; flipped: anchor right (120,325), body x = 120.
            PlacementCase(name: "flip_x example",
                          input: PositionerInput(sourceFrame: Rect(x: 20, y: 300, width: 100, height: 50),
                                                 bodySize: Size(width: 200, height: 50), anchor: .left,
                                                 gravity: .left, workArea: area),
                          body: Rect(x: 120, y: 300, width: 200, height: 50), anchor: .right, gravity: .right,
                          arrow: nil, fits: true, applied: [.flipX]),
            // Worked by hand from the protocol text: flip_y — "if the bottom edge of the surface is
            // constrained, the gravity is 'bottom' and the anchor is 'bottom', change the gravity to
            // 'top' and the anchor to 'top'". Source 300,700 100x50: body 100 tall below 750 ends
            // at 850 > 784; above: 700 − 100 = 600.
            PlacementCase(name: "flip_y example",
                          input: PositionerInput(sourceFrame: Rect(x: 300, y: 700, width: 100, height: 50),
                                                 bodySize: Size(width: 100, height: 100), workArea: area),
                          body: Rect(x: 300, y: 600, width: 100, height: 100), anchor: .top, gravity: .top,
                          arrow: nil, fits: true, applied: [.flipY]),
            // Worked by hand from the protocol text: "If the adjusted position also ends up being
            // constrained, the resulting position of the flip_y adjustment will be the one before
            // the adjustment." Body 500 tall on a source at 300...350: below ends at 850, above
            // starts at −200; neither fits, flip reverted, then slide_y: 784 − 500 = 284.
            PlacementCase(name: "flip_y reverted, then slide",
                          input: PositionerInput(sourceFrame: Rect(x: 300, y: 300, width: 100, height: 50),
                                                 bodySize: Size(width: 100, height: 500), workArea: area),
                          body: Rect(x: 300, y: 284, width: 100, height: 500), anchor: .bottom,
                          gravity: .bottom, arrow: nil, fits: true, applied: [.slideY]),
            // Worked by hand from the protocol text: constraint_adjustment none — "Don't alter the
            // surface position even if it is constrained". Body at 960 runs to 1060 > 984.
            PlacementCase(name: "none",
                          input: PositionerInput(sourceFrame: Rect(x: 900, y: 300, width: 60, height: 20),
                                                 bodySize: Size(width: 100, height: 40), anchor: .right,
                                                 gravity: .right, adjustments: [], workArea: area),
                          body: Rect(x: 960, y: 290, width: 100, height: 40), anchor: .right, gravity: .right,
                          arrow: nil, fits: false, applied: []),
            // Worked by hand from the protocol text: resize_x — "Resize the surface horizontally so
            // that it is completely unconstrained". 960...1060 is cut to 960...984.
            PlacementCase(name: "resize_x",
                          input: PositionerInput(sourceFrame: Rect(x: 900, y: 300, width: 60, height: 20),
                                                 bodySize: Size(width: 100, height: 40), anchor: .right,
                                                 gravity: .right, adjustments: .resizeX, workArea: area),
                          body: Rect(x: 960, y: 290, width: 24, height: 40), anchor: .right, gravity: .right,
                          arrow: nil, fits: true, applied: [.resizeX]),
        ]
        rows.forEach { check($0) }
    }
}
