// AccessibilityBus+Listeners: which events the registry's listeners want, and which of them a
// deregistration drops, compared as at-spi2-registryd compares them.
extension AccessibilityBus {
    /// Whether a registered listener wants `event` (`category:name:detail`): a listener
    /// matches when each part it names equals the event's (`object:` wants every object
    /// event). The registry keeps listeners in D-Bus form (`Object:StateChanged:Focused`),
    /// so both sides are compared in that form.
    func wants(_ event: String) -> Bool {
        let parts = Self.dbusForm(event)
        return listeners.contains { l in
            Self.dbusForm(l.event).enumerated().allSatisfy { i, w in w.isEmpty || (i < parts.count && parts[i] == w) }
        }
    }

    /// Whether the registry counts a listener for `listener` as under `removed`
    /// (at-spi2-registryd's `event_is_subtype`): `removed`'s parts, up to the first empty one,
    /// are the listener's.
    static func isSubtype(_ listener: String, of removed: String) -> Bool {
        let parts = listener.split(separator: ":", omittingEmptySubsequences: false)
        for (i, part) in removed.split(separator: ":", omittingEmptySubsequences: false).enumerated() {
            if part.isEmpty { break }
            guard i < parts.count, parts[i] == part else { return false }
        }
        return true
    }

    /// `object:state-changed:focused` → `["Object", "StateChanged", "Focused"]`.
    static func dbusForm(_ event: String) -> [String] {
        event.split(separator: ":", omittingEmptySubsequences: false).map { part in
            part.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
    }
}
