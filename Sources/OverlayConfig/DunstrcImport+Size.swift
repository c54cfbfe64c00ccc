// DunstrcImport+Size: dunst's width (fixed, or a (min, max) range), height and layout
// choices as a style's width, min-width, max-width, max-height and alignments.

extension DunstrcImport.Writer {
    /// `width = 300` is a fixed width: width and max-width 300. `width = (0, 300)` grows with
    /// the text: min-width 0, max-width 300, width 0 (dunst clamps both to the screen). dunst
    /// 1.9's window is its width and three frame widths (the frame on each side and once more,
    /// as its calculate_dimensions adds it): 309 px for Debian's width = 300, frame_width = 3.
    /// An old file's geometry width was the window's, frame included, as dunst 1.5 drew it.
    var widthKeys: [(String, Int)] {
        let raw = value("width") ?? "300"
        let (low, high) = Dunstrc.pair(raw) ?? (300, 300)
        let fromGeometry = global["width"] == nil && legacy.values["width"] != nil
        let frame = fromGeometry ? 0 : 3 * clamp(value("frame_width"), 0...50, fallback: 3)
        let most = max(40, min(4000, high + frame))
        if isRange(raw) {
            return [("width", 0), ("min-width", low > 0 ? max(0, min(most, low + frame)) : 0), ("max-width", most)]
        }
        return [("width", most), ("min-width", 0), ("max-width", most)]
    }

    /// A `(min, max)` tuple (dunst 1.9 also reads `min, max` without the parentheses).
    func isRange(_ raw: String) -> Bool { raw.contains("(") || raw.contains(",") }

    /// dunst's `height`: the tallest one notification grows (300 by default; the larger of a
    /// newer dunst's `(min, max)`), inside its frame: the window is two frame widths taller.
    var maxHeight: Int {
        let (_, high) = value("height").flatMap(Dunstrc.pair) ?? (300, 300)
        return max(40, min(4000, high + 2 * clamp(value("frame_width"), 0...50, fallback: 3)))
    }

    /// `key`'s value when it is one of `allowed`, else `fallback` (dunst's default; a value
    /// dunst does not know is noted with the rest of [global]).
    func choice(_ key: String, _ allowed: [String], fallback: String) -> String {
        guard let v = set(key)?.lowercased(), allowed.contains(v) else { return fallback }
        return v
    }
}

extension DunstrcImport.Writer {
    /// Each icon at its own size between min_icon_size and max_icon_size, as dunst scales it,
    /// and text_icon_padding (else dunst's padding on that axis) between it and the text.
    mutating func iconLayout(above: Bool) {
        add("icon-bounds", "[\(clamp(value("min_icon_size"), 0...512, fallback: 32)), \(clamp(value("max_icon_size"), 0...512, fallback: 128))]")
        let gap = clamp(value("text_icon_padding"), 0...200, fallback: 0)
        let padding = clamp(value(above ? "padding" : "horizontal_padding"), 0...200, fallback: 8)
        add("text-icon-padding", String(gap > 0 ? gap : padding))
    }

    /// dunst's progress bar: its height and frame, square corners (dunst 1.9 has no others),
    /// its least and largest width and where it sits; none with progress_bar = false.
    /// progress_bar_min_width is the least notification width inside the frames, padding
    /// included: the bar's own least width is that less the padding, plus the frame that
    /// dunst 1.9 adds once more to its window.
    mutating func progressBar(frameWidth: Int) {
        if value("progress_bar").flatMap(Dunstrc.bool) == false { add("progress-bar", "false") }
        add("progress-height", String(clamp(value("progress_bar_height"), 0...200, fallback: 10)))
        add("progress-border-width", String(clamp(value("progress_bar_frame_width"), 0...50, fallback: 1)))
        add("progress-corner-radius", String(clamp(value("progress_bar_corner_radius"), 0...200, fallback: 0)))
        let least = clamp(value("progress_bar_min_width"), 0...4000, fallback: 150)
        let padding = clamp(value("horizontal_padding"), 0...200, fallback: 8)
        add("progress-min-width", String(max(1, min(4000, least + frameWidth - 2 * padding))))
        add("progress-max-width", String(clamp(value("progress_bar_max_width"), 0...4000, fallback: 300)))
        add("progress-alignment", quoted(choice("progress_bar_horizontal_alignment", ["left", "center", "right"], fallback: "center")))
    }
}
