// PositionerPropertyTests: invariants of the positioner over seeded random inputs.
import OverlayCore
import XCTest

final class PositionerPropertyTests: XCTestCase {
    let iterations = 3000

    /// A random request. Lengths are even so that halving (centring) mirrors exactly; the
    /// padded area is never empty.
    func randomInput(_ g: inout SplitMix64) -> PositionerInput {
        let work = Rect(x: g.even(-600...2000), y: g.even(-600...2000),
                        width: g.even(120...2400), height: g.even(120...1600))
        let frame = Rect(x: g.even(work.minX - 300...work.maxX + 300), y: g.even(work.minY - 300...work.maxY + 300),
                         width: g.even(0...700), height: g.even(0...500))
        let region = g.bool() ? nil : Rect(x: g.even(-40...frame.width), y: g.even(-40...frame.height),
                                          width: g.even(0...200), height: g.even(0...200))
        let inset = g.bool() ? Insets.zero : Insets(top: g.even(-20...40), left: g.even(-20...40),
                                                    bottom: g.even(-20...40), right: g.even(-20...40))
        let metrics = g.int(0...3) == 0 ? PopoverMetrics()
            : PopoverMetrics(arrowWidth: g.even(0...30), arrowHeight: g.int(0...16), cornerRadius: g.int(0...16),
                             shadowMargins: Insets(top: g.int(0...20), left: g.int(0...20),
                                                   bottom: g.int(0...20), right: g.int(0...20)))
        return PositionerInput(
            sourceFrame: frame, sourceRegion: region, sourceInset: inset,
            bodySize: Size(width: g.even(2...1400), height: g.even(2...1000)), metrics: metrics,
            anchor: g.position(), gravity: g.position(), offset: Point(x: g.int(-40...40), y: g.int(-40...40)),
            adjustments: ConstraintAdjustment(rawValue: UInt32(g.int(0...63))), workArea: work,
            screenPadding: g.int(0...min(40, work.width / 2 - 1, work.height / 2 - 1)))
    }

