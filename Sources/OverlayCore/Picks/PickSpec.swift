// PickSpec: what a pick menu (dmenu mode, rofi -dmenu mode, prompt) asks for: how rows
// are cut and matched, how keys behave, and how it looks. Built by the flag parsers in
// OverlayProtocol from dmenu's or rofi's argv, sent to the daemon as words.

/// Whose rules a pick menu follows where dmenu and rofi differ.
public enum PickFlavor: String, CaseIterable, Hashable, Sendable {
    /// Enter with no match and Shift+Enter return the typed text; Ctrl+Enter prints and stays;
    /// Tab completes; Up/Down stop at the ends; exact and prefix matches first.
    case dmenu
    /// Enter returns the highlighted row (typed text unless `noCustom`); Up/Down wrap;
    /// Shift+Enter marks rows with `multiSelect`; Tab moves down; input order kept.
    case rofi
    /// No rows: Enter returns the typed text (zenity --entry).
    case prompt
    /// zenity's list, GTK's tree view: every row stays; typing jumps to the first row that
    /// starts with the text (`midSearch`: holds it); the arrows move a cursor that selects;
    /// Tab goes round the list and the `buttons`; space ticks a row of a check or radio list.
    case zenity
}

/// Rows with a tick box in front (zenity's --checklist, --radiolist).
public enum PickTicks: String, CaseIterable, Hashable, Sendable {
    /// Any number of rows ticked.
    case check
    /// One row ticked at most: ticking one unticks the others.
    case radio
}

public struct PickSpec: Hashable, Sendable {
    public var flavor: PickFlavor = .dmenu
    public var matching: PickMatching = .substring
    public var caseInsensitive = false
    /// Rows ranked by how close they are to the typed text (rofi -sort, -sorting-method); nil
    /// keeps the matcher's order.
    public var sort: PickSortMethod?
    /// Rows of the vertical list; 0 for dmenu's one-line bar.
    public var lines = 0
    /// The bar or list at the bottom of the monitor instead of the top.
    public var bottom = false
    /// A window in the middle of the monitor (rofi, prompt) instead of a full-width bar.
    public var centered = false
    /// rofi's box: -location 0–8 (`RofiLocation`; -b in -dmenu is 6) and -xoffset/-yoffset.
    public var location = RofiLocation.center
    public var offset = Point(x: 0, y: 0)
    public var prompt: String?
    /// A message shown under the input line (rofi -mesg, prompt --text).
    public var message: String?
    /// A title above everything (prompt --title).
    public var title: String?
    public var initialText = ""
    /// The initial text starts selected: the first key typed replaces it (zenity's --entry-text).
    public var initialSelected = false
    /// Typed text shows as dots.
    public var password = false
    /// The row highlighted at first (rofi -selected-row).
    public var selectedRow: Int?
    public var multiSelect = false
    /// Enter returns only rows, never typed text (rofi -no-custom).
    public var noCustom = false
    /// Typing that would match nothing is refused (rofi -only-match).
    public var onlyMatch = false
    /// Rows are Pango markup (rofi -markup-rows).
    public var markupRows = false
    /// Row icons (`label\0icon\x1fNAME`) are drawn (rofi -show-icons; rofi loads none without it).
    public var showIcons = false
    /// Rows drawn as active / urgent (rofi -a / -u), by input index.
    public var activeRows: [Int] = []
    public var urgentRows: [Int] = []
    /// The byte that negates a typed word at its start: rofi's -matching-negate-char ("-"
    /// unless set; `\0` turns it off). Nil for dmenu, which has none.
    public var negation: UInt8?
    /// The byte that ends a row (rofi -sep); NUL inside a row ends its text.
    public var separator: UInt8 = UInt8(ascii: "\n")
    /// A font as dmenu (`monospace:size=10`) or Pango (`Monospace 10`) names it.
    public var font: String?
    /// rofi's `-dpi` for a themed pick (`RofiDPI`): 0 the screen's, 1 the monitor's, above 1 that
    /// DPI; nil for rofi's default.
    public var dpi: Int?
    /// Colours, `#RGB` or `#RRGGBB`: normal and selected background and foreground.
    public var normalBackground: String?
    public var normalForeground: String?
    public var selectedBackground: String?
    public var selectedForeground: String?
    /// The monitor index (dmenu -m); nil for the one with the pointer or focus.
    public var monitor: Int?
    /// rofi's `-m` (rofi -dmenu, -show, and the script and ssh modes' menus): the pick opens where rofi 1.7.3's
    /// would, by rofi's rules, instead of dmenu's (`monitor`); nil for dmenu's.
    public var rofiMonitor: RofiMonitor?
    /// Width in pixels (rofi -width / dmenu -z patches); nil for the full monitor width.
    public var width: Int?
    /// Keys bound to rofi's -kb-custom-N: N (1…19) by key name (`Alt+1`).
    public var customKeys: [String: Int] = [:]
    /// A rofi user's whole key binding table, when they changed any binding (config.rasi, -kb-*):
    /// key name as rofi spells it with its modifiers (`Control+k`) → rofi's binding (`kb-row-up`,
    /// `kb-custom-3`); the pick then follows it alone (`RofiKeyActions`). Empty keeps the built-in keys.
    public var keyBindings: [String: String] = [:]
    /// rofi -window-title: the name in rofi's window title (`rofi - TITLE`).
    public var windowTitle: String?
    /// A rasi theme the pick is drawn with, as rofi draws it: `RasiFlatTheme.defaultName` (rofi's
    /// default theme) or the hash of a theme the client uploaded first (`theme`); nil: overlayd's look.
    public var theme: String?
    /// The -show mode whose menu this is (`drun`, a script mode's name): rofi names the window
    /// after it whatever the prompt says; nil for rofi -dmenu.
    public var modeName: String?
    /// The mode-switcher's buttons as rofi 1.7.3 lists its modes (-modi's, then -show's when not
    /// among them, ours or not), and which one is shown; empty: `modeName` alone.
    public var modeButtons: [String] = []
    public var modeButton = 0
    /// rofi's `sidebar-mode` (config.rasi, -sidebar-mode): mainbox's default children end with the
    /// mode-switcher, so a theme that names none still shows it.
    public var sidebarMode = false
    /// A window to cover the top (or bottom) of, instead of a monitor (dmenu -w, rofi -w):
    /// `0x…` or decimal, as those programs take it.
    public var embedWindow: String?

