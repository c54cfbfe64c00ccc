// ColorChooser: the colour picker's model (`overlayctl pick-color`, Popovers' "Color"
// template): a grid of swatches — the recent colours in a row of their own, then the
// palette — where each swatch sits, which one is highlighted, and what keys and clicks do.

/// What `pick-color` asks for.
public struct ColorChooserSpec: Hashable, Sendable {
    /// The palette, `#rrggbb` each; nil for `ColorChooser.defaultPalette`.
    public var palette: [String]?
    /// Colours picked before, newest first (overlayctl remembers them).
    public var recent: [String] = []
    /// The colour highlighted first (zenity --color).
    public var initial: String?
    public var attach: AttachTarget?
    /// The window's WM_NAME and WM_CLASS as another program's (zenity's), for window rules; nil: overlayd's.
    public var windowTitle: String?
    public var windowClass: WindowClass?
    public init() {}

    /// `#RRGGBB` or `#rgb` as lowercase `#rrggbb`; nil for anything else.
    public static func normalized(_ text: String) -> String? {
        var s = Substring(text)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.allSatisfy(\.isHexDigit) else { return nil }
        if s.count == 3 { s = Substring(s.map { "\($0)\($0)" }.joined()) }
        guard s.count == 6 else { return nil }
        return "#" + s.lowercased()
    }
}

public struct ColorChooser: Hashable, Sendable {
    /// GNOME's colour chooser palette: nine hues in five shades, then greys (45 + 9).
    public static let defaultPalette: [String] = [
        "#99c1f1", "#8ff0a4", "#f9f06b", "#ffbe6f", "#f66151", "#dc8add", "#cdab8f", "#ffffff", "#9a9996",
        "#62a0ea", "#57e389", "#f8e45c", "#ffa348", "#ed333b", "#c061cb", "#b5835a", "#f6f5f4", "#77767b",
        "#3584e4", "#33d17a", "#f6d32d", "#ff7800", "#e01b24", "#9141ac", "#986a44", "#deddda", "#5e5c64",
        "#1c71d8", "#2ec27e", "#f5c211", "#e66100", "#c01c28", "#813d9c", "#865e3c", "#c0bfbc", "#3d3846",
        "#1a5fb4", "#26a269", "#e5a50a", "#c64600", "#a51d2d", "#613583", "#63452c", "#9a9996", "#241f31",
    ]
    public static let columns = 9
    /// Recent colours kept and shown (one row).
    public static let recentLimit = 9
    /// A swatch's side, the gap between swatches and the window's padding at scale 1.
    public static let cell = 28
    public static let gap = 6
    public static let padding = 12

    /// Every swatch: the recent ones first, then the palette.
    public let colors: [String]
    public let recentCount: Int
    /// The highlighted swatch.
    public private(set) var selected: Int
    /// Where the text under the grid (the highlighted colour's hex) goes, and its height.
    public var footerHeight: Int
    /// The scale swatches, gaps and padding are drawn at (the monitor's, under `per-monitor`).
    public var scale: Double

    public init(_ spec: ColorChooserSpec, footerHeight: Int, scale: Double = 1) {
        let palette = (spec.palette ?? []).compactMap(ColorChooserSpec.normalized)
        var recent = Array(spec.recent.compactMap(ColorChooserSpec.normalized).prefix(ColorChooser.recentLimit))
        let grid = palette.isEmpty ? ColorChooser.defaultPalette : palette
        let initial = spec.initial.flatMap(ColorChooserSpec.normalized)
        // A default in neither list is offered first, among the recent ones.
        if let initial, !recent.contains(initial), !grid.contains(initial) {
            recent = Array(([initial] + recent).prefix(ColorChooser.recentLimit))
        }
        let all = recent + grid
        colors = all
        recentCount = recent.count
        self.footerHeight = footerHeight
        self.scale = scale
        selected = initial.flatMap { all.firstIndex(of: $0) } ?? 0
    }

    private func scaled(_ v: Int) -> Int { Int((Double(v) * scale).rounded()) }
    private var cellSide: Int { scaled(ColorChooser.cell) }
    private var gap: Int { scaled(ColorChooser.gap) }
    public var padding: Int { scaled(ColorChooser.padding) }

    /// Swatches in the first row (recent colours, and a default in neither list).
    private var firstRow: Int { recentCount }

    /// Row and column of swatch `i`: the recent row first (when there is one), then the palette.
    public func position(of i: Int) -> (row: Int, column: Int) {
        if i < firstRow { return (0, i) }
        let j = i - firstRow
        return ((firstRow > 0 ? 1 : 0) + j / ColorChooser.columns, j % ColorChooser.columns)
    }

    private var rows: Int { colors.isEmpty ? 0 : position(of: colors.count - 1).row + 1 }

    /// Swatch `i`'s square in the window.
    public func cell(_ i: Int) -> Rect {
        let (row, column) = position(of: i)
        let step = cellSide + gap
        // The palette starts a little lower: a gap tells the recent row apart.
        let sectionGap = firstRow > 0 && row > 0 ? gap : 0
        return Rect(x: padding + column * step, y: padding + row * step + sectionGap,
                    width: cellSide, height: cellSide)
    }

    /// The window's size: the grid, then the footer.
    public var size: Size {
        let step = cellSide + gap
        let width = 2 * padding + ColorChooser.columns * step - gap
        let grid = rows * step - gap + (firstRow > 0 ? gap : 0)
        return Size(width: width, height: 2 * padding + grid + gap + footerHeight)
    }

    /// The footer's rectangle (the highlighted colour, large, and its hex).
    public var footer: Rect {
        let s = size
        return Rect(x: padding, y: s.height - padding - footerHeight,
                    width: s.width - 2 * padding, height: footerHeight)
    }

    /// The swatch under a point in window coordinates.
    public func swatch(at p: Point) -> Int? {
        colors.indices.first { cell($0).contains(p) }
    }

    public var selectedColor: String { colors[selected] }

    public enum Outcome: Equatable, Sendable {
        case none
        case moved
        case chosen(String)
        case cancelled
    }

    /// Arrows move the highlight (Up and Down by rows, keeping the column where it can),
    /// Home and End go to the ends, Enter or space picks, Escape cancels.
    public mutating func key(_ name: String) -> Outcome {
        switch name {
        case "Return", "KP_Enter", "space": return .chosen(selectedColor)
        case "Escape": return .cancelled
        case "Left": return move(to: selected - 1)
        case "Right", "Tab": return move(to: selected + 1)
        case "Home": return move(to: 0)
        case "End": return move(to: colors.count - 1)
        case "Up", "Down":
            let (row, column) = position(of: selected)
            let target = row + (name == "Up" ? -1 : 1)
            let inRow = colors.indices.filter { position(of: $0).row == target }
            guard let last = inRow.last else { return .none }
            return move(to: inRow.first { position(of: $0).column == column } ?? last)
        default: return .none
        }
    }

    private mutating func move(to i: Int) -> Outcome {
        guard colors.indices.contains(i), i != selected else { return .none }
        selected = i
        return .moved
    }
}
