// ScratchFolder: a folder of its own under the temporary directory for one test, removed after it.
import Foundation

enum ScratchFolder {
    static func make(_ name: String) throws -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(name + "-" + UUID().uuidString)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
