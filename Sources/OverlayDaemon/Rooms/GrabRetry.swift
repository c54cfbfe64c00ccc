// GrabRetry: how long an overlay keeps asking for a grab another client holds: the one policy
// for every room that grabs (`InputGrab`, the pointer and keyboard), so none names another for it.

enum GrabRetry {
    /// Tries, `intervalMs` apart, before the overlay gives up.
    static let attempts = 25
    static let intervalMs: Int64 = 20
}
