// LauncherRows: a launcher's rows as a pick menu's input: the label the matcher reads, the
// words it also matches (rofi's -drun-match-fields: generic name, exec, categories,
// keywords) as `meta`, and what is drawn (`display`), in PickRows' bytes.

public struct LauncherRow: Hashable, Sendable {
    public var label: String
    public var display: String?
    public var meta: [String]
    public var icon: String?
    public init(label: String, display: String? = nil, meta: [String] = [], icon: String? = nil) {
        self.label = label; self.display = display; self.meta = meta; self.icon = icon
    }

    /// An application as rofi's drun lists it: `Name (GenericName)`, matched over
    /// `fields` (rofi's names: name, generic, exec, categories, keywords).
    public init(_ e: DesktopEntry, fields: Set<String>) {
        label = fields.contains("name") ? e.application.map { "\($0) - \(e.name)" } ?? e.name : ""
        display = e.genericName.map { "\(e.application.map { "\($0) - " } ?? "")\(e.name) (\($0))" }
            ?? (fields.contains("name") ? nil : e.name)
        var m: [String] = []
        if fields.contains("generic"), let g = e.genericName { m.append(g) }
        if fields.contains("exec"), let x = e.exec { m.append(x) }
        if fields.contains("categories") { m += e.categories }
        if fields.contains("keywords") { m += e.keywords }
        meta = m
        icon = e.icon
    }

    /// rofi 1.7.3's -drun-match-fields default.
    public static let defaultMatchFields: Set<String> = ["name", "generic", "exec", "categories", "keywords"]
}

extension PickRows {
    /// Rows for a launcher: `label\0display\x1f…\x1fmeta\x1f…\n` each (newlines, NULs and
    /// unit separators in a field become spaces).
    public init(launcher rows: [LauncherRow]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows.count * 64)
        func add(_ s: String) {
            for b in s.utf8 { bytes.append(b == 10 || b == 0 || b == 0x1f ? 32 : b) }
        }
        for r in rows {
            add(r.label)
            var options: [(String, String)] = []
            if let d = r.display { options.append(("display", d)) }
            if !r.meta.isEmpty { options.append(("meta", r.meta.joined(separator: " "))) }
            if let i = r.icon { options.append(("icon", i)) }
            if !options.isEmpty {
                bytes.append(0)
                for (n, (k, v)) in options.enumerated() {
                    if n > 0 { bytes.append(0x1f) }
                    add(k)
                    bytes.append(0x1f)
                    add(v)
                }
            }
            bytes.append(10)
        }
        self.init(bytes: bytes)
    }
}
