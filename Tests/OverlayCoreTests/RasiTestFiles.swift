// RasiTestFiles: the file systems the rasi tests hand the loader — files in memory, and the real disk.
import Foundation
import OverlayCore

/// Files given as a dictionary of absolute paths.
struct MemoryRasiFiles: RasiFileSystem {
    var files: [String: String]
    var currentDirectory = "/work"

    func exists(_ path: String) -> Bool { files[RasiPath.absolute(path, base: currentDirectory)] != nil || isDirectory(path) }
    func isRegularFile(_ path: String) -> Bool { files[RasiPath.absolute(path, base: currentDirectory)] != nil }
    func read(_ path: String) -> Result<String, RasiLoadFailure> {
        let full = RasiPath.absolute(path, base: currentDirectory)
        guard let text = files[full] else { return .failure(RasiLoadFailure(path: full, reason: "No such file or directory")) }
        return .success(text)
    }
    private func isDirectory(_ path: String) -> Bool {
        let full = RasiPath.absolute(path, base: currentDirectory) + "/"
        return files.keys.contains { $0.hasPrefix(full) }
    }
}

/// The real disk, for rofi's own themes.
struct DiskRasiFiles: RasiFileSystem {
    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
    func isRegularFile(_ path: String) -> Bool {
        var dir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &dir) && !dir.boolValue
    }
    func read(_ path: String) -> Result<String, RasiLoadFailure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(RasiLoadFailure(path: path, reason: "No such file or directory"))
        }
        return .success(String(decoding: data, as: UTF8.self))
    }
    var currentDirectory: String { FileManager.default.currentDirectoryPath }
}

extension RasiSearchPaths {
    /// A user with nothing of their own: home /home/u.
    static let testUser = RasiSearchPaths(home: "/home/u", configHome: "/home/u/.config", dataHome: "/home/u/.local/share",
                                          systemConfigDirs: ["/etc/xdg"])
}

/// Loads text as `-theme-str` over nothing (no default configuration), for grammar tests.
func rasiLoad(_ text: String, files: [String: String] = [:], environment: [String: String] = [:]) -> RasiLoad {
    let loader = RasiLoader(files: MemoryRasiFiles(files: files), paths: .testUser, environment: environment)
    var load = RasiLoad()
    loader.parseString(text, into: &load)
    return load
}
