// RasiWidget: one node of a parsed rasi theme (rofi's ThemeWidget): a name, its properties, its children.

/// `@media ( type: value )` on a node: its children apply only on a monitor that meets it.
public struct RasiMedia: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case minWidth = "min-width", maxWidth = "max-width", minHeight = "min-height", maxHeight = "max-height"
        case monitorID = "monitor-id", minAspectRatio = "min-aspect-ratio", maxAspectRatio = "max-aspect-ratio"
        /// A name rofi 1.7.3 does not know: never applies.
        case invalid
    }
    public var kind: Kind
    public var value: Double
}

/// A node of the theme tree. The root is named "Root" and holds the `*` properties; a selector
/// `element selected.normal` is the path Root → element → selected → normal.
public struct RasiWidget: Hashable, Sendable {
    public var name: String
    public var properties: [String: RasiValue] = [:]
    /// Names in the order first set, so printing and comparing are stable.
    public private(set) var propertyOrder: [String] = []
    public var children: [RasiWidget] = []
    public var media: RasiMedia?

    public init(name: String) { self.name = name }

    /// Sets a property, keeping its first place when it is set again (a later value wins).
    public mutating func set(_ name: String, _ value: RasiValue) {
        if properties.updateValue(value, forKey: name) == nil { propertyOrder.append(name) }
    }

    public func child(_ name: String) -> RasiWidget? { children.first { $0.name == name } }

    /// The child of that name, made when missing (`rofi_theme_find_or_create_name`).
    @discardableResult
    mutating func childIndex(_ name: String) -> Int {
        if let i = children.firstIndex(where: { $0.name == name }) { return i }
        children.append(RasiWidget(name: name))
        return children.count - 1
    }

    /// Lays `child`'s properties and children over this node's child of the same name, as
    /// `rofi_theme_parse_merge_widgets` does: `*` at the root adds to the root's own properties.
    mutating func merge(child: RasiWidget, atRoot: Bool) {
        if atRoot, child.name == "*" {
            for name in child.propertyOrder { if let v = child.properties[name] { set(name, v) } }
            return
        }
        let i = childIndex(child.name)
        if let media = child.media { children[i].media = media }
        for name in child.propertyOrder { if let v = child.properties[name] { children[i].set(name, v) } }
        for grandchild in child.children { children[i].merge(child: grandchild, atRoot: false) }
    }

    /// The node at a path of names, made as needed.
    mutating func withNode(_ path: ArraySlice<String>, _ body: (inout RasiWidget) -> Void) {
        guard let first = path.first else { body(&self); return }
        let i = childIndex(first)
        children[i].withNode(path.dropFirst(), body)
    }
}
