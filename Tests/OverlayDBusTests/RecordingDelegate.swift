// RecordingDelegate: a NotificationBusDelegate that remembers what arrived and hands out ids.
import OverlayCore
import OverlayDBus

/// Records calls; closes like a daemon would (emitting NotificationClosed for a known id).
final class RecordingDelegate: NotificationBusDelegate {
    var requests: [NotificationRequest] = []
    var closed: [UInt32] = []
    var lostName = false
    private var nextID: UInt32 = 1
    weak var bus: NotificationBus?

    func notify(_ request: NotificationRequest) -> UInt32 {
        requests.append(request)
        if request.replacesID != 0 { return request.replacesID }
        defer { nextID += 1 }
        return nextID
    }

    func closeNotification(id: UInt32) {
        closed.append(id)
        bus?.emitClosed(id: id, reason: .closedByCall)
    }

    func notificationBusLostName() { lostName = true }
}
