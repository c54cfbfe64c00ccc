// Executables: finds programs on PATH and the binaries SwiftPM built next to the test bundle.
#if canImport(Glibc)
import Glibc
#endif
import Foundation

enum Executables {
    /// The absolute path of `name` on `$PATH`, or nil.
    static func find(_ name: String) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = "\(dir)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Like `find`, but a missing program is an error naming the package to install.
    static func require(_ name: String, package: String) throws -> String {
        guard let path = find(name) else {
            throw HarnessError.missingTool("\(name) is not on PATH (apt-get install \(package))")
        }
        return path
    }

    /// The directory holding the running test binary. On Linux `swift test` runs
    /// `<scratch>/<triple>/debug/overlaydPackageTests.xctest`, itself an ELF executable, so
    /// `/proc/self/exe` names it; `overlayd` and `overlayctl` are built beside it.
    static var buildProductsDirectory: String {
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return (exe as NSString).deletingLastPathComponent
        }
        return (Bundle.main.bundlePath as NSString).deletingLastPathComponent
    }

    /// The path of a product built with the tests (`overlayd`, `overlayctl`).
    static func buildProduct(_ name: String) throws -> String {
        let path = buildProductsDirectory + "/" + name
        guard access(path, X_OK) == 0 else {
            throw HarnessError.missingTool("\(name) is not built next to the tests: \(path) (run swift build --build-tests)")
        }
        return path
    }
}
