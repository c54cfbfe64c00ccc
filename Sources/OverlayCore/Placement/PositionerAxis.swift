// PositionerAxis: the positioning engine on one axis — place, then flip → slide → resize.

/// One axis of a positioning problem. xdg_positioner adjusts each axis on its own
/// ("The adjustment is set by constructing a bitmask describing the adjustment to be made
/// when the surface is constrained on that axis"), and with this model the axes never
/// interact: a flip keeps the gravity's main axis where it was. Half-open spans throughout.
struct PositionerAxis {
    /// -1, 0, +1: the anchor's and the gravity's direction on this axis.
    var anchorDir: Int
    var gravityDir: Int
    /// The anchor rectangle's span.
    var rectLo: Int, rectHi: Int
    var offset: Int
    /// The body's length.
    var length: Int
    /// The constraint area's span (the work area less the screen-edge padding).
    var areaLo: Int, areaHi: Int
    /// The work area's span: the arrow's tip may enter the padding, and so may the body as
    /// far as keeping the arrow on its point needs, but neither leaves this.
    var workLo: Int, workHi: Int
    /// The arrow's height when this is the gravity's main axis and an arrow is drawn, else 0.
    var arrowHeight: Int
    /// How far in from the body's near corner the anchor point sits, when this is the cross
    /// axis of a popover with an arrow and the gravity extends sideways too; else 0.
    var crossInset: Int
    var flip: Bool, slide: Bool, resize: Bool

    /// What the adjustments did on this axis.
    struct Outcome: Equatable {
        var lo: Int
        var length: Int
        var anchorDir: Int
        var gravityDir: Int
        /// The anchor point's coordinate after offset and flip.
        var anchorCoord: Int
        var flipped = false, slid = false, resized = false
        /// True once a slide on the main axis moved the body off its arrow.
        var arrowDropped = false
        var hi: Int { lo + length }
    }

    /// The anchor point's coordinate for an anchor direction (`Position.point(in:)`), plus offset.
    func anchorCoord(_ dir: Int) -> Int {
        (dir < 0 ? rectLo : dir > 0 ? rectHi : rectLo + (rectHi - rectLo) / 2) + offset
    }

    /// The body's unconstrained start: xdg_positioner.set_gravity — "the child surface will be
    /// placed towards the specified gravity; otherwise, the child surface will be centered
    /// over the anchor point on any axis that had no gravity specified". The arrow pushes the
    /// body away from the anchor point on the main axis; `crossInset` keeps room for it on
    /// the cross axis.
    func start(anchorDir: Int, gravityDir: Int) -> Int {
        let p = anchorCoord(anchorDir)
        switch gravityDir {
        case 1: return arrowHeight > 0 ? p + arrowHeight : p - crossInset
        case -1: return arrowHeight > 0 ? p - arrowHeight - length : p + crossInset - length
        default: return p - length / 2
        }
    }

    /// The span that must fit: the body, plus the arrow between anchor point and body on the main axis.
    func extent(lo: Int, length: Int, anchorCoord: Int, withArrow: Bool) -> (Int, Int) {
        guard withArrow, arrowHeight > 0 else { return (lo, lo + length) }
        return (min(lo, anchorCoord), max(lo + length, anchorCoord))
    }

    /// The body inside the constraint area, and the arrow's tip (when drawn) inside the work area.
    func fits(_ o: Outcome) -> Bool {
        guard o.lo >= areaLo, o.hi <= areaHi else { return false }
        guard !o.arrowDropped, arrowHeight > 0 else { return true }
        return o.anchorCoord >= workLo && o.anchorCoord <= workHi
    }

    /// Fits, or keeps its arrow by entering the padding (not leaving the work area).
    func accepted(_ o: Outcome) -> Bool {
        fits(o) || (arrowHeight > 0 && !o.arrowDropped && fitsWorkArea(o))
    }

    /// Whether the body and its arrow fit the work area itself (the padding given up so that
    /// the arrow keeps its point).
    func fitsWorkArea(_ o: Outcome) -> Bool {
        let (a, b) = extent(lo: o.lo, length: o.length, anchorCoord: o.anchorCoord, withArrow: true)
        return a >= workLo && b <= workHi
    }

    func solve() -> Outcome {
        var o = Outcome(lo: start(anchorDir: anchorDir, gravityDir: gravityDir), length: length,
                        anchorDir: anchorDir, gravityDir: gravityDir, anchorCoord: anchorCoord(anchorDir))
        // flip_x/flip_y: "Invert the anchor and gravity on the x axis if the surface is
        // constrained on the x axis. [...] If the adjusted position also ends up being
        // constrained, the resulting position of the flip_x adjustment will be the one
        // before the adjustment."
        if flip, !fits(o), anchorDir != 0 || gravityDir != 0 {
            let f = Outcome(lo: start(anchorDir: -anchorDir, gravityDir: -gravityDir), length: length,
                            anchorDir: -anchorDir, gravityDir: -gravityDir, anchorCoord: anchorCoord(-anchorDir),
                            flipped: true)
            if fits(f) { o = f }
        }
        // slide_x/slide_y: "Slide the surface along the x axis until it is no longer
        // constrained." An arrow cannot slide with the body (its tip stays on the anchor
        // point), so a slide on the main axis leaves it out and only the body must fit.
        if slide, !accepted(o) {
            if arrowHeight > 0 { o.arrowDropped = true; o.slid = true }
            let lo = slid(o.lo, gravityDir: o.gravityDir)
            if lo != o.lo { o.lo = lo; o.slid = true }
        }
        // resize_x/resize_y: "Resize the surface horizontally so that it is completely
        // unconstrained." The body keeps its part inside the area, at least 1 px.
        if resize, !accepted(o), o.length > 0 {
            let lo = max(o.lo, areaLo), hi = min(o.hi, areaHi)
            let before = (o.lo, o.length)
            if hi - lo >= 1 {
                o.lo = lo; o.length = hi - lo
            } else if o.hi <= areaLo {
                o.lo = o.hi - 1; o.length = 1   // wholly before the area: keep the pixel nearest it
            } else {
                o.length = 1                    // wholly after it (or the area is empty)
            }
            o.resized = before != (o.lo, o.length)
        }
        return o
    }

    /// The body's start after sliding it into the area. A body larger than the area keeps
    /// the edge on the gravity's side visible: gravity towards +∞ (right, bottom) keeps its
    /// low (left, top) edge in, gravity towards −∞ its high edge; no gravity on this axis
    /// centres it on the area, cut equally at both ends.
    func slid(_ lo: Int, gravityDir: Int) -> Int {
        let room = areaHi - areaLo
        if length <= room { return min(max(lo, areaLo), areaHi - length) }
        switch gravityDir {
        case 1: return areaLo
        case -1: return areaHi - length
        default: return areaLo - floorDiv(length - room, 2)
        }
    }
}
