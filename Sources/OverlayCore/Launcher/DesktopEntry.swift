// DesktopEntry: one application of a .desktop file, read as the Desktop Entry
// Specification says, and whether a launcher lists it (Type, NoDisplay, Hidden,
// OnlyShowIn/NotShowIn against XDG_CURRENT_DESKTOP, TryExec).

public struct DesktopEntry: Hashable, Sendable {
    /// The desktop file id (`kde4-foo.desktop`).
    public var id: String
    /// Where the file is (`%k`).
    public var path: String
    public var type: String
    /// Localized.
    public var name: String
    public var genericName: String?
    public var keywords: [String] = []
    public var categories: [String] = []
    /// The Exec value, string escapes undone; field codes are expanded at launch (`ExecLine`).
    public var exec: String?
    public var tryExec: String?
    public var workingDirectory: String?
    public var icon: String?
    public var terminal = false
    public var noDisplay = false
    public var hidden = false
    public var onlyShowIn: [String] = []
    public var notShowIn: [String] = []
    /// Its desktop actions (`Actions=` and their [Desktop Action NAME] groups), each an entry
    /// of its own: the action's Name, Icon and Exec over the application's other keys.
    public var actions: [DesktopEntry] = []
    /// For an action: the application's Name (rofi shows `App - Action`).
    public var application: String?

    /// Reads the entry of `file`; nil without a Name or a Type (the spec requires both).
    public init?(_ file: DesktopKeyFile, id: String, path: String, locales: [String]) {
        guard file.isWellFormed, let type = file.string("Type"), let name = file.localized("Name", locales: locales) else { return nil }
        self.id = id
        self.path = path
        self.type = type
        self.name = name
        genericName = file.localized("GenericName", locales: locales).flatMap { $0.isEmpty ? nil : $0 }
        keywords = file.list("Keywords", locales: locales)
        categories = file.list("Categories")
        exec = file.string("Exec")
        tryExec = file.string("TryExec").flatMap { $0.isEmpty ? nil : $0 }
        workingDirectory = file.string("Path").flatMap { $0.isEmpty ? nil : $0 }
        icon = file.string("Icon").flatMap { $0.isEmpty ? nil : $0 }
        terminal = file.bool("Terminal")
        noDisplay = file.bool("NoDisplay")
        hidden = file.bool("Hidden")
        onlyShowIn = file.list("OnlyShowIn")
        notShowIn = file.list("NotShowIn")
        for action in file.list("Actions") {
            guard let group = file.group("Desktop Action " + action),
                  let actionName = group.localized("Name", locales: locales) else { continue }
            var a = self
            a.id = id + ":" + action
            a.name = actionName
            a.application = name
            a.exec = group.string("Exec")
            a.icon = group.string("Icon").flatMap { $0.isEmpty ? nil : $0 } ?? icon
            a.actions = []
            actions.append(a)
        }
    }

    /// Whether a launcher lists it on `desktops` (XDG_CURRENT_DESKTOP split at `:`):
    /// an Application with an Exec, not NoDisplay or Hidden, in one of OnlyShowIn's desktops
    /// when it has that key, in none of NotShowIn's, and its TryExec found (`executable`
    /// answers for a name or an absolute path). With XDG_CURRENT_DESKTOP unset neither list
    /// hides anything, as rofi 1.7.3 reads them (GLib would hide OnlyShowIn entries).
    public func isListed(desktops: [String], executable: (String) -> Bool) -> Bool {
        guard type == "Application", exec?.isEmpty == false, !noDisplay, !hidden else { return false }
        if !onlyShowIn.isEmpty, !desktops.isEmpty, !onlyShowIn.contains(where: desktops.contains) { return false }
        if notShowIn.contains(where: desktops.contains) { return false }
        if let tryExec, !executable(tryExec) { return false }
        return true
    }

    /// XDG_CURRENT_DESKTOP's names.
    public static func desktops(environment: [String: String]) -> [String] {
        (environment["XDG_CURRENT_DESKTOP"] ?? "").split(separator: ":").map(String.init)
    }
}
