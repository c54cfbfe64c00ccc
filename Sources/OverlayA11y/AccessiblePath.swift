// AccessiblePath: the D-Bus object path of an accessible object, from its keys.

/// Keys from the application root to an object, and its D-Bus path:
/// `/org/a11y/atspi/accessible/root/<key>/<key>…`, each key escaped to `[A-Za-z0-9_]`
/// (`_` and every other byte become `_XX` in hex), so any overlay id makes a valid path
/// and a path names one object for as long as it lives.
struct AccessiblePath: Hashable {
    var keys: [String]

    static let root = AccessiblePath(keys: [])

    init(keys: [String]) { self.keys = keys }

    /// The object a D-Bus path names; nil for paths outside the tree.
    init?(objectPath: String) {
        let prefix = AccessibilityBus.rootPath
        guard objectPath.hasPrefix(prefix) else { return nil }
        let rest = objectPath.dropFirst(prefix.count)
        if rest.isEmpty { keys = []; return }
        guard rest.first == "/" else { return nil }
        var keys: [String] = []
        for element in rest.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let key = Self.unescape(element) else { return nil }
            keys.append(key)
        }
        self.keys = keys
    }

    var objectPath: String {
        keys.isEmpty ? AccessibilityBus.rootPath : AccessibilityBus.rootPath + "/" + keys.map(Self.escape).joined(separator: "/")
    }

    var parent: AccessiblePath { AccessiblePath(keys: Array(keys.dropLast())) }

    func appending(_ key: String) -> AccessiblePath { AccessiblePath(keys: keys + [key]) }

    static func escape(_ key: String) -> String {
        if key.isEmpty { return "_" }
        var out = ""
        for b in key.utf8 {
            if (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                out += "_" + String(b, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    static func unescape(_ element: Substring) -> String? {
        if element == "_" { return "" }
        var bytes: [UInt8] = []
        var i = element.utf8.startIndex
        let u = element.utf8
        while i < u.endIndex {
            if u[i] == UInt8(ascii: "_") {
                let a = u.index(after: i)
                guard a < u.endIndex, u.index(after: a) < u.endIndex,
                      let v = UInt8(String(decoding: u[a...u.index(after: a)], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(v)
                i = u.index(a, offsetBy: 2)
            } else {
                bytes.append(u[i])
                i = u.index(after: i)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    fileprivate func leftPadded(to n: Int) -> String { count >= n ? self : String(repeating: "0", count: n - count) + self }
}
