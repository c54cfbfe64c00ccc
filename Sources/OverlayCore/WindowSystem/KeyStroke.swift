// KeyStroke: one key press or release on a keyboard overlayd holds, as the window system
// reported it; what a screen reader is told of a key (AT-SPI2's DeviceEvent).

/// A key pressed or released while an overlay holds the keyboard.
public struct KeyStroke: Equatable, Sendable {
    public var pressed: Bool
    /// The keysym (`XK_b`, `XK_Escape`), at the level the modifiers select.
    public var keysym: UInt32
    /// The hardware keycode.
    public var keycode: UInt32
    /// The modifier and button state before the event (X's `state`).
    public var state: UInt32
    /// The window system's time of the event (ms).
    public var time: UInt32
    /// The keysym's name (`b`, `Escape`, `Down`).
    public var name: String
    /// What the key types ("" for none, "\u{1b}" for Escape).
    public var text: String

    public init(pressed: Bool, keysym: UInt32, keycode: UInt32, state: UInt32, time: UInt32, name: String, text: String) {
        self.pressed = pressed
        self.keysym = keysym
        self.keycode = keycode
        self.state = state
        self.time = time
        self.name = name
        self.text = text
    }

    /// The key's string as GTK gives it to screen readers (gtkaccessibility.c): the typed
    /// text when it is a visible character or Control is held, else the keysym's name
    /// (`space`, `Escape`, `Return`).
    public var eventString: String {
        let control: UInt32 = 1 << 2
        guard let first = text.unicodeScalars.first else { return name }
        let visible = first.properties.generalCategory != .control && first.properties.generalCategory != .spaceSeparator
            && !first.properties.isWhitespace
        return visible || state & control != 0 ? text : name
    }

    /// Whether the string is text (atk-bridge: its first character is printable).
    public var isText: Bool {
        guard let first = eventString.unicodeScalars.first else { return false }
        return first.properties.generalCategory != .control
    }
}
