// WindowAttributes: what a test asserts about any window, and walking the window tree.
import CX11

/// `map_state` of XWindowAttributes.
enum MapState: Equatable {
    /// IsUnmapped
    case unmapped
    /// IsUnviewable: mapped, but an ancestor is not.
    case unviewable
    /// IsViewable
    case viewable
}

/// A window's attributes with its geometry in root coordinates.
struct WindowAttributes: Equatable {
    let window: Window
    let overrideRedirect: Bool
    let depth: Int
    let mapState: MapState
    /// Origin (inside the border) in root coordinates, from XTranslateCoordinates.
    let x: Int
    let y: Int
    let width: Int
    let height: Int
    let borderWidth: Int
    /// Position relative to the parent, as XGetWindowAttributes reports it.
    let parentX: Int
    let parentY: Int
    /// The visual's id.
    let visualID: VisualID
    /// `all_event_masks`: what all clients together select on it.
    let allEventMasks: Int

    var isViewable: Bool { mapState == .viewable }
    var centerX: Int { x + width / 2 }
    var centerY: Int { y + height / 2 }
}

extension TestDisplay {
    /// The attributes of `window`; throws if it does not exist (any more).
    func attributes(of window: Window) throws -> WindowAttributes {
        var a = XWindowAttributes()
        guard XGetWindowAttributes(handle, window, &a) != 0 else {
            throw HarnessError.x11("no such window: 0x\(String(window, radix: 16))")
        }
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(handle, window, root, 0, 0, &rootX, &rootY, &child) != 0 else {
            throw HarnessError.x11("cannot translate coordinates of window: 0x\(String(window, radix: 16))")
        }
        let state: MapState
        switch a.map_state {
        case IsViewable: state = .viewable
        case IsUnviewable: state = .unviewable
        default: state = .unmapped
        }
        return WindowAttributes(
            window: window, overrideRedirect: a.override_redirect != 0, depth: Int(a.depth), mapState: state,
            x: Int(rootX), y: Int(rootY), width: Int(a.width), height: Int(a.height), borderWidth: Int(a.border_width),
            parentX: Int(a.x), parentY: Int(a.y), visualID: a.visual.map { XVisualIDFromVisual($0) } ?? 0,
            allEventMasks: a.all_event_masks)
    }

    /// Parent and children of `window` (children bottom to top).
    func tree(of window: Window) throws -> (parent: Window, children: [Window]) {
        var rootReturn: Window = 0
        var parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(handle, window, &rootReturn, &parent, &children, &count) != 0 else {
            throw HarnessError.x11("XQueryTree failed for window: 0x\(String(window, radix: 16))")
        }
        defer { if let children { XFree(children) } }
        let list = children.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
        return (parent, list)
    }

    func parent(of window: Window) throws -> Window { try tree(of: window).parent }

    func children(of window: Window) throws -> [Window] { try tree(of: window).children }

    /// The child of root that contains `window`: its frame under a reparenting WM, else itself.
    func topLevelAncestor(of window: Window) throws -> Window {
        var current = window
        while true {
            let parent = try parent(of: current)
            if parent == root || parent == 0 { return current }
            current = parent
        }
    }

    /// True when a window manager has reparented `window` into a frame.
    func isReparented(_ window: Window) throws -> Bool { try parent(of: window) != root }

    /// Viewable override-redirect children of root, bottom to top: where overlays live.
    /// Windows entirely off screen are left out unless `includeOffscreen`: openbox maps its
    /// `_NET_SUPPORTING_WM_CHECK` window (1x1 at -100,-100, which also owns WM_S0) as one.
    /// Other clients may own some too: compare with a list taken before.
    func viewableOverrideRedirectTopLevels(includeOffscreen: Bool = false) throws -> [Window] {
        try children(of: root).filter { window in
            // A window can vanish between the query and this look-up: skip it.
            guard let a = try? attributes(of: window), a.overrideRedirect, a.isViewable else { return false }
            let onScreen = a.x + a.width > 0 && a.y + a.height > 0 && a.x < screenWidth && a.y < screenHeight
            return onScreen || includeOffscreen
        }
    }
}
