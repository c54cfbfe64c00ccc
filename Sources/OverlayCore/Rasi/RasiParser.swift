// RasiParser: rofi 1.7.3's theme grammar (theme-parser.y) as recursive descent: sections, selectors,
// `*`, `configuration {}`, `@media`, `@theme` resets, and the errors rofi's parser gives, with their spans.

/// One `name: value;` of a `configuration {}` block, where it was written.
public struct RasiOption: Hashable, Sendable {
    public var name: String
    public var value: RasiValue
    public var location: RasiLocation
}

/// What one file or string holds.
struct RasiParseOutput {
    /// The selectors after the last `@theme`, as a tree whose root is named "Root".
    var theme = RasiWidget(name: "Root")
    /// Whether an `@theme` reset the theme built before this text.
    var resetsTheme = false
    /// `configuration {}` options in order (a later one wins).
    var options: [RasiOption] = []
    /// `configuration { timeout { … } }` and other named groups.
    var configurationGroups = RasiWidget(name: "Root")
    var failures: [RasiLoadFailure] = []
    var files: [String] = []
}

struct RasiParser {
    var scanner: RasiScanner
    let what: String
    let environment: [String: String]
    private var lookahead: (token: RasiToken, mode: RasiScanMode)?
    private var lastEnd: RasiLocation?

    init(text: String, file: String?, what: String, context: RasiScanContext) {
        scanner = RasiScanner(text: text, file: file, context: context)
        self.what = what
        environment = context.environment
    }

    // MARK: tokens

    mutating func peek(_ mode: RasiScanMode) -> RasiToken {
        if let l = lookahead { return l.token }
        let t = scanner.next(mode)
        lookahead = (t, mode)
        return t
    }

    @discardableResult
    mutating func take(_ mode: RasiScanMode) -> RasiToken {
        let t = peek(mode)
        lookahead = nil
        lastEnd = t.location
        return t
    }

    func unexpected(_ t: RasiToken, expecting: [String] = []) -> RasiParseError {
        var message = "syntax error, unexpected \(t.displayName)"
        if !expecting.isEmpty {
            message += ", expecting " + expecting.map(RasiToken.display).joined(separator: " or ")
        }
        return RasiParseError(what: what, message: message, location: t.location)
    }

    mutating func expect(_ kind: RasiToken.Kind, _ mode: RasiScanMode, report: Bool = true) throws -> RasiToken {
        let t = take(mode)
        guard t.kind == kind else { throw unexpected(t, expecting: report ? [kind.bisonName] : []) }
        return t
    }

    // MARK: entries

    private var options: [RasiOption] = []
    private var configurationGroups = RasiWidget(name: "Root")

    /// The whole text: entry lists separated by `@theme`, each reset dropping what came before.
    mutating func parse() throws -> RasiParseOutput {
        var output = RasiParseOutput()
        while true {
            let (list, ended) = try parseEntries(nested: false)
            if ended.kind == .resetTheme { output.resetsTheme = true; continue }
            for name in list.propertyOrder { if let v = list.properties[name] { output.theme.set(name, v) } }
            for child in list.children { output.theme.merge(child: child, atRoot: true) }
            break
        }
        output.options = options
        output.configurationGroups = configurationGroups
        output.failures = scanner.failures
        output.files = scanner.filesRead
        return output
    }

    /// Entries up to the end (top level), a `}` (inside `@media`) or an `@theme`, and that token.
    private mutating func parseEntries(nested: Bool) throws -> (RasiWidget, RasiToken) {
        var list = RasiWidget(name: "Root")
        while true {
            let t = take(.initial)
            switch t.kind {
            case .end, .resetTheme:
                if nested { throw unexpected(t) }
                return (list, t)
            case .braceClose:
                if !nested { throw unexpected(t, expecting: [RasiToken.Kind.end.bisonName]) }
                return (list, t)
            case .configuration:
                _ = try expect(.braceOpen, .defaults)
                try parseConfiguration()
            case .defaults:
                _ = try expect(.braceOpen, .defaults)
                let props = try parseProperties()
                let i = list.childIndex("*")
                for (name, value) in props { list.children[i].set(name, value) }
            case .namePrefix:
                let first = take(.nameString)
                guard case let .nameElement(name) = first.kind else { throw unexpected(first) }
                try parseSelectors(startingWith: name, into: &list)
            case let .nameElement(name):
                try parseSelectors(startingWith: name, into: &list)
            case .media:
                try parseMedia(into: &list)
            default:
                throw unexpected(t)
            }
        }
    }

