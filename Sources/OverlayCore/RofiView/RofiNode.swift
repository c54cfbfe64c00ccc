// RofiNode: one widget of rofi 1.7.3's view while it is laid out (widget.c's box model), and its boxes (box.c, container.c).

/// A widget being laid out: rofi's `widget` struct. Frames include the margin; the border and
/// padding lie inside it. Subclasses answer the sizes rofi's callbacks answer.
class RofiNode {
    let name: String
    /// Widget names from the window down to this one: what the theme is asked with.
    let path: [String]
    let style: RofiWidgetTheme
    var state: String?
    var x = 0, y = 0, w = 0, h = 0
    var expand = false
    var enabled: Bool
    /// Padding and margin are read once, with no state (widget_init); border and radius again at each state.
    let padding: RofiSides, margin: RofiSides
    var border: RofiSides, radius: RofiSides
    /// Each state's border, radius and paint, asked of the theme the first time the widget takes that state:
    /// a kept tree's rows change state at every key, between the same few.
    private var looks: [(state: String?, border: RofiSides, radius: RofiSides, look: RofiWidgetLook?)] = []

    init(name: String, parentPath: [String], style: RofiWidgetTheme) {
        self.name = name
        self.path = parentPath + [name]
        self.style = style
        padding = style.sides("padding", path, nil)
        margin = style.sides("margin", path, nil)
        border = style.sides("border", path, nil)
        radius = style.sides("border-radius", path, nil)
        enabled = style.boolean("enabled", path) ?? true
    }

    var children: [RofiNode] { [] }

    /// Sets the state, reads the border and radius again and hands the state to the children (box_set_state).
    func setState(_ state: String?) {
        self.state = state
        if let known = looks.firstIndex(where: { $0.state == state }) {
            border = looks[known].border
            radius = looks[known].radius
        } else {
            border = style.sides("border", path, state)
            radius = style.sides("border-radius", path, state)
            looks.append((state, border, radius, nil))
        }
        for child in children { child.setState(state) }
    }

    /// What the widget is painted with in its state, asked once per state.
    var look: RofiWidgetLook {
        let index = looks.firstIndex(where: { $0.state == state }) ?? {
            looks.append((state, border, radius, nil))
            return looks.count - 1
        }()
        if let known = looks[index].look { return known }
        let made = RofiWidgetLook(node: self)
        looks[index].look = made
        return made
    }

    /// Back to where a new node starts, before the tree is laid out again: no place, no size.
    func clearGeometry() {
        x = 0; y = 0; w = 0; h = 0
        for child in children { child.clearGeometry() }
    }

    // widget_padding_get_*: padding, border and margin together.
    var insetLeft: Int { padding.left + border.left + margin.left }
    var insetRight: Int { padding.right + border.right + margin.right }
    var insetTop: Int { padding.top + border.top + margin.top }
    var insetBottom: Int { padding.bottom + border.bottom + margin.bottom }
    var insetWidth: Int { insetLeft + insetRight }
    var insetHeight: Int { insetTop + insetBottom }
    var remainingWidth: Int { w - insetWidth }
    var remainingHeight: Int { h - insetHeight }

    func desiredWidth(_ height: Int) -> Int { w }
    func desiredHeight(_ width: Int) -> Int { h }
    /// widget_get_width / widget_get_height: what a parent places with.
    var width: Int { w }
    var height: Int { h }

    func resize(_ width: Int, _ height: Int) { w = width; h = height }
    func move(_ x: Int, _ y: Int) { self.x = x; self.y = y }
}

/// rofi's box: children in a row or a column, the expanding ones sharing what is left.
final class RofiBoxNode: RofiNode {
    let orientation: RasiOrientation
    let spacing: Int
    var items: [RofiNode] = []

    init(name: String, parentPath: [String], style: RofiWidgetTheme, orientation: RasiOrientation) {
        let path = parentPath + [name]
        self.orientation = style.orientation("orientation", path) ?? orientation
        spacing = style.distance("spacing", path, nil, self.orientation) ?? 2
        super.init(name: name, parentPath: parentPath, style: style)
    }

    override var children: [RofiNode] { items }

    /// box_add: the child's `expand` is the theme's, else what the parent asks.
    func add(_ child: RofiNode, expand: Bool) {
        child.expand = style.boolean("expand", child.path) ?? expand
        items.append(child)
    }

    private var active: [RofiNode] { items.filter(\.enabled) }
    /// The theme's `width`, asked the first time the box is measured.
    private lazy var themedWidth = style.distance("width", path, nil, .horizontal)

    override func desiredWidth(_ height: Int) -> Int {
        if let wanted = themedWidth, wanted > 0 { return wanted }
        var width = 0
        if orientation == .horizontal {
            for child in active { width += child.desiredWidth(height) }
            if !active.isEmpty { width += (active.count - 1) * spacing }
        } else {
            for child in active { width = max(width, child.desiredWidth(height)) }
        }
        return width + insetWidth
    }

    override func desiredHeight(_ width: Int) -> Int {
        var height = 0
        if orientation == .vertical {
            for child in active { height += child.desiredHeight(width) }
            if !active.isEmpty { height += (active.count - 1) * spacing }
        } else {
            for child in active { height = max(height, child.desiredHeight(width)) }
        }
        return height + insetHeight
    }

    /// vert_calculate_size / hori_calculate_size: fixed children at their desired size along the box,
    /// the expanding ones share what is left. A column too tall for its box leaves its children
    /// where they were; a row too wide overflows.
    override func resize(_ width: Int, _ height: Int) {
        w = width; h = height
        let vertical = orientation == .vertical
        let remW = remainingWidth, remH = remainingHeight
        for child in items where child.enabled && !child.expand {
            if vertical { child.resize(remW, child.desiredHeight(remW)) } else { child.resize(child.desiredWidth(remH), remH) }
        }
        let shown = active
        var used = 0, expanding = 0
        for child in shown {
            if child.expand { expanding += 1 } else if child.h > 0 { used += vertical ? child.h : child.w }
        }
        used += max(0, (shown.count - 1) * spacing)
        let room = vertical ? remH : remW
        if vertical && used > room { return }
        var along = vertical ? insetTop : insetLeft
        var rest = Double(max(0, room - min(used, room)))
        var index = 0
        for child in shown {
            if vertical { child.move(insetLeft, along) } else { child.move(along, insetTop) }
            if child.expand {
                // Each share is what is left over the expanding children left, so no pixel is lost to rounding.
                let share = Int(rest / Double(expanding - index))
                if vertical { child.resize(remW, share) } else { child.resize(share, remH) }
                along += share + spacing
                rest -= Double(share)
                index += 1
            } else {
                along += (vertical ? child.height : child.width) + spacing
            }
        }
    }
}

/// rofi's container (the message bar): one child filling it inside its padding.
final class RofiContainerNode: RofiNode {
    var child: RofiNode?

    override var children: [RofiNode] { child.map { [$0] } ?? [] }

    override func desiredHeight(_ width: Int) -> Int {
        (child.map { $0.desiredHeight(width) } ?? 0) + insetHeight
    }

    override func resize(_ width: Int, _ height: Int) {
        w = width; h = height
        guard let child, child.enabled else { return }
        child.resize(remainingWidth, remainingHeight)
        child.move(insetLeft, insetTop)
    }
}
