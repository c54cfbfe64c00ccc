// WindowID: a window of any client, by its X id; a value the logic and the fake window
// system pass around without Xlib.

/// An X window id of any client. Not owned: it may vanish at any time.
public struct WindowID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public init(_ raw: UInt) { self.rawValue = raw }
    public static let none = WindowID(0)
    public var description: String { "0x" + String(rawValue, radix: 16) }
}
