// NotificationBusError: why the notification service could not start or went away.
#if canImport(Glibc)
import Glibc
#endif

/// Failures of `NotificationBus`. Each description reads `<problem>: <detail>`.
public enum NotificationBusError: Error, CustomStringConvertible, Equatable {
    /// Could not connect to the session bus at `address` (`nil`: the default user bus).
    case connect(address: String?, errno: Int32)
    /// `org.freedesktop.Notifications` has another owner. `owner` describes it
    /// (unique name, command, pid as far as known); `replaceTried` says whether we asked to
    /// replace it and it did not allow replacement.
    case nameTaken(owner: String, replaceTried: Bool)
    /// A bus call failed while setting up (`step` names it).
    case setup(step: String, errno: Int32)
    /// Processing the connection failed; the bus is unusable (usually: it went away).
    case connectionLost(errno: Int32)

    public var description: String {
        switch self {
        case .connect(let address, let e):
            return "cannot connect to the session bus: \(address ?? "default user bus"): \(Self.text(e))"
        case .nameTaken(let owner, false):
            return "another notification daemon owns org.freedesktop.Notifications: \(owner) (use --replace to take it over)"
        case .nameTaken(let owner, true):
            return "cannot replace the owner of org.freedesktop.Notifications, it does not allow replacement: \(owner)"
        case .setup(let step, let e):
            return "D-Bus setup failed: \(step): \(Self.text(e))"
        case .connectionLost(let e):
            return "lost the session bus: \(Self.text(e))"
        }
    }

    private static func text(_ e: Int32) -> String { String(cString: strerror(e)) }
}
