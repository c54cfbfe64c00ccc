// Rooms+Input: the pointer and keys, routed once. A menu, pick, picker or panel holding the
// input takes every press, its own motion and every key (`InputGrab`); otherwise the overlay
// the window belongs to gets it through the PointerRoom (a copy on another monitor acts as the
// overlay's own window at that spot; a backdrop takes presses only); raw presses and keys go
// to the PointerRoom (taps outside, alerts' keys).
import OverlayCore

extension Rooms {
    /// The pointer moved: every tooltip (or just `only`) is told, each with the region it waits
    /// in; one on another screen than the pointer's has it outside its region.
    func pointerMoved(to p: (screen: Int, point: Point), now: Instant, only: OverlayID?, lookup: OverlayLookup) -> [Effect] {
        pointer.pointerMoved(to: p.point, now: now, only: only, lookup: lookup, region: { id in
            guard self.screen(of: id) == p.screen else { return Rect(x: 0, y: 0, width: 0, height: 0) }
            return lookup.spec(of: id).flatMap { self.hoverRegion(id, spec: $0) }
        })
    }

    /// What `event` (on our window `key`, if it is on one of ours) asks of the rooms.
    func input(_ event: WindowEvent, on key: WindowKey?, now: Instant, lookup: OverlayLookup) -> [Effect] {
        let owner = Rooms.owner(of: key, lookup: lookup)
        // A copy on another monitor acts as the own window at the same spot of its picture.
        func own(_ p: Point) -> Point { containers.pointOnOwnWindow(p, key: key) }
        let held = grab.id.flatMap { id in grab.room(of: id).map { (id, $0) } }
        switch event {
        case .buttonPress(_, let button, let p, let modifiers):
            if let (id, room) = grab.routes(key) {
                if button <= 3 {
                    return grab.clicked(id) + (room.pressed(id, button: button, modifiers: modifiers, at: p, now: now) ?? room.pointer(id, at: p, press: true))
                }
                return button == 4 || button == 5 ? room.wheel(id, up: button == 4, now: now) : []
            }
            guard let (id, backdrop) = owner else { return [] }
            return pointer.pressed(id, backdrop: backdrop, button: button, at: own(p), now: now, lookup: lookup)
        case .buttonRelease(_, let button, let p):
            guard let (id, backdrop) = owner, !backdrop else { return [] }
            return pointer.released(id, button: button, at: own(p), now: now, lookup: lookup)
        case .motion(_, let p):
            if let (id, room) = held, let key, room.owns(key, of: id) { return room.pointer(id, at: p, press: false) }
            guard let (id, backdrop) = owner, !backdrop else { return [] }
            return pointer.dragged(id, to: own(p), lookup: lookup)
        case .enter, .leave:
            guard let (id, backdrop) = owner, !backdrop else { return [] }
            if case .enter = event { return pointer.hovered(id, inside: true, lookup: lookup) }
            return pointer.hovered(id, inside: false, lookup: lookup)
        case .keyPress(let name, let text, let modifiers):
            guard let (id, room) = held else { return [] }
            return room.key(id, name, text: text, modifiers: modifiers, now: now)
        case .rawButtonPress(_, let screen, let p):
            return pointer.tapped(at: p, screen: screen, lookup: lookup)
        case .rawKeyPress(let name):
            // Raw keys arrive even while a menu, pick or colour picker holds the keyboard: its
            // Tab, arrows, Enter and space are its own, not an alert's.
            if ButtonKey(keysym: name) != nil, grab.isGrabbed { return [] }
            return pointer.keyPressed(name, lookup: lookup)
        default:
            return []
        }
    }

    /// Which overlay a window of ours belongs to, and whether it is its backdrop.
    static func owner(of key: WindowKey?, lookup: OverlayLookup) -> (id: OverlayID, backdrop: Bool)? {
        switch key {
        case .overlay(let id)?, .copy(let id, _)?: return lookup.spec(of: id) != nil ? (id, false) : nil
        case .backdrop(let id)?: return lookup.spec(of: id) != nil ? (id, true) : nil
        case .menuLevel?, .leaving?, nil: return nil
        }
    }
}
