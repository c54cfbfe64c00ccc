// NotificationSignalSink: the signals the notification center sends. The session bus sends
// them in the daemon; the tests record them, so the center runs without a bus.
import OverlayCore
import OverlayDBus

protocol NotificationSignalSink: AnyObject {
    @discardableResult func emitClosed(id: UInt32, reason: NotificationCloseReason) -> Bool
    @discardableResult func emitActionInvoked(id: UInt32, key: String) -> Bool
    @discardableResult func emitReplied(id: UInt32, text: String) -> Bool
    @discardableResult func emitActivationToken(id: UInt32, token: String) -> Bool
    func emitHistoryRemoved(id: UInt32)
    func emitHistoryCleared(count: UInt32)
    /// dunst's PropertiesChanged for what changed since the last call.
    func publishDunstState()
}

extension NotificationBus: NotificationSignalSink {}
