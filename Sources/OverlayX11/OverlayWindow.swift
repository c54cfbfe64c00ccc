// OverlayWindow: one override-redirect window the daemon owns, with its pixels and shapes.
import CX11
import OverlayCore

/// An overlay window. Destroyed (with its colormap) when released.
final class OverlayWindow {
    let display: XDisplay
    let id: WindowID
    let mode: SurfaceMode
    /// The screen it was created on; a window never moves to another screen.
    let screen: Int
    private let depth: Int32
    private let visual: UnsafeMutablePointer<Visual>?
    private var colormap: Colormap = 0
    private var gc: GC?
    /// Where frames are written for MIT-SHM; had on the first paint (a spare one, or new),
    /// replaced by a larger one when a frame needs more.
    private var segment: SharedSegment?
    /// The window's background: the last frame, which a partial frame is drawn into.
    private var pixmap: Pixmap?
    private var pixmapSize = Size(width: 0, height: 0)
    private(set) var frame: Rect

    /// Creates the window on `screen`: that screen's root, visuals and colormap.
    init(display: XDisplay, screen: Int, frame: Rect, mode requested: SurfaceMode, kind: OverlayKind) throws(X11Error) {
        self.display = display
        self.frame = frame
        self.screen = screen
        let dpy = display.dpy
        let on = display.xScreen(screen)
        let useARGB = requested == .argb && on.argbVisual != nil
        mode = useARGB ? .argb : requested == .inputOnly ? .inputOnly : .shaped
        var attrs = XSetWindowAttributes()
        attrs.override_redirect = True
        attrs.border_pixel = 0
        attrs.background_pixel = 0
        attrs.event_mask = ButtonPressMask | ButtonReleaseMask | ButtonMotionMask | EnterWindowMask | LeaveWindowMask
        // A menu follows the pointer without a button held, and reads keys while it has the grab.
        if kind == .menu { attrs.event_mask |= PointerMotionMask | KeyPressMask }
        var mask = UInt(CWOverrideRedirect | CWBorderPixel | CWBackPixel | CWEventMask)
        var windowClass = UInt32(InputOutput)
        if mode == .inputOnly {
            visual = nil
            depth = 0
            windowClass = UInt32(InputOnly)
            mask = UInt(CWOverrideRedirect | CWEventMask)
        } else if useARGB, let v = on.argbVisual {
            visual = v
            depth = 32
            colormap = XCreateColormap(dpy, on.root.rawValue, v, AllocNone)
            attrs.colormap = colormap
            mask |= UInt(CWColormap)
        } else {
            visual = on.defaultVisual
            depth = on.defaultDepth
        }
        let w = XCreateWindow(dpy, on.root.rawValue, Int32(frame.x), Int32(frame.y),
                              UInt32(max(1, frame.width)), UInt32(max(1, frame.height)), 0,
                              depth, windowClass, visual, mask, &attrs)
        guard w != 0 else { throw .resource("XCreateWindow") }
        id = WindowID(w)
        setProperties(kind: kind)
    }

    deinit {
        let dpy = display.dpy
        XDestroyWindow(dpy, id.rawValue)
        // Given back while the display is surely open (see `SharedSegment.dpy`).
        if let segment { display.spareSegments.give(segment) }
        segment = nil
        if let gc { XFreeGC(dpy, gc) }
        if let pixmap { display.sparePixmaps.give(pixmap, screen: screen, size: pixmapSize, depth: depth, dpy: dpy) }
        if colormap != 0 { XFreeColormap(dpy, colormap) }
    }

    private func setProperties(kind: OverlayKind) {
        let d = display
        d.setAtomProperty(id, "_NET_WM_WINDOW_TYPE", [d.atom(kind.windowTypeAtom)])
        d.setStringProperty(id, "WM_CLASS", type: XA_STRING, bytes: WindowClass.overlayd.propertyBytes)
        d.setStringProperty(id, "_NET_WM_NAME", type: d.atom("UTF8_STRING"), bytes: Array("overlayd \(kind.rawValue)".utf8))
        d.setCardinalProperty(id, "_NET_WM_PID", [Int(getpidValue())])
        // We draw our own shadow; ask picom/compton not to add one.
        if mode == .argb { d.setCardinalProperty(id, "_COMPTON_SHADOW", [0]) }
    }

    /// Names the window for window lists, `xdotool search --name` and WM rules: a program's
    /// name in `_NET_WM_NAME` (UTF-8) and `WM_NAME`, typed STRING with the same UTF-8 bytes, as
    /// rofi sets them; overlayd's in `_NET_WM_NAME` alone; or no name at all, as dmenu's window.
    func setName(_ name: WindowName, kind: OverlayKind) {
        let utf8 = display.atom("UTF8_STRING")
        switch name {
        case .named(let title):
            let bytes = Array(title.utf8)
            display.setStringProperty(id, "_NET_WM_NAME", type: utf8, bytes: bytes)
            display.setStringProperty(id, "WM_NAME", type: XA_STRING, bytes: bytes)
        case .overlayd:
            display.setStringProperty(id, "_NET_WM_NAME", type: utf8, bytes: Array("overlayd \(kind.rawValue)".utf8))
            display.deleteProperty(id, "WM_NAME")
        case .unnamed:
            display.deleteProperty(id, "_NET_WM_NAME")
            display.deleteProperty(id, "WM_NAME")
        }
    }

