// DunstControlDelegate: what the daemon answers on org.dunstproject.cmd0, the interface dunstctl calls.

/// A refused cmd0 call: the D-Bus error name and message dunstctl prints (`Error NAME: MESSAGE`).
public struct DunstControlError: Error, Equatable {
    public var name: String
    public var message: String

    /// org.freedesktop.DBus.Error.InvalidArgs with `message`, as dunst refuses a bad argument.
    public static func invalidArgs(_ message: String) -> DunstControlError {
        DunstControlError(name: "org.freedesktop.DBus.Error.InvalidArgs", message: message)
    }

    /// org.freedesktop.DBus.Error.Failed with `message`.
    public static func failed(_ message: String) -> DunstControlError {
        DunstControlError(name: "org.freedesktop.DBus.Error.Failed", message: message)
    }
}

/// The counts dunst publishes as properties (`displayedLength`, `waitingLength`, `historyLength`).
public struct DunstCounts: Equatable, Sendable {
    public var displayed: UInt32
    public var waiting: UInt32
    public var history: UInt32
    public init(displayed: UInt32, waiting: UInt32, history: UInt32) {
        self.displayed = displayed; self.waiting = waiting; self.history = history
    }
}

/// The daemon's side of dunst's control interface. Called on the thread that calls
/// `NotificationBus.process()`. Methods mirror dunst's (src/dbus.c); the daemon tells the bus
/// when a property changed with `NotificationBus.publishDunstState`.
public protocol DunstControlDelegate: AnyObject {
    /// ContextMenuCall: a menu of the shown notifications' actions and links.
    func dunstContextMenu() throws(DunstControlError)
    /// NotificationAction(number): the default action of the shown notification at `position`
    /// (0: the first in display order).
    func dunstAction(position: UInt32) throws(DunstControlError)
    /// NotificationClearHistory: forgets the history; returns how many were forgotten.
    func dunstClearHistory() -> UInt32
    /// NotificationCloseAll.
    func dunstCloseAll()
    /// NotificationCloseLast: closes the first notification in display order.
    func dunstCloseLast()
    /// NotificationListHistory: newest first.
    func dunstHistory() -> [BusRecord]
    /// NotificationShow (nil) and NotificationPopHistory(id): shows a closed one again.
    func dunstPopHistory(id: UInt32?)
    /// NotificationRemoveFromHistory: true when it was there.
    func dunstRemoveFromHistory(id: UInt32) -> Bool
    /// RuleEnable(name, state): 0 disables, 1 enables, 2 toggles.
    func dunstEnableRule(name: String, state: Int32) throws(DunstControlError)
    /// RuleList.
    func dunstRules() -> [BusRecord]
    /// ConfigReload(configs): returns the files read (for ConfigReloaded).
    func dunstReload(configs: [String]) throws(DunstControlError) -> [String]
    /// `pauseLevel` (0: not paused; `paused` is `pauseLevel > 0`).
    var dunstPauseLevel: UInt32 { get }
    /// Sets `pauseLevel` (dunst's maximum is 100).
    func dunstSetPauseLevel(_ level: UInt32)
    /// The three lengths.
    var dunstCounts: DunstCounts { get }
}
