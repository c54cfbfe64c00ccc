// RoomBoundaryTests: the rule of docs/ARCHITECTURE.md's "Rooms" read off the sources: no room names
// another room's types, the Controller, the hall of rooms or the Settings (what one needs of another comes as a
// value in its call or through a protocol, what it wants done leaves as an effect), the
// notification service names no room (it reaches the rooms through its `NotificationHost`), and
// no room file and no test of this target imports the X11 layer.
import Foundation
import XCTest

final class RoomBoundaryTests: XCTestCase {
    private static let root: String = {
        let here = "\(#filePath)"
        return here.components(separatedBy: "/Tests/OverlayDaemonTests/").first ?? here
    }()

    /// Every Swift file under `folder` of the package, by its path from there, with its text.
    private func sources(_ folder: String) throws -> [(path: String, text: String)] {
        let base = Self.root + "/" + folder
        let paths = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: base)).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(paths.isEmpty, "no sources under \(base)")
        return try paths.map { ($0, try String(contentsOfFile: base + "/" + $0, encoding: .utf8)) }
    }

    /// The text a reader of the code sees as code: comments and string literals left out.
    private func code(_ text: String) -> String {
        var out = text.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: " ", options: .regularExpression)
        out = out.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
        return out.replacingOccurrences(of: #""(?:[^"\\\n]|\\.)*""#, with: "\"\"", options: .regularExpression)
    }

    private func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { m in
            (1..<m.numberOfRanges).map { Range(m.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    /// The rooms: classes that conform to `Room` or to a protocol built on it (`GrabbingRoom`, …),
    /// each with its files (`Name.swift`, `Name+Topic.swift`) and the types those declare at the top level.
    private func rooms(_ files: [(path: String, text: String)]) -> [String: (files: [String], types: Set<String>)] {
        roomsAndService(files).rooms
    }

    /// The rooms, and the notification service's files (`NotificationService.swift`, `NotificationService+Topic.swift`).
    private func roomsAndService(_ files: [(path: String, text: String)])
        -> (rooms: [String: (files: [String], types: Set<String>)], service: [String]) {
        let service = files.map(\.path).filter {
            let name = ($0 as NSString).lastPathComponent
            return name == "NotificationService.swift" || name.hasPrefix("NotificationService+")
        }
        let all = files.map { code($0.text) }.joined(separator: "\n")
        var roomProtocols: Set<String> = ["Room"]
        let protocols = matches(#"^\s*protocol (\w+)\s*:\s*([^{]+)\{"#, in: all)
        while true {
            let more = protocols.filter { p in !roomProtocols.contains(p[0]) && p[1].split(separator: ",").contains {
                roomProtocols.contains($0.trimmingCharacters(in: .whitespaces))
            } }.map { $0[0] }
            if more.isEmpty { break }
            roomProtocols.formUnion(more)
        }
        var result: [String: (files: [String], types: Set<String>)] = [:]
        for c in matches(#"^\s*(?:final )?class (\w+)\s*:\s*([^{]+)\{"#, in: all)
        where c[1].split(separator: ",").contains(where: { roomProtocols.contains($0.trimmingCharacters(in: .whitespaces)) }) {
            let own = files.filter { f in
                let name = (f.path as NSString).lastPathComponent
                return name == c[0] + ".swift" || name.hasPrefix(c[0] + "+")
            }
            var types: Set<String> = [c[0]]
            for f in own {
                types.formUnion(matches(#"^(?:public |package |private |fileprivate )?(?:final )?(?:class|struct|enum|protocol|typealias|actor) (\w+)"#,
                                        in: code(f.text)).map { $0[0] })
            }
            result[c[0]] = (own.map(\.path), types)
        }
        // A class a room alone makes, though declared in a file of its own (SourceTracker's
        // `ScreenDesktop`), is that room's live state: another room reads it through a protocol.
        let codes = files.map { (path: $0.path, code: code($0.text)) }
        for file in codes {
            for c in matches(#"^(?:final )?class (\w+)\b"#, in: file.code) where !result.values.contains(where: { $0.types.contains(c[0]) }) {
                let makers = Set(codes.filter { other in
                    other.path != file.path && other.code.contains(c[0] + "(") && !matches(#"(?<![\w.])"# + c[0] + #"\("#, in: other.code).isEmpty
                }.map(\.path))
                let owners = result.filter { !makers.isEmpty && makers.isSubset(of: $0.value.files) }.map(\.key)
                if owners.count == 1, let owner = owners.first { result[owner]?.types.insert(c[0]) }
            }
        }
        return (result, service)
    }

    func testNoRoomNamesAnotherRoomTheControllerOrTheHall() throws {
        let files = try sources("Sources/OverlayDaemon")
        let (rooms, service) = roomsAndService(files)
        XCTAssertFalse(service.isEmpty, "the notification service's files were not found")
        XCTAssertGreaterThanOrEqual(rooms.count, 15, "the rooms were not found: \(rooms.keys.sorted())")
        for expected in ["PopoverRoom", "SourceTracker", "PickRoom", "DialogRoom", "CenterRoom", "LaunchRoom", "InputGrab"] {
            XCTAssertNotNil(rooms[expected], "\(expected) is a room")
        }
        // A class named as a room that does not conform to `Room` would escape the rule unseen.
        let named = Set(files.flatMap { matches(#"^(?:final )?class (\w+Room)\b"#, in: code($0.text)).map { $0[0] } })
        XCTAssertEqual(named.subtracting(rooms.keys).sorted(), [], "a class named …Room that is not a Room")
        XCTAssertEqual(rooms["SourceTracker"]?.types.contains("ScreenDesktop"), true, "the screens SourceTracker makes are its own")
        let text = Dictionary(files.map { ($0.path, code($0.text)) }, uniquingKeysWith: { a, _ in a })
        var found: [String] = []
        let parties = rooms.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value.files) } + [("NotificationService", service)]
        for (room, own) in parties {
            let foreign = rooms.filter { $0.key != room }.flatMap { other in other.value.types.map { (other.key, $0) } }
                + [("the Controller", "Controller"), ("the hall", "Rooms"), ("the notification service", "NotificationService"),
                   // The loaded config: a room gets its style, scale and container as values.
                   ("the settings", "Settings")]
                .filter { $0.1 != room }
            let ownerOf = Dictionary(foreign.map { ($0.1, $0.0) }, uniquingKeysWith: { a, _ in a })
            // One expression for all the names: a type named in a line, not a member after a dot.
            let names = #"(?<![\w.])("# + ownerOf.keys.sorted().joined(separator: "|") + #")\b"#
            for path in own {
                for (line, source) in (text[path] ?? "").components(separatedBy: "\n").enumerated() {
                    for type in Set(matches(names, in: source).map { $0[0] }).sorted() {
                        let owner = ownerOf[type] ?? type
                        found.append("\(path):\(line + 1): \(room) names \(owner == type ? type : "\(owner)'s \(type)")")
                    }
                }
            }
        }
        XCTAssertEqual(found, [], "a room reaches another only through a value in its call, a protocol the Controller answers, or an effect")
    }

    func testNoRoomAndNoDaemonTestImportsTheX11Layer() throws {
        let rooms = rooms(try sources("Sources/OverlayDaemon"))
        let roomFiles = try sources("Sources/OverlayDaemon").filter { f in rooms.values.contains { $0.files.contains(f.path) } }
        for f in roomFiles + (try sources("Tests/OverlayDaemonTests")) {
            XCTAssertTrue(matches(#"^import OverlayX11\b"#, in: f.text).isEmpty, "\(f.path) imports OverlayX11")
        }
    }
}
