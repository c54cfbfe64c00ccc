// AtspiProbe: a screen reader's view of the desktop, through pyatspi (Debian's
// python3-pyatspi, the client library Orca uses), driven one JSON command per line.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import OverlayProtocol
import XCTest

/// A `/usr/bin/python3` process using pyatspi on the accessibility bus of `bus`. Each
/// request is a JSON array on its stdin and gets one JSON object on its stdout:
/// - `["apps"]`: the names of the desktop's applications;
/// - `["tree", APP]`: that application's objects (role, name, description, id, extents,
///   states, actions, text, children);
/// - `["listen", [TYPE…]]`: registers for those events from now on;
/// - `["wait", TYPE, NAME, SECONDS]`: runs the event loop until an event of TYPE (a prefix)
///   from an object named NAME (any when null) arrives; answers every event heard since
///   the last wait (`found` says whether the one waited for came);
/// - `["do", NAME, ACTION]`: invokes the action of the object named NAME;
/// - `["waitapp", NAME, SECONDS]`: runs the event loop until an application NAME is listed.
final class AtspiProbe {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors: TemporaryDirectory
    private var buffer: [UInt8] = []

    init(sessionBus: SessionBus) throws {
        let python = "/usr/bin/python3"
        guard access(python, X_OK) == 0 else { throw XCTSkip("/usr/bin/python3 is not installed") }
        errors = try TemporaryDirectory(prefix: "overlayd-atspi-probe")
        let script = errors.file("probe.py")
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: script))
        process.executableURL = URL(fileURLWithPath: try Executables.require("setpriv", package: "util-linux"))
        process.arguments = ["--pdeathsig", "TERM", "--", python, script]
        var env = ProcessInfo.processInfo.environment
        env["DBUS_SESSION_BUS_ADDRESS"] = sessionBus.address
        process.environment = env
        process.standardInput = input
        process.standardOutput = output
        _ = FileManager.default.createFile(atPath: errors.file("stderr"), contents: nil)
        process.standardError = FileHandle(forWritingAtPath: errors.file("stderr"))
        try process.run()
        let hello = try read(timeout: 20)
        guard hello["ok"]?.boolValue == true else {
            throw XCTSkip("pyatspi is not usable (install python3-pyatspi): \(hello.serialized) \(stderrText)")
        }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    var stderrText: String { (try? String(contentsOfFile: errors.file("stderr"), encoding: .utf8)) ?? "" }

    /// Sends one request and returns its answer.
    @discardableResult
    func send(_ request: JSONValue, timeout: TimeInterval = 20) throws -> JSONValue {
        try input.fileHandleForWriting.write(contentsOf: Data((request.serialized + "\n").utf8))
        return try read(timeout: timeout)
    }

    private func read(timeout: TimeInterval) throws -> JSONValue {
        let fd = output.fileHandleForReading.fileDescriptor
        let deadline = Deadline(seconds: timeout)
        while !buffer.contains(UInt8(ascii: "\n")) {
            guard try waitForReadable([fd], until: deadline) != nil else {
                throw HarnessError.timeout("the pyatspi probe's answer; stderr: \(stderrText)")
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw HarnessError.process("the pyatspi probe exited: \(stderrText)") }
            buffer += chunk[..<n]
        }
        let end = buffer.firstIndex(of: UInt8(ascii: "\n")) ?? buffer.endIndex
        let line = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeSubrange(...end)
        return try JSONReader.parse(line)
    }

    // MARK: requests

    func tree(of app: String = "overlayd") throws -> AccessibleNode? {
        let reply = try send(.array([.string("tree"), .string(app)]))
        return reply["tree"].flatMap(AccessibleNode.init)
    }

    func listen(_ types: [String]) throws {
        try send(.array([.string("listen"), .array(types.map(JSONValue.string))]))
    }

    /// Events heard until one of `type` from an object named `name` (any when nil) came.
    func wait(for type: String, from name: String? = nil, timeout: Int = 10,
              file: StaticString = #filePath, line: UInt = #line) throws -> [HeardEvent] {
        let reply = try send(.array([.string("wait"), .string(type), name.map(JSONValue.string) ?? .null, .int(timeout)]),
                             timeout: TimeInterval(timeout + 10))
        let events = (reply["events"]?.arrayValue ?? []).compactMap(HeardEvent.init)
        XCTAssertEqual(reply["found"]?.boolValue, true, "no \(type) from \(name ?? "anyone") in \(events)", file: file, line: line)
        return events
    }

    /// Invokes `action` of the object named `name`; true when it reported success.
    func invoke(_ action: String, on name: String) throws -> Bool {
        try send(.array([.string("do"), .string(name), .string(action)]))["ok"]?.boolValue == true
    }

    static let script = #"""
    import json, sys, time
    try:
        import pyatspi
        from gi.repository import GLib
    except Exception as e:
        print(json.dumps({"ok": False, "error": str(e)}), flush=True)
        sys.exit(0)

    heard = []
    # What each object was, by path: an object that went cannot be asked (Orca keeps such a cache too).
    known = {}

    def describe(a):
        try:
            d = {"role": a.getRoleName(), "name": a.name}
        except Exception:
            d = None
        path = getattr(a, "path", None)
        # A defunct object (it went) answers "invalid": say what it was.
        if d is None or d["role"] == "invalid":
            return known.get(path, d)
        known[path] = d
        return d

    def on_event(e):
        src = describe(e.source) or {}
        any_data = e.any_data
        if hasattr(any_data, "getRoleName"):
            any_data = describe(any_data)
        elif not isinstance(any_data, (str, int, float, type(None))):
            any_data = str(any_data)
        heard.append({"type": e.type, "role": src.get("role"), "name": src.get("name"),
                      "detail1": e.detail1, "any": any_data})

    def node(a):
        try:
            e = a.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            extents = [e.x, e.y, e.width, e.height]
        except NotImplementedError:
            extents = None
        try:
            act = a.queryAction()
            actions = [act.getName(i) for i in range(act.nActions)]
            keys = [act.getKeyBinding(i) for i in range(act.nActions)]
        except NotImplementedError:
            actions = []
            keys = []
        try:
            t = a.queryText()
            text = t.getText(0, -1)
        except NotImplementedError:
            text = None
        try:
            v = a.queryValue()
            value = [repr(float(v.currentValue)), repr(float(v.minimumValue)), repr(float(v.maximumValue)),
                     repr(float(v.minimumIncrement))]
        except NotImplementedError:
            value = None
        describe(a)
        return {"role": a.getRoleName(), "name": a.name, "description": a.description,
                "id": a.accessibleId, "extents": extents, "text": text, "value": value, "actions": actions, "keys": keys,
                "states": sorted(pyatspi.stateToString(s) for s in a.getState().getStates()),
                "children": [node(c) for c in a]}

    def app(name):
        for a in pyatspi.Registry.getDesktop(0):
            if a is not None and a.name == name:
                return a
        return None

    def find(a, name):
        if a.name == name:
            return a
        for c in a:
            r = find(c, name)
            if r is not None:
                return r
        return None

    def wait(kind, name, seconds):
        ctx = GLib.MainContext.default()
        end = time.monotonic() + seconds
        def matches(e):
            return e["type"].startswith(kind) and (name is None or e["name"] == name)
        while not any(matches(e) for e in heard) and time.monotonic() < end:
            # Wakes at least every 50 ms to look at the deadline.
            GLib.timeout_add(50, lambda: False)
            ctx.iteration(True)
        found = any(matches(e) for e in heard)
        out = list(heard)
        del heard[:]
        return {"found": found, "events": out}

    print(json.dumps({"ok": True}), flush=True)
    for line in sys.stdin:
        req = json.loads(line)
        try:
            if req[0] == "apps":
                out = {"apps": [a.name for a in pyatspi.Registry.getDesktop(0) if a is not None]}
            elif req[0] == "tree":
                a = app(req[1])
                out = {"tree": node(a) if a is not None else None}
            elif req[0] == "listen":
                for t in req[1]:
                    pyatspi.Registry.registerEventListener(on_event, t)
                out = {"ok": True}
            elif req[0] == "wait":
                out = wait(req[1], req[2], req[3])
            elif req[0] == "waitapp":
                ctx = GLib.MainContext.default()
                end = time.monotonic() + req[2]
                while app(req[1]) is None and time.monotonic() < end:
                    GLib.timeout_add(50, lambda: False)
                    ctx.iteration(True)
                out = {"found": app(req[1]) is not None}
            elif req[0] == "do":
                target = find(app("overlayd"), req[1])
                act = target.queryAction()
                names = [act.getName(i) for i in range(act.nActions)]
                out = {"ok": bool(act.doAction(names.index(req[2])))}
            else:
                out = {"error": "unknown request"}
        except Exception as e:
            out = {"error": repr(e)}
        print(json.dumps(out), flush=True)
    """#
}

/// One object as the probe saw it.
struct AccessibleNode {
    var role: String
    var name: String
    var description: String
    var id: String
    var extents: [Int]?
    var text: String?
    /// The Value interface's current, minimum, maximum and minimum increment, as Python prints them (`30.0`); nil without one.
    var value: [String]?
    var actions: [String]
    /// Each action's key binding (`mnemonic;path;accelerator`).
    var keys: [String]
    var states: Set<String>
    var children: [AccessibleNode]

    init?(_ v: JSONValue) {
        guard let role = v["role"]?.stringValue else { return nil }
        self.role = role
        name = v["name"]?.stringValue ?? ""
        description = v["description"]?.stringValue ?? ""
        id = v["id"]?.stringValue ?? ""
        extents = v["extents"]?.arrayValue?.compactMap(\.intValue)
        text = v["text"]?.stringValue
        value = v["value"]?.arrayValue?.compactMap(\.stringValue)
        actions = (v["actions"]?.arrayValue ?? []).compactMap(\.stringValue)
        keys = (v["keys"]?.arrayValue ?? []).compactMap(\.stringValue)
        states = Set((v["states"]?.arrayValue ?? []).compactMap(\.stringValue))
        children = (v["children"]?.arrayValue ?? []).compactMap(AccessibleNode.init)
    }

    /// The child whose accessible id is `id`.
    func child(id: String) -> AccessibleNode? { children.first { $0.id == id } }
}

/// One event as the probe heard it.
struct HeardEvent: CustomStringConvertible {
    var type: String
    var role: String
    var name: String
    var detail1: Int
    var any: JSONValue

    init?(_ v: JSONValue) {
        guard let type = v["type"]?.stringValue else { return nil }
        self.type = type
        role = v["role"]?.stringValue ?? ""
        name = v["name"]?.stringValue ?? ""
        detail1 = v["detail1"]?.intValue ?? 0
        any = v["any"] ?? .null
    }

    var description: String { "\(type)(\(role) '\(name)', \(detail1), \(any.serialized))" }
}