    /// `a b.c, d {` … `}`: every path gets the properties.
    private mutating func parseSelectors(startingWith first: String, into list: inout RasiWidget) throws {
        var paths: [[String]] = [[first]]
        var afterSelectorSeparator = false
        loop: while true {
            let t = take(.nameString)
            switch t.kind {
            case .nameSeparator:
                if afterSelectorSeparator {
                    throw unexpected(t, expecting: [RasiToken.Kind.braceOpen.bisonName, RasiToken.Kind.selectorSeparator.bisonName])
                }
            case let .nameElement(name):
                if afterSelectorSeparator { paths.append([name]) } else { paths[paths.count - 1].append(name) }
                afterSelectorSeparator = false
            case .selectorSeparator:
                afterSelectorSeparator = true
            case .braceOpen:
                break loop
            default:
                throw unexpected(t)
            }
        }
        let props = try parseProperties()
        for path in paths {
            list.withNode(path[...]) { node in for (name, value) in props { node.set(name, value) } }
        }
    }

    /// `@media ( name: 1000 )`, `( name: 1000 px )` or `( name: 1.5 )`, then `{ entries }`.
    private mutating func parseMedia(into list: inout RasiWidget) throws {
        _ = try expect(.parenLeft, .media)
        let nameToken = take(.mediaContent)
        guard case let .string(name) = nameToken.kind else { throw unexpected(nameToken, expecting: ["UTF-8 encoded string"]) }
        _ = try expect(.propertySeparator, .mediaContent)
        let valueToken = take(.mediaContent)
        let value: Double, label: String
        switch valueToken.kind {
        case let .integer(i):
            value = Double(i)
            if peek(.mediaContent).kind == .word(.px) { take(.mediaContent); label = "@media ( \(name): \(i) px )" } else { label = "@media ( \(name): \(i) )" }
        case let .double(d):
            value = d
            label = "@media ( \(name): \(RasiFormat.fixed(d, digits: 6)) )"
        default:
            throw unexpected(valueToken, expecting: ["Integer number", "Floating-point number"])
        }
        _ = try expect(.parenRight, .mediaContent)
        _ = try expect(.braceOpen, .media)
        let (inner, _) = try parseEntries(nested: true)
        let i = list.childIndex(label)
        list.children[i].media = RasiMedia(kind: RasiMedia.Kind(rawValue: name) ?? .invalid, value: value)
        for child in inner.children { list.children[i].merge(child: child, atRoot: false) }
    }

    /// `configuration { name: value; group { … } }`.
    private mutating func parseConfiguration() throws {
        while true {
            let t = take(.section)
            switch t.kind {
            case .braceClose:
                return
            case let .propertyName(name):
                let next = take(.section)
                if next.kind == .propertySeparator {
                    let value = try parseValueAndClose()
                    options.append(RasiOption(name: name, value: value, location: t.location.through(lastEnd ?? t.location)))
                } else if next.kind == .braceOpen {
                    let props = try parseProperties()
                    let i = configurationGroups.childIndex(name)
                    for (n, v) in props { configurationGroups.children[i].set(n, v) }
                } else {
                    throw unexpected(next)
                }
            default:
                throw unexpected(t)
            }
        }
    }

    /// Properties up to and including the closing brace, in order.
    mutating func parseProperties() throws -> [(String, RasiValue)] {
        var props: [(String, RasiValue)] = []
        while true {
            let t = take(.section)
            switch t.kind {
            case .braceClose:
                return props
            case let .propertyName(name):
                _ = try expect(.propertySeparator, .section)
                props.append((name, try parseValueAndClose()))
            default:
                throw unexpected(t)
            }
        }
    }
}
