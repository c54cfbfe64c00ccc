// MenuSyntaxError: why a menu's item lines were refused, with the 1-based line number.

/// A line of `overlayctl menu` input that `MenuParser` cannot read.
public struct MenuSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Error, Hashable, Sendable {
        /// The line is indented more than one TAB deeper than the item before it.
        case skippedLevel
        /// Submenus nest deeper than `limit` menus (the top menu counts as one).
        case tooDeep(limit: Int)
        /// An indented line follows a `---` separator.
        case submenuOfSeparator
        /// `---` followed by a TAB and more text.
        case separatorWithFields
        /// No label after the markers, or only an icon field.
        case emptyLabel
        /// `IMG:` with no path.
        case emptyIcon
        /// More than label, value and shortcut after the icon.
        case tooManyFields
        /// More than `limit` items in all, submenus included.
        case tooManyItems(limit: Int)
    }

    /// 1-based line number.
    public var line: Int
    public var reason: Reason

    public init(line: Int, reason: Reason) { self.line = line; self.reason = reason }

    public var description: String {
        let why: String
        switch reason {
        case .skippedLevel: why = "indented more than one TAB deeper than the item above"
        case .tooDeep(let limit): why = "submenus nest more than \(limit) menus deep"
        case .submenuOfSeparator: why = "a separator cannot have a submenu"
        case .separatorWithFields: why = "a separator line is `---` alone"
        case .emptyLabel: why = "empty label"
        case .emptyIcon: why = "empty icon path after IMG:"
        case .tooManyFields: why = "too many TAB-separated fields (at most icon, label, value, shortcut)"
        case .tooManyItems(let limit): why = "more than \(limit) items"
        }
        return "line \(line): \(why)"
    }
}
