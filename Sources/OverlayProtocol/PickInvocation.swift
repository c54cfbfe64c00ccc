// PickInvocation: what a dmenu or rofi -dmenu command line asks for, once its flags are
// read: the menu (a PickSpec), how the answer is printed, and what to say or do at once.
import OverlayCore

public struct PickInvocation: Equatable, Sendable {
    public var spec = PickSpec()
    public var output: PickOutputFormat = .dmenu
    /// Lines for stderr (ignored flags of dmenu patches, rofi options we do not draw).
    public var warnings: [String] = []
    /// Print this and exit 0 without a menu (`-v`, `-help`).
    public var immediate: String?
    /// Read the rows from this file instead of stdin (rofi -input).
    public var inputFile: String?
    /// Print the rows the filter matches and exit (rofi -dump).
    public var dump = false
    /// dmenu -f: take the keyboard before reading stdin (we read first either way; kept for -v).
    public var grabFirst = false
    /// rofi -a / -u row lists, resolved with `RofiFlags.rows` once the rows are read.
    public var activeRows: String?
    public var urgentRows: String?

    public init() {}
}

/// How the chosen rows are printed.
public enum PickOutputFormat: Equatable, Sendable {
    /// The row's text, or the typed text, and a newline.
    case dmenu
    /// rofi -format: `s` text, `i` index, `d` index + 1, `q` quoted text, `p` text without
    /// Pango markup, `f` typed text, `F` quoted typed text; other characters as they are.
    case rofi(String)
}
