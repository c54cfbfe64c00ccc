// Controller+Copies: an all-monitors container draws each shown overlay once per monitor.
// The copy on the home (primary) monitor is the overlay's own window; the others are windows
// keyed `.copy(ID, monitor:)` that follow it: the same picture and transitions, moved to their monitor.
// A click on any copy acts on the overlay; dismissing it removes them all.
import OverlayCore
import OverlayProtocol
import OverlayX11

/// Where one copy of an overlay's window sits (root coordinates).
struct MonitorCopy: Equatable {
    /// The monitor's RandR name.
    var monitor: String
    var frame: Rect
}

extension Controller {
    /// The overlay and copy a presenter key names, when it is a copy's.
    func copyOwner(_ key: WindowKey) -> (id: OverlayID, copy: MonitorCopy)? {
        guard case .copy(let id, let monitor) = key,
              let copy = live[id]?.copies.dropFirst().first(where: { $0.monitor == monitor }) else { return nil }
        return (id, copy)
    }

    /// How far a copy's window is from the overlay's own window (zero for any other window).
    func copyOffset(of w: WindowID) -> Point {
        guard let key = presenter.key(for: w), let (id, copy) = copyOwner(key),
              let home = live[id]?.copies.first else { return .zero }
        return Point(x: copy.frame.x - home.frame.x, y: copy.frame.y - home.frame.y)
    }

    /// The copies' windows on the other monitors, made from the overlay's own window as it is
    /// now shown (mid-transition too), each moved by its copy's offset.
    func copyWindows(of own: DesiredWindow, id: OverlayID) -> [DesiredWindow] {
        guard let l = live[id], let home = l.copies.first else { return [] }
        return l.copies.dropFirst().map { c in
            var d = own
            d.key = .copy(id, monitor: c.monitor)
            d.frame = own.frame.offsetBy(Point(x: c.frame.x - home.frame.x, y: c.frame.y - home.frame.y))
            d.stacking = .top
            return d
        }
    }

    /// An overlay's windows as they should be at `now`: its own (and backdrop) through any
    /// running transition, and its copies following.
    func animatedWindows(_ id: OverlayID, now: Instant) -> [DesiredWindow] {
        desiredWindows(id).flatMap { d -> [DesiredWindow] in
            let shown = animated(d, key: d.key, now: now)
            return d.key == .overlay(id) ? [shown] + copyWindows(of: shown, id: id) : [shown]
        }
    }

    /// An overlay's windows at rest, copies included (for restacking).
    func allWindows(_ id: OverlayID) -> [DesiredWindow] {
        desiredWindows(id).flatMap { d in d.key == .overlay(id) ? [d] + copyWindows(of: d, id: id) : [d] }
    }

    /// Destroys the windows of copies on monitors that are no longer in `keeping`.
    func retireCopies(of id: OverlayID, from old: [MonitorCopy], keeping new: [MonitorCopy]) {
        let kept = Set(new.dropFirst().map(\.monitor))
        for c in old.dropFirst() where !kept.contains(c.monitor) { removedSet.insert(.copy(id, monitor: c.monitor)) }
    }

    /// The bodies of an overlay's copies on other monitors (root coordinates).
    func copyBodies(_ id: OverlayID) -> [Rect] {
        guard let l = live[id], let home = l.copies.first, let layout = l.layout else { return [] }
        let body = moved(layout, by: l.dragOffset).bodyOnRoot
        return l.copies.dropFirst().map { body.offsetBy(Point(x: $0.frame.x - home.frame.x, y: $0.frame.y - home.frame.y)) }
    }

    /// `list`'s view of an all-monitors overlay: one entry per monitor, home first.
    func describeCopies(_ id: OverlayID, layout: PopoverLayout) -> JSONValue? {
        guard let l = live[id], let home = l.copies.first else { return nil }
        return .array(l.copies.enumerated().map { i, c in
            let offset = Point(x: c.frame.x - home.frame.x, y: c.frame.y - home.frame.y)
            var fields: [(String, JSONValue)] = [
                ("monitor", .string(c.monitor)),
                ("frame", .rect(layout.frame.offsetBy(offset))),
                ("body", .rect(layout.bodyOnRoot.offsetBy(offset))),
            ]
            if let w = presenter.window(for: i == 0 ? .overlay(id) : .copy(id, monitor: c.monitor)) {
                fields.append(("window", .string(w.description)))
            }
            return .object(fields)
        })
    }
}
