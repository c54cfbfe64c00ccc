// PickRows: the rows of a dmenu/rofi-style menu as they came in: one byte buffer cut at a
// separator, kept as bytes so that what is printed back is exactly what was read.

/// The rows of a pick menu. One contiguous buffer and two offsets per row: 100,000 rows
/// cost the input's bytes plus 800 KB, not 100,000 strings.
public struct PickRows: Sendable {
    /// The input, unchanged.
    public let bytes: [UInt8]
    /// Per row: where its text starts and ends (the end is the separator, the end of the
    /// input, or the first NUL), and where its row options end (the separator).
    private var starts: [Int32] = []
    private var textEnds: [Int32] = []
    private var optionEnds: [Int32] = []

    /// Cuts `bytes` at `separator`. A separator at the very end ends the last row (it does not
    /// start an empty one), as with `getline`. A NUL ends a row's text: dmenu sees a C string
    /// there, rofi starts the row options (`label\0icon\x1fNAME`).
    public init(bytes: [UInt8], separator: UInt8 = UInt8(ascii: "\n")) {
        self.bytes = bytes
        let n = bytes.count
        guard n > 0, n < Int(Int32.max) else { return }
        bytes.withUnsafeBufferPointer { b in
            var start = 0
            while start < n {
                var end = start
                var nul = -1
                while end < n && b[end] != separator {
                    if nul < 0 && b[end] == 0 { nul = end }
                    end += 1
                }
                starts.append(Int32(start))
                textEnds.append(Int32(nul >= 0 ? nul : end))
                optionEnds.append(Int32(end))
                start = end + 1
            }
        }
    }

    public var count: Int { starts.count }

    /// Row `i`'s text bytes (up to the separator or the first NUL).
    public func text(_ i: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[i])..<Int(textEnds[i])]
    }

    /// Where row `i`'s text lies in `bytes`.
    public func textRange(_ i: Int) -> Range<Int> { Int(starts[i])..<Int(textEnds[i]) }

    /// Row `i`'s text for display: invalid UTF-8 becomes U+FFFD.
    public func label(_ i: Int) -> String { String(decoding: text(i), as: UTF8.self) }

    /// Row `i`'s label from its first `limit` bytes only: what a screen can show of a
    /// megabyte line, without decoding all of it on every repaint.
    public func label(_ i: Int, limit: Int) -> String {
        let t = text(i)
        return String(decoding: t.prefix(limit), as: UTF8.self)
    }

    /// Row `i`'s rofi row options (after the NUL: `key\x1fvalue` pairs separated by `\x1f`).
    public func options(_ i: Int) -> PickRowOptions {
        let end = Int(optionEnds[i]), textEnd = Int(textEnds[i])
        guard textEnd < end else { return PickRowOptions() }
        return PickRowOptions(bytes[(textEnd + 1)..<end])
    }

    /// Where the value of row `i`'s option `key` lies in `bytes` (the last one when it repeats, as
    /// `PickRowOptions` reads them); nil when the row has none. Read off the bytes alone, so a
    /// matcher that wants one option of every row makes no strings of the others.
    public func optionRange(_ i: Int, key: StaticString) -> Range<Int>? {
        let end = Int(optionEnds[i]), textEnd = Int(textEnds[i])
        guard textEnd < end else { return nil }
        return bytes.withUnsafeBufferPointer { b in
            let k = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
            var found: Range<Int>?
            var field = textEnd + 1
            while field < end {
                var keyEnd = field
                while keyEnd < end && b[keyEnd] != 0x1f { keyEnd += 1 }
                guard keyEnd < end else { break }
                var valueEnd = keyEnd + 1
                while valueEnd < end && b[valueEnd] != 0x1f { valueEnd += 1 }
                if keyEnd - field == k.count && (0..<k.count).allSatisfy({ b[field + $0] == k[$0] }) {
                    found = (keyEnd + 1)..<valueEnd
                }
                field = valueEnd + 1
            }
            return found
        }
    }

    /// The rows whose text contains `needle` (non-empty), searching `hay` (the input, or a
    /// case-folded copy of it) in one pass: a word at a time for the needle's first byte,
    /// then each hit is mapped to its row, and the rest of that row is skipped.
    /// `startsARow` tells whether any of them begins with it.
    public func rows(containing needle: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>,
                     startsARow: inout Bool) -> [Int32] {
        var out: [Int32] = []
        startsARow = false
        guard let first = needle.first, !starts.isEmpty else { return out }
        let m = needle.count
        var row = 0
        var i = 0
        while let p = PickRows.find(first, in: hay, from: i, to: hay.count - m + 1) {
            var k = 1
            while k < m && hay[p + k] == needle[k] { k += 1 }
            guard k == m else { i = p + 1; continue }
            while row + 1 < starts.count && Int(starts[row + 1]) <= p { row += 1 }
            if p + m <= Int(textEnds[row]) {
                if p == Int(starts[row]) { startsARow = true }
                out.append(Int32(row))
                row += 1
                guard row < starts.count else { break }
                i = Int(starts[row])
            } else {
                i = p + 1
            }
        }
        return out
    }

    /// The first index in `from..<to` where `hay` holds `byte`: blocks of 32 bytes without it
    /// are passed over with two 16-byte compares (SSE2; the lanes' mask read as two words, not
    /// through `any`, which goes lane by lane), then eight bytes at a time.
    @inline(__always)
    static func find(_ byte: UInt8, in hay: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int? {
        guard let base = hay.baseAddress, from < end else { return nil }
        let raw = UnsafeRawPointer(base)
        var i = from
        let wide = SIMD16<UInt8>(repeating: byte)
        while i + 32 <= end {
            let a = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let b = raw.loadUnaligned(fromByteOffset: i + 16, as: SIMD16<UInt8>.self)
            let m = unsafeBitCast(SIMD16<UInt8>(repeating: 0).replacing(with: 0xff, where: (a .== wide) .| (b .== wide)),
                                  to: SIMD2<UInt64>.self)
            if m[0] | m[1] != 0 { break }
            i += 32
        }
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        while i + 8 <= end {
            let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ pattern
            let zero = (w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080
            if zero != 0 { return i + (zero.trailingZeroBitCount >> 3) }
            i += 8
        }
        while i < end {
            if hay[i] == byte { return i }
            i += 1
        }
        return nil
    }

    /// Whether any row carries row options (a NUL in it).
    public var hasOptions: Bool { zip(textEnds, optionEnds).contains { $0 != $1 } }
}

/// A row's options, rofi's `label\0icon\x1fNAME\x1fmeta\x1fWORDS\x1fnonselectable\x1ftrue`.
public struct PickRowOptions: Hashable, Sendable {
    public var icon: String?
    /// Extra words the filter matches but nobody sees.
    public var meta: String?
    public var nonSelectable = false
    /// Shown instead of the label when set (rofi's `display`).
    public var display: String?
    /// rofi's `info`: printed by `-format` nothing; kept for completeness of the row.
    public var info: String?

    public init() {}

    /// Parses `key\x1fvalue\x1fkey\x1fvalue…`; unknown keys are ignored.
    public init(_ bytes: ArraySlice<UInt8>) {
        let fields = bytes.split(separator: 0x1f, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        var i = 0
        while i + 1 < fields.count {
            let value = fields[i + 1]
            switch fields[i] {
            case "icon": icon = value
            case "meta": meta = value
            case "nonselectable": nonSelectable = value == "true"
            case "display": display = value
            case "info": info = value
            default: break
            }
            i += 2
        }
    }
}
