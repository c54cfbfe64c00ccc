// MenuItem: one entry of a menu (`overlayctl menu`): label, value, icon, mark, submenu.

/// One row of a menu: an item or a separator line, possibly with a submenu.
public struct MenuItem: Hashable, Sendable {
    /// A check box or radio button drawn before the label.
    public enum Mark: Hashable, Sendable {
        case none
        /// A check box, ticked when `true`.
        case check(Bool)
        /// A radio button, selected when `true`.
        case radio(Bool)
    }

    /// What the row shows.
    public var label: String
    /// What `overlayctl menu` prints when the item is chosen; the label unless given.
    public var value: String
    /// A picture file (contains `/`) or an icon-theme name; drawn before the label.
    public var icon: String?
    /// A shortcut label shown right-aligned (`Ctrl+C`); for display only.
    public var shortcut: String?
    public var mark: Mark
    /// Shown greyed; cannot be highlighted or chosen.
    public var isDisabled: Bool
    /// A horizontal line between groups; has no label and cannot be highlighted.
    public var isSeparator: Bool
    /// Items of the submenu this item opens; empty for a plain item.
    public var submenu: [MenuItem]

    public init(label: String, value: String? = nil, icon: String? = nil, shortcut: String? = nil,
                mark: Mark = .none, isDisabled: Bool = false, submenu: [MenuItem] = []) {
        self.label = label
        self.value = value ?? label
        self.icon = icon
        self.shortcut = shortcut
        self.mark = mark
        self.isDisabled = isDisabled
        self.isSeparator = false
        self.submenu = submenu
    }

    /// A separator line.
    public static var separator: MenuItem {
        var item = MenuItem(label: "")
        item.isSeparator = true
        return item
    }

    /// Whether the item opens a submenu (instead of being chosen).
    public var hasSubmenu: Bool { !submenu.isEmpty }

    /// Whether the keyboard and pointer can highlight it.
    public var isSelectable: Bool { !isSeparator && !isDisabled }
}

extension Array where Element == MenuItem {
    /// The items of the submenu reached by following `path` (indices, one per level) from
    /// these items; the items themselves for an empty path; nil when the path leaves the tree.
    public func submenu(at path: [Int]) -> [MenuItem]? {
        var items = self
        for index in path {
            guard items.indices.contains(index) else { return nil }
            items = items[index].submenu
        }
        return items
    }

    /// The item at `path`; nil for an empty path or one that leaves the tree.
    public func item(at path: [Int]) -> MenuItem? {
        guard let last = path.last, let parent = submenu(at: [Int](path.dropLast())),
              parent.indices.contains(last) else { return nil }
        return parent[last]
    }

    /// The number of items, counting those in submenus.
    public var totalCount: Int { reduce(0) { $0 + 1 + $1.submenu.totalCount } }
}
