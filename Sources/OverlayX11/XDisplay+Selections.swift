// XDisplay+Selections: pasting another client's PRIMARY or CLIPBOARD text into a menu (dmenu's
// Ctrl-Y), without waiting: the request goes out now, and the owner's answer comes back
// later as a SelectionNotify through the poll loop. No owner: the server answers at once
// with no property, and nothing is pasted.
import CX11
import OverlayCore

extension XDisplay {
    /// The property of our window that an owner writes the text into.
    static let pastePropertyName = "OVERLAYD_PASTE"
    /// dmenu reads `sizeof text / 4 + 1` longs of the answer: 8196 bytes. More could never fit
    /// the 8191-byte line unless a newline came first, and the newline is where a paste ends.
    public static let pasteLimit = 8196

    /// Asks the owner of PRIMARY (or CLIPBOARD) for its text as UTF8_STRING, to be written
    /// on `window`; the answer arrives as `.selectionArrived`.
    public func requestSelection(clipboard: Bool, for window: WindowID) {
        XConvertSelection(dpy, clipboard ? atom("CLIPBOARD") : XA_PRIMARY, atom("UTF8_STRING"), atom(XDisplay.pastePropertyName),
                          window.rawValue, UInt(CurrentTime))
        XFlush(dpy)
    }

    /// Reads and deletes the answer on `window` (one round trip to the server, not to the
    /// owner); nil when it is not UTF8_STRING text (an INCR transfer for a huge selection
    /// included, which dmenu does not read either).
    func takePasted(from window: WindowID) -> [UInt8]? {
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(dpy, window.rawValue, atom(XDisplay.pastePropertyName), 0, XDisplay.pasteLimit / 4, True,
                                        atom("UTF8_STRING"), &actualType, &actualFormat, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualFormat == 8, actualType == atom("UTF8_STRING"), let data else { return nil }
        return Array(UnsafeBufferPointer(start: data, count: Int(count)))
    }
}
