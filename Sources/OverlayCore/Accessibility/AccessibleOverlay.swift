// AccessibleOverlay: what a screen reader is told about one shown overlay and its parts.

/// One accessible object: a shown overlay (the top level of the tree under the
/// application), or a part of one (a button, a menu item). Built from the daemon's state
/// when a client asks or a listener needs events; the AT-SPI2 service only serves it.
public struct AccessibleOverlay: Hashable, Sendable {
    /// What kind of thing it is (the AT-SPI2 role).
    public enum Role: String, Hashable, Sendable {
        case notification, toolTip, alert, dialog, popupMenu, menu, panel
        case menuItem, checkMenuItem, radioMenuItem, pushButton, separator
        /// A line the user types into (a pick menu's input), and one whose text is hidden (`-password`).
        case text, passwordText
        /// The notification center's list, its entries, and its do-not-disturb switch.
        case list, listItem, toggleButton
        /// A dialog's parts: its text, a progress bar, a scale, a check box, a calendar.
        case label, progressBar, slider, checkBox, calendar
        /// A form's combo box (its chosen value the name's partner: the description).
        case comboBox
    }

    /// How urgently an announcement interrupts (the AT-SPI2 live-region politeness).
    public enum Politeness: Int32, Hashable, Sendable {
        case polite = 1
        case assertive = 2
    }

    /// One thing a screen reader can do with it.
    public struct Action: Hashable, Sendable {
        /// The action's name ("dismiss", "press", "click").
        public var name: String
        /// What it does, in words.
        public var description: String
        /// What the daemon does when it is invoked.
        public var effect: Effect
        /// The keys that do it, in ATK's `mnemonic;path;accelerator` form (`;;Ctrl+C`).
        public var keyBinding: String
        public init(name: String, description: String, effect: Effect, keyBinding: String = "") {
            self.name = name
            self.description = description
            self.effect = effect
            self.keyBinding = keyBinding
        }
    }

    /// What invoking an action does: the same as the click or key that does it on screen.
    public enum Effect: Hashable, Sendable {
        /// Dismisses the overlay (as a request would).
        case dismiss(overlay: OverlayID)
        /// Presses a button of the overlay (as a click on it would).
        case press(overlay: OverlayID, key: String)
        /// Chooses a menu item (as a click on its row would).
        case choose(menu: OverlayID, path: [Int])
        /// Chooses a pick menu's row, by its input index (as a click on it would).
        case pick(menu: OverlayID, row: Int)
        /// Acts on a notification in the notification center (as its key or click would).
        case center(CenterCommand)
    }

    /// Names the object among its siblings; the object's D-Bus path is its ancestors'
    /// keys and its own. Stable while the object lives (the overlay id, a button key,
    /// a menu item's index).
    public var key: String
    public var role: Role
    /// What is read first: a title, a label.
    public var name: String
    /// What follows the name: the text, with markup stripped.
    public var description: String
    /// The text it shows (the Text interface); nil when it has none.
    public var text: String?
    /// Where the caret is in `text` (Unicode scalars), for a line the user types into.
    public var caret: Int?
    /// The on-screen rectangle, in root coordinates.
    public var frame: Rect
    public var states: AccessibleStates
    public var actions: [Action]
    public var children: [AccessibleOverlay]
    /// Said as soon as it appears (a notification, an `--announce` popover).
    public var announcement: Politeness?
    /// The overlay's id (the `AccessibleId` property); empty for parts.
    public var overlayID: String
    /// A number it shows between two ends (the Value interface: a scale, a progress bar); nil: none.
    public var value: AccessibleValue?

