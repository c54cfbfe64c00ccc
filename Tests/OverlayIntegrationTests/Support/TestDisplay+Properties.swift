// TestDisplay+Properties: reading window properties (atoms, CARDINALs, strings) as Swift values.
import CX11

extension TestDisplay {
    /// A property's raw value: its type, format (8/16/32) and items. Format-32 items come
    /// from Xlib as C longs, so they are returned one `UInt` per item.
    struct Property {
        let type: Atom
        let format: Int
        let bytes: [UInt8]
        let items32: [UInt]
    }

    /// The property `name` of `window`, nil when it is not set (or the window is gone).
    func property(_ name: String, of window: Window) -> Property? {
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var itemCount: UInt = 0
        var bytesAfter: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            handle, window, intern(name), 0, 1 << 20, False, Atom(AnyPropertyType),
            &actualType, &actualFormat, &itemCount, &bytesAfter, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualType != 0, let data else { return nil }
        let count = Int(itemCount)
        switch actualFormat {
        case 32:
            let raw = UnsafeRawPointer(data)
            let items = (0..<count).map { raw.load(fromByteOffset: $0 * MemoryLayout<UInt>.stride, as: UInt.self) }
            return Property(type: actualType, format: 32, bytes: [], items32: items)
        case 16:
            return Property(type: actualType, format: 16, bytes: Array(UnsafeBufferPointer(start: data, count: count * 2)), items32: [])
        default:
            return Property(type: actualType, format: 8, bytes: Array(UnsafeBufferPointer(start: data, count: count)), items32: [])
        }
    }

    /// An ATOM-list property as atom names, e.g. `_NET_WM_WINDOW_TYPE` →
    /// `["_NET_WM_WINDOW_TYPE_NOTIFICATION"]`. Nil when unset.
    func atomNamesProperty(_ name: String, of window: Window) -> [String]? {
        guard let p = property(name, of: window), p.format == 32, p.type == XA_ATOM else { return nil }
        return p.items32.map { atomName(Atom($0)) ?? "atom#\($0)" }
    }

    /// `_NET_WM_WINDOW_TYPE` of `window` as names; empty when unset.
    func windowTypes(of window: Window) -> [String] {
        atomNamesProperty("_NET_WM_WINDOW_TYPE", of: window) ?? []
    }

    /// A CARDINAL property's values, e.g. `_NET_WM_PID` or `_NET_WM_WINDOW_OPACITY`. Nil when unset.
    func cardinalProperty(_ name: String, of window: Window) -> [UInt]? {
        guard let p = property(name, of: window), p.format == 32, p.type == XA_CARDINAL else { return nil }
        // Xlib sign-extends format-32 items into longs; CARDINALs are 32-bit.
        return p.items32.map { $0 & 0xffff_ffff }
    }

    /// A WINDOW property's values, e.g. `WM_TRANSIENT_FOR`. Nil when unset.
    func windowProperty(_ name: String, of window: Window) -> [Window]? {
        guard let p = property(name, of: window), p.format == 32, p.type == XA_WINDOW else { return nil }
        return p.items32.map { Window($0 & 0xffff_ffff) }
    }

    /// A STRING / UTF8_STRING property (`_NET_WM_NAME`, `WM_NAME`); a list (`WM_CLASS`) comes
    /// back with its NULs. Nil when unset.
    func stringProperty(_ name: String, of window: Window) -> String? {
        guard let p = property(name, of: window), p.format == 8 else { return nil }
        return String(decoding: p.bytes, as: UTF8.self)
    }
}
