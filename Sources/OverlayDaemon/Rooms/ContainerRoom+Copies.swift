// ContainerRoom+Copies: an all-monitors container's copies of a member on the other
// monitors. A copy is the member's own window moved by its copy's offset: it never needs a
// layout, render or timer of its own, and input on it acts on the member at that spot.
import OverlayCore
import OverlayProtocol

extension ContainerRoom {
    /// How far each copy is from the member's own window (home first is left out).
    func copyOffsets(of id: OverlayID) -> [Point] {
        let copies = copies(of: id)
        guard let home = copies.first else { return [] }
        return copies.dropFirst().map { Point(x: $0.frame.x - home.frame.x, y: $0.frame.y - home.frame.y) }
    }

    /// How far the window `key` is from its member's own window (zero for any other window).
    func copyOffset(of key: WindowKey?) -> Point {
        guard case .copy(let id, let monitor)? = key else { return .zero }
        let copies = copies(of: id)
        guard let home = copies.first, let copy = copies.dropFirst().first(where: { $0.monitor == monitor }) else { return .zero }
        return Point(x: copy.frame.x - home.frame.x, y: copy.frame.y - home.frame.y)
    }

    /// The copies' windows, made from the member's own window as it is now shown (mid-transition too).
    func copyWindows(of own: DesiredWindow, id: OverlayID) -> [DesiredWindow] {
        zip(copies(of: id).dropFirst(), copyOffsets(of: id)).map { c, offset in
            var d = own
            d.key = .copy(id, monitor: c.monitor)
            d.frame = own.frame.offsetBy(offset)
            d.stacking = .top
            return d
        }
    }

    /// `list`'s `monitors` of a member: one entry per monitor, home first; nil outside an
    /// all-monitors container.
    func describeCopies(_ id: OverlayID, layout: PopoverLayout, window: (WindowKey) -> WindowID?) -> JSONValue? {
        let copies = copies(of: id)
        guard let home = copies.first else { return nil }
        return .array(copies.enumerated().map { i, c in
            let offset = Point(x: c.frame.x - home.frame.x, y: c.frame.y - home.frame.y)
            var fields: [(String, JSONValue)] = [
                ("monitor", .string(c.monitor)),
                ("frame", .rect(layout.frame.offsetBy(offset))),
                ("body", .rect(layout.bodyOnRoot.offsetBy(offset))),
            ]
            if let w = window(i == 0 ? .overlay(id) : .copy(id, monitor: c.monitor)) { fields.append(("window", .string(w.description))) }
            return .object(fields)
        })
    }
}
