// TestSelectionOwner: a client that owns PRIMARY or CLIPBOARD with some text, on its own
// connection, and answers a paste request only when the test says: so the answer reaches
// the menu before any key the test presses afterwards (a sync round trip orders them).
import CX11
import Foundation

final class TestSelectionOwner {
    let x: TestDisplay
    let window: Window
    let selection: Atom
    let text: [UInt8]

    /// Takes `selection` ("PRIMARY", "CLIPBOARD") on `display` with `text` as its UTF8_STRING.
    init(display: String, selection name: String, text: [UInt8]) throws {
        x = try TestDisplay(display)
        window = try x.createWindow(x: 0, y: 0, width: 1, height: 1, background: .black, overrideRedirect: true, eventMask: 0, map: false)
        selection = x.intern(name)
        self.text = text
        XSetSelectionOwner(x.handle, selection, window, UInt(CurrentTime))
        x.sync()
        guard XGetSelectionOwner(x.handle, selection) == window else { throw HarnessError.x11("cannot own the \(name) selection") }
    }

    /// Waits for the next request for the selection and answers it: the text for UTF8_STRING,
    /// a refusal for any other target. When this returns, the requestor's SelectionNotify is
    /// queued at the server ahead of anything the test sends next.
    func answer(timeout: TimeInterval = 10) throws {
        let event = try x.waitForEvent("a request for the selection", timeout: timeout) {
            $0.type == SelectionRequest && $0.xselectionrequest.selection == self.selection
        }
        let request = event.xselectionrequest
        let utf8 = x.intern("UTF8_STRING")
        var reply = XSelectionEvent()
        reply.type = SelectionNotify
        reply.send_event = True
        reply.display = x.handle
        reply.requestor = request.requestor
        reply.selection = request.selection
        reply.target = request.target
        reply.time = request.time
        if request.target == utf8, request.property != 0 {
            var data = text
            data.withUnsafeMutableBufferPointer { buf in
                _ = XChangeProperty(x.handle, request.requestor, request.property, utf8, 8, PropModeReplace, buf.baseAddress, Int32(buf.count))
            }
            reply.property = request.property
        }
        var ev = XEvent()
        ev.xselection = reply
        XSendEvent(x.handle, request.requestor, False, 0, &ev)
        x.sync()
    }

    /// Gives the selection up (no owner), as if the program that had it closed.
    func release() {
        XSetSelectionOwner(x.handle, selection, 0, UInt(CurrentTime))
        x.sync()
    }
}
