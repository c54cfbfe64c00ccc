// XDisplay+Spares: the spare segments and pixmaps of windows that went, let go when the daemon
// has been idle a while (they make a menu opened again quick; held for hours they are only RSS).

extension XDisplay {
    /// Whether spare segments or pixmaps are kept.
    public var keepsSpares: Bool { !spareSegments.isEmpty || !sparePixmaps.isEmpty }

    /// Detaches the spare segments and frees the spare pixmaps.
    public func releaseSpares() {
        spareSegments.empty()
        sparePixmaps.empty(dpy: dpy)
    }
}
