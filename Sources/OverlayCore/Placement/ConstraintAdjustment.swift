// ConstraintAdjustment: which ways the positioner may move or shrink a popover that does not fit.

/// The ways a popover may be adjusted, per axis, when its unadjusted position leaves the
/// constraint area. Named after, and with the bit values of, `xdg_positioner.constraint_adjustment`
/// (xdg-shell): "The adjustments can be combined, according to a defined precedence:
/// 1) Flip, 2) Slide, 3) Resize." The protocol's `none` is the empty set, `[]` (no static
/// `none` here: it would shadow `Optional.none` wherever an optional set is written).
public struct ConstraintAdjustment: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `slide_x`: move along x until unconstrained.
    public static let slideX = ConstraintAdjustment(rawValue: 1)
    /// `slide_y`: move along y until unconstrained.
    public static let slideY = ConstraintAdjustment(rawValue: 2)
    /// `flip_x`: invert anchor and gravity on x, kept only if that unconstrains x.
    public static let flipX = ConstraintAdjustment(rawValue: 4)
    /// `flip_y`: invert anchor and gravity on y, kept only if that unconstrains y.
    public static let flipY = ConstraintAdjustment(rawValue: 8)
    /// `resize_x`: shrink the body horizontally to the part inside the area.
    public static let resizeX = ConstraintAdjustment(rawValue: 16)
    /// `resize_y`: shrink the body vertically to the part inside the area.
    public static let resizeY = ConstraintAdjustment(rawValue: 32)

    /// Flip, then slide, on both axes: what overlayd uses unless told otherwise.
    public static let `default`: ConstraintAdjustment = [.flipX, .flipY, .slideX, .slideY]
    /// Every adjustment on both axes.
    public static let all: ConstraintAdjustment = [.flipX, .flipY, .slideX, .slideY, .resizeX, .resizeY]

    /// The flags and their spellings, in xdg_positioner's precedence order.
    static let names: [(String, ConstraintAdjustment)] = [
        ("flip-x", .flipX), ("flip-y", .flipY), ("slide-x", .slideX),
        ("slide-y", .slideY), ("resize-x", .resizeX), ("resize-y", .resizeY),
    ]

    /// Parses a comma-separated list such as `flip-x,flip-y,slide-x,slide-y,resize-x,resize-y`,
    /// or `none`. Also accepts `_` for `-`, `flip` / `slide` / `resize` for both axes, and `all`.
    /// Nil when any item is unknown or the list is empty.
    public init?(parsing text: String) {
        var result: ConstraintAdjustment = []
        let items = text.lowercased().split(separator: ",", omittingEmptySubsequences: false)
        for raw in items {
            let item = String(raw.filter { $0 != " " }.map { $0 == "_" ? "-" : $0 })
            switch item {
            case "none": continue
            case "all": result.formUnion(.all)
            case "flip": result.formUnion([.flipX, .flipY])
            case "slide": result.formUnion([.slideX, .slideY])
            case "resize": result.formUnion([.resizeX, .resizeY])
            default:
                guard let flag = Self.names.first(where: { $0.0 == item })?.1 else { return nil }
                result.formUnion(flag)
            }
        }
        self = result
    }

    /// The canonical spelling that `init(parsing:)` reads back: `none` or a comma-separated list.
    public var description: String {
        let parts = Self.names.filter { contains($0.1) }.map(\.0)
        return parts.isEmpty ? "none" : parts.joined(separator: ",")
    }
}
