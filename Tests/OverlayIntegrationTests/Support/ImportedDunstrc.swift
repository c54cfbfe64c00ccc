// ImportedDunstrc: a dunstrc carried over as a dunst user would: `overlayd --import-dunstrc`,
// `overlayd --check-config` on its output, then overlayd started on it.
import Foundation
import XCTest

struct ImportedDunstrc {
    /// What `--import-dunstrc` printed.
    let toml: String
    let daemon: DaemonProcess

    /// Imports `home/dunst/dunstrc` into `home/overlayd/config.toml` (both must exit 0) and
    /// starts overlayd on `display` and `bus` with `XDG_CONFIG_HOME=home`.
    init(home: TemporaryDirectory, bus: SessionBus, display: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let binary = try Executables.buildProduct("overlayd")
        let (status, toml) = try bus.run([binary, "--import-dunstrc", home.path + "/dunst/dunstrc"])
        XCTAssertEqual(status, 0, toml, file: file, line: line)
        let configDir = try home.makeSubdirectory("overlayd")
        try Data(toml.utf8).write(to: URL(fileURLWithPath: configDir + "/config.toml"))
        let check = try bus.run([binary, "--check-config", configDir + "/config.toml"])
        XCTAssertEqual(check.0, 0, check.1, file: file, line: line)
        self.toml = toml
        daemon = try DaemonProcess(display: display, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path])
    }
}
