// RofiViewContent: what the rofi view shows (prompt, input, rows, message, modes) and rofi's configuration defaults for it.

/// One row of the list and its urgent/active mark.
public struct RofiViewRow: Hashable, Sendable {
    public enum Mark: String, Hashable, Sendable { case normal, urgent, active }
    public var text: String
    public var mark: Mark
    public var icon: String?
    public init(_ text: String, mark: Mark = .normal, icon: String? = nil) {
        self.text = text; self.mark = mark; self.icon = icon
    }
}

/// The view's content and the configuration options that shape it (rofi's `config.*` defaults).
public struct RofiViewContent: Hashable, Sendable {
    public var prompt: String
    public var input: String = ""
    /// The rows that pass the filter, in order.
    public var rows: [RofiViewRow] = []
    /// How many rows the mode has before filtering (`num-rows`).
    public var totalRows: Int = 0
    public var selected: Int = 0
    /// `-mesg`: the message bar shows only with one.
    public var message: String?
    /// The mode-switcher's buttons and the current one.
    public var modes: [String] = []
    public var currentMode: Int = 0
    /// `sidebar-mode`: mainbox's default children end with the mode-switcher.
    public var sidebarMode = false
    public var showIcons = false
    /// What the case indicator says: " " (rofi's default: not case sensitive, not sorted).
    public var caseIndicator = " "
    /// listview `lines` when the theme sets none (rofi's DEFAULT_MENU_LINES).
    public var lines = 15
    /// `fixed-num-lines` (true in rofi 1.7.3), `cycle` (true), `element-height` (1 line).
    public var fixedNumLines = true
    public var cycle = true
    public var elementLines = 1
    /// `-location` (0 centre … 8 west) and `-xoffset`/`-yoffset` when the window's theme sets none.
    public var location = 0
    public var xOffset = 0, yOffset = 0

    public init(prompt: String, rows: [RofiViewRow] = []) {
        self.prompt = prompt; self.rows = rows; self.totalRows = rows.count
    }
}
