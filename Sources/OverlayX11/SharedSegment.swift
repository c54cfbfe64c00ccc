// SharedSegment: one System V shared memory segment attached to the X server (MIT-SHM), which
// a window's frames are written into and uploaded from with XShmPutImage.
import CX11

/// A segment this process and the X server both map. It is marked for removal as soon as the
/// server has attached it, so the kernel frees it when both let go, even after a crash.
/// Detached (ours and the server's) when released.
final class SharedSegment {
    let size: Int
    /// Xlib's record of the segment; an `XImage` made by `XShmCreateImage` points at it, so it
    /// lives at a fixed address for as long as the segment.
    let info: UnsafeMutablePointer<XShmSegmentInfo>
    /// The connection, which must still be open when the segment goes: windows hand their
    /// segments to the display's `SegmentPool`, which `XDisplay` empties before it closes.
    private let dpy: OpaquePointer
    /// The request serial of the last upload from this segment: until the server has processed
    /// it, the segment must not be written again.
    private var lastUpload: UInt = 0

    /// Creates a segment of at least `size` bytes and attaches it to the server; nil when the
    /// kernel or the server refuses (the caller uploads through the socket then).
    init?(display: XDisplay, size: Int) {
        // Locals until attached: a failed init must not reach `deinit`, which detaches.
        let dpy = display.dpy
        let id = cx11_shm_create(size)
        guard id >= 0 else { return nil }
        guard let address = cx11_shm_map(id) else {
            cx11_shm_remove(id)
            return nil
        }
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo(shmseg: 0, shmid: id, shmaddr: address.assumingMemoryBound(to: CChar.self),
                                            readOnly: True))
        let refused = XErrorTrap.failed(on: dpy) { _ = XShmAttach(dpy, info) }
        // Attached or not, no one else may find it now: the mappings keep it alive.
        cx11_shm_remove(id)
        guard !refused else {
            cx11_shm_unmap(address)
            info.deallocate()
            return nil
        }
        self.dpy = dpy
        self.info = info
        self.size = size
    }

    deinit {
        XShmDetach(dpy, info)
        cx11_shm_unmap(info.pointee.shmaddr)
        info.deallocate()
    }

    /// The segment's memory, to write a frame into. Waits for the server first if it may still
    /// be reading the last frame (rare: a key's event comes after the server processed our
    /// previous requests, which the event's serial tells Xlib).
    func withWritableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) -> R) -> R {
        if XLastKnownRequestProcessed(dpy) < lastUpload { XSync(dpy, False) }
        return body(UnsafeMutableRawBufferPointer(start: info.pointee.shmaddr, count: size))
    }

    /// Notes that the request about to be sent reads the segment.
    func willUpload() { lastUpload = XNextRequest(dpy) }
}
