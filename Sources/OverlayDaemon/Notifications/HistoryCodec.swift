// HistoryCodec: the persisted history's text. JSON lines: a header naming the format and its
// version, then one closed notification a line, oldest first. Pictures sent as pixels are
// kept at the center's icon size (`HistoryCodec+Picture`), an icon name or path as it is;
// times are wall-clock milliseconds, so ages survive a restart.
import OverlayCore
import OverlayProtocol

enum HistoryCodec {
    static let format = "overlayd-history"
    static let version = 1

    struct Damaged: Error, CustomStringConvertible {
        let description: String
    }

    static func encode(_ entries: [NotificationEntry]) -> String {
        var out = JSONValue.object([("format", .string(format)), ("version", .int(version))]).serialized + "\n"
        for e in entries { out += line(e).serialized + "\n" }
        return out
    }

    static func line(_ e: NotificationEntry) -> JSONValue {
        let r = e.request
        var fields: [(String, JSONValue)] = [
            ("id", .int(Int(e.id))), ("time", .int(Int(e.wallMs))), ("app", .string(r.appName)),
            ("summary", .string(r.summary)), ("body", .string(r.body)), ("urgency", .string(e.urgency.rawValue)),
            ("actions", .array(r.actions.flatMap { [JSONValue.string($0.key), .string($0.label)] })),
        ]
        func optional(_ key: String, _ value: String?) {
            if let value, !value.isEmpty { fields.append((key, .string(value))) }
        }
        optional("icon", r.appIcon)
        optional("image-path", r.hints.imagePath)
        optional("category", r.hints.category)
        optional("desktop-entry", r.hints.desktopEntry)
        optional("stack-tag", e.stackTag)
        if let t = e.timeoutMs { fields.append(("timeout", .int(Int(t)))) }
        if let p = r.hints.progress { fields.append(("progress", .int(p))) }
        if e.unread { fields.append(("unread", .bool(true))) }
        if let p = e.thumbnail { fields.append(("picture", picture(p))) }
        return .object(fields)
    }

    /// The entries of a file's text, oldest first, and how many damaged pictures were left out
    /// (their entries kept). `arrival` turns a wall-clock time into the entry's arrival on the
    /// daemon's clock (and dunst's monotonic timestamp).
    static func decode(_ text: String, arrival: (Int64) -> (Instant, Int64)) throws(Damaged)
        -> (entries: [NotificationEntry], droppedPictures: Int) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).makeIterator()
        guard let first = lines.next(), let header = try? JSONReader.parse(String(first)) else {
            throw Damaged(description: "no header")
        }
        guard header["format"]?.stringValue == format else { throw Damaged(description: "not an overlayd history") }
        guard header["version"]?.intValue == version else {
            throw Damaged(description: "version \(header["version"]?.serialized ?? "none"), expected \(version)")
        }
        var entries: [NotificationEntry] = []
        var dropped = 0
        var n = 1
        while let text = lines.next() {
            n += 1
            guard let v = try? JSONReader.parse(String(text)), var entry = entry(v, arrival: arrival) else {
                throw Damaged(description: "line \(n) is not a notification")
            }
            if let p = v["picture"] {
                if let image = picture(p) {
                    entry.request.hints.image = image
                    entry.thumbnail = image.premultipliedARGB()
                } else {
                    dropped += 1
                }
            }
            entries.append(entry)
        }
        return (entries, dropped)
    }

    private static func entry(_ v: JSONValue, arrival: (Int64) -> (Instant, Int64)) -> NotificationEntry? {
        guard let id = v["id"]?.intValue, id > 0, id <= Int(UInt32.max), let time = v["time"]?.intValue,
              let app = v["app"]?.stringValue, let summary = v["summary"]?.stringValue, let body = v["body"]?.stringValue,
              let urgency = v["urgency"]?.stringValue.flatMap(Urgency.init(rawValue:)),
              let words = v["actions"]?.arrayValue?.compactMap(\.stringValue), words.count % 2 == 0
        else { return nil }
        var hints = NotificationHints()
        hints.imagePath = v["image-path"]?.stringValue
        hints.category = v["category"]?.stringValue
        hints.desktopEntry = v["desktop-entry"]?.stringValue
        hints.progress = v["progress"]?.intValue
        let actions = stride(from: 0, to: words.count, by: 2).map { NotificationAction(key: words[$0], label: words[$0 + 1]) }
        let request = NotificationRequest(appName: app, appIcon: v["icon"]?.stringValue ?? "", summary: summary, body: body,
                                          actions: actions, hints: hints)
        let (arrived, timestamp) = arrival(Int64(time))
        var entry = NotificationEntry(id: UInt32(id), request: request, history: true, urgency: urgency, timestamp: timestamp,
                                      stackTag: v["stack-tag"]?.stringValue, timeoutMs: v["timeout"]?.intValue.map(Int64.init),
                                      arrived: arrived, wallMs: Int64(time), unread: v["unread"]?.boolValue == true)
        entry.plainBody = NotificationMarkup.parse(body).plainText
        return entry
    }
}
