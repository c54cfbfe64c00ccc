// StyleColors: colours one overlay sets over its style (a notification's dunst colour hints).

/// Each colour given replaces the style's; nil keeps it.
public struct StyleColors: Hashable, Sendable {
    /// Text and title (dunst's `fgcolor`).
    public var foreground: Color?
    /// Body fill (`bgcolor`).
    public var background: Color?
    /// Outline (`frcolor`).
    public var border: Color?
    /// Progress bar and default button (`hlcolor`).
    public var accent: Color?

    public init(foreground: Color? = nil, background: Color? = nil, border: Color? = nil, accent: Color? = nil) {
        self.foreground = foreground; self.background = background; self.border = border; self.accent = accent
    }

    /// Whether no colour is given.
    public var isEmpty: Bool { foreground == nil && background == nil && border == nil && accent == nil }

    /// `style` with these colours over it.
    public func applied(to style: Style) -> Style {
        var s = style
        if let c = foreground { s.foreground = c; s.titleColor = c }
        if let c = background { s.background = c }
        if let c = border { s.border = c }
        if let c = accent { s.accent = c }
        return s
    }
}
