// MenuParser: the line syntax of `overlayctl menu` items (dmenu's one item per line,
// xmenu's TAB-indented submenus and IMG: icons) into a tree of `MenuItem`s.

/// Reads menu items, one per line:
///
///     <TAB…>[IMG:<icon><TAB>][~][mark]<label>[<TAB><value>[<TAB><shortcut>]]
///     <TAB…>---
///
/// - **Indentation**: each leading TAB is one level; an item indented one TAB deeper than
///   the item above belongs to that item's submenu (as in xmenu). A line may go back any
///   number of levels but forward only one. Menus nest at most `maxDepth` deep (the top
///   menu counts as one).
/// - **Fields** are separated by TABs: the label, then the value (printed when the item is
///   chosen; the label when absent or empty), then the shortcut label shown on the right
///   (display only).
/// - **Icon**: a first field starting with `IMG:` is an icon, a picture file or a theme name.
/// - **Markers** at the start of the label, in this order: `~` disables the item, then one
///   of `[x]` (checked), `[ ]` (unchecked), `(*)` (selected radio), `( )` (unselected radio),
///   each followed by an optional space.
/// - **Escape**: a label starting with `\` drops the `\` and is taken literally, so
///   `\~tilde`, `\[x] text`, `\---` and `\IMG:x` (as the first field) are plain labels.
/// - **Separator**: `---` alone on its (indented) line.
/// - Blank lines (spaces and TABs only) are skipped; a trailing CR is dropped. An item with
///   a submenu opens it instead of being chosen.
///
/// Examples:
///
///     Open…<TAB>open<TAB>Ctrl+O
///     IMG:/usr/share/icons/save.png<TAB>Save<TAB>save<TAB>Ctrl+S
///     ~Revert
///     ---
///     View
///     <TAB>[x] Word wrap<TAB>wrap
///     <TAB>(*) Light<TAB>theme-light
///     <TAB>( ) Dark<TAB>theme-dark
///     Quit
public enum MenuParser {
    /// How many menus deep submenus may nest, the top menu included.
    public static let maxDepth = 8
    /// How many items (separators and submenu items included) one menu may hold in all.
    public static let maxItems = 10_000

    /// Parses `lines` (without their newlines) into the top menu's items.
    public static func parse(lines: [String]) throws(MenuSyntaxError) -> [MenuItem] {
        // stack[k]: the items collected so far for the open menu at depth k.
        var stack: [[MenuItem]] = [[]]
        var count = 0
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            var line = Substring(raw)
            if line.hasSuffix("\r") { line = line.dropLast() }
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            let depth = line.prefix(while: { $0 == "\t" }).count
            line = line.dropFirst(depth)
            guard depth < maxDepth else { throw MenuSyntaxError(line: number, reason: .tooDeep(limit: maxDepth)) }
            guard depth <= stack.count - 1 || (depth == stack.count && stack[depth - 1].last != nil) else {
                throw MenuSyntaxError(line: number, reason: .skippedLevel)
            }
            if depth == stack.count {
                if stack[depth - 1].last?.isSeparator == true {
                    throw MenuSyntaxError(line: number, reason: .submenuOfSeparator)
                }
                stack.append([])
            }
            while stack.count > depth + 1 { close(&stack) }
            count += 1
            guard count <= maxItems else { throw MenuSyntaxError(line: number, reason: .tooManyItems(limit: maxItems)) }
            do throws(MenuSyntaxError.Reason) {
                stack[depth].append(try item(line))
            } catch {
                throw MenuSyntaxError(line: number, reason: error)
            }
        }
        while stack.count > 1 { close(&stack) }
        return stack[0]
    }

    /// Parses newline-separated text, as read from stdin.
    public static func parse(text: String) throws(MenuSyntaxError) -> [MenuItem] {
        try parse(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// Attaches the innermost open menu to the last item of the menu around it.
    private static func close(_ stack: inout [[MenuItem]]) {
        let children = stack.removeLast()
        let parent = stack.count - 1
        if let last = stack[parent].indices.last { stack[parent][last].submenu = children }
    }

    /// One line without its indentation.
    private static func item(_ line: Substring) throws(MenuSyntaxError.Reason) -> MenuItem {
        if line == "---" { return .separator }
        var fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        if fields.first == "---" { throw .separatorWithFields }
        var icon: String?
        if let first = fields.first, first.hasPrefix("IMG:") {
            let path = first.dropFirst(4)
            guard !path.isEmpty else { throw .emptyIcon }
            icon = String(path)
            fields.removeFirst()
            guard !fields.isEmpty else { throw .emptyLabel }
        }
        guard fields.count <= 3 else { throw .tooManyFields }
        var label = fields[0]
        var disabled = false
        var mark = MenuItem.Mark.none
        if label.hasPrefix("\\") {
            label = label.dropFirst()
        } else {
            if label.hasPrefix("~") { disabled = true; label = label.dropFirst() }
            let marks: [(String, MenuItem.Mark)] = [
                ("[x]", .check(true)), ("[ ]", .check(false)), ("(*)", .radio(true)), ("( )", .radio(false)),
            ]
            for (prefix, m) in marks where label.hasPrefix(prefix) {
                mark = m
                label = label.dropFirst(prefix.count)
                if label.hasPrefix(" ") { label = label.dropFirst() }
                break
            }
        }
        guard !label.isEmpty else { throw .emptyLabel }
        let value = fields.count > 1 && !fields[1].isEmpty ? String(fields[1]) : nil
        let shortcut = fields.count > 2 && !fields[2].isEmpty ? String(fields[2]) : nil
        return MenuItem(label: String(label), value: value, icon: icon, shortcut: shortcut, mark: mark,
                        isDisabled: disabled)
    }
}
