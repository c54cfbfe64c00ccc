// DamageRecorder: the rectangles the X server reports drawn on one window (DAMAGE), which is
// what a compositor repaints: to assert how much of a window a change exposed.
import CX11
import CXDamage

/// Records every drawing on one window (XDamageReportRawRectangles) after its creation; the
/// server frees the record with the window.
final class DamageRecorder {
    private let display: TestDisplay
    private let notifyType: Int32

    init(_ display: TestDisplay, window: Window) throws {
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 1, minor: Int32 = 1
        guard XDamageQueryExtension(display.handle, &event, &error) != 0,
              XDamageQueryVersion(display.handle, &major, &minor) != 0 else { throw HarnessError.x11("the server lacks DAMAGE") }
        self.display = display
        notifyType = event + Int32(XDamageNotify)
        _ = XDamageCreate(display.handle, window, Int32(XDamageReportRawRectangles))
        // The server reports the whole window drawn when the record starts.
        _ = take()
    }

    /// The rectangles drawn since the last call (window coordinates), once the server has
    /// answered everything asked before: call it after the daemon's `sync`.
    func take() -> [(x: Int, y: Int, width: Int, height: Int)] {
        display.sync()
        var rects: [(x: Int, y: Int, width: Int, height: Int)] = []
        var ev = XEvent()
        while XCheckTypedEvent(display.handle, notifyType, &ev) != 0 {
            let area = withUnsafePointer(to: &ev) { $0.withMemoryRebound(to: XDamageNotifyEvent.self, capacity: 1) { $0.pointee.area } }
            rects.append((Int(area.x), Int(area.y), Int(area.width), Int(area.height)))
        }
        return rects
    }
}
