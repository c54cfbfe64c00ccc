// RofiViewBuilder: rofi 1.7.3's widget tree from a theme (view.c's rofi_view_add_widget): defaults, `children`, custom widgets.

/// Builds the window's widgets as rofi_view_create does, keeping the ones the view fills in later.
struct RofiViewBuilder {
    let style: RofiWidgetTheme
    let measure: any RofiTextMeasure
    let content: RofiViewContent

    private(set) var prompt: RofiTextNode?
    private(set) var entry: RofiTextNode?
    private(set) var list: RofiListNode?
    private(set) var message: RofiContainerNode?
    /// The textboxes a key fills in again: `num-filtered-rows`, `num-rows` and `case-indicator` (each may show more than once).
    private(set) var filteredCounts: [RofiTextNode] = []
    private(set) var totalCounts: [RofiTextNode] = []
    private(set) var caseIndicators: [RofiTextNode] = []

    init(style: RofiWidgetTheme, measure: any RofiTextMeasure, content: RofiViewContent) {
        self.style = style; self.measure = measure; self.content = content
    }

    /// The window box and everything under it.
    mutating func build() -> RofiBoxNode {
        let window = RofiBoxNode(name: "window", parentPath: [], style: style, orientation: .vertical)
        for name in style.names("children", window.path) ?? ["mainbox"] { add(name, to: window) }
        return window
    }

    private func text(_ name: String, _ parent: RofiNode, _ flags: RofiTextNode.Flags, _ text: String,
                      state: String = "normal.normal", xAlign: Double = 0, yAlign: Double = 0,
                      themed: Bool = false) -> RofiTextNode {
        let node = RofiTextNode(name: name, parentPath: parent.path, style: style, measure: measure,
                                flags: flags, text: text, xAlign: xAlign, yAlign: yAlign)
        // The view sets the prompt, entry, counts and message after creating them (textbox_text),
        // over any `str`; only custom textboxes keep theirs.
        if !themed { node.text = text }
        node.setState(state)
        return node
    }

    /// One name of a `children` list, as rofi_view_add_widget reads it. A name rofi allows once
    /// (prompt, entry, message, listview, mode-switcher) is skipped the second time.
    private mutating func add(_ name: String, to parent: RofiBoxNode) {
        var box: RofiBoxNode?
        var defaults: [String] = []
        let lower = name.lowercased()
        switch name {
        case "mainbox":
            let b = RofiBoxNode(name: name, parentPath: parent.path, style: style, orientation: .vertical)
            parent.add(b, expand: true)
            box = b
            defaults = ["inputbar", "message", "listview"] + (content.sidebarMode ? ["mode-switcher"] : [])
        case "inputbar":
            let b = RofiBoxNode(name: name, parentPath: parent.path, style: style, orientation: .horizontal)
            parent.add(b, expand: false)
            box = b
            defaults = ["prompt", "entry", "overlay", "case-indicator"]
        case "prompt":
            guard prompt == nil else { return }
            let t = text(name, parent, [.autoWidth, .autoHeight], content.prompt)
            prompt = t
            parent.add(t, expand: false)
        case "num-rows", "num-filtered-rows":
            let count = name == "num-rows" ? content.totalRows : content.rows.count
            let t = text(name, parent, [.autoWidth, .autoHeight], String(count))
            if name == "num-rows" { totalCounts.append(t) } else { filteredCounts.append(t) }
            parent.add(t, expand: false)
        case "case-indicator":
            let t = text(name, parent, [.autoWidth, .autoHeight], content.caseIndicator)
            caseIndicators.append(t)
            parent.add(t, expand: false)
        case "entry":
            guard entry == nil else { return }
            let t = text(name, parent, [.editable, .autoHeight], content.input)
            entry = t
            parent.add(t, expand: true)
        case "message":
            guard message == nil else { return }
            let c = RofiContainerNode(name: name, parentPath: parent.path, style: style)
            let t = text("textbox", c, [.autoHeight, .markup, .wrap], content.message ?? "")
            c.child = t
            c.enabled = c.enabled && content.message != nil
            message = c
            parent.add(c, expand: false)
        case "listview":
            guard list == nil else { return }
            let l = RofiListNode(name: name, parentPath: parent.path, style: style, measure: measure,
                                 showIcons: content.showIcons, defaultLines: content.lines,
                                 fixedNumLines: content.fixedNumLines, cycle: content.cycle,
                                 elementLines: content.elementLines)
            l.totalRows = content.totalRows
            l.requested = content.rows.count
            l.selected = min(content.selected, max(0, content.rows.count - 1))
            list = l
            parent.add(l, expand: true)
        case "mode-switcher", "sidebar":
            let b = RofiBoxNode(name: name, parentPath: parent.path, style: style, orientation: .horizontal)
            parent.add(b, expand: false)
            for (i, mode) in content.modes.enumerated() {
                let state = i == content.currentMode ? "selected.normal" : "normal.normal"
                b.add(text("button", b, [.autoHeight], mode, state: state, xAlign: 0.5, yAlign: 0.5, themed: true), expand: true)
            }
        case "overlay":
            let t = text(name, parent, [.autoWidth, .autoHeight], "blaat", state: "normal.urgent", xAlign: 0.5)
            t.enabled = false
            parent.add(t, expand: false)
        default:
            if lower.hasPrefix("textbox") || lower.hasPrefix("button") {
                parent.add(text(name, parent, [.autoHeight, .wrap], "", themed: true), expand: true)
            } else if lower.hasPrefix("icon") {
                parent.add(RofiIconNode(name: name, parentPath: parent.path, style: style), expand: true)
            } else {
                let b = RofiBoxNode(name: name, parentPath: parent.path, style: style, orientation: .vertical)
                parent.add(b, expand: true)
                box = b
            }
        }
        guard let box else { return }
        for child in style.names("children", box.path) ?? defaults { add(child, to: box) }
    }
}
