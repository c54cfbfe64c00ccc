// DesktopEntry: one application (or link) of a .desktop file, read as rofi 1.7.3's drun reads
// it, and whether a launcher lists it: Type, Name, Hidden, OnlyShowIn/NotShowIn against
// XDG_CURRENT_DESKTOP, NoDisplay, Exec or URL, TryExec, in rofi's order, which also says
// whether a file the launcher passes over still shadows a later one with its id.

public struct DesktopEntry: Hashable, Sendable {
    /// The types drun lists (rofi's DRunDesktopEntryType); any other type is passed over.
    public enum Kind: String, Hashable, Sendable {
        case application = "Application", link = "Link", service = "Service"
    }

    /// What a launcher does with a file (rofi's `read_desktop_file`).
    public enum Listing: Equatable, Sendable {
        /// A row.
        case listed
        /// No row, and a later file with its id is not read either (Hidden, NoDisplay, another
        /// desktop's): the id is taken, as the spec's user overrides need.
        case shadows
        /// No row, and the id is left to a later file (no Exec or URL, TryExec not found).
        case passes
    }

    /// The desktop file id (`kde4-foo.desktop`).
    public var id: String
    /// Where the file is (`%k`).
    public var path: String
    public var kind: Kind
    /// Localized; empty when no translation or the key itself is UTF-8 (GLib gives rofi none).
    public var name: String
    public var genericName: String?
    public var keywords: [String] = []
    public var categories: [String] = []
    /// The Exec value, string escapes undone; field codes are expanded at launch (`ExecLine`).
    public var exec: String?
    /// Whether the file has an Exec key at all (rofi lists an application by that, even empty).
    public var hasExec = false
    /// A Link's URL (rofi opens it with its drun-url-launcher, xdg-open).
    public var url: String?
    public var tryExec: String?
    public var workingDirectory: String?
    public var icon: String?
    public var terminal = false
    public var noDisplay = false
    public var hidden = false
    public var onlyShowIn: [String] = []
    /// Whether it has an OnlyShowIn key, even an empty one (which no desktop is in).
    public var hasOnlyShowIn = false
    public var notShowIn: [String] = []
    /// Its desktop actions (`Actions=` and their [Desktop Action NAME] groups), each an entry
    /// of its own: the action's Name and Exec over the application's other keys.
    public var actions: [DesktopEntry] = []
    /// For an action: the application's Name (rofi shows `App - Action`).
    public var application: String?

    /// Reads the entry of `file`; nil when rofi passes the file over before looking at it: GLib
    /// refuses it, it has no [Desktop Entry] group, no Type drun lists, or no Name key.
    public init?(_ file: DesktopKeyFile, id: String, path: String) {
        guard file.isWellFormed, file.hasEntryGroup, let type = file.string(.type), let kind = Kind(rawValue: type),
              file.has(.name) else { return nil }
        self.id = id
        self.path = path
        self.kind = kind
        name = file.localized(.name) ?? ""
        genericName = file.localized(.genericName)
        keywords = file.list(.keywords, localized: true)
        categories = file.list(.categories, localized: true)
        exec = file.string(.exec)
        hasExec = file.has(.exec)
        url = file.string(.url)
        tryExec = file.has(.tryExec) ? file.string(.tryExec) ?? "" : nil
        workingDirectory = file.string(.path).flatMap { $0.isEmpty ? nil : $0 }
        icon = file.localized(.icon).flatMap { $0.isEmpty ? nil : $0 }
        terminal = file.bool(.terminal)
        noDisplay = file.bool(.noDisplay)
        hidden = file.bool(.hidden)
        onlyShowIn = file.list(.onlyShowIn)
        hasOnlyShowIn = file.has(.onlyShowIn)
        notShowIn = file.list(.notShowIn)
        for action in file.list(.actions) where file.hasAction(action) {
            guard let actionName = file.localized(.name, action: action) else { continue }
            var a = self
            a.id = id + ":" + action
            a.name = actionName
            a.application = name
            a.exec = file.string(.exec, action: action)
            a.actions = []
            actions.append(a)
        }
    }

    /// What a launcher on `desktops` (XDG_CURRENT_DESKTOP split at `:`) does with it, checked
    /// in rofi's order: Hidden, then OnlyShowIn and NotShowIn (only when a desktop is known:
    /// with XDG_CURRENT_DESKTOP unset neither list hides anything, as rofi reads them), then
    /// NoDisplay shadow the id; an Application or Service without Exec, a Link without URL,
    /// or a TryExec `executable` does not find (a name on PATH or an absolute path) pass.
    public func listing(desktops: [String], executable: (String) -> Bool) -> Listing {
        if hidden { return .shadows }
        if !desktops.isEmpty {
            if hasOnlyShowIn, !onlyShowIn.contains(where: desktops.contains) { return .shadows }
            if notShowIn.contains(where: desktops.contains) { return .shadows }
        }
        if noDisplay { return .shadows }
        switch kind {
        case .application, .service: if !hasExec { return .passes }
        case .link: if url == nil { return .passes }
        }
        if let tryExec, !executable(tryExec) { return .passes }
        return .listed
    }

    /// Whether a launcher lists it (`listing` is `.listed`).
    public func isListed(desktops: [String], executable: (String) -> Bool) -> Bool {
        listing(desktops: desktops, executable: executable) == .listed
    }

    /// XDG_CURRENT_DESKTOP's names.
    public static func desktops(environment: [String: String]) -> [String] {
        (environment["XDG_CURRENT_DESKTOP"] ?? "").split(separator: ":").map(String.init)
    }
}
