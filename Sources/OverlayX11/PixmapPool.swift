// PixmapPool: the background pixmaps of windows that went, kept for the next window of the
// same screen, size and depth, so a menu opened again draws into server memory it already has
// (a full-width `-l 10` list's new pixmap costs the X server 1.7 MB of fresh pages).
import CX11
import OverlayCore

/// A few spare pixmaps, freed through the connection when they go. Owned by `XDisplay`,
/// emptied before it closes.
struct PixmapPool {
    private struct Spare {
        let pixmap: Pixmap
        let screen: Int
        let size: Size
        let depth: Int32
        var bytes: Int { size.width * size.height * 4 }
    }
    private var spare: [Spare] = []
    /// What is kept at most: two menus' worth, as `SegmentPool`.
    static let maxCount = 2
    static let maxBytes = 8 << 20

    /// A spare pixmap of exactly this screen, size and depth, taken out of the pool.
    mutating func take(screen: Int, size: Size, depth: Int32) -> Pixmap? {
        guard let i = spare.firstIndex(where: { $0.screen == screen && $0.size == size && $0.depth == depth }) else { return nil }
        return spare.remove(at: i).pixmap
    }

    /// Keeps `pixmap` for a later window; the oldest go when the pool is full.
    mutating func give(_ pixmap: Pixmap, screen: Int, size: Size, depth: Int32, dpy: OpaquePointer) {
        spare.append(Spare(pixmap: pixmap, screen: screen, size: size, depth: depth))
        while spare.count > PixmapPool.maxCount || spare.reduce(0, { $0 + $1.bytes }) > PixmapPool.maxBytes {
            XFreePixmap(dpy, spare.removeFirst().pixmap)
        }
    }

    var isEmpty: Bool { spare.isEmpty }

    /// Frees every spare pixmap (while the connection is still open).
    mutating func empty(dpy: OpaquePointer) {
        for s in spare { XFreePixmap(dpy, s.pixmap) }
        spare.removeAll()
    }
}
