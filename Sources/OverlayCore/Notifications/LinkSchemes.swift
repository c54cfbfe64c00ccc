// LinkSchemes: which links of a notification overlayd opens: those whose URI scheme is listed.

/// The URI schemes whose links are offered and opened (`[notifications] link-schemes`); any
/// other link is text. A scheme is RFC 3986's `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`
/// before the first `:`, compared without regard to case (section 3.1). A target that does
/// not start with a scheme (a relative path, `//host`, ` http:` with a space, `-x`) or holds
/// a control character is never opened, whatever the list says.
public struct LinkSchemes: Hashable, Sendable {
    /// The schemes, lower case, in the order given.
    public let names: [String]

    /// `http`, `https` and `mailto`.
    public static let standard = LinkSchemes(validated: ["http", "https", "mailto"])

    /// The list, or nil when a name is not a scheme (`check` says why).
    public init?(_ names: [String]) {
        guard names.allSatisfy({ (try? Self.check($0)) != nil }) else { return nil }
        self.init(validated: names)
    }

    private init(validated names: [String]) {
        var seen: [String] = []
        for n in names.map({ $0.lowercased() }) where !seen.contains(n) { seen.append(n) }
        self.names = seen
    }

    /// Refuses a `name` that cannot be a scheme, saying why.
    public static func check(_ name: String) throws(InvalidValue) {
        guard let first = name.unicodeScalars.first else { throw InvalidValue("an empty scheme") }
        guard isAlpha(first), name.unicodeScalars.allSatisfy(isSchemeScalar) else {
            throw InvalidValue("\"\(name)\" is not a URI scheme (a letter, then letters, digits, \"+\", \"-\" or \".\"; no \":\")")
        }
    }

    /// Whether a link to `href` may be offered and opened.
    public func opens(_ href: String) -> Bool {
        guard let scheme = Self.scheme(of: href) else { return false }
        return names.contains(scheme)
    }

    /// The scheme of `href`, lower case; nil when it has none or holds a control character.
    public static func scheme(of href: String) -> String? {
        let scalars = href.unicodeScalars
        guard !scalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f || (0x80...0x9f).contains($0.value) }),
              let colon = scalars.firstIndex(of: ":") else { return nil }
        let scheme = String(scalars[..<colon])
        return (try? check(scheme)) != nil ? scheme.lowercased() : nil
    }

    private static func isAlpha(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c)
    }

    private static func isSchemeScalar(_ c: Unicode.Scalar) -> Bool {
        isAlpha(c) || ("0"..."9").contains(c) || c == "+" || c == "-" || c == "."
    }
}
