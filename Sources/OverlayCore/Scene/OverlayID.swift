// OverlayID: who an overlay is. A client names its own (`--id`, or `p1`, `p2`…); the
// notifications, the notification center's panel and a container's "+N more" live in
// namespaces of their own, so a client's `--id n3` is never notification 3.

/// The identity of one overlay in the scene.
public enum OverlayID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// A client's id: `--id NAME` or one the daemon made up (`p1`, `p2`…).
    case named(String)
    /// Desktop notification N (org.freedesktop.Notifications), shown to clients as `nN`.
    case notification(UInt32)
    /// A container's "+N more", shown to clients as `+more:NAME`.
    case more(container: String)
    /// The notification center's panel (`overlayctl notifications center`), shown to clients as
    /// `center`, as `list` and `watch` name a menu or pick by its id.
    case center

    public init(stringLiteral value: String) { self = .named(value) }

    static let morePrefix = "+more:"
    static let centerName = "center"

    /// The id clients see in replies, events and `list`.
    public var description: String {
        switch self {
        case .named(let name): return name
        case .notification(let n): return "n\(n)"
        case .more(let name): return OverlayID.morePrefix + name
        case .center: return OverlayID.centerName
        }
    }

    /// The overlay a client's word names when no `.named` overlay has that name: `nN` is
    /// notification N, `+more:NAME` a container's counter and `center` the notification
    /// center's panel, as `list` shows them.
    public static func parsing(_ word: String) -> OverlayID? {
        if word == centerName { return .center }
        if word.hasPrefix("n"), let n = UInt32(word.dropFirst()), word.dropFirst().allSatisfy(\.isASCII) {
            return .notification(n)
        }
        if word.hasPrefix(morePrefix) { return .more(container: String(word.dropFirst(morePrefix.count))) }
        return nil
    }
}
