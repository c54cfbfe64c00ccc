// BusMonitor: dbus-monitor on a test bus, recording the signals of /org/freedesktop/Notifications
// (every interface, PropertiesChanged included) as short lines.
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Lines read: `NotificationClosed 1 2`, `NotificationHistoryRemoved 2`, `ConfigReloaded`,
/// `PropertiesChanged paused=true pauseLevel=100` (the changed properties in the order sent).
final class BusMonitor {
    private let child: ChildProcess
    private let bus: SessionBus
    private var text = ""
    private var markers = 0
    private static let markerInterface = "org.overlayd.Test"

    /// Returns once dbus-monitor is a monitor (it has announced losing its own name), so no
    /// signal sent after `init` is missed. `rule`: what it records (the marker is always heard).
    init(_ bus: SessionBus, rule: String = "type='signal',path='/org/freedesktop/Notifications'") throws {
        self.bus = bus
        child = try ChildProcess(name: "dbus-monitor",
                                 command: ["dbus-monitor", "--address", bus.address, rule,
                                           "type='signal',interface='\(Self.markerInterface)'"],
                                 stdout: .pipe)
        try read(until: Deadline(seconds: 10)) { $0.contains("member=NameLost") }
    }

    deinit { child.stop() }

    /// Reads until `done` holds for the lines so far; returns them, each signal whole.
    ///
    /// dbus-monitor writes a signal's header line before its arguments, so a read can end
    /// between them. Once `done` holds, a marker signal is sent on the same path and read: a
    /// monitor prints messages in order, so every signal before the marker is then complete.
    @discardableResult
    func wait(timeout: Double = 10, until done: ([String]) -> Bool) throws -> [String] {
        let deadline = Deadline(seconds: timeout)
        try read(until: deadline) { _ in done(self.lines) }
        markers += 1
        let member = "Marker\(markers)"
        let (status, output) = try bus.run(["dbus-send", "--session", "--type=signal", "/org/freedesktop/Notifications",
                                            "\(Self.markerInterface).\(member)"])
        guard status == 0 else { throw HarnessError.process("dbus-send marker: \(output)") }
        try read(until: deadline) { $0.contains("interface=\(Self.markerInterface); member=\(member)") }
        return lines
    }

    private func read(until deadline: Deadline, _ done: (String) -> Bool) throws {
        guard let fd = child.stdoutPipe?.fileHandleForReading.fileDescriptor else { throw HarnessError.process("dbus-monitor: no stdout") }
        while !done(text) {
            guard try waitForReadable([fd], until: deadline) != nil else { throw HarnessError.timeout("bus signals; so far: \(lines)") }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw HarnessError.process("dbus-monitor exited: \(child.stderrText)") }
            text += String(decoding: chunk[..<n], as: UTF8.self)
        }
    }

    /// The signals of the notifications path so far, one line each.
    var lines: [String] {
        var out: [String] = []
        // The first block is dbus-monitor's own NameAcquired.
        let blocks = text.components(separatedBy: "\nsignal ").dropFirst()
        for block in blocks where block.contains("path=/org/freedesktop/Notifications;")
            && !block.contains("interface=\(Self.markerInterface);") {
            let rows = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let member = rows.first?.components(separatedBy: "member=").last else { continue }
            var words = [member]
            if member == "PropertiesChanged" {
                var key: String?
                for row in rows.dropFirst(2) {
                    if row.hasPrefix("string \"") { key = String(row.dropFirst(8).dropLast()) }
                    if row.hasPrefix("variant"), let k = key, let value = row.split(separator: " ").last {
                        words.append("\(k)=\(value)")
                        key = nil
                    }
                }
            } else {
                for row in rows.dropFirst() {
                    let parts = row.split(separator: " ", maxSplits: 1)
                    guard parts.count == 2, ["uint32", "string"].contains(String(parts[0])) else { continue }
                    words.append(String(parts[1]).trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
                }
            }
            out.append(words.joined(separator: " "))
        }
        return out
    }

    /// The method calls recorded so far (a `rule` of `type='method_call'`), each as dbus-monitor printed it
    /// without what differs from run to run: the time, the sender's unique name and serial, a `sender-pid`.
    var calls: [String] {
        text.components(separatedBy: "\nmethod call ").dropFirst().map { block in
            var rows = block.split(separator: "\n").map(String.init)
            rows = rows.prefix { !$0.hasPrefix("signal ") && !$0.hasPrefix("method ") && !$0.hasPrefix("error ") }
            if let header = rows.first, let path = header.range(of: "path=") { rows[0] = String(header[path.lowerBound...]) }
            var out: [String] = []
            for row in rows {
                // The sender's pid is its value's line after the key's.
                if out.last?.contains("\"sender-pid\"") == true, row.contains("int64") {
                    out.append(row.replacingOccurrences(of: #"int64 \d+"#, with: "int64 PID", options: .regularExpression))
                } else {
                    out.append(row)
                }
            }
            return out.joined(separator: "\n")
        }
    }
}
