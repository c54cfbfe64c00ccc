// ButtonRow: where an alert's buttons or a popover's actions go inside a width, and which
// one a point hits. Labels are measured by the renderer and passed in as widths.

/// Action or alert buttons (`--action key:Label`, `--button ok:OK`) and the default one.
public struct ButtonRow: Hashable, Sendable {
    /// One button: the key reported when it is clicked and the label it shows.
    public struct Button: Hashable, Sendable {
        public var key: String
        public var label: String
        public init(key: String, label: String) { self.key = key; self.label = label }

        /// `key:Label`; a spec without a colon is both key and label. Nil for an empty key.
        public init?(spec: String) {
            if let colon = spec.firstIndex(of: ":") {
                let key = String(spec[..<colon]), label = String(spec[spec.index(after: colon)...])
                guard !key.isEmpty else { return nil }
                self.init(key: key, label: label.isEmpty ? key : label)
            } else {
                guard !spec.isEmpty else { return nil }
                self.init(key: spec, label: spec)
            }
        }
    }

    public var buttons: [Button]
    /// The button Enter picks, drawn in the accent colour; nil for none.
    public var defaultIndex: Int?
    /// The button the keyboard moved to (`ButtonFocus`), drawn with a focus ring; nil until
    /// Tab or an arrow is pressed, as GTK shows a focus ring only once the keyboard is used.
    public var focusedIndex: Int?

    public init(buttons: [Button], defaultIndex: Int? = nil, focusedIndex: Int? = nil) {
        self.buttons = buttons
        self.defaultIndex = defaultIndex.flatMap { buttons.indices.contains($0) ? $0 : nil }
        self.focusedIndex = focusedIndex.flatMap { buttons.indices.contains($0) ? $0 : nil }
    }

    /// Puts the focus ring on the button whose key is `key` (on none when no button has it).
    public mutating func focus(_ key: String?) { focusedIndex = key.flatMap { k in buttons.firstIndex { $0.key == k } } }

    /// The key of the default button.
    public var defaultKey: String? { defaultIndex.map { buttons[$0].key } }

    /// Lays the buttons out from `origin` across `width` pixels. They share the width equally
    /// in one row (as libadwaita's alert dialogs do) when every label fits its share;
    /// otherwise they stack, one full-width button per line, in the same order.
    /// `labelWidths` holds each label's width in pixels (missing ones count as 0).
    public func layout(labelWidths: [Int], origin: Point, width: Int, metrics: ButtonMetrics) -> ButtonRowLayout {
        let n = buttons.count
        guard n > 0 else { return ButtonRowLayout(keys: [], frames: [], stacked: false, size: .zero) }
        let width = max(width, n)
        let keys = buttons.map(\.key)
        let natural = (0..<n).map { i in
            max(metrics.minWidth, (labelWidths.indices.contains(i) ? labelWidths[i] : 0) + 2 * metrics.labelPadding)
        }
        let share = (width - metrics.spacing * (n - 1)) / n
        if share > 0, natural.allSatisfy({ $0 <= share }) {
            // The pixels left over from the division go one each to the first buttons.
            let extra = width - metrics.spacing * (n - 1) - share * n
            var x = origin.x
            var frames: [Rect] = []
            for i in 0..<n {
                let w = share + (i < extra ? 1 : 0)
                frames.append(Rect(x: x, y: origin.y, width: w, height: metrics.height))
                x += w + metrics.spacing
            }
            return ButtonRowLayout(keys: keys, frames: frames, stacked: false,
                                   size: Size(width: width, height: metrics.height))
        }
        let frames = (0..<n).map { i in
            Rect(x: origin.x, y: origin.y + i * (metrics.height + metrics.spacing), width: width, height: metrics.height)
        }
        return ButtonRowLayout(keys: keys, frames: frames, stacked: true,
                               size: Size(width: width, height: n * metrics.height + (n - 1) * metrics.spacing))
    }
}

/// Sizes that decide a button row's layout, in pixels (the renderer derives them from the style).
public struct ButtonMetrics: Hashable, Sendable {
    /// Height of one button.
    public var height: Int
    /// Gap between buttons, across and down.
    public var spacing: Int
    /// The narrowest a button gets.
    public var minWidth: Int
    /// Room left and right of a label inside its button.
    public var labelPadding: Int
    public init(height: Int, spacing: Int, minWidth: Int, labelPadding: Int) {
        self.height = height; self.spacing = spacing; self.minWidth = minWidth; self.labelPadding = labelPadding
    }
}

/// Where each button of a `ButtonRow` is, in the coordinates its origin was given in.
public struct ButtonRowLayout: Hashable, Sendable {
    /// The buttons' keys, in order.
    public var keys: [String]
    /// Each button's rectangle, in the same order.
    public var frames: [Rect]
    /// Whether the buttons are stacked one per line instead of sharing one row.
    public var stacked: Bool
    /// The area all buttons take.
    public var size: Size

    public init(keys: [String], frames: [Rect], stacked: Bool, size: Size) {
        self.keys = keys; self.frames = frames; self.stacked = stacked; self.size = size
    }

    /// The index of the button under `point`; nil between and outside buttons.
    public func index(at point: Point) -> Int? { frames.firstIndex { $0.contains(point) } }

    /// The key of the button under `point`.
    public func button(at point: Point) -> String? { index(at: point).map { keys[$0] } }

    /// The same layout moved by `offset` (window to root coordinates, say).
    public func offsetBy(_ offset: Point) -> ButtonRowLayout {
        ButtonRowLayout(keys: keys, frames: frames.map { $0.offsetBy(offset) }, stacked: stacked, size: size)
    }
}
