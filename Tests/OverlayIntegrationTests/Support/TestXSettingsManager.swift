// TestXSettingsManager: the test's own xsettings manager, as a settings daemon (gsd-xsettings,
// xsettingsd) runs one: it owns `_XSETTINGS_S0` with a window whose `_XSETTINGS_SETTINGS`
// property holds the settings, announces itself with MANAGER on root, and rewrites the
// property when a setting changes.
import CX11
import Foundation

final class TestXSettingsManager {
    let x: TestDisplay
    let window: Window
    private var serial = 0

    /// Claims the selection with these settings; `announce` sends MANAGER as the
    /// specification asks (a manager that skips it is found only on a reload).
    init(_ x: TestDisplay, strings: [String: String] = [:], integers: [String: Int] = [:], announce: Bool = true) throws {
        self.x = x
        window = try x.createWindow(x: -10, y: -10, width: 1, height: 1, background: RGB(0, 0, 0), overrideRedirect: true, map: false)
        set(strings: strings, integers: integers)
        let selection = x.intern("_XSETTINGS_S0")
        XSetSelectionOwner(x.handle, selection, window, UInt(CurrentTime))
        if announce {
            var ev = XEvent()
            ev.xclient.type = ClientMessage
            ev.xclient.window = x.root
            ev.xclient.message_type = x.intern("MANAGER")
            ev.xclient.format = 32
            ev.xclient.data.l.0 = Int(CurrentTime)
            ev.xclient.data.l.1 = Int(selection)
            ev.xclient.data.l.2 = Int(window)
            XSendEvent(x.handle, x.root, False, StructureNotifyMask, &ev)
        }
        x.sync()
    }

    /// Replaces the settings (little-endian, as the specification lays them out), serial bumped.
    func set(strings: [String: String] = [:], integers: [String: Int] = [:]) {
        func card16(_ v: Int) -> [UInt8] { [UInt8(v & 0xff), UInt8((v >> 8) & 0xff)] }
        func card32(_ v: Int) -> [UInt8] { card16(v & 0xffff) + card16((v >> 16) & 0xffff) }
        func padded(_ b: [UInt8]) -> [UInt8] { b + [UInt8](repeating: 0, count: (4 - b.count % 4) % 4) }
        func head(_ type: UInt8, _ name: String) -> [UInt8] {
            [type, 0] + card16(name.utf8.count) + padded(Array(name.utf8)) + card32(serial)
        }
        var body: [UInt8] = []
        for (name, value) in strings.sorted(by: { $0.key < $1.key }) {
            body += head(1, name) + card32(value.utf8.count) + padded(Array(value.utf8))
        }
        for (name, value) in integers.sorted(by: { $0.key < $1.key }) { body += head(0, name) + card32(value) }
        let bytes = [0, 0, 0, 0] + card32(serial) + card32(strings.count + integers.count) + body
        serial += 1
        let type = x.intern("_XSETTINGS_SETTINGS")
        _ = bytes.withUnsafeBufferPointer { buf in
            XChangeProperty(x.handle, window, type, type, 8, PropModeReplace, buf.baseAddress, Int32(buf.count))
        }
        x.sync()
    }
}
