// NotificationCloseReason: why a notification went away, as the NotificationClosed signal says.

/// The `reason` argument of `NotificationClosed` (Desktop Notifications Specification 1.2).
public enum NotificationCloseReason: UInt32, Sendable, CaseIterable, CustomStringConvertible {
    /// 1: the notification expired.
    case expired = 1
    /// 2: the user dismissed it.
    case dismissed = 2
    /// 3: closed by a call to `CloseNotification`.
    case closedByCall = 3
    /// 4: undefined or reserved reasons.
    case undefined = 4

    public var description: String {
        switch self {
        case .expired: "expired"
        case .dismissed: "dismissed"
        case .closedByCall: "closed by call"
        case .undefined: "undefined"
        }
    }
}