    /// Ctrl+Tab / Shift+Ctrl+Tab (and Shift+Right / Shift+Left) switch a launcher's modes.
    public var switchesModes = false
    /// Shift+Delete deletes the highlighted row (a launcher: closes a window, forgets a use).
    public var deletesEntries = false
    /// A choice leaves the window open and deaf until the client's next rows come under the
    /// same id (`reuse`), as rofi keeps its window while a script mode's script runs.
    public var holdsAfterChoice = false
    /// The id of this client's held menu, to show these rows in its window.
    public var reuse: String?
    /// rofi's combi: each mode's rows, so that `!d foo` keeps drun's (`CombiBang`).
    public var modeGroups: [PickModeGroup] = []

    /// A zenity dialog's window: WM_CLASS `zenity`, `Zenity` and this name, as zenity's own.
    public var dialogTitle: String?
    /// Tick boxes before the rows (`.zenity`), and the rows ticked at first (input indices).
    public var ticks: PickTicks?
    public var tickedRows: [Int] = []
    /// Typing finds a row that holds the text anywhere, not only at its start (zenity's --mid-search).
    public var midSearch = false
    /// Buttons under the rows, left to right (`.zenity`): the last accepts, the others cancel.
    public var buttons: [String] = []
    /// How many of `buttons`, at their end, are extra buttons after the accepting one (zenity's
    /// --extra-button): pressing the n-th answers with exit code `PickChoice.extraButton + n`.
    public var extraButtons = 0
    /// The extra buttons come first, before Cancel and the accepting one (password.c adds them
    /// before its own two; entry.c and tree.c after).
    public var extraButtonsFirst = false
    /// Tab and Shift+Tab move the focus as in a GTK dialog (zenity's list, a prompt with a user
    /// line or buttons), not along the rows or to complete the line.
    public var tabsLikeADialog: Bool { flavor == .zenity || userLine != nil || (flavor == .prompt && !buttons.isEmpty) }
    /// A line typed before the main one, after this label (zenity's --password --username): Tab
    /// goes from it to the main line, and the answer's text is both, a newline between.
    public var userLine: String?
    /// The menu ends by itself after this long, answering what it holds then (`PickChoice.timedOut`).
    public var timeoutMs: Int?
    /// zenity's --editable (`.zenity`): each row is its cells apart by `TreeCells.separator`, each
    /// cell edited in place (`TreeCells`); a chosen row answers with its cells as they stand.
    public var editable = false
    /// The cells (0-based, in a row's text) not drawn (zenity's --hide-column on an editable list).
    public var hiddenCells: [Int] = []
    /// Opens under this window (zenity's --attach) instead of centred; a window that is not there
    /// leaves it centred, as zenity's dialog then opens.
    public var attach: AttachTarget?
    /// Where the `attach` window is, in root coordinates: filled in by the daemon as it opens the
    /// menu (never sent).
    public var attachedFrame: Rect?

    public init() {}

    /// The menu window's `WM_NAME` and `_NET_WM_NAME`: rofi 1.7.3 names its window
    /// "rofi - " and its mode's display name (view.c): a -show mode's name (`modeName`), else
    /// for -dmenu the -p prompt, else -window-title, else "dmenu" (dmenu.c reads -p after
    /// -window-title). dmenu names no window at all; the prompt keeps overlayd's name.
    public var windowName: WindowName {
        if let dialogTitle { return .named(dialogTitle) }
        return switch flavor {
        case .rofi: .named("rofi - " + (modeName ?? prompt ?? windowTitle ?? "dmenu"))
        case .dmenu: .unnamed
        case .prompt, .zenity: .overlayd
        }
    }

    /// The menu window's `WM_CLASS`: the program's own, so window rules written for rofi,
    /// dmenu or zenity match it; nil (overlayd's) for the prompt.
    public var windowClass: WindowClass? {
        if dialogTitle != nil { return .zenity }
        return switch flavor {
        case .rofi: .rofi
        case .dmenu: .dmenu
        case .prompt, .zenity: nil
        }
    }

    /// rofi has -kb-custom-1 … -kb-custom-19 (exit codes 10 … 28).
    public static let maxCustomKey = 19
}
