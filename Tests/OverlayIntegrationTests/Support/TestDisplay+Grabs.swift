// TestDisplay+Grabs: is the keyboard free for anyone? A probe grab on a fresh window of the
// test's own, released at once, and what the server answered, by name (for failure messages).
import CX11

extension TestDisplay {
    /// XGrabKeyboard on a new, viewable 10×10 window, released and destroyed again: "GrabSuccess"
    /// when no other client holds the keyboard, else the server's answer (AlreadyGrabbed,
    /// GrabNotViewable, GrabFrozen, GrabInvalidTime).
    func probeKeyboardGrab() throws -> String {
        let probe = try createWindow(x: 0, y: 0, width: 10, height: 10, background: .red)
        defer { destroyWindow(probe) }
        let status = XGrabKeyboard(handle, probe, True, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        XUngrabKeyboard(handle, UInt(CurrentTime))
        sync()
        return TestDisplay.grabStatusName(status)
    }

    static func grabStatusName(_ status: Int32) -> String {
        switch status {
        case GrabSuccess: "GrabSuccess"
        case AlreadyGrabbed: "AlreadyGrabbed"
        case GrabInvalidTime: "GrabInvalidTime"
        case GrabNotViewable: "GrabNotViewable"
        case GrabFrozen: "GrabFrozen"
        default: "status \(status)"
        }
    }
}
