// Rooms+List: what `overlayctl list` shows of each overlay, each part from the room that owns
// it: a grabbing room's own view, a queued container member, or a popover's layout, buttons,
// copies and source.
import OverlayCore
import OverlayProtocol

extension Rooms {
    /// `list`'s view of `id`; nil when it has nothing on screen. `window` finds an overlay's X window.
    func describe(_ id: OverlayID, in scene: Scene, mode: SurfaceMode, window: (WindowKey) -> WindowID?,
                  lookup: OverlayLookup) -> JSONValue? {
        let screen = screen(of: id)
        if case .object(var menu)? = grabbingRoom(of: id)?.describe(id, window: window(.overlay(id)), grabbed: grab.isGrabbed(id)) {
            menu.insert(("screen", .int(screen)), at: 1)
            return .object(menu)
        }
        if containers.isQueued(id) {
            return .object([("id", .string(id.description)), ("queued", .bool(true)),
                            ("container", containers.container(of: id).map(JSONValue.string) ?? .null)])
        }
        guard let o = popovers[id], var layout = o.layout else { return nil }
        layout.frame = layout.frame.offsetBy(pointer.offset(of: id))
        var fields: [(String, JSONValue)] = [
            ("id", .string(id.description)),
            ("frame", .rect(layout.frame)),
            ("body", .rect(layout.bodyOnRoot)),
            ("arrow", layout.arrowTipOnRoot.map(JSONValue.point) ?? .null),
            ("anchor", .string(layout.anchor.rawValue)),
            ("gravity", .string(layout.gravity.rawValue)),
            ("screen", .int(screen)),
            ("mode", .string(o.renderedMode?.rawValue ?? mode.rawValue)),
            ("visible", .bool(!o.hidden)),
            ("paused", .bool(scene[id]?.pausedRemaining != nil)),
        ]
        if let buttons = o.rendered?.buttons, !buttons.isEmpty {
            fields.append(("buttons", .array(buttons.map {
                .object([("key", .string($0.key)), ("rect", .rect($0.frame.offsetBy(layout.frame.origin)))])
            })))
            // The button Enter presses (alerts and modal popovers): moved by Tab and the arrows.
            if let key = pointer.focusedButton(of: id, lookup: lookup) { fields.append(("focused", .string(key))) }
        }
        if let w = window(.overlay(id)) { fields.append(("window", .string(w.description))) }
        if let copies = containers.describeCopies(id, layout: layout, window: window) { fields.append(("monitors", copies)) }
        if let c = layout.connector {
            fields.append(("connector", .object([("from", .point(c.start + layout.frame.origin)),
                                                 ("to", .point(c.end + layout.frame.origin))])))
        }
        if let s = sources.attachment(id).source { fields.append(("source", .string(s.description))) }
        return .object(fields)
    }
}
