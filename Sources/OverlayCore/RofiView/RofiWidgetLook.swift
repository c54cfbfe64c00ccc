// RofiWidgetLook: what one widget of rofi's view is painted with in one state, the theme asked once for it.

/// The theme's answers widget_draw, textbox_draw and scrollbar_draw ask for, resolved when the
/// layout first meets the widget in that state, so a painter asks the theme nothing at a key.
public struct RofiWidgetLook: Hashable, Sendable {
    public var background: Color?
    public var backgroundImage: RasiImage?
    public var borderColor: Color?
    /// Top, right, bottom, left: solid or dash.
    public var borderStyles: [RasiLineStyle]
    /// A textbox's: `text-color`, `placeholder-color`, and `highlight` for a row's matches.
    public var textColor: Color?
    public var placeholderColor: Color?
    public var highlight: RasiHighlight?
    /// An editable textbox's cursor: `cursor-color`, and `cursor-width` (read with no state, as textbox_draw reads it).
    public var cursorColor: Color?
    public var cursorWidth: Int?
    /// A scrollbar's `handle-color`.
    public var handleColor: Color?

    public init(background: Color? = nil, backgroundImage: RasiImage? = nil, borderColor: Color? = nil,
                borderStyles: [RasiLineStyle] = [.solid, .solid, .solid, .solid]) {
        self.background = background; self.backgroundImage = backgroundImage
        self.borderColor = borderColor; self.borderStyles = borderStyles
    }

    init(node: RofiNode) {
        let style = node.style, path = node.path, state = node.state
        self.init(background: style.color("background-color", path, state),
                  backgroundImage: style.image("background-image", path, state),
                  borderColor: style.color("border-color", path, state),
                  borderStyles: style.borderStyles(path, state))
        if let text = node as? RofiTextNode {
            textColor = style.color("text-color", path, state)
            if text.placeholder != nil { placeholderColor = style.color("placeholder-color", path, state) }
            highlight = style.highlight("highlight", path, state)
            if text.flags.contains(.editable) {
                cursorColor = style.color("cursor-color", path, state)
                cursorWidth = style.distance("cursor-width", path, nil, .horizontal)
            }
        }
        if node is RofiScrollbarNode { handleColor = style.color("handle-color", path, state) }
    }
}
