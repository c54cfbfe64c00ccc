// ContainerRoom+Copies: an all-monitors container's copies of a member on the other
// monitors. A copy at the member's own scale is its own window moved: it needs no layout,
// render or timer of its own. Under a per-monitor scale a copy on a monitor of another DPI is
// laid out there at its own size and shows the member's picture painted at that scale
// (PopoverRoom keeps one per scale); it follows the own window's transitions scaled to its
// size. Input on any copy acts on the member at the same spot of its own window.
import OverlayCore
import OverlayProtocol
import OverlayRender

extension MonitorCopy {
    /// Where a point of the home copy's window is on this one (root coordinates): moved by the
    /// two frames' distance and stretched by their sizes, so the same word is under it.
    func point(_ p: Point, from home: MonitorCopy) -> Point {
        Point(x: frame.x + Self.stretch(p.x - home.frame.x, frame.width, home.frame.width),
              y: frame.y + Self.stretch(p.y - home.frame.y, frame.height, home.frame.height))
    }

    /// The inverse: where a point on this copy is on the home copy's window.
    func pointOnHome(_ p: Point, home: MonitorCopy) -> Point {
        home.point(p, from: self)
    }

    /// A rectangle of the home copy's window (its frame or body, wherever it is now) on this one.
    func rect(_ r: Rect, from home: MonitorCopy) -> Rect {
        let origin = point(r.origin, from: home)
        return Rect(origin: origin, size: Size(width: Self.stretch(r.width, frame.width, home.frame.width),
                                               height: Self.stretch(r.height, frame.height, home.frame.height)))
    }

    private static func stretch(_ v: Int, _ to: Int, _ from: Int) -> Int {
        to == from || from == 0 ? v : Int((Double(v) * Double(to) / Double(from)).rounded())
    }
}

extension ContainerRoom {
    /// A member's copies' bodies on root (home first left out), following its own body `own`
    /// (moved by a drag, which moves each copy as far across its own size).
    func copyBodies(of id: OverlayID, own: Rect) -> [Rect] {
        let copies = copies(of: id)
        guard let home = copies.first else { return [] }
        return copies.dropFirst().map { c in
            let drag = c.point(own.origin, from: home) - c.point(home.body.origin, from: home)
            return c.body.offsetBy(drag)
        }
    }

    /// Where point `p` on the window `key` is on its member's own window (`p` itself for any
    /// other window).
    func pointOnOwnWindow(_ p: Point, key: WindowKey?) -> Point {
        guard case .copy(let id, let monitor)? = key else { return p }
        let copies = copies(of: id)
        guard let home = copies.first, let copy = copies.dropFirst().first(where: { $0.monitor == monitor }) else { return p }
        return copy.pointOnHome(p, home: home)
    }

    /// The copies' windows, following the member's own window as it is `shown` now (moved by a
    /// drag, mid-transition too). A copy at the own window's scale shows its picture; one at
    /// another scale shows `picture(scale)` (its picture and revision there), stretched while
    /// the own window's size is animated.
    func copyWindows(following shown: DesiredWindow, id: OverlayID,
                     picture: (Double) -> (rendered: RenderedOverlay, revision: Int)?) -> [DesiredWindow] {
        let copies = copies(of: id)
        guard let home = copies.first else { return [] }
        return copies.dropFirst().map { c in
            var d = shown
            d.key = .copy(id, monitor: c.monitor)
            d.stacking = .top
            d.frame = c.rect(shown.frame, from: home)
            guard c.scale != home.scale, let own = picture(c.scale) else { return d }
            d.rendered = own.rendered
            d.revision = own.revision
            if d.frame.size != c.frame.size, let stretched = try? ImageScaler.scaled(own.rendered, to: d.frame.size) {
                d.rendered = stretched
                d.revision = shown.revision // the transition's, new every frame
            } else {
                d.frame.size = c.frame.size
            }
            return d
        }
    }

    /// `list`'s `monitors` of a member: one entry per monitor, home first; nil outside an
    /// all-monitors container.
    func describeCopies(_ id: OverlayID, layout: PopoverLayout, window: (WindowKey) -> WindowID?) -> JSONValue? {
        let copies = copies(of: id)
        guard !copies.isEmpty else { return nil }
        return .array(copies.enumerated().map { i, c in
            var fields: [(String, JSONValue)] = [
                ("monitor", .string(c.monitor)),
                ("frame", .rect(i == 0 ? layout.frame : c.frame)),
                ("body", .rect(i == 0 ? layout.bodyOnRoot : c.body)),
            ]
            if let w = window(i == 0 ? .overlay(id) : .copy(id, monitor: c.monitor)) { fields.append(("window", .string(w.description))) }
            return .object(fields)
        })
    }
}
