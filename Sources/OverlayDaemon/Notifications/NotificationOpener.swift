// NotificationOpener: what a notification opens outside overlayd: a link, with xdg-open, only when
// `[notifications] link-schemes` allows its scheme (every way to open one ends here: the context
// menu, `open_url`, Enter in the center), counting those refused; and a gone sender's desktop
// entry (`DesktopEntryLauncher`). Both start as children the poll loop reaps (`ScriptRunner`).
import Logging
import OverlayCore
import OverlayProtocol

final class NotificationOpener {
    private let scripts: ScriptRunner
    private let logger: Logger
    /// The schemes allowed, as the config stands now (it may be reloaded).
    private let schemes: () -> LinkSchemes
    /// Finds and starts a desktop entry's program (the tests record it instead).
    var launcher: DesktopEntryLauncher
    /// Links asked for whose scheme is not in `link-schemes`: never passed on.
    private(set) var refused = 0

    init(scripts: ScriptRunner, logger: Logger, schemes: @escaping () -> LinkSchemes) {
        self.scripts = scripts
        self.logger = logger
        self.schemes = schemes
        launcher = DesktopEntryLauncher(start: { [scripts] argv in scripts.launch(argv) })
    }

    /// Opens `href` with xdg-open when its scheme is allowed; otherwise only logs it.
    func open(link href: String) {
        guard schemes().opens(href) else {
            refused += 1
            logger.warning("link not opened, its scheme is not in [notifications] link-schemes: \(QuotedString.quoted(href))")
            return
        }
        scripts.open(link: href)
    }

    /// `open_url` on a notification whose links are all of schemes not allowed: one refusal.
    func refusedAll() { refused += 1 }

    /// Starts the application the `desktop-entry` hint names; false (logged) when no desktop
    /// file of that name is found.
    func start(desktopEntry: String) -> Bool {
        guard let argv = DesktopEntryLauncher.command(for: desktopEntry, environment: launcher.environment) else {
            logger.warning("no desktop file for desktop-entry: \(desktopEntry)")
            return false
        }
        launcher.start(argv)
        return true
    }

    /// For `stats`: the links opened and refused.
    var stats: JSONValue { .object([("opened", .int(scripts.linksOpened)), ("refused", .int(refused))]) }
}
