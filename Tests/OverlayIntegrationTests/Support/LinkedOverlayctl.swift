// LinkedOverlayctl: a temporary directory whose `ours` folder holds overlayctl linked under
// other programs' names (dmenu, rofi, zenity), to put first on a child's PATH, and a `home`.
import Foundation

struct LinkedOverlayctl {
    let dir: TemporaryDirectory
    /// The folder of links.
    let ours: String

    init(prefix: String, names: [String]) throws {
        dir = try TemporaryDirectory(prefix: prefix)
        ours = try dir.makeSubdirectory("ours")
        let ctl = try Executables.buildProduct("overlayctl")
        for name in names { try FileManager.default.createSymbolicLink(atPath: ours + "/" + name, withDestinationPath: ctl) }
        _ = try dir.makeSubdirectory("home")
    }
}
