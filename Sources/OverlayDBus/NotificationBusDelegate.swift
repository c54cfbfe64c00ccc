// NotificationBusDelegate: what the daemon answers for the bus; ServerInformation: who we say we are.
import OverlayCore

/// Receives the calls the daemon decides on. Called synchronously on the thread that calls
/// `NotificationBus.process()`, from inside it; calling the bus's `emit…` methods from here is fine.
public protocol NotificationBusDelegate: AnyObject {
    /// A `Notify` call. Returns the id the caller gets back: `request.replacesID` when that
    /// notification still exists and is replaced in place, otherwise a fresh non-zero id.
    func notify(_ request: NotificationRequest) -> UInt32
    /// A `CloseNotification` call. The specification asks the server to emit
    /// `NotificationClosed` with `.closedByCall` if the notification existed; the delegate
    /// does that (through `emitClosed`), since only it knows.
    func closeNotification(id: UInt32)
    /// Another process took `org.freedesktop.Notifications` over (it ran with `--replace`).
    /// The default does nothing.
    func notificationBusLostName()
}

extension NotificationBusDelegate {
    public func notificationBusLostName() {}
}

/// The reply to `GetServerInformation`.
public struct NotificationServerInformation: Sendable, Equatable {
    /// The server's product name.
    public var name: String
    /// Who makes it.
    public var vendor: String
    /// The server's version.
    public var version: String
    /// The version of the specification implemented.
    public var specVersion: String

    /// The four strings of the reply.
    public init(name: String, vendor: String, version: String, specVersion: String = "1.2") {
        self.name = name; self.vendor = vendor; self.version = version; self.specVersion = specVersion
    }

    /// `overlayd`, `overlayd`, `0.1`, `1.2`.
    public static let overlayd = NotificationServerInformation(name: "overlayd", vendor: "overlayd", version: "0.1")
}
