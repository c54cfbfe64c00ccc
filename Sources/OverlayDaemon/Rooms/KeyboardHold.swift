// KeyboardHold: the alerts that take the keyboard while they show (`--take-keyboard`: zenity's
// message dialogs, whose window a WM would focus), newest on top, and the keyboard grab the top
// one holds, retried while another client has the keyboard. Keys then reach no other window;
// the alert still reads them as raw keys (`PointerRoom.keyPressed`). A menu or pick opened over it
// takes the input as usual and gives the keyboard back to it when it goes.
import OverlayCore

final class KeyboardHold: Room {

    /// The alerts that take the keyboard, newest last.
    private var holders: [OverlayID] = []
    /// Whether the newest holds it now, and how many tries it took.
    private var grabbedTop = false
    private var attempts = 0

    /// The alert that holds (or waits to hold) the keyboard.
    var holder: OverlayID? { holders.last }
    var isGrabbed: Bool { grabbedTop }

    /// An alert that takes the keyboard is shown: it asks for it.
    func hold(_ id: OverlayID) -> [Effect] {
        holders.append(id)
        return ask()
    }

    private func ask() -> [Effect] {
        grabbedTop = false
        attempts = 0
        return holder.map { [.windowSystem(.grabKeyboard($0))] } ?? []
    }

    /// What the server answered for `id`'s grab.
    func grabbed(_ id: OverlayID, _ ok: Bool) -> [Effect] {
        guard id == holder else { return [] }
        grabbedTop = ok
        attempts += 1
        return []
    }

    /// The input was let go (a menu or pick over the alert closed): the newest alert takes the keyboard again.
    func regrab() -> [Effect] { holder == nil ? [] : ask() }

    // MARK: Room

    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        guard let i = holders.firstIndex(of: id) else { return [] }
        let wasTop = i == holders.count - 1
        holders.remove(at: i)
        guard wasTop else { return [] }
        // The next alert down takes it over (a grab by the same client moves), or it goes.
        return holder == nil ? [.windowSystem(.ungrabKeyboard)] : ask()
    }

    func tick(now: Instant) -> [Effect] {
        guard let id = holder, !grabbedTop, attempts > 0, attempts < GrabRetry.attempts else { return [] }
        return [.windowSystem(.grabKeyboard(id))]
    }

    func nextDeadline(after now: Instant) -> Instant? {
        holder != nil && !grabbedTop && attempts > 0 && attempts < GrabRetry.attempts ? now + GrabRetry.intervalMs : nil
    }
}