    public init(key: String, role: Role, name: String, description: String = "", text: String? = nil, frame: Rect,
                states: AccessibleStates = [.showing, .visible, .enabled, .sensitive], actions: [Action] = [],
                children: [AccessibleOverlay] = [], announcement: Politeness? = nil, overlayID: String = "", caret: Int? = nil,
                value: AccessibleValue? = nil) {
        self.key = key
        self.role = role
        self.name = name
        self.description = description
        self.text = text
        self.caret = caret
        self.frame = frame
        self.states = states
        self.actions = actions
        self.children = children
        self.announcement = announcement
        self.overlayID = overlayID
        self.value = value
    }

    /// Whether one of its parts has the focus.
    public var hasFocusedPart: Bool { children.contains { $0.states.contains(.focused) || $0.hasFocusedPart } }

    /// The descendant at `path` (indices into `children`), or nil.
    public func descendant(at path: ArraySlice<Int>) -> AccessibleOverlay? {
        guard let first = path.first else { return self }
        guard children.indices.contains(first) else { return nil }
        return children[first].descendant(at: path.dropFirst())
    }
}

/// The AT-SPI2 states an object can be in (each bit is the `AtspiStateType` number).
public struct AccessibleStates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    private init(_ atspi: Int) { rawValue = 1 << UInt64(atspi) }

    /// ATSPI_STATE_ACTIVE: the active window (`--focus`).
    public static let active = AccessibleStates(1)
    /// ATSPI_STATE_CHECKED.
    public static let checked = AccessibleStates(4)
    /// ATSPI_STATE_EDITABLE: the user types into it (its text changes are reported).
    public static let editable = AccessibleStates(7)
    /// ATSPI_STATE_ENABLED.
    public static let enabled = AccessibleStates(8)
    /// ATSPI_STATE_EXPANDABLE: a notification center entry whose body is cut (Right shows it whole).
    public static let expandable = AccessibleStates(9)
    /// ATSPI_STATE_EXPANDED: a menu item whose submenu is open; an entry whose body is shown whole.
    public static let expanded = AccessibleStates(10)
    /// ATSPI_STATE_FOCUSABLE.
    public static let focusable = AccessibleStates(11)
    /// ATSPI_STATE_FOCUSED.
    public static let focused = AccessibleStates(12)
    /// ATSPI_STATE_MODAL.
    public static let modal = AccessibleStates(16)
    /// ATSPI_STATE_MULTI_LINE.
    public static let multiLine = AccessibleStates(17)
    /// ATSPI_STATE_SELECTABLE.
    public static let selectable = AccessibleStates(22)
    /// ATSPI_STATE_SELECTED.
    public static let selected = AccessibleStates(23)
    /// ATSPI_STATE_SENSITIVE.
    public static let sensitive = AccessibleStates(24)
    /// ATSPI_STATE_SHOWING.
    public static let showing = AccessibleStates(25)
    /// ATSPI_STATE_SINGLE_LINE.
    public static let singleLine = AccessibleStates(26)
    /// ATSPI_STATE_VISIBLE.
    public static let visible = AccessibleStates(30)
    /// ATSPI_STATE_IS_DEFAULT.
    public static let isDefault = AccessibleStates(39)
    /// ATSPI_STATE_CHECKABLE.
    public static let checkable = AccessibleStates(41)
    /// ATSPI_STATE_HAS_POPUP.
    public static let hasPopup = AccessibleStates(42)

    /// The states whose changes are reported as `object:state-changed:NAME`, with their names.
    public static let reported: [(AccessibleStates, String)] = [
        (.showing, "showing"), (.visible, "visible"), (.focused, "focused"), (.selected, "selected"),
        (.checked, "checked"), (.expanded, "expanded"), (.active, "active"), (.sensitive, "sensitive"), (.enabled, "enabled"),
    ]
}

/// What AT-SPI2's Value interface reads (Orca says a slider's or a progress bar's value from it):
/// the current number, its ends and its smallest step.
public struct AccessibleValue: Hashable, Sendable {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    public var increment: Double

    public init(current: Double, minimum: Double, maximum: Double, increment: Double) {
        self.current = current; self.minimum = minimum; self.maximum = maximum; self.increment = increment
    }
}
