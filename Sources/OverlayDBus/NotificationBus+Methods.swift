// NotificationBus+Methods: the four method handlers of org.freedesktop.Notifications.
#if canImport(Glibc)
import Glibc
#endif
import CSDBusShim
import OverlaySDBus
import OverlayCore

extension NotificationBus {
    /// Handles one method call; the result is what an sd-bus handler returns.
    func handle(_ method: csd_method, _ call: BusMessageReader, _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
        switch method {
        case CSD_METHOD_NOTIFY:
            let arguments: NotifyArguments
            do {
                arguments = try call.notifyArguments()
            } catch let e {
                return sd_bus_error_set(error, csd_error_invalid_args, "Notify: unreadable arguments: \(e)")
            }
            guard let delegate else {
                return sd_bus_error_set(error, csd_error_failed, "Notify: the daemon is not ready")
            }
            return csd_reply_u(call.message, delegate.notify(NotificationRequest(arguments)))
        case CSD_METHOD_CLOSE_NOTIFICATION:
            guard let id = try? call.uint32() else {
                return sd_bus_error_set(error, csd_error_invalid_args, "CloseNotification: expected an id")
            }
            delegate?.closeNotification(id: id)
            return csd_reply_empty(call.message)
        case CSD_METHOD_GET_CAPABILITIES:
            let copies = capabilities.map { strdup($0) }
            defer { copies.forEach { free($0) } }
            let pointers = copies.map { UnsafePointer($0) }
            return pointers.withUnsafeBufferPointer { csd_reply_as(call.message, $0.baseAddress, $0.count) }
        case CSD_METHOD_GET_SERVER_INFORMATION:
            let info = serverInformation
            return csd_reply_ssss(call.message, info.name, info.vendor, info.version, info.specVersion)
        default:
            return -EOPNOTSUPP
        }
    }
}
