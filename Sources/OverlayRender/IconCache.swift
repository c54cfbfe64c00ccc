// IconCache: the pictures beside popover text and menu rows, by name and size. Looked up on
// the event loop, loaded off it: a miss asks the `PictureLoader` and returns nil (drawn
// without the picture); the loop hands results back with `collect`, and overlays that
// wanted them are painted again.
import CCairo
import OverlayCore

/// A decoded picture as a Cairo image surface. Owned: destroyed with the object.
final class LoadedIcon {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// Takes ownership of a surface reference.
    init(surface: OpaquePointer, width: Int, height: Int) {
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// A picture from premultiplied ARGB pixels.
    convenience init?(image: PixelImage) {
        guard image.width > 0, image.height > 0, image.width <= 4096, image.height <= 4096,
              let canvas = try? CairoCanvas(width: image.width, height: image.height),
              canvas.stride == image.stride, image.bytes.count >= image.stride * image.height else { return nil }
        canvas.replaceBytes(image.bytes)
        self.init(surface: cairo_surface_reference(canvas.surface), width: image.width, height: image.height)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Draws the image scaled to fit `frame` (aspect kept) and centred in it. Nothing for a
    /// frame of no size: a scale of 0 would put `cr` in an error state that stops every later
    /// drawing on it (the text after the icon).
    func draw(on cr: OpaquePointer, frame: Rect, alpha: Double = 1) {
        guard frame.width > 0, frame.height > 0, width > 0, height > 0 else { return }
        let scale = min(Double(frame.width) / Double(width), Double(frame.height) / Double(height))
        let dx = (Double(frame.width) - Double(width) * scale) / 2, dy = (Double(frame.height) - Double(height) * scale) / 2
        cairo_save(cr)
        // Clipped to the picture, its edge pixels padded outwards: scaled up, its edges stay
        // sharp (gdk-pixbuf's scaling, which dunst uses) instead of fading into transparency.
        cairo_rectangle(cr, Double(frame.x) + dx, Double(frame.y) + dy, Double(width) * scale, Double(height) * scale)
        cairo_clip(cr)
        cairo_translate(cr, Double(frame.x) + dx, Double(frame.y) + dy)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// Draws the image scaled (aspect kept) and centred in the `side`-pixel square at `origin`.
    /// Nothing for a square of no size: a scale of 0 would put `cr` in an error state that
    /// stops every later drawing on it (the text after the icon).
    func draw(on cr: OpaquePointer, origin: Point, side: Int, alpha: Double = 1) {
        draw(on: cr, frame: Rect(x: origin.x, y: origin.y, width: side, height: side), alpha: alpha)
    }
}

public final class IconCache {
    private let loader: PictureLoader?
    /// Decoded pictures; nil for a name that failed (remembered, so it is not retried on
    /// every frame).
    private var loaded: [PictureKey: LoadedIcon?] = [:]
    /// Asked of the loader and not back yet, with when (monotonic seconds).
    private var pending: [PictureKey: Double] = [:]
    private let capacity = 256
    /// The icon theme searched first for names (config `icon-theme`, else XSETTINGS
    /// `Net/IconThemeName`).
    public private(set) var theme: String?

    /// Sets the theme and forgets every picture loaded or refused, so that a reload shows
    /// files that changed or appeared since (pictures shown now stay until repainted).
    public func reload(theme: String?) {
        self.theme = theme
        loaded.removeAll()
    }

    /// `loader` nil: no pictures from files or names (pixels still draw).
    public init(loader: PictureLoader?) {
        self.loader = loader
    }

    /// The loader's wake-up descriptor for the poll loop (-1 without a loader).
    public var fileDescriptor: Int32 { loader?.fileDescriptor ?? -1 }

    /// The picture for `name` (a path, `file://` URI or icon-theme name) drawn at `side`
    /// pixels; nil when it failed or is still loading (then it is asked for).
    func icon(_ name: String, side: Int) -> LoadedIcon? {
        guard !name.isEmpty else { return nil }
        let key = PictureKey(name: name, side: side)
        if let hit = loaded[key] { return hit }
        if pending[key] == nil, let loader {
            pending[key] = monotonicSeconds()
            loader.request(key, theme: theme)
        }
        return nil
    }

    /// Keeps pixels made elsewhere (a window's `_NET_WM_ICON`) under `name` for rows drawn at `side`.
    public func store(_ image: PixelImage, as name: String, side: Int) {
        if loaded.count >= capacity { loaded.removeAll() }
        loaded[PictureKey(name: name, side: side)] = .some(LoadedIcon(image: image))
    }

    /// Whether a picture asked for has neither come back nor passed the loader's timeout.
    public var isLoading: Bool {
        let now = monotonicSeconds()
        return pending.values.contains { now - $0 <= PictureFile.timeoutSeconds }
    }

    /// Seconds until the oldest load in flight times out (nil: none in flight).
    public var secondsToTimeout: Double? {
        pending.values.min().map { max(0, $0 + PictureFile.timeoutSeconds - monotonicSeconds()) }
    }

    /// Takes the loader's results into the cache. Returns the names that arrived (to paint
    /// again) and the failures (to log), loads past the timeout included.
    public func collect() -> (arrived: Set<String>, failed: [(name: String, why: String)]) {
        guard let loader, !pending.isEmpty else { return ([], []) }
        var arrived = Set<String>(), failed: [(name: String, why: String)] = []
        for (key, result) in loader.takeResults() {
            // A late answer for a load already given up is dropped.
            guard pending.removeValue(forKey: key) != nil else { continue }
            if loaded.count >= capacity { loaded.removeAll() }
            switch result {
            case .success(let image):
                loaded[key] = .some(LoadedIcon(image: image))
                arrived.insert(key.name)
            case .failure(let why):
                loaded[key] = .some(nil)
                failed.append((key.name, why.description))
            }
        }
        let now = monotonicSeconds()
        for (key, since) in pending where now - since > PictureFile.timeoutSeconds {
            pending[key] = nil
            loaded[key] = .some(nil)
            failed.append((key.name, "not loaded within \(Int(PictureFile.timeoutSeconds)) s"))
        }
        return (arrived, failed)
    }

    /// Blocks until every load asked for has come back (tests; the daemon polls instead).
    public func waitUntilLoaded() {
        while !pending.isEmpty, let loader {
            loader.waitForResults()
            _ = collect()
        }
    }
}
