// Positioner: the positioning engine — xdg_positioner's placement and constraint adjustment, as a pure function.

/// Places a popover next to its source, after Wayland's `xdg_positioner` (xdg-shell):
///
/// 1. The anchor point is `input.anchor` on the anchor rectangle, plus the offset.
/// 2. The body extends from it in the gravity's direction. With an arrow, the gravity's main
///    axis (vertical when `gravity.dy != 0`, else horizontal) carries it: the body is pushed
///    `arrowHeight` away from the anchor point. On the cross axis a sideways gravity puts the
///    anchor point `PopoverMetrics.arrowCornerInset` in from the body's corner (a convention
///    kept from the first placer); a centred one centres the body on it. A centre gravity draws no arrow.
/// 3. Each axis is then adjusted on its own, in the order the protocol gives ("1) Flip,
///    2) Slide, 3) Resize"), only where body and arrow leave the constraint area on that axis.
///    See `PositionerAxis` for each step and the protocol text it follows.
/// 4. The arrow's tip stays on the anchor point along the main axis. Along the edge it is
///    clamped to at least `cornerRadius + arrowWidth / 2` from the body's corners; the arrow
///    is left out when the clamped tip would leave the anchor rectangle (moved by the offset),
///    when the body is too short for the clearance, or when a main-axis slide or resize moved
///    the body off the anchor point.
public enum Positioner {
    /// Computes the placement. Pure: the same input always gives the same result.
    public static func place(_ input: PositionerInput) -> PositionerResult {
        let rect = input.anchorRect
        let area = input.constraintArea
        let m = input.metrics
        let g = input.gravity
        let hasArrow = m.hasArrow && g != .center
        let mainIsY = g.dy != 0
        let sideways = hasArrow ? m.arrowCornerInset : 0
        let adj = input.adjustments

        let xAxis = PositionerAxis(
            anchorDir: input.anchor.dx, gravityDir: g.dx, rectLo: rect.minX, rectHi: rect.maxX,
            offset: input.offset.x, length: input.bodySize.width, areaLo: area.minX, areaHi: area.maxX,
            workLo: input.arrowArea.minX, workHi: input.arrowArea.maxX,
            arrowHeight: hasArrow && !mainIsY ? m.arrowHeight : 0, crossInset: mainIsY ? sideways : 0,
            flip: adj.contains(.flipX), slide: adj.contains(.slideX), resize: adj.contains(.resizeX))
        let yAxis = PositionerAxis(
            anchorDir: input.anchor.dy, gravityDir: g.dy, rectLo: rect.minY, rectHi: rect.maxY,
            offset: input.offset.y, length: input.bodySize.height, areaLo: area.minY, areaHi: area.maxY,
            workLo: input.arrowArea.minY, workHi: input.arrowArea.maxY,
            arrowHeight: hasArrow && mainIsY ? m.arrowHeight : 0, crossInset: 0,
            flip: adj.contains(.flipY), slide: adj.contains(.slideY), resize: adj.contains(.resizeY))
        var x = xAxis.solve(), y = yAxis.solve()
        let crossSpan = mainIsY ? (rect.minX + input.offset.x, rect.maxX + input.offset.x)
                                : (rect.minY + input.offset.y, rect.maxY + input.offset.y)
        func arrowFor(_ x: PositionerAxis.Outcome, _ y: PositionerAxis.Outcome) -> Arrow? {
            arrowPlacement(main: mainIsY ? y : x, cross: mainIsY ? x : y, mainIsY: mainIsY, crossSpan: crossSpan, metrics: m)
        }
        var arrow = hasArrow ? arrowFor(x, y) : nil
        // An anchor point near the screen's edge along the arrow's edge, whose arrow the
        // corner clearance would drop: the body may enter the padding (never leaving the
        // work area) so that the arrow stays on the point.
        if hasArrow, arrow == nil {
            let nx = mainIsY ? keepingArrowRoom(x, axis: xAxis, clearance: m.arrowCornerClearance) : x
            let ny = mainIsY ? y : keepingArrowRoom(y, axis: yAxis, clearance: m.arrowCornerClearance)
            if let kept = arrowFor(nx, ny) { (x, y, arrow) = (nx, ny, kept) }
        }

        let body = Rect(x: x.lo, y: y.lo, width: x.length, height: y.length)
        let anchor = Position(dx: x.anchorDir, dy: y.anchorDir)
        let gravity = Position(dx: x.gravityDir, dy: y.gravityDir)
        let anchorPoint = Point(x: x.anchorCoord, y: y.anchorCoord)
        let content = arrow.map { body.union($0.box) } ?? body
        var applied: ConstraintAdjustment = []
        if x.flipped { applied.insert(.flipX) }
        if y.flipped { applied.insert(.flipY) }
        if x.slid { applied.insert(.slideX) }
        if y.slid { applied.insert(.slideY) }
        if x.resized { applied.insert(.resizeX) }
        if y.resized { applied.insert(.resizeY) }
        return PositionerResult(
            body: body, arrow: arrow, frame: content.inset(by: m.shadowMargins.negated),
            anchor: anchor, gravity: gravity, anchorPoint: anchorPoint, anchorRect: rect,
            constraintArea: area, applied: applied)
    }

