// DunstGeometry: old dunst's `geometry = "[W]xH±X±Y"` (dunst 1.5 and older; 1.6 split it into
// width, notification_limit, origin and offset), read as dunst read it through XParseGeometry.

/// One old-style geometry. Dunst placed its window `x` pixels from the left edge, or from the
/// right one when the sign was `-`, and `y` from the top, or from the bottom with `-`.
public struct DunstGeometry: Equatable, Sendable {
    /// How wide the window was.
    public enum Width: Equatable, Sendable {
        /// N pixels.
        case fixed(Int)
        /// `0`: as wide as the longest notification, up to the screen.
        case longestLine
        /// Left out (`x5-30+20`): the screen's width.
        case screen
        /// `-N`: the screen's width less N.
        case screenLess(Int)
    }

    public var width: Width
    /// How many notifications were shown at once (the H, a count, not pixels); 0 for no limit.
    public var limit: Int
    /// Pixels from the left edge, or from the right one with `fromRight`.
    public var x: Int
    /// Pixels from the top edge, or from the bottom one with `fromBottom`.
    public var y: Int
    public var fromRight: Bool
    public var fromBottom: Bool

    /// Reads `[-][W][xH][{+-}X[{+-}Y]]` (an `=` may lead); nil for anything else.
    public init?(_ text: String) {
        var rest = Substring(text.trimmingWhitespace())
        if rest.hasPrefix("=") { rest = rest.dropFirst() }
        // dunst took a leading `-` before a size for a negative width (the screen less it).
        var negativeWidth = false
        if rest.hasPrefix("-"), let x = rest.firstIndex(where: { $0 == "x" || $0 == "X" }),
           rest[rest.index(after: rest.startIndex)..<x].allSatisfy(\.isNumber) {
            negativeWidth = true
            rest = rest.dropFirst()
        }
        let sizeEnd = rest.firstIndex { $0 == "+" || $0 == "-" } ?? rest.endIndex
        let size = rest[..<sizeEnd].split(separator: "x", maxSplits: 1, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "X", maxSplits: 1, omittingEmptySubsequences: false) }
        guard size.count <= 2 else { return nil }
        switch (size.first.map(String.init) ?? "", negativeWidth) {
        case ("", false): width = .screen
        case ("", true): return nil
        case (let w, _):
            guard let n = Int(w), n >= 0 else { return nil }
            width = negativeWidth ? .screenLess(n) : n == 0 ? .longestLine : .fixed(n)
        }
        if size.count == 2 {
            guard let h = Int(size[1]), h >= 0 else { return nil }
            limit = h
        } else {
            limit = 0
        }
        (x, y, fromRight, fromBottom) = (0, 0, false, false)
        var offsets = rest[sizeEnd...]
        guard let (dx, right) = Self.offset(&offsets) else { return nil }
        (x, fromRight) = (dx, right)
        guard let (dy, bottom) = Self.offset(&offsets), offsets.isEmpty else { return nil }
        (y, fromBottom) = (dy, bottom)
    }

    /// Takes one signed offset (`+30`, `-0`) off the front; `(0, false)` when none is left.
    private static func offset(_ s: inout Substring) -> (Int, Bool)? {
        guard let sign = s.first else { return (0, false) }
        guard sign == "+" || sign == "-" else { return nil }
        let digits = s.dropFirst().prefix(while: \.isNumber)
        guard let n = Int(digits) else { return nil }
        s = s.dropFirst(1 + digits.count)
        return (n, sign == "-")
    }

    /// dunst 1.9's `origin` for the corner the signs name.
    public var origin: String { (fromBottom ? "bottom-" : "top-") + (fromRight ? "right" : "left") }

    /// The edges the offsets are from, for a comment: "30 px from the right edge and 20 from the top".
    public var placement: String {
        "\(x) px from the \(fromRight ? "right" : "left") edge and \(y) from the \(fromBottom ? "bottom" : "top")"
    }
}
