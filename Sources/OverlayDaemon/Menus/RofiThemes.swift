// RofiThemes: the rasi themes picks are drawn with, parsed once each and kept by the hash of their
// text (the last few used), rofi's default theme, parsed here the first time a pick names it, and
// the last themed pick's painter, which the next pick with the same theme and monitor draws with.
import OverlayCore
import OverlayRender

final class RofiThemes: RowIconSizing {
    /// How many uploaded themes are kept; the one used least lately goes first.
    static let capacity = 8
    private var parsed: [String: RasiTheme] = [:]
    /// Hashes, the one used last at the end.
    private var recent: [String] = []
    private var builtIn: RasiTheme?
    /// Texts parsed so far (a theme named again is not parsed again).
    private(set) var parses = 0
    /// What sizes an unthemed pick's row icons.
    private let unthemed: RowIconSizing
    /// The last painter made and what it was made for: its theme answers, measurements, text
    /// layouts and widget tree serve the next launcher of the same look, so that one's first frame
    /// costs about what a key does.
    private var lastPainter: (made: PainterKey, painter: RofiPickPainter)?

    private struct PainterKey: Equatable {
        var theme: String
        var monitor: Rect
        var monitorID: Int
        var font: String?
        var dpi: Double
        var icons: ObjectIdentifier
        var wholeFrames: Bool

        func withDPI(_ dpi: Double) -> PainterKey { var k = self; k.dpi = dpi; return k }
    }

    init(unthemed: RowIconSizing) { self.unthemed = unthemed }

    /// Whether a pick may name it now without sending it.
    func has(_ name: String) -> Bool { name == RasiFlatTheme.defaultName || parsed[name] != nil }

    /// A theme's text as a client sent it: kept under its hash once it parses, or refused with
    /// rofi's words for what is wrong (the daemon reads no file for a client, so an `@import` is one).
    func store(hash: String, text: [UInt8]) -> Result<Void, Refusal> {
        let source = String(decoding: text, as: UTF8.self)
        let actual = RasiFlatTheme.hash(source)
        guard actual == hash else { return .failure("theme: the text's hash is \(actual), not \(hash)") }
        if parsed[hash] != nil { touch(hash); return .success(()) }
        parses += 1
        switch RasiFlatTheme.parse(source) {
        case .failure(let error): return .failure("theme: \(error.message)")
        case .success(let theme):
            parsed[hash] = theme
            touch(hash)
            while recent.count > Self.capacity { parsed[recent.removeFirst()] = nil }
            return .success(())
        }
    }

    /// The theme a pick names, or nil when it was never sent (or has gone since).
    func theme(_ name: String) -> RasiTheme? {
        if name == RasiFlatTheme.defaultName {
            if builtIn == nil { parses += 1; builtIn = RasiFlatTheme.defaultTheme() }
            return builtIn
        }
        guard let theme = parsed[name] else { return nil }
        touch(name)
        return theme
    }

    /// A painter for a pick drawn with the theme `name` on `monitor` (rofi's monitor `monitorID`) at `dpi`:
    /// the last one when it was made for the same (its kept frame let go, so its first paint is whole),
    /// else a new one. A nil `dpi` takes the last one's, else rofi's own: a pick opening on the monitor
    /// the last one was drawn on is drawn at its DPI again.
    func painter(_ name: String, theme: RasiTheme, monitor: Rect, monitorID: Int, font: String?, dpi asked: Double?, icons: IconCache,
                 wholeFrames: Bool) throws(RenderError) -> RofiPickPainter {
        var key = PainterKey(theme: name, monitor: monitor, monitorID: monitorID, font: font, dpi: RofiDPI.pango,
                             icons: ObjectIdentifier(icons), wholeFrames: wholeFrames)
        key.dpi = asked ?? lastPainter.flatMap { last in last.made.withDPI(key.dpi) == key ? last.made.dpi : nil } ?? RofiDPI.pango
        let dpi = key.dpi
        if let last = lastPainter, last.made == key {
            last.painter.forgetFrame()
            return last.painter
        }
        let made = try RofiPickPainter(theme: theme, monitor: monitor, monitorID: monitorID, font: font, dpi: dpi, icons: icons,
                                       wholeFrames: wholeFrames)
        lastPainter = (key, made)
        return made
    }

    /// Whether the last painter keeps a closed menu's frame bytes for the next.
    var keepsSpareFrame: Bool { lastPainter?.painter.keepsSpareFrame ?? false }

    /// Lets them go: the daemon has been quiet a while.
    func releaseSpareFrame() { lastPainter?.painter.releaseSpareFrame() }

    /// A row icon's side in the look a spec names where it opens: its theme's `element-icon` on
    /// that monitor (its `@media` too) at its DPI, else overlayd's row at its scale.
    func rowIconSide(_ spec: PickSpec, at place: PickPlace?) throws(RenderError) -> Int {
        guard let name = spec.theme, let theme = theme(name) else { return try unthemed.rowIconSide(spec, at: place) }
        return try RofiPickPainter(theme: theme, monitor: place?.area ?? Self.anyMonitor, monitorID: place?.monitorID ?? 0, font: spec.font,
                                   dpi: place?.themeDPI ?? RofiDPI.pango, icons: IconCache(loader: nil)).rowIconSide()
    }

    /// Where a pick is measured when where it opens is not known.
    private static let anyMonitor = Rect(x: 0, y: 0, width: 1920, height: 1080)

    private func touch(_ hash: String) {
        recent.removeAll { $0 == hash }
        recent.append(hash)
    }
}
