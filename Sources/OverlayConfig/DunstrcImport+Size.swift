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
