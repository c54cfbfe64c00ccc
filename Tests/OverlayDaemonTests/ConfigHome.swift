// ConfigHome: a throwaway XDG_CONFIG_HOME holding one overlayd/config.toml, and a daemon
// harness that has loaded it.
@testable import OverlayDaemon
import Foundation
import OverlayCore

final class ConfigHome {
    let path = NSTemporaryDirectory() + "overlayd-config-\(UUID().uuidString)"

    init(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/overlayd", withIntermediateDirectories: true)
        try text.write(toFile: path + "/overlayd/config.toml", atomically: true, encoding: .utf8)
    }

    /// The environment that points the daemon at it (and at no system-wide config).
    var environment: [String: String] { ["XDG_CONFIG_HOME": path, "XDG_CONFIG_DIRS": path + "/none"] }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

extension DaemonHarness {
    /// A daemon on `x` as `configure` sets it up, with `config` loaded.
    static func loaded(config: String, configure: (FakeWindowSystem) -> Void = { _ in }) throws -> DaemonHarness {
        let home = try ConfigHome(config)
        let d = try DaemonHarness(configure: configure, environment: home.environment)
        try d.controller.loadConfig()
        return d
    }
}
