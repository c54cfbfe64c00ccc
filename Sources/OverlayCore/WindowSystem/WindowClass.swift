// WindowClass: a window's ICCCM WM_CLASS, instance and class name: what window-manager and
// compositor rules (`class_g = 'Rofi'`, i3's `for_window [class="dmenu"]`) match on.

public struct WindowClass: Hashable, Sendable {
    /// The first string (`res_name`): `rofi`, `dmenu`.
    public var instance: String
    /// The second string (`res_class`): `Rofi`, `dmenu`.
    public var name: String

    public init(instance: String, name: String) { self.instance = instance; self.name = name }

    /// Every overlay window's own: `overlayd`, `Overlayd`.
    public static let overlayd = WindowClass(instance: "overlayd", name: "Overlayd")
    /// rofi 1.7.3's `rofi\0Rofi` (view.c).
    public static let rofi = WindowClass(instance: "rofi", name: "Rofi")
    /// dmenu 5.2's `XClassHint ch = {"dmenu", "dmenu"}`.
    public static let dmenu = WindowClass(instance: "dmenu", name: "dmenu")
    /// GTK's for zenity 3.44: its program name, capitalised.
    public static let zenity = WindowClass(instance: "zenity", name: "Zenity")

    /// The property's bytes: both strings, each NUL-terminated, as Xlib's XSetClassHint writes them.
    public var propertyBytes: [UInt8] { Array(instance.utf8) + [0] + Array(name.utf8) + [0] }
}
