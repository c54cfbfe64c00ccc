// RofiScriptOutput: what a rofi script mode's script printed (rofi-script(5)): its rows, cut
// at the delimiter (`\n` unless a `\0delim\x1f…` line set another), each with its row options
// (`label\0icon\x1f…`, as PickRows reads them), and the mode options: lines that start with a
// NUL (`\0prompt\x1fText`).

public struct RofiScriptOutput: Hashable, Sendable {
    /// The rows, each ended by `delimiter`, as PickRows reads them.
    public var rows: [UInt8] = []
    public var rowCount = 0
    public var delimiter: UInt8
    public var prompt: String?
    public var message: String?
    public var markupRows = false
    public var noCustom = false
    public var useHotKeys = false
    /// rofi's row lists (`1,3`, `2:4`), resolved with the row count.
    public var active: String?
    public var urgent: String?
    /// `data`: passed to the script's next call as ROFI_DATA (kept until a call sets another).
    public var data: String?
    /// `keep-selection`: choosing from these rows keeps the highlight where it was (or on
    /// `new-selection`) in the next call's rows, instead of the first.
    public var keepSelection = false
    public var newSelection: Int?
    /// `keep-filter`: choosing from these rows keeps the typed filter for the next call's rows
    /// (rofi clears it otherwise).
    public var keepFilter = false
    /// `theme`: a rasi snippet for the window (rofi applies it as -theme-str). Read and kept;
    /// drawn once the theme engine lands.
    public var theme: String?

    /// Reads `output`; `delimiter` is the one an earlier call set (rofi remembers it).
    public init(_ output: [UInt8], delimiter: UInt8 = 10) {
        self.delimiter = delimiter
        var start = 0
        while start < output.count {
            var end = start
            while end < output.count && output[end] != self.delimiter { end += 1 }
            let line = output[start..<end]
            start = end + 1
            if line.first == 0 {
                option(line.dropFirst())
            } else {
                rows += line
                rows.append(self.delimiter)
                rowCount += 1
            }
        }
    }

    /// A mode option line without its NUL: `key\x1fvalue`.
    private mutating func option(_ line: ArraySlice<UInt8>) {
        guard let sep = line.firstIndex(of: 0x1f) else { return }
        // rofi compares the keys with strcasecmp.
        let key = String(decoding: line[..<sep], as: UTF8.self).lowercased()
        let value = String(decoding: line[(sep + 1)...], as: UTF8.self)
        let on = value.lowercased() == "true"
        switch key {
        case "prompt": prompt = value
        case "message": message = value
        case "markup-rows": markupRows = on
        case "no-custom": noCustom = on
        case "use-hot-keys": useHotKeys = on
        case "active": active = value
        case "urgent": urgent = value
        case "data": data = value
        case "keep-selection": keepSelection = on
        case "new-selection": newSelection = Int(value)
        case "keep-filter": keepFilter = on
        case "theme": theme = value
        case "delim":
            if let d = value.utf8.first { delimiter = value == "\\n" ? 10 : d }
        default: break
        }
    }
}
