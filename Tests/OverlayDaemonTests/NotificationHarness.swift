// NotificationHarness: a DaemonHarness with a notification service, as the daemon wires one:
// its config file and state directory in a temp home, its signals in a recorder (its own
// overlays' events reach it from the Controller, typed).
@testable import OverlayDaemon
import Foundation
import Logging
import OverlayCore
import OverlayProtocol
import XCTest

final class NotificationHarness {
    let home: String
    let d: DaemonHarness
    let center: NotificationService
    let signals = SignalRecorder()
    var state: String { home + "/state/overlayd" }

    /// A daemon whose config says `config`; `home` is kept across a restart when given.
    init(config: String = "", home: String? = nil, configure: (FakeWindowSystem) -> Void = { _ in }) throws {
        self.home = home ?? NSTemporaryDirectory() + "overlayd-center-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: self.home + "/overlayd", withIntermediateDirectories: true)
        try config.write(toFile: self.home + "/overlayd/config.toml", atomically: true, encoding: .utf8)
        d = try DaemonHarness(configure: configure, environment: ["XDG_CONFIG_HOME": self.home, "XDG_CONFIG_DIRS": self.home + "/none"])
        XCTAssertNoThrow(try d.controller.loadConfig())
        center = NotificationService(bus: nil, controller: d.controller, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() },
                                     stateDirectory: self.home + "/state/overlayd")
        center.signals = signals
    }

    func removeHome() { try? FileManager.default.removeItem(atPath: home) }

    /// Sends a notification that stays until closed; returns its id.
    @discardableResult
    func notify(_ summary: String, app: String = "test", body: String = "", actions: [String] = [],
                hints: [String: NotificationHintValue] = [:]) -> UInt32 {
        let id = center.notify(NotificationRequest(NotifyArguments(appName: app, summary: summary, body: body,
                                                                   actions: actions, hints: hints, expireTimeout: 0)))
        d.pump()
        return id
    }

    /// Sends a notification and closes it, so it goes to the history; returns its id.
    @discardableResult
    func past(_ summary: String, app: String = "test", body: String = "", actions: [String] = [],
              hints: [String: NotificationHintValue] = [:]) -> UInt32 {
        let id = notify(summary, app: app, body: body, actions: actions, hints: hints)
        center.close(id)
        d.pump()
        return id
    }

    /// The reply of `overlayctl notifications …`.
    @discardableResult
    func command(_ words: String) -> JSONValue {
        do throws(UsageError) {
            guard case .notifications(let c) = try RequestParser.parse(line: Array("notifications \(words)".utf8)) else {
                return Reply.error("not a notifications command")
            }
            return center.handle(c)
        } catch {
            return Reply.error(error.message)
        }
    }
}
