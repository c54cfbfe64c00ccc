// XTestInput: synthetic pointer motion, clicks and key presses through the XTest extension.
import CX11
import CXTest

/// Fakes user input on the display of a `TestDisplay`: the server treats it like real
/// hardware input, so grabs, input shapes and window stacking all apply.
final class XTestInput {
    private let display: TestDisplay

    init(_ display: TestDisplay) throws {
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XTestQueryExtension(display.handle, &eventBase, &errorBase, &major, &minor) != 0 else {
            throw HarnessError.x11("XTEST extension missing on display: \(display.name)")
        }
        self.display = display
    }

    /// Moves the pointer to root coordinates (x, y).
    func move(x: Int, y: Int) {
        XTestFakeMotionEvent(display.handle, -1, Int32(x), Int32(y), 0)
        display.sync()
    }

    /// Moves to (x, y), then presses and releases `button` (1 left, 2 middle, 3 right,
    /// 4/5 wheel).
    func click(x: Int, y: Int, button: UInt32 = 1) {
        move(x: x, y: y)
        XTestFakeButtonEvent(display.handle, button, True, 0)
        XTestFakeButtonEvent(display.handle, button, False, 0)
        display.sync()
    }

    /// Moves to (x, y) and presses and releases button 1 twice at once (a double click).
    func doubleClick(x: Int, y: Int) {
        move(x: x, y: y)
        for _ in 0..<2 {
            XTestFakeButtonEvent(display.handle, 1, True, 0)
            XTestFakeButtonEvent(display.handle, 1, False, 0)
        }
        display.sync()
    }

    func pressButton(_ button: UInt32 = 1) {
        XTestFakeButtonEvent(display.handle, button, True, 0)
        display.sync()
    }

    func releaseButton(_ button: UInt32 = 1) {
        XTestFakeButtonEvent(display.handle, button, False, 0)
        display.sync()
    }

    /// Presses and releases the key named by keysym `name` ("Escape", "Return", "a"),
    /// holding `modifiers` (keysym names too: "Control_L", "Shift_L") around it.
    func pressKey(_ name: String, modifiers: [String] = []) throws {
        let mods = try modifiers.map(keycode)
        let key = try keycode(name)
        for m in mods { XTestFakeKeyEvent(display.handle, UInt32(m), True, 0) }
        XTestFakeKeyEvent(display.handle, UInt32(key), True, 0)
        XTestFakeKeyEvent(display.handle, UInt32(key), False, 0)
        for m in mods.reversed() { XTestFakeKeyEvent(display.handle, UInt32(m), False, 0) }
        display.sync()
    }

    private func keycode(_ name: String) throws -> KeyCode {
        let sym = XStringToKeysym(name)
        guard sym != 0 else { throw HarnessError.x11("unknown keysym name: \(name)") }
        let code = XKeysymToKeycode(display.handle, sym)
        guard code != 0 else { throw HarnessError.x11("keysym not in the keyboard map: \(name)") }
        return code
    }
}
