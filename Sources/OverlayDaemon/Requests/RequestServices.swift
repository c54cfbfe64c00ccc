// RequestServices: what the request router needs from the daemon around the Controller (the
// FIFO, the picture loader, the launcher's indexer, the buses), which the Daemon provides.
import OverlayCore
import OverlayProtocol

protocol RequestServices: AnyObject {
    /// Serves every line already written to the FIFO.
    func drainFIFO()
    /// Whether a launcher must wait for its environment's index to be read (the environment's
    /// first launcher, or a folder changed); when not, the Controller is handed that index.
    func holdsLaunch(_ spec: LaunchSpec) -> Bool
    /// Pictures asked for are still loading.
    var picturesLoading: Bool { get }
    /// The counters of the services beside the Controller (accessibility, notifications).
    var serviceStats: [(String, JSONValue)] { get }
    /// Reloads the config through `load`, with what hangs on it: a bus to connect again, the icon theme.
    func reload(_ load: () -> JSONValue) -> JSONValue
    /// Answers a `notifications` command; nil when no notification service runs.
    func notificationCommand(_ command: NotificationCommand) -> JSONValue?
    /// Runs `body` as a client's request, so the notifications it closes are closed by the client.
    func asClientRequest(_ body: () -> JSONValue) -> JSONValue
}
