// RasiTheme: a loaded theme and rofi 1.7.3's lookup of a widget's property (rofi_theme_find_widget,
// rofi_theme_find_property, links to `*`, `inherit` from the widget's parent, `@media` for one monitor).

/// The monitor facts `@media` tests.
public struct RasiMonitor: Hashable, Sendable {
    public var id: Int, width: Int, height: Int
    public init(id: Int, width: Int, height: Int) { self.id = id; self.width = width; self.height = height }
}

/// A theme as a tree of widgets and properties: data only, drawn elsewhere.
public struct RasiTheme: Hashable, Sendable {
    public var root: RasiWidget

    public init(root: RasiWidget = RasiWidget(name: "Root")) { self.root = root }

    /// The theme on one monitor: each `@media` node whose condition holds is merged where it stands,
    /// and every `@media` node is then dropped (rofi_theme_parse_process_conditionals).
    public func applyingMedia(_ monitor: RasiMonitor) -> RasiTheme {
        var copy = self
        Self.applyMedia(monitor, to: &copy.root, isRoot: true)
        return copy
    }

    private static func applyMedia(_ m: RasiMonitor, to node: inout RasiWidget, isRoot: Bool) {
        var i = 0
        while i < node.children.count {
            guard let media = node.children[i].media else {
                applyMedia(m, to: &node.children[i], isRoot: false)
                i += 1
                continue
            }
            let conditional = node.children.remove(at: i)
            let aspect = Double(m.width) / Double(m.height)
            let holds: Bool
            switch media.kind {
            case .minWidth: holds = m.width >= Int(media.value)
            case .maxWidth: holds = m.width < Int(media.value)
            case .minHeight: holds = m.height >= Int(media.value)
            case .maxHeight: holds = m.height < Int(media.value)
            case .monitorID: holds = Double(m.id) == media.value
            case .minAspectRatio: holds = aspect >= media.value
            case .maxAspectRatio: holds = aspect < media.value
            case .invalid: holds = false
            }
            if holds {
                for child in conditional.children { node.merge(child: child, atRoot: isRoot) }
            }
        }
    }

    // MARK: lookup

    /// A node by the indices that lead to it from the root.
    func node(_ path: [Int]) -> RasiWidget {
        var n = root
        for i in path { n = n.children[i] }
        return n
    }

    /// `rofi_theme_find_widget`: the top-level node of that name (else the root), then down the state's
    /// dotted names as far as they exist (not exact) or all the way (exact, else nil).
    func findWidget(_ name: String, state: String?, exact: Bool) -> [Int]? {
        var path: [Int] = []
        if let i = root.children.firstIndex(where: { $0.name == name }) { path.append(i) }
        guard let state else { return path }
        var found = true
        for part in state.split(separator: ".", omittingEmptySubsequences: true) {
            found = false
            if let i = node(path).children.firstIndex(where: { $0.name == part }) {
                path.append(i); found = true
            } else if exact {
                break
            }
        }
        return !exact || found ? path : nil
    }

    /// `rofi_theme_find_property`: the property on the node, else on each node above it, that has
    /// the asked kind (an integer also serves as a distance); links are followed to `*`'s properties.
    func findProperty(at path: [Int], kind: RasiValueKind, name: String, exact: Bool) -> RasiValue? {
        var path = path
        while true {
            if let p = node(path).properties[name] {
                if p == .inherit { return p }
                if case .reference = p, let target = resolveLink(p, depth: 0), target.kind == kind { return target }
                if p.kind == kind { return p }
                if p.kind == .integer, kind == .padding { return p }
            }
            if exact || path.isEmpty { return nil }
            path.removeLast()
        }
    }

    /// A link's value: `*`'s property of that name (followed through further links, at most 20),
    /// else the link's default, else nothing.
    private func resolveLink(_ value: RasiValue, depth: Int) -> RasiValue? {
        guard case let .reference(name, fallback) = value else { return value }
        if depth <= 20, let target = root.properties[name] {
            if case .reference = target {
                if let resolved = resolveLink(target, depth: depth + 1) { return resolved }
            } else {
                return target
            }
        }
        return fallback
    }

    /// The value rofi draws a widget with: `widget` is its path from the window down
    /// (`["window", "mainbox", "listview", "element", "element-text"]`), `state` e.g. "selected.normal".
    /// `inherit` takes the parent widget's value for the same state. Nil when unset.
    public func value(_ property: String, _ kind: RasiValueKind, widget: [String], state: String? = nil) -> RasiValue? {
        guard let name = widget.last, let path = findWidget(name, state: state, exact: false) else { return nil }
        var found = findProperty(at: path, kind: kind, name: property, exact: false)
        var chain = widget
        while found == .inherit {
            chain.removeLast()
            guard let parent = chain.last, let parentPath = findWidget(parent, state: state, exact: false) else { return nil }
            found = findProperty(at: parentPath, kind: kind, name: property, exact: false)
        }
        return found
    }

    public func color(_ property: String, widget: [String], state: String? = nil) -> Color? {
        if case let .color(c)? = value(property, .color, widget: widget, state: state) { return c }
        return nil
    }

    /// A distance property (an integer counts as pixels); for padding-like properties the left side, as rofi's get_distance.
    public func distance(_ property: String, widget: [String], state: String? = nil) -> RasiDistance? {
        switch value(property, .padding, widget: widget, state: state) {
        case let .integer(i)?: return .px(i)
        case let .padding(p)?: return p.left
        default: return nil
        }
    }

    public func padding(_ property: String, widget: [String], state: String? = nil) -> RasiPadding? {
        switch value(property, .padding, widget: widget, state: state) {
        case let .integer(i)?: return RasiPadding(all: .px(i))
        case let .padding(p)?: return p
        default: return nil
        }
    }

    public func integer(_ property: String, widget: [String], state: String? = nil) -> Int? {
        if case let .integer(i)? = value(property, .integer, widget: widget, state: state) { return i }
        return nil
    }

    public func boolean(_ property: String, widget: [String], state: String? = nil) -> Bool? {
        if case let .boolean(b)? = value(property, .boolean, widget: widget, state: state) { return b }
        return nil
    }

    public func string(_ property: String, widget: [String], state: String? = nil) -> String? {
        if case let .string(s)? = value(property, .string, widget: widget, state: state) { return s }
        return nil
    }

    public func position(_ property: String, widget: [String], state: String? = nil) -> RasiPosition? {
        if case let .position(p)? = value(property, .position, widget: widget, state: state) { return p }
        return nil
    }

    public func orientation(_ property: String, widget: [String], state: String? = nil) -> RasiOrientation? {
        if case let .orientation(o)? = value(property, .orientation, widget: widget, state: state) { return o }
        return nil
    }

    /// A list of names (`children`), as rofi's get_list_strings keeps only the strings.
    public func strings(_ property: String, widget: [String], state: String? = nil) -> [String]? {
        guard case let .list(items)? = value(property, .list, widget: widget, state: state) else { return nil }
        return items.compactMap { if case let .string(s) = $0 { s } else { nil } }
    }

    public func image(_ property: String, widget: [String], state: String? = nil) -> RasiImage? {
        if case let .image(i)? = value(property, .image, widget: widget, state: state) { return i }
        return nil
    }
}