    /// The cross-axis outcome moved towards an anchor point that lies in the screen-edge
    /// padding, so that the point is at least `clearance` in from the body's end (or the body
    /// reaches the work area's edge). A body not moved by a slide, or a point outside the work
    /// area, is left alone.
    static func keepingArrowRoom(_ o: PositionerAxis.Outcome, axis: PositionerAxis, clearance: Int) -> PositionerAxis.Outcome {
        let p = o.anchorCoord
        guard p >= axis.workLo, p <= axis.workHi, o.length <= axis.workHi - axis.workLo else { return o }
        var r = o
        if p - clearance < o.lo {
            r.lo = max(axis.workLo, p - clearance)
        } else if p + clearance > o.hi {
            r.lo = min(axis.workHi, p + clearance) - o.length
        }
        return r
    }

    /// The arrow for the final body, or nil when it no longer points at the source.
    static func arrowPlacement(main: PositionerAxis.Outcome, cross: PositionerAxis.Outcome, mainIsY: Bool,
                               crossSpan: (Int, Int), metrics m: PopoverMetrics) -> Arrow? {
        guard !main.arrowDropped else { return nil }
        // The body must still sit one arrow height from the anchor point.
        let tipMain = main.anchorCoord
        let touches = main.gravityDir > 0 ? main.lo == tipMain + m.arrowHeight : main.hi == tipMain - m.arrowHeight
        guard touches else { return nil }
        // Along the edge: as near the anchor point as the corners allow, still on the source.
        let clearance = m.arrowCornerClearance
        let lo = cross.lo + clearance, hi = cross.hi - clearance
        guard lo <= hi else { return nil }
        let baseCross = min(max(cross.anchorCoord, lo), hi)
        // A point along the body's straight edge but too near its corner for a straight arrow
        // (the body is at the screen's edge): the tip stays on the point and the arrow leans.
        let radius = max(0, m.cornerRadius)
        let leans = baseCross != cross.anchorCoord && cross.anchorCoord >= cross.lo + radius && cross.anchorCoord <= cross.hi - radius
        let tipCross = leans ? cross.anchorCoord : baseCross
        guard tipCross >= crossSpan.0, tipCross <= crossSpan.1 else { return nil }
        let side: Edge = mainIsY ? (main.gravityDir > 0 ? .top : .bottom) : (main.gravityDir > 0 ? .left : .right)
        let tip = mainIsY ? Point(x: tipCross, y: tipMain) : Point(x: tipMain, y: tipCross)
        return Arrow(side: side, tip: tip, base: m.arrowWidth, height: m.arrowHeight, lean: baseCross - tipCross)
    }
}
