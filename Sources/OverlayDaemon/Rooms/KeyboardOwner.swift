// KeyboardOwner: who holds the keyboard, decided in one place: the grabbing overlay (InputGrab:
// the pointer and keyboard together) while there is one, else the newest alert that takes the
// keyboard (KeyboardHold). It sends their grabs to the window system and hands each answer back to
// the room that asked, so an alert under a menu neither grabs nor lets go of what the menu holds.
import OverlayCore

final class KeyboardOwner {
    private let input: InputGrab
    private let alerts: KeyboardHold

    init(input: InputGrab, alerts: KeyboardHold) {
        self.input = input
        self.alerts = alerts
    }

    /// Sends a grab or ungrab to `server` (`window` names an overlay's own window) and answers
    /// what follows from the server's answer; nothing for any other request.
    func carryOut(_ request: WindowRequest, on server: WindowSystem, window: (OverlayID) -> WindowID) -> [Effect] {
        switch request {
        case .grab(let id):
            server.sync()
            return input.grabbed(id, server.grabInput(window(id)))
        case .ungrab:
            server.ungrabInput()
            // An alert that takes the keyboard and is still shown has it back.
            return alerts.regrab()
        case .grabKeyboard(let id):
            // A menu or pick holding the input has the keyboard already; the alert's comes back at its ungrab.
            guard input.id == nil else { return alerts.grabbed(id, true) }
            server.sync()
            return alerts.grabbed(id, server.grabKeyboard(window(id)))
        case .ungrabKeyboard:
            if input.id == nil { server.ungrabKeyboard() }
            return []
        default:
            return []
        }
    }
}
