// XDisplay+Properties: reading and writing window properties (EWMH and ICCCM).
import CX11
import OverlayCore
#if canImport(Glibc)
import Glibc
#endif

func getpidValue() -> Int32 { getpid() }

extension XDisplay {
    func setAtomProperty(_ w: WindowID, _ name: String, _ atoms: [Atom]) {
        var longs = atoms.map { CLong(bitPattern: $0) }
        let a = atom(name)
        longs.withUnsafeMutableBytes { raw in
            _ = XChangeProperty(dpy, w.rawValue, a, XA_ATOM, 32, PropModeReplace,
                                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(atoms.count))
        }
    }

    func setCardinalProperty(_ w: WindowID, _ name: String, _ values: [Int]) {
        var longs = values.map { CLong($0) }
        let a = atom(name)
        longs.withUnsafeMutableBytes { raw in
            _ = XChangeProperty(dpy, w.rawValue, a, XA_CARDINAL, 32, PropModeReplace,
                                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
    }

    func setStringProperty(_ w: WindowID, _ name: String, type: Atom, bytes: [UInt8]) {
        var data = bytes
        let a = atom(name)
        data.withUnsafeMutableBufferPointer { buf in
            _ = XChangeProperty(dpy, w.rawValue, a, type, 8, PropModeReplace, buf.baseAddress, Int32(buf.count))
        }
    }

    func deleteProperty(_ w: WindowID, _ name: String) {
        XDeleteProperty(dpy, w.rawValue, atom(name))
    }

    /// A format-32 property as C longs; nil when absent or the window is gone.
    func longProperty(_ w: WindowID, _ name: String, maxItems: Int = 64) -> [Int]? {
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(dpy, w.rawValue, atom(name), 0, maxItems, False, Atom(AnyPropertyType),
                                        &actualType, &actualFormat, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualFormat == 32, let data else { return nil }
        return data.withMemoryRebound(to: CLong.self, capacity: Int(count)) { p in
            (0..<Int(count)).map { Int(p[$0]) }
        }
    }
}