    /// The anchor rectangle, worked out here rather than read from the input.
    func anchorRect(_ i: PositionerInput) -> Rect {
        let f = i.sourceFrame
        let base = i.sourceRegion.map { Rect(x: f.x + $0.x, y: f.y + $0.y, width: $0.width, height: $0.height) } ?? f
        var x0 = base.minX + i.sourceInset.left, x1 = base.maxX - i.sourceInset.right
        var y0 = base.minY + i.sourceInset.top, y1 = base.maxY - i.sourceInset.bottom
        if x1 < x0 { x0 = (x0 + x1) / 2; x1 = x0 }   // even sums: exact
        if y1 < y0 { y0 = (y0 + y1) / 2; y1 = y0 }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func testWhateverFitsLiesInsideTheArea() {
        var g = SplitMix64(seed: 1)
        var fitted = 0
        for _ in 0..<iterations {
            let input = randomInput(&g)
            let r = Positioner.place(input)
            let p = input.screenPadding, w = input.workArea
            let area = Rect(x: w.x + p, y: w.y + p, width: w.width - 2 * p, height: w.height - 2 * p)
            XCTAssertEqual(r.constraintArea, area)
            var content = r.body
            if let a = r.arrow {
                let box = expectedArrowBox(a.side, a.tip, input.metrics, lean: a.lean)
                content = content.union(box)
                // The arrow sits on the body edge it names.
                switch a.side {
                case .top: XCTAssertEqual(box.maxY, r.body.minY)
                case .bottom: XCTAssertEqual(box.minY, r.body.maxY)
                case .left: XCTAssertEqual(box.maxX, r.body.minX)
                case .right: XCTAssertEqual(box.minX, r.body.maxX)
                }
            }
            if r.fits {
                fitted += 1
                XCTAssertTrue(area.contains(content), "\(input) → \(r)")
            } else {
                XCTAssertFalse(area.contains(content), "\(input) → \(r)")
            }
            // Slide and resize on both axes always make it fit.
            if input.adjustments.isSuperset(of: [.slideX, .slideY, .resizeX, .resizeY]) {
                XCTAssertTrue(r.fits, "\(input) → \(r)")
            }
            // Without resize the size is kept; with it, never below 1 px.
            XCTAssertEqual(r.body.width, input.adjustments.contains(.resizeX) ? r.body.width : input.bodySize.width)
            XCTAssertEqual(r.body.height, input.adjustments.contains(.resizeY) ? r.body.height : input.bodySize.height)
            XCTAssertGreaterThanOrEqual(r.body.width, 1)
            XCTAssertLessThanOrEqual(r.body.width, input.bodySize.width)
            XCTAssertLessThanOrEqual(r.body.height, input.bodySize.height)
            // Flips change anchor and gravity only on a flipped axis, and only by inverting them.
            XCTAssertEqual(r.anchor, Position(dx: r.applied.contains(.flipX) ? -input.anchor.dx : input.anchor.dx,
                                              dy: r.applied.contains(.flipY) ? -input.anchor.dy : input.anchor.dy))
            XCTAssertEqual(r.gravity, Position(dx: r.applied.contains(.flipX) ? -input.gravity.dx : input.gravity.dx,
                                               dy: r.applied.contains(.flipY) ? -input.gravity.dy : input.gravity.dy))
            XCTAssertTrue(input.adjustments.isSuperset(of: r.applied))
        }
        XCTAssertGreaterThan(fitted, iterations / 4, "the generator should produce plenty of fitting cases")
    }

    /// The tip is on the final anchor point along the gravity's main axis, on the anchor
    /// rectangle (moved by the offset) along the edge, and clear of the body's corners.
    func testArrowTipIsOnTheSource() {
        var g = SplitMix64(seed: 2)
        var arrows = 0
        for _ in 0..<iterations {
            let input = randomInput(&g)
            let r = Positioner.place(input)
            let rect = anchorRect(input)
            let point = r.anchor.point(in: rect) + input.offset
            XCTAssertEqual(r.anchorPoint, point)
            guard let a = r.arrow else { continue }
            arrows += 1
            let m = input.metrics
            XCTAssertTrue(m.hasArrow && r.gravity != .center)
            let clearance = m.cornerRadius + m.arrowWidth / 2
            let shifted = rect.offsetBy(input.offset)
            if a.side == .top || a.side == .bottom {
                XCTAssertEqual(a.tip.y, point.y)
                XCTAssertEqual(a.tip.y, a.side == .top ? r.body.minY - m.arrowHeight : r.body.maxY + m.arrowHeight)
                XCTAssertTrue((shifted.minX...shifted.maxX).contains(a.tip.x), "\(input) → \(r)")
                // The base clears the corners; a leaning arrow's tip is on the point.
                XCTAssertTrue((r.body.minX + clearance...r.body.maxX - clearance).contains(a.tip.x + a.lean))
                if a.lean != 0 { XCTAssertEqual(a.tip, point) }
                if (r.body.minX + clearance...r.body.maxX - clearance).contains(point.x) { XCTAssertEqual(a.tip, point) }
            } else {
                XCTAssertEqual(a.tip.x, point.x)
                XCTAssertEqual(a.tip.x, a.side == .left ? r.body.minX - m.arrowHeight : r.body.maxX + m.arrowHeight)
                XCTAssertTrue((shifted.minY...shifted.maxY).contains(a.tip.y), "\(input) → \(r)")
                XCTAssertTrue((r.body.minY + clearance...r.body.maxY - clearance).contains(a.tip.y + a.lean))
                if a.lean != 0 { XCTAssertEqual(a.tip, point) }
                if (r.body.minY + clearance...r.body.maxY - clearance).contains(point.y) { XCTAssertEqual(a.tip, point) }
            }
        }
        XCTAssertGreaterThan(arrows, iterations / 4, "the generator should produce plenty of arrows")
    }

    func testSameInputSameOutput() {
        var g = SplitMix64(seed: 3)
        for _ in 0..<iterations {
            let input = randomInput(&g)
            XCTAssertEqual(Positioner.place(input), Positioner.place(input))
        }
    }

    func testMirroringTheInputMirrorsTheOutput() {
        var g = SplitMix64(seed: 4)
        for _ in 0..<iterations {
            let input = randomInput(&g)
            let r = Positioner.place(input)
            for (mx, my) in [(true, false), (false, true), (true, true)] {
                let m = Positioner.place(mirror(input, x: mx, y: my))
                XCTAssertEqual(m, mirror(r, x: mx, y: my), "mirror x \(mx) y \(my): \(input)")
            }
        }
    }

    // Mirroring about the axes through the origin: x → −x, y → −y.

    func mirror(_ r: Rect, x: Bool, y: Bool) -> Rect {
        Rect(x: x ? -r.maxX : r.x, y: y ? -r.maxY : r.y, width: r.width, height: r.height)
    }
    func mirror(_ p: Point, x: Bool, y: Bool) -> Point { Point(x: x ? -p.x : p.x, y: y ? -p.y : p.y) }
    func mirror(_ p: Position, x: Bool, y: Bool) -> Position { Position(dx: x ? -p.dx : p.dx, dy: y ? -p.dy : p.dy) }
    func mirror(_ i: Insets, x: Bool, y: Bool) -> Insets {
        Insets(top: y ? i.bottom : i.top, left: x ? i.right : i.left, bottom: y ? i.top : i.bottom, right: x ? i.left : i.right)
    }

    func mirror(_ i: PositionerInput, x: Bool, y: Bool) -> PositionerInput {
        var o = i
        o.sourceFrame = mirror(i.sourceFrame, x: x, y: y)
        // The region is relative to the frame's origin: mirror it within the frame.
        o.sourceRegion = i.sourceRegion.map {
            Rect(x: x ? i.sourceFrame.width - $0.maxX : $0.x, y: y ? i.sourceFrame.height - $0.maxY : $0.y,
                 width: $0.width, height: $0.height)
        }
        o.sourceInset = mirror(i.sourceInset, x: x, y: y)
        o.metrics.shadowMargins = mirror(i.metrics.shadowMargins, x: x, y: y)
        o.anchor = mirror(i.anchor, x: x, y: y)
        o.gravity = mirror(i.gravity, x: x, y: y)
        o.offset = mirror(i.offset, x: x, y: y)
        o.workArea = mirror(i.workArea, x: x, y: y)
        return o
    }

    func mirror(_ r: PositionerResult, x: Bool, y: Bool) -> PositionerResult {
        let arrow = r.arrow.map { a -> Arrow in
            var side = a.side
            switch a.side {
            case .left where x: side = .right
            case .right where x: side = .left
            case .top where y: side = .bottom
            case .bottom where y: side = .top
            default: break
            }
            // The lean runs along the edge: it turns round with the axis the edge lies on.
            let alongX = a.side == .top || a.side == .bottom
            let lean = (alongX && x) || (!alongX && y) ? -a.lean : a.lean
            return Arrow(side: side, tip: mirror(a.tip, x: x, y: y), base: a.base, height: a.height, lean: lean)
        }
        return PositionerResult(
            body: mirror(r.body, x: x, y: y), arrow: arrow, frame: mirror(r.frame, x: x, y: y),
            anchor: mirror(r.anchor, x: x, y: y), gravity: mirror(r.gravity, x: x, y: y),
            anchorPoint: mirror(r.anchorPoint, x: x, y: y), anchorRect: mirror(r.anchorRect, x: x, y: y),
            constraintArea: mirror(r.constraintArea, x: x, y: y), applied: r.applied)
    }
}
