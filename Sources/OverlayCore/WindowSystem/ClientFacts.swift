// ClientFacts: what the window switcher (rofi -show window) shows of another client's
// window: its title, WM_CLASS, desktop and icon.

public struct ClientFacts: Hashable, Sendable {
    /// `_NET_WM_NAME`, else `WM_NAME`.
    public var title: String?
    public var windowClass: WindowClass?
    /// `_NET_WM_DESKTOP` (0xFFFFFFFF: all desktops).
    public var desktop: Int?

    public init(title: String? = nil, windowClass: WindowClass? = nil, desktop: Int? = nil) {
        self.title = title
        self.windowClass = windowClass
        self.desktop = desktop
    }
}
