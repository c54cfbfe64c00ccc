// ColorFiles: what `pick-color` reads and writes on the client's side: a palette file
// (`--palette FILE`: `#rrggbb [name]` lines, or GIMP's `R G B name` lines) and the recent
// colours, kept newest first in $XDG_STATE_HOME/overlayd/recent-colors.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore
import OverlaySystem

enum ColorFiles {
    /// The colours of a palette file; nil when it cannot be read.
    static func palette(_ path: String) -> [String]? {
        guard let text = read(path) else { return nil }
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = words.first else { return nil }
            if let c = ColorChooserSpec.normalized(String(first)), first.hasPrefix("#") { return c }
            // GIMP's .gpl: three numbers 0-255, then a name.
            let rgb = words.prefix(3).compactMap { Int($0) }.filter { (0...255).contains($0) }
            guard rgb.count == 3 else { return nil }
            return "#" + rgb.map { n in (n < 16 ? "0" : "") + String(n, radix: 16) }.joined()
        }
    }

    /// Where the recent colours are kept.
    static var recentPath: String? {
        if let state = getenv("XDG_STATE_HOME"), state.pointee != 0 { return String(cString: state) + "/overlayd/recent-colors" }
        guard let home = getenv("HOME"), home.pointee != 0 else { return nil }
        return String(cString: home) + "/.local/state/overlayd/recent-colors"
    }

    static func recent() -> [String] {
        guard let path = recentPath, let text = read(path) else { return [] }
        return text.split(separator: "\n").compactMap { ColorChooserSpec.normalized(String($0)) }
    }

    /// Puts `color` first among the recent ones (once), keeping `ColorChooser.recentLimit`.
    static func remember(_ color: String) {
        guard let path = recentPath else { return }
        let kept = ([color] + recent().filter { $0 != color }).prefix(ColorChooser.recentLimit)
        // Colours that cannot be kept are only a shorter recent row next time.
        try? FileReplacement.replace(path, with: kept.joined(separator: "\n") + "\n", mode: 0o644, folderMode: 0o700)
    }

    /// A palette, not a database: a longer file is read only as far as its first MiB.
    private static func read(_ path: String) -> String? {
        (try? FileContents.read(path, limit: 1 << 20, overLimit: .cut))?.map { String(decoding: $0, as: UTF8.self) }
    }
}
