// RofiErrorWindow: rofi 1.7.3's error window, as overlayctl linked as `rofi` shows it before it exits 65.
#if canImport(Glibc)
import Glibc
#endif
import OverlayClient
import OverlayCore
import OverlayProtocol

enum RofiErrorWindow {
    /// rofi's exit status once its error window is closed (`EX_DATAERR`).
    static let status: Int32 = 65

    /// Writes rofi's error text on stderr, shows it in a window until the user closes it, and exits 65.
    /// Without a daemon to draw it, stderr alone: a script still reads why.
    static func fail(_ problems: [RasiProblem], runtimeDir: String?) -> Never {
        say(RasiProblem.errorWindowText(problems), fd: 2)
        show(RasiProblem.errorWindowMarkup(problems), runtimeDir: runtimeDir)
        exit(status)
    }

    /// The words that draw it. rofi's view.c draws the message as markup, holds the keyboard, and
    /// closes on any key that ends a view (Escape, Enter) or a click outside it; rofi's window names.
    static func words(_ markup: String) -> [String] {
        ["show", "--text", markup, "--kind", "utility", "--above-all", "--take-keyboard",
         "--dismiss", "escape,enter,tap-outside", "--window-class", "rofi,Rofi", "--window-title", "rofi"]
    }

    /// Shows `markup` and returns once it is gone, or at once when the daemon cannot show it.
    private static func show(_ markup: String, runtimeDir: String?) {
        let paths = RuntimePaths.client(runtimeDir: runtimeDir)
        do {
            // The watch is sent, not awaited: its reply is one more line the loop below passes over.
            let watcher = try DaemonConnection.watching(path: paths.socket)
            let connection = try DaemonConnection(path: paths.socket)
            let reply = try JSONReader.parse(try connection.request(words: words(markup), timeoutMs: 30_000))
            guard reply["ok"]?.boolValue == true, let id = reply["id"]?.stringValue else { return }
            while true {
                let event = try JSONReader.parse(try watcher.readLine())
                if event["id"]?.stringValue == id, event["event"]?.stringValue == "dismissed" { return }
            }
        } catch {
            return
        }
    }
}
