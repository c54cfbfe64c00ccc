// TOMLValue: a parsed TOML document that remembers, for every key, the line it was written on.
import OverlayCore

/// A value and the line of the key (or array element) that holds it.
struct TOMLNode {
    var value: TOMLValue
    var line: Int
}

enum TOMLValue {
    case string(String)
    case integer(Int64)
    case float(Double)
    case bool(Bool)
    /// A static array: `[1, 2]`.
    case array([TOMLNode])
    /// An array of tables, built by `[[name]]` headers.
    case tableArray([TOMLNode])
    case table(TOMLTable)

    /// How the value reads in an error message: strings quoted as in TOML, containers by kind.
    var shown: String {
        switch self {
        case .string(let s): return KeyPath.quoted(s)
        case .integer(let n): return String(n)
        case .float(let d): return String(d)
        case .bool(let b): return String(b)
        case .array: return "an array"
        case .tableArray: return "an array of tables"
        case .table: return "a table"
        }
    }
}

/// A table whose keys keep the order of the file (presets become words in that order).
struct TOMLTable {
    /// How the table came to be, which decides whether it may be reopened.
    enum Origin {
        /// Named only as the parent of a header (`[a]` of `[a.b]`); a later `[a]` may define it.
        case implicit
        /// Defined by a `[header]` or as an element of `[[header]]`.
        case header
        /// Created by a dotted key (`a.b = 1`).
        case dotted
        /// Written inline (`{ … }`): complete, cannot be extended.
        case inline
    }

    struct Entry {
        var key: String
        var node: TOMLNode
    }

    var origin: Origin
    var entries: [Entry] = []

    init(origin: Origin) { self.origin = origin }

    func index(of key: String) -> Int? { entries.firstIndex { $0.key == key } }

    subscript(key: String) -> TOMLNode? {
        index(of: key).map { entries[$0].node }
    }
}

/// Key paths as error messages show them: `style.dark.font`, `rule[0].style`, `preset."a b"`.
enum KeyPath {
    /// `key`, quoted unless it is a bare TOML key.
    static func component(_ key: String) -> String {
        let bare = !key.isEmpty && key.utf8.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x2d || c == 0x5f
        }
        return bare ? key : quoted(key)
    }

    static func join(_ parent: String, _ key: String) -> String {
        parent.isEmpty ? component(key) : parent + "." + component(key)
    }

    /// `text` as a TOML basic string.
    static func quoted(_ text: String) -> String { QuotedString.quoted(text, escapingDelete: true) }
}
