// ScriptSubject: what a rule's script is told about one notification: dunst's arguments and DUNST_* environment.

/// What a script is told about one notification (dunst's arguments and environment).
struct ScriptSubject {
    var id: UInt32
    var appName: String
    var summary: String
    var body: String
    /// `app_icon` as the client sent it (dunst's legacy fourth argument).
    var icon: String
    /// The picture's file, when it is one.
    var iconPath: String
    var urgency: String
    /// -1 without a `value` hint.
    var progress: Int
    var category: String
    var stackTag: String
    /// Links in the body, one per line.
    var urls: String
    /// Milliseconds; 0: until closed.
    var timeoutMs: Int64
    /// When it arrived, monotonic milliseconds.
    var timestampMs: Int64
    var desktopEntry: String

    /// The arguments after the script's own: app name, summary, body, icon, urgency.
    var arguments: [String] { [appName, summary, body, icon, urgency] }

    /// DUNST_* variables, urgency as LOW, NORMAL or CRITICAL.
    var environment: [(String, String)] {
        [("DUNST_APP_NAME", appName), ("DUNST_SUMMARY", summary), ("DUNST_BODY", body), ("DUNST_ICON_PATH", iconPath),
         ("DUNST_URGENCY", urgency), ("DUNST_ID", String(id)), ("DUNST_PROGRESS", String(progress)),
         ("DUNST_CATEGORY", category), ("DUNST_STACK_TAG", stackTag), ("DUNST_URLS", urls),
         ("DUNST_TIMEOUT", String(timeoutMs)), ("DUNST_TIMESTAMP", String(timestampMs)),
         ("DUNST_DESKTOP_ENTRY", desktopEntry)]
    }
}
