// XSettings: the `_XSETTINGS_SETTINGS` property an xsettings manager (the desktop's settings
// daemon) keeps on its selection window, decoded (freedesktop XSETTINGS specification).

/// The settings of an `_XSETTINGS_SETTINGS` property, by name: strings (`Net/IconThemeName`,
/// `Gtk/FontName`…) and integers (`Xft/DPI`, in 1024ths of a dot per inch). Colours are skipped.
public enum XSettings {
    public struct Values: Equatable, Sendable {
        public var strings: [String: String] = [:]
        public var integers: [String: Int] = [:]
        public init() {}

        /// `Xft/DPI` in dots per inch; nil when unset or not positive.
        public var dpi: Double? {
            guard let v = integers["Xft/DPI"], v > 0 else { return nil }
            return Double(v) / 1024
        }
    }

    /// The string settings only.
    public static func strings(_ bytes: [UInt8]) -> [String: String] { decode(bytes).strings }

    /// Decodes the property's bytes; a truncated or malformed list gives what came before it.
    public static func decode(_ bytes: [UInt8]) -> Values {
        var result = Values()
        guard bytes.count >= 12 else { return result }
        let bigEndian = bytes[0] == 1   // MSBFirst
        var at = 4
        func card(_ size: Int) -> Int? {
            guard at + size <= bytes.count else { return nil }
            var v = 0
            for k in 0..<size { v |= Int(bytes[at + (bigEndian ? size - 1 - k : k)]) << (8 * k) }
            at += size
            return v
        }
        func padded(_ n: Int) -> Int { (n + 3) & ~3 }
        _ = card(4) // serial
        guard let count = card(4) else { return result }
        for _ in 0..<min(count, 10_000) {
            guard at + 4 <= bytes.count else { break }
            let type = bytes[at]
            at += 2
            guard let nameLength = card(2), at + padded(nameLength) <= bytes.count else { break }
            let name = String(decoding: bytes[at..<(at + nameLength)], as: UTF8.self)
            at += padded(nameLength)
            guard card(4) != nil else { break } // last-change serial
            switch type {
            case 0: // integer: INT32
                guard let v = card(4) else { return result }
                result.integers[name] = Int(Int32(truncatingIfNeeded: v))
            case 1: // string
                guard let length = card(4), at + padded(length) <= bytes.count else { return result }
                result.strings[name] = String(decoding: bytes[at..<(at + length)], as: UTF8.self)
                at += padded(length)
            case 2: // colour: four CARD16
                guard card(8) != nil else { return result }
            default:
                return result
            }
        }
        return result
    }
}
