// Controller+List: what `overlayctl list` shows of each overlay.
import OverlayCore
import OverlayProtocol

extension Controller {
    func describe(_ id: OverlayID) -> JSONValue? {
        let window = presenter.window(for: .overlay(id)), grabbed = rooms.grab.isGrabbed(id)
        if case .object(var menu)? = grabbingRoom(of: id)?.describe(id, window: window, grabbed: grabbed) {
            menu.insert(("screen", .int(screen(of: id))), at: 1)
            return .object(menu)
        }
        if rooms.containers.isQueued(id) {
            return .object([("id", .string(id.description)), ("queued", .bool(true)),
                            ("container", rooms.containers.container(of: id).map(JSONValue.string) ?? .null)])
        }
        guard let o = rooms.popovers[id], var layout = o.layout else { return nil }
        layout.frame = layout.frame.offsetBy(rooms.pointer.offset(of: id))
        var fields: [(String, JSONValue)] = [
            ("id", .string(id.description)),
            ("frame", .rect(layout.frame)),
            ("body", .rect(layout.bodyOnRoot)),
            ("arrow", layout.arrowTipOnRoot.map(JSONValue.point) ?? .null),
            ("anchor", .string(layout.anchor.rawValue)),
            ("gravity", .string(layout.gravity.rawValue)),
            ("screen", .int(screen(of: id))),
            ("mode", .string(o.renderedMode?.rawValue ?? mode(on: screen(of: id)).rawValue)),
            ("visible", .bool(!o.hidden)),
            ("paused", .bool(scene[id]?.pausedRemaining != nil)),
        ]
        if let buttons = o.rendered?.buttons, !buttons.isEmpty {
            fields.append(("buttons", .array(buttons.map {
                .object([("key", .string($0.key)), ("rect", .rect($0.frame.offsetBy(layout.frame.origin)))])
            })))
            // The button Enter presses (alerts and modal popovers): moved by Tab and the arrows.
            if let key = rooms.pointer.focusedButton(of: id, lookup: self) { fields.append(("focused", .string(key))) }
        }
        if let w = presenter.window(for: .overlay(id)) { fields.append(("window", .string(w.description))) }
        if let copies = rooms.containers.describeCopies(id, layout: layout, window: presenter.window) { fields.append(("monitors", copies)) }
        if let c = layout.connector {
            fields.append(("connector", .object([("from", .point(c.start + layout.frame.origin)),
                                                 ("to", .point(c.end + layout.frame.origin))])))
        }
        if let s = rooms.sources.attachment(id).source { fields.append(("source", .string(s.description))) }
        return .object(fields)
    }
}
