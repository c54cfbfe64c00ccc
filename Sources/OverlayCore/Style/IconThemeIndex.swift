// IconThemeIndex: one icon theme's index.theme (freedesktop Icon Theme Specification):
// its parents and the size, scale and kind of each directory.

/// One directory of an icon theme, as its index.theme describes it.
public struct IconThemeDirectory: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case fixed, scalable, threshold }
    /// Relative to the theme's folder, e.g. `48x48/apps`.
    public var path: String
    public var size: Int
    public var scale: Int
    public var kind: Kind
    public var minSize: Int
    public var maxSize: Int
    public var threshold: Int

    public init(path: String, size: Int, scale: Int = 1, kind: Kind = .threshold, minSize: Int? = nil, maxSize: Int? = nil,
                threshold: Int = 2) {
        self.path = path; self.size = size; self.scale = scale; self.kind = kind
        self.minSize = minSize ?? size; self.maxSize = maxSize ?? size; self.threshold = threshold
    }

    /// DirectoryMatchesSize of the specification.
    public func matches(size wanted: Int, scale wantedScale: Int) -> Bool {
        guard scale == wantedScale else { return false }
        switch kind {
        case .fixed: return size == wanted
        case .scalable: return minSize <= wanted && wanted <= maxSize
        case .threshold: return size - threshold <= wanted && wanted <= size + threshold
        }
    }

    /// DirectorySizeDistance of the specification: how far from `wanted` (at `wantedScale`)
    /// the icons of this directory are, in device pixels.
    public func distance(size wanted: Int, scale wantedScale: Int) -> Int {
        let want = wanted * wantedScale
        switch kind {
        case .fixed:
            return abs(size * scale - want)
        case .scalable:
            if want < minSize * scale { return minSize * scale - want }
            if want > maxSize * scale { return want - maxSize * scale }
            return 0
        case .threshold:
            if want < (size - threshold) * scale { return minSize * scale - want }
            if want > (size + threshold) * scale { return want - maxSize * scale }
            return 0
        }
    }
}

/// A theme's `[Icon Theme]` group and its directories.
public struct IconThemeIndex: Equatable, Sendable {
    public var inherits: [String]
    public var directories: [IconThemeDirectory]

    public init(inherits: [String] = [], directories: [IconThemeDirectory] = []) {
        self.inherits = inherits; self.directories = directories
    }

    /// Parses the text of an index.theme. Unknown keys and malformed lines are skipped (the
    /// specification asks readers to be lenient); a directory without a valid `Size` is left out.
    public init(parsing text: String) {
        var groups: [String: [String: String]] = [:]
        var group: String?
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = raw.blankTrimmed
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                group = String(line.dropFirst().dropLast())
                continue
            }
            guard let g = group, let eq = line.firstIndex(of: "=") else { continue }
            let key = String(line[..<eq]).blankTrimmed
            // Localized keys (`Name[de]`) are of no use for lookup.
            if key.contains("[") { continue }
            groups[g, default: [:]][key] = String(line[line.index(after: eq)...]).blankTrimmed
        }
        let main = groups["Icon Theme"] ?? [:]
        func list(_ key: String) -> [String] {
            (main[key] ?? "").split(separator: ",").map { String($0).blankTrimmed }.filter { !$0.isEmpty }
        }
        inherits = list("Inherits")
        var seen = Set<String>()
        directories = (list("Directories") + list("ScaledDirectories")).compactMap { path in
            guard seen.insert(path).inserted, let keys = groups[path], let size = keys["Size"].flatMap({ Int($0) }), size > 0
            else { return nil }
            let kind: IconThemeDirectory.Kind
            switch keys["Type"]?.lowercased() {
            case "fixed": kind = .fixed
            case "scalable": kind = .scalable
            default: kind = .threshold
            }
            return IconThemeDirectory(
                path: path, size: size, scale: keys["Scale"].flatMap { Int($0) }.map { max(1, $0) } ?? 1, kind: kind,
                minSize: keys["MinSize"].flatMap { Int($0) }, maxSize: keys["MaxSize"].flatMap { Int($0) },
                threshold: keys["Threshold"].flatMap { Int($0) } ?? 2)
        }
    }
}

extension StringProtocol {
    fileprivate var blankTrimmed: String {
        let chars = Array(self)
        var start = 0, end = chars.count
        while start < end, chars[start] == " " || chars[start] == "\t" { start += 1 }
        while end > start, chars[end - 1] == " " || chars[end - 1] == "\t" { end -= 1 }
        return String(chars[start..<end])
    }
}
