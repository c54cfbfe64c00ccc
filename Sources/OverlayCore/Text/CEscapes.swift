// CEscapes: GLib's g_strcompress, which rofi uses for a rasi string and zenity for a
// separator: the C escapes of a text expanded.

public enum CEscapes {
    /// `\b \f \n \r \t \v` and octal `\NNN` (at most three digits) expanded; any other escaped
    /// byte stands for itself, and a lone backslash at the end is kept.
    public static func compress<Bytes: Collection<UInt8>>(_ text: Bytes) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var bytes = Array(text)[...]
        while let b = bytes.popFirst() {
            guard b == UInt8(ascii: "\\"), let e = bytes.popFirst() else { out.append(b); continue }
            switch e {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var v = Int(e - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let d = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(d) else { break }
                    v = v * 8 + Int(d - UInt8(ascii: "0"))
                    bytes.removeFirst()
                }
                out.append(UInt8(truncatingIfNeeded: v))
            case UInt8(ascii: "b"): out.append(8)
            case UInt8(ascii: "f"): out.append(12)
            case UInt8(ascii: "n"): out.append(10)
            case UInt8(ascii: "r"): out.append(13)
            case UInt8(ascii: "t"): out.append(9)
            case UInt8(ascii: "v"): out.append(11)
            default: out.append(e)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
