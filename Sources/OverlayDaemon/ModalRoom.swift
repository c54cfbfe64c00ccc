// ModalRoom: the modal room. Named modal stacks (`--stack`): all but the top are dimmed
// and take no input; a modal overlay has a dim backdrop over its monitor (30 % black with
// a compositor; without one an invisible input-only window that still blocks the desktop).
import OverlayCore
import OverlayX11

final class ModalRoom {
    private var stacks = ModalStacks()
    /// The dim image of a backdrop, for the last monitor size used.
    private var backdropCache: [Size: PixelImage] = [:]

    func top(of name: String) -> OverlayID? { stacks[name].top }
    func ids(of name: String) -> [OverlayID] { stacks[name].ids }
    /// Below the top of its stack: drawn dimmed, takes no input.
    func isDimmed(_ id: OverlayID) -> Bool { stacks.isDimmed(id) }

    func push(_ id: OverlayID, onto name: String) -> [Effect] { effects(stacks.push(id, onto: name)) }

    func remove(_ id: OverlayID) -> [Effect] {
        stacks.stackName(of: id) == nil ? [] : effects(stacks.remove(id))
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

    /// The backdrop of a modal overlay's window on `monitor`.
    func backdropWindow(for id: OverlayID, popover: DesiredWindow, monitor: Rect) -> DesiredWindow {
        let mode: SurfaceMode = popover.mode == .argb ? .argb : .inputOnly
        let size = mode == .argb ? monitor.size : Size(width: 1, height: 1)
        let image: PixelImage
        if let cached = backdropCache[size] {
            image = cached
        } else {
            // Premultiplied ARGB: 30 % black is alpha 77 with zero colour.
            let pixels = [UInt32](repeating: 77 << 24, count: size.width * size.height)
            image = PixelImage(width: size.width, height: size.height, stride: size.width * 4,
                               bytes: pixels.withUnsafeBytes { Array($0) })
            backdropCache = [size: image]
        }
        let rendered = RenderedOverlay(image: image, shape: [Rect(origin: .zero, size: monitor.size)])
        return DesiredWindow(key: .backdrop(id), frame: monitor, kind: .utility, mode: mode,
                             clickThrough: false, rendered: rendered, revision: 0, visible: popover.visible,
                             stacking: popover.stacking)
    }
}
