// ModalRoom: the modal room. Named modal stacks (`--stack`): all but the top are dimmed
// and take no input; a modal overlay has a dim backdrop over its monitor (30 % black with
// a compositor; without one, a darkened copy of what was on the monitor when it appeared).
import OverlayCore

final class ModalRoom: Room {
    private var stacks = ModalStacks()
    /// The dim image of a backdrop, for the last monitor size used.
    private var backdropCache: [Size: (tint: Color, image: PixelImage)] = [:]
    /// Without a compositor: each modal's darkened copy of its monitor, taken when it appeared.
    private var snapshots: [OverlayID: (monitor: Rect, image: PixelImage)] = [:]
    /// How much of the colour a dimmed backdrop keeps (the 30 % black of the composited one).
    static let dimKeeps = 0.7

    /// Whether a backdrop's image is kept for the next modal.
    var keepsBackdrop: Bool { !backdropCache.isEmpty }

    /// Lets it go (a screen's worth of pixels): the daemon has been quiet a while. A backdrop
    /// still shown keeps its own copy.
    func forgetBackdrop() { backdropCache = [:] }

    func top(of name: String) -> OverlayID? { stacks[name].top }
    func ids(of name: String) -> [OverlayID] { stacks[name].ids }
    /// Below the top of its stack: drawn dimmed, takes no input.
    func isDimmed(_ id: OverlayID) -> Bool { stacks.isDimmed(id) }

    func push(_ id: OverlayID, onto name: String) -> [Effect] { effects(stacks.push(id, onto: name)) }

    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        snapshots[id] = nil
        return stacks.stackName(of: id) == nil ? [] : effects(stacks.remove(id))
    }

    /// Dimming or undimming is a repaint; a stack may also push an overlay out.
    private func effects(_ changes: [ModalChange]) -> [Effect] {
        changes.map { change in
            switch change {
            case .dim(let id), .undim(let id): return .repaint(id)
            case .dismiss(let id): return .dismiss(id, .request)
            }
        }
    }

    /// The backdrop behind an overlay's window on `monitor` (a modal's dim, or `--background`).
    /// A compositor blends a dim or a colour live. Without one, and for a blur either way, it
    /// shows what `capture` returns (the screen) for that monitor, darkened, tinted or
    /// blurred, taken once: before the backdrop is first mapped, so it is what it covers.
    func backdropWindow(for id: OverlayID, background: OverlayBackground, popover: DesiredWindow, monitor: Rect,
                        capture: () -> PixelImage?) -> DesiredWindow {
        if case .blur = background, popover.mode == .argb {
            // picom blurs behind windows only as its own config says (blur-background): no
            // hint asks it to, so the copy is blurred here, as without a compositor.
            if snapshots[id]?.monitor != monitor, let screen = capture() {
                snapshots[id] = (monitor, Self.picture(background, of: screen, monitor: monitor))
            }
            if let image = snapshots[id]?.image {
                return DesiredWindow(key: .backdrop(id), frame: monitor, kind: .utility, mode: .argb, clickThrough: false,
                                     rendered: RenderedOverlay(image: image, shape: [Rect(origin: .zero, size: monitor.size)]),
                                     revision: 0, visible: popover.visible, stacking: popover.stacking)
            }
        }
        if popover.mode != .argb {
            if snapshots[id]?.monitor != monitor, let screen = capture() {
                snapshots[id] = (monitor, Self.picture(background, of: screen, monitor: monitor))
            }
            let rendered = snapshots[id].map { RenderedOverlay(image: $0.image, shape: [Rect(origin: .zero, size: monitor.size)]) }
            return DesiredWindow(key: .backdrop(id), frame: monitor, kind: .utility, mode: rendered == nil ? .inputOnly : .shaped,
                                 clickThrough: false,
                                 rendered: rendered ?? RenderedOverlay(image: Self.clear(Size(width: 1, height: 1)), shape: []),
                                 revision: 0, visible: popover.visible, stacking: popover.stacking)
        }
        let size = monitor.size
        let tint = background.tint ?? Color(red: 0, green: 0, blue: 0, alpha: 0.3)
        let image: PixelImage
        if let cached = backdropCache[size], cached.tint == tint {
            image = cached.image
        } else {
            image = BackdropImage.fill(tint, size: size)
            backdropCache = [size: (tint, image)]
        }
        let rendered = RenderedOverlay(image: image, shape: [Rect(origin: .zero, size: monitor.size)])
        return DesiredWindow(key: .backdrop(id), frame: monitor, kind: .utility, mode: .argb,
                             clickThrough: false, rendered: rendered, revision: 0, visible: popover.visible,
                             stacking: popover.stacking)
    }

    /// The picture of a backdrop made from the screen: a modal's darkening, a colour laid
    /// over it, or a blur.
    static func picture(_ background: OverlayBackground, of screen: PixelImage, monitor: Rect) -> PixelImage {
        switch background {
        case .dim: return dimmed(screen, cropTo: monitor)
        case .color(let c): return BackdropImage.tinted(screen, cropTo: monitor, tint: c)
        case .blur(let radius): return BackdropImage.blurred(screen, cropTo: monitor, radius: radius)
        }
    }

    private static func clear(_ size: Size) -> PixelImage {
        PixelImage(width: size.width, height: size.height, stride: size.width * 4,
                   bytes: [UInt8](repeating: 0, count: size.width * size.height * 4))
    }

    /// `rect` of `screen` with every colour scaled by `dimKeeps`, opaque.
    static func dimmed(_ screen: PixelImage, cropTo rect: Rect) -> PixelImage {
        let area = rect.intersection(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        var out = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        let keep = Int(dimKeeps * 256)
        screen.bytes.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in area.minY..<max(area.minY, area.maxY) {
                    var s = y * screen.stride + area.minX * 4
                    var d = ((y - rect.minY) * rect.width + (area.minX - rect.minX)) * 4
                    for _ in area.minX..<area.maxX {
                        dst[d] = UInt8((Int(src[s]) * keep) >> 8)
                        dst[d + 1] = UInt8((Int(src[s + 1]) * keep) >> 8)
                        dst[d + 2] = UInt8((Int(src[s + 2]) * keep) >> 8)
                        dst[d + 3] = 255
                        s += 4
                        d += 4
                    }
                }
            }
        }
        return PixelImage(width: rect.width, height: rect.height, stride: rect.width * 4, bytes: out)
    }
}
