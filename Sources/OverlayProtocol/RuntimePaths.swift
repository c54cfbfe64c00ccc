// RuntimePaths: where the FIFO and the socket live, shared by the daemon and its clients.

public struct RuntimePaths: Equatable, Sendable {
    public var directory: String
    public var fifo: String { directory + "/fifo" }
    public var socket: String { directory + "/socket" }

    public init(directory: String) { self.directory = directory }

    /// `$XDG_RUNTIME_DIR/overlayd`, else `/tmp/overlayd-UID` (as dunst and others fall back).
    public init(environment: [String: String], uid: UInt32) {
        if let dir = environment["OVERLAYD_RUNTIME_DIR"], !dir.isEmpty {
            self.init(directory: dir)
        } else if let base = environment["XDG_RUNTIME_DIR"], !base.isEmpty {
            self.init(directory: base + "/overlayd")
        } else {
            self.init(directory: "/tmp/overlayd-\(uid)")
        }
    }
}