    /// Sets `WM_CLASS`, which window-manager and compositor rules match (a rofi menu's is rofi's).
    func setClass(_ cls: WindowClass) {
        display.setStringProperty(id, "WM_CLASS", type: XA_STRING, bytes: cls.propertyBytes)
    }

    /// Moves and resizes. The new background is set first by `paint`, so exposed areas
    /// never show stale pixels.
    func configure(frame newFrame: Rect) {
        guard newFrame != frame else { return }
        frame = newFrame
        XMoveResizeWindow(display.dpy, id.rawValue, Int32(newFrame.x), Int32(newFrame.y),
                          UInt32(max(1, newFrame.width)), UInt32(max(1, newFrame.height)))
    }

    /// Uploads a frame into the window's background pixmap and shows it, atomically: the
    /// pixmap is written first, then the window is cleared to it, so a partial frame is never
    /// visible. With `damage` (what changed since the frame painted before), only those
    /// rectangles are uploaded and exposed; without it, or at a new size, the whole frame.
    func paint(_ image: PixelImage, damage: [Rect]? = nil) {
        guard mode != .inputOnly else { return }
        let dpy = display.dpy
        let size = Size(width: max(1, image.width), height: max(1, image.height))
        let areas: [Rect]
        if let damage, let pixmap, pixmapSize == size, display.partialFrames {
            areas = damage.map { $0.intersection(Rect(origin: .zero, size: size)) }.filter { !$0.isEmpty }
            guard !areas.isEmpty else { return }
            upload(image, areas: areas, into: pixmap)
        } else {
            areas = [Rect(origin: .zero, size: size)]
            let fresh = pixmapSize == size ? nil : display.sparePixmaps.take(screen: screen, size: size, depth: depth)
                ?? XCreatePixmap(dpy, id.rawValue, UInt32(size.width), UInt32(size.height), UInt32(depth))
            if let fresh, gc == nil { gc = XCreateGC(dpy, fresh, 0, nil) }
            guard let target = fresh ?? pixmap else { return }
            upload(image, areas: areas, into: target)
            if let fresh {
                if let old = pixmap { XFreePixmap(dpy, old) }
                pixmap = fresh
                pixmapSize = size
            }
        }
        guard let pixmap else { return }
        // Set again after drawing into it: the server may have copied the pixmap it was given.
        XSetWindowBackgroundPixmap(dpy, id.rawValue, pixmap)
        for box in OverlayWindow.exposed(areas) {
            XClearArea(dpy, id.rawValue, Int32(box.x), Int32(box.y), UInt32(box.width), UInt32(box.height), False)
        }
    }

    /// What to show again of the window for these uploaded areas: their bounding box when it is
    /// little more than they are (one request), else each of them: a themed list's labels and its
    /// scrollbar at the far side would show the whole window again between them, which the server
    /// copies (and a compositor repaints) for nothing.
    static func exposed(_ areas: [Rect]) -> [Rect] {
        guard let first = areas.first else { return [] }
        let box = areas.dropFirst().reduce(first) { $0.union($1) }
        let sum = areas.reduce(0) { $0 + $1.width * $1.height }
        return box.width * box.height <= sum + sum / 4 ? [box] : areas
    }

    private func upload(_ image: PixelImage, areas: [Rect], into pixmap: Pixmap) {
        if !(display.pixelPath == .sharedMemory && putShared(image, areas: areas, into: pixmap)) {
            put(image, areas: areas, into: pixmap)
        }
    }

