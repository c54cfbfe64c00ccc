// DunstrcImport+Legacy: the settings of old dunst files (1.5 and older) read as the dunst 1.9
// keys they became: `geometry` as width, notification_limit, origin and offset, and the
// `[frame]` section as frame_width and frame_color.

extension DunstrcImport {
    /// What an old file's settings amount to in dunst 1.9's [global] keys, and the comment
    /// lines that say so. A key the file's [global] sets itself wins, as in dunst.
    struct Legacy {
        var values: [String: String] = [:]
        var comments: [String] = []
        /// Why `geometry` was not converted; nil when it was (or there is none).
        var geometryWhy: String?

        /// Largest `max-width` a style takes: as wide as the monitor lets it grow.
        static let unlimitedWidth = 4000

        init(_ file: Dunstrc) {
            let global = file.section("global") ?? Dunstrc.Section(name: "global", entries: [])
            if let e = global.entries.last(where: { $0.key == "geometry" }) { geometry(e, global: global) }
            if let frame = file.section("frame") { self.frame(frame, global: global) }
        }

        /// Converted only when none of what replaced it is set: dunst 1.6 and later ignore it.
        mutating func geometry(_ e: Dunstrc.Entry, global: Dunstrc.Section) {
            let newer = ["width", "origin", "offset"].filter { global[$0] != nil }
            guard newer.isEmpty else {
                geometryWhy = "dunst 1.6 and later ignore it; this file sets " + newer.joined(separator: ", ")
                return
            }
            guard let g = DunstGeometry(e.value) else {
                geometryWhy = "not a geometry dunst reads ([W]xH±X±Y)"
                return
            }
            values["origin"] = g.origin
            values["offset"] = "\(g.x)x\(g.y)"
            values["notification_limit"] = String(g.limit)
            let width: String
            switch g.width {
            case .fixed(let n) where global["shrink"].flatMap(Dunstrc.bool) == true:
                values["width"] = "(0, \(n))"
                width = "as wide as its text up to \(n) px (shrink = yes)"
            case .fixed(let n):
                values["width"] = String(n)
                width = "\(n) px wide (each style's width)"
            case .longestLine:
                values["width"] = "(0, \(Self.unlimitedWidth))"
                width = "as wide as its longest line, up to the monitor"
            case .screen:
                values["width"] = String(Self.unlimitedWidth)
                width = "the screen's width (a fixed width the monitor cuts down)"
            case .screenLess(let n):
                values["width"] = String(Self.unlimitedWidth)
                width = "the screen's width less \(n): overlayd makes it the screen's width"
            }
            let limit = global["notification_limit"] ?? values["notification_limit"] ?? "0"
            let shown = limit == "0" ? "no limit on how many are shown" : "at most \(limit) shown at once"
            comments += [
                "# dunst's old geometry = \(e.raw) (dunst 1.5 and older), read as dunst read it: origin \(g.origin),",
                "# \(g.placement), \(shown), \(width).",
            ]
        }

        /// dunst 1.5 read `[frame]` `width` and `color` when [global] set no frame_width or frame_color.
        mutating func frame(_ frame: Dunstrc.Section, global: Dunstrc.Section) {
            var carried: [String] = []
            for (old, new) in [("width", "frame_width"), ("color", "frame_color")] {
                guard global[new] == nil, let e = frame.entries.last(where: { $0.key == old }) else { continue }
                values[new] = e.value
                carried.append("\(old) = \(e.raw)")
            }
            guard !carried.isEmpty else { return }
            comments.append("# dunst's old [frame] section: \(carried.joined(separator: " and ")) are the frame's (frame_width, frame_color).")
        }

        /// Why an entry of `[frame]` is also noted; nil when it was carried.
        func frameWhy(_ e: Dunstrc.Entry) -> String? {
            switch e.key {
            case "width" where values["frame_width"] == e.value, "color" where values["frame_color"] == e.value: return nil
            case "width": return "dunst reads [global] frame_width instead"
            case "color": return "dunst reads [global] frame_color instead"
            default: return "not a setting overlayd has"
            }
        }
    }
}