    /// Through the socket. Xlib only reads the pixels, so the frame's own bytes go out as they are.
    private func put(_ image: PixelImage, areas: [Rect], into pixmap: Pixmap) {
        let dpy = display.dpy
        let w = UInt32(max(1, image.width)), h = UInt32(max(1, image.height))
        image.bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, image.bytes.count >= image.stride * image.height,
                  let xi = XCreateImage(dpy, visual, UInt32(depth), ZPixmap, 0,
                                        UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: CChar.self)),
                                        w, h, 32, Int32(image.stride))
            else { return }
            for r in areas {
                XPutImage(dpy, pixmap, gc, xi, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height))
            }
            // The pixel memory is the frame's; free only the XImage header.
            xi.pointee.data = nil
            XFree(xi)
        }
    }

    /// Through the window's shared segment: the areas are written into it (at their place in
    /// the frame) and the server reads them from there. False when no segment can be had (the
    /// caller uses the socket).
    private func putShared(_ image: PixelImage, areas: [Rect], into pixmap: Pixmap) -> Bool {
        let dpy = display.dpy
        let count = image.stride * image.height
        guard image.width > 0, image.height > 0, image.stride % 4 == 0, image.bytes.count >= count,
              let segment = segment(holding: count),
              let xi = XShmCreateImage(dpy, visual, UInt32(depth), ZPixmap, segment.info.pointee.shmaddr, segment.info,
                                       UInt32(image.stride / 4), UInt32(image.height))
        else { return false }
        defer { xi.pointee.data = nil; XFree(xi) }
        guard Int(xi.pointee.bytes_per_line) == image.stride else { return false }
        segment.withWritableBytes { target in
            image.bytes.withUnsafeBytes { source in
                guard let to = target.baseAddress, let from = source.baseAddress else { return }
                for r in areas {
                    for y in r.minY..<r.maxY {
                        let at = y * image.stride + r.minX * 4
                        (to + at).copyMemory(from: from + at, byteCount: r.width * 4)
                    }
                }
            }
        }
        for r in areas {
            segment.willUpload()
            XShmPutImage(dpy, pixmap, gc, xi, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height), False)
        }
        return true
    }

    /// The window's segment if it holds `count` bytes, else a bigger one: a spare one of a
    /// window that went, or a new one a quarter larger (a growing window does not make a
    /// segment per frame). The outgrown one goes to the spares.
    private func segment(holding count: Int) -> SharedSegment? {
        if let s = segment, s.size >= count { return s }
        if let s = segment { display.spareSegments.give(s) }
        segment = display.spareSegments.take(holding: count) ?? SharedSegment(display: display, size: count + count / 4)
        return segment
    }

    /// Sets the bounding shape (shaped mode only) and the input shape.
    func setShapes(body: [Rect], outline: [Rect]? = nil, clickThrough: Bool) {
        let dpy = display.dpy
        // What is seen may be more than what takes clicks (a connector line).
        if mode == .shaped { cutBounding(to: outline ?? body) }
        var input = clickThrough ? [] : xRects(body)
        let region = XFixesCreateRegion(dpy, &input, Int32(input.count))
        XFixesSetWindowShapeRegion(dpy, id.rawValue, ShapeInput, 0, 0, region)
        XFixesDestroyRegion(dpy, region)
    }

    /// Sets the bounding shape: only these rectangles are seen.
    func cutBounding(to rects: [Rect]) {
        var bounding = xRects(rects)
        XShapeCombineRectangles(display.dpy, id.rawValue, ShapeBounding, 0, 0, &bounding, Int32(bounding.count), ShapeSet, Unsorted)
    }

    /// Whether a compositor has redirected this window (a round trip). Composite names the
    /// pixmap of a redirected window only, and the server redirects a window of the screen's own
    /// depth only for a compositor (an ARGB one it redirects itself): ask a shaped window.
    func isRedirected() -> Bool {
        let dpy = display.dpy
        var pixmap: Pixmap = 0
        let refused = XErrorTrap.failed(on: dpy) { pixmap = XCompositeNameWindowPixmap(dpy, id.rawValue) }
        // Refused, the id was never made: freeing it would be a BadPixmap on stderr.
        guard !refused, pixmap != 0 else { return false }
        XFreePixmap(dpy, pixmap)
        return true
    }

    func map() { XMapRaised(display.dpy, id.rawValue) }

    /// `_NET_WM_WINDOW_OPACITY`, which a compositor applies to the whole window; removed at 1.
    func setOpacity(_ opacity: Double) {
        if opacity >= 1 {
            XDeleteProperty(display.dpy, id.rawValue, display.atom("_NET_WM_WINDOW_OPACITY"))
        } else {
            display.setCardinalProperty(id, "_NET_WM_WINDOW_OPACITY", [Int(max(0, opacity) * 4_294_967_295)])
        }
    }
    func unmap() { XUnmapWindow(display.dpy, id.rawValue) }
    func raise() { XRaiseWindow(display.dpy, id.rawValue) }

    /// Restacks directly above `sibling`, a child of root.
    func stack(above sibling: WindowID) {
        var changes = XWindowChanges()
        changes.sibling = sibling.rawValue
        changes.stack_mode = Above
        XConfigureWindow(display.dpy, id.rawValue, UInt32(CWSibling | CWStackMode), &changes)
    }
}

private func xRects(_ list: [Rect]) -> [XRectangle] {
    list.map { XRectangle(x: Int16(clamping: $0.x), y: Int16(clamping: $0.y),
                          width: UInt16(clamping: $0.width), height: UInt16(clamping: $0.height)) }
}

extension OverlayKind {
    /// The EWMH window type this kind announces.
    var windowTypeAtom: String {
        switch self {
        case .popover: return "_NET_WM_WINDOW_TYPE_POPUP_MENU"
        case .tooltip: return "_NET_WM_WINDOW_TYPE_TOOLTIP"
        case .notification: return "_NET_WM_WINDOW_TYPE_NOTIFICATION"
        case .menu: return "_NET_WM_WINDOW_TYPE_POPUP_MENU"
        case .dropdown: return "_NET_WM_WINDOW_TYPE_DROPDOWN_MENU"
        case .utility: return "_NET_WM_WINDOW_TYPE_UTILITY"
        }
    }
}
