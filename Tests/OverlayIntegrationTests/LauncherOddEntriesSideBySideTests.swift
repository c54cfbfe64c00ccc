// LauncherOddEntriesSideBySideTests: the odd files real systems hold, in `rofi -show drun` with
// the real rofi 1.7.3 and with ours, the same keys and the caller's environment: links and
// other types, a user's copy that lists nothing (passing its id to the system's, or taking
// it), GLib's booleans and repeated keys, a translation that is not UTF-8, GLib's order of a
// locale's variants, a desktop list, dot files, a FIFO, a file over a
// megabyte, D-Bus activatable entries and every field code. Typing a name each lists starts
// the same command; typing one neither lists runs the typed text (a script that records `custom-NAME`).
import Foundation
import XCTest

final class LauncherOddEntriesSideBySideTests: XCTestCase {
    func makeOddTree() throws -> (DesktopTree, [String: String]) {
        let t = try DesktopTree()
        try t.script("xdg-open", "mark xdgopen \"$@\"")
        try t.entry("link.desktop", system: true, "Type=Link\nName=Linkapp\nURL=file:///tmp/linkapp")
        try t.entry("dir.desktop", system: true, "Type=Directory\nName=Dirapp\nExec=mark dirapp")
        try t.entry("service.desktop", system: true, "Type=Service\nName=Serviceapp\nExec=mark serviceapp")
        // The user's copies: one with no Exec passes the id on, a Hidden one and a NoDisplay one take it.
        try t.entry("passing.desktop", "Type=Application\nName=Userpassing")
        try t.entry("passing.desktop", system: true, "Type=Application\nName=Syspassing\nExec=mark syspassing")
        try t.entry("tryov.desktop", "Type=Application\nName=Tryovuser\nTryExec=/nonexistent\nExec=mark tryovuser")
        try t.entry("tryov.desktop", system: true, "Type=Application\nName=Tryovsys\nExec=mark tryovsys")
        try t.entry("hiddenov.desktop", "Type=Application\nName=Hiddenovuser\nHidden=true\nExec=mark hiddenovuser")
        try t.entry("hiddenov.desktop", system: true, "Type=Application\nName=Hiddenovsys\nExec=mark hiddenovsys")
        try t.entry("nodispone.desktop", system: true, "Type=Application\nName=Nodispone\nNoDisplay=1\nExec=mark nodispone")
        try t.entry("repeated.desktop", system: true, "Type=Application\nName=Firstname\nExec=mark repeated\nName=Lastname")
        try t.entry("serbian.desktop", system: true,
                    "Type=Application\nName=Plainname\nName[sr_RS]=Serbterritory\nName[sr@latin]=Serblatin\nExec=mark serbian")
        try t.entry("gnome.desktop", system: true, "Type=Application\nName=Gnomeonly\nOnlyShowIn=KDE;GNOME;\nExec=mark gnomeonly")
        try t.entry("notubuntu.desktop", system: true, "Type=Application\nName=Notubuntu\nNotShowIn=ubuntu;\nExec=mark notubuntu")
        try t.entry("emptyonly.desktop", system: true, "Type=Application\nName=Emptyonly\nOnlyShowIn=\nExec=mark emptyonly")
        try t.entry("dbus.desktop", system: true, "Type=Application\nName=Dbusapp\nDBusActivatable=true\nExec=mark dbusapp")
        try t.entry("dbusnoexec.desktop", system: true, "Type=Application\nName=Dbusnoexec\nDBusActivatable=true")
        try t.entry("fields.desktop", system: true,
                    "Type=Application\nName=Fieldapp\nIcon=fieldicon\nExec=mark fieldapp %f %F %u %U %i %c %k %% end")
        try t.entry(".dotapp.desktop", system: true, "Type=Application\nName=Dotapp\nExec=mark dotapp")
        // Latin-1 in the German name: GLib gives no value for it, so the untranslated Name shows.
        let badUTF8 = Array("[Desktop Entry]\nType=Application\nName=Badutf\nName[de]=Bad".utf8) + [0xFF] + Array("\nExec=mark badutf\n".utf8)
        try Data(badUTF8).write(to: URL(fileURLWithPath: t.system + "/badutf.desktop"))
        // Over a megabyte of comments before its keys.
        let comment = "# " + String(repeating: "x", count: 1000) + "\n"
        try ("[Desktop Entry]\n" + String(repeating: comment, count: 1500) + "Type=Application\nName=Bigapp\nExec=mark bigapp\n")
            .write(toFile: t.system + "/big.desktop", atomically: true, encoding: .utf8)
        // A FIFO named like a desktop file (reading it would block). (A folder that leads back to
        // itself is walked once by ours, LaunchIndexScanTests; rofi walks it again at every level
        // until the kernel refuses the path, listing each file under every `loop-…` id it gets,
        // past the user's overrides.)
        XCTAssertEqual(mkfifo(t.system + "/fifo.desktop", 0o644), 0)
        for name in ["dirapp", "userpassing", "tryovuser", "hiddenovsys", "hiddenovuser", "nodispone", "firstname", "lastname",
                     "notubuntu", "emptyonly", "dbusnoexec", "dotapp", "serbterritory", "badutf"] {
            try t.script(name, "mark custom-\(name) \"$@\"")
        }
        var env = t.environment
        env["LANGUAGE"] = "sr_RS@latin:de"
        env["XDG_CURRENT_DESKTOP"] = "ubuntu:GNOME"
        return (t, env)
    }

    static let cases: [(typed: String, marks: [String])] = [
        ("linkapp", ["xdgopen"]), ("dirapp", ["custom-dirapp"]), ("serviceapp", ["serviceapp"]),
        ("syspassing", ["syspassing"]), ("userpassing", ["custom-userpassing"]), ("tryovsys", ["tryovsys"]),
        ("hiddenovsys", ["custom-hiddenovsys"]), ("nodispone", ["custom-nodispone"]), ("lastname", ["repeated"]),
        ("firstname", ["custom-firstname"]), ("serblatin", ["serbian"]), ("serbterritory", ["custom-serbterritory"]),
        ("gnomeonly", ["gnomeonly"]), ("notubuntu", ["custom-notubuntu"]), ("emptyonly", ["custom-emptyonly"]),
        ("dbusapp", ["dbusapp"]), ("dbusnoexec", ["custom-dbusnoexec"]), ("fieldapp", ["fieldapp"]), ("dotapp", ["custom-dotapp"]),
        ("badutf", ["badutf"]), ("bigapp", ["bigapp"]),
    ]

    func testOddEntriesAreListedAsRofiListsThem() throws {
        let (tree, env) = try makeOddTree()
        let s = try DaemonSession(environment: tree.environment)
        let runner = try PeerMenuRunner(s)
        for c in Self.cases {
            var results: [[String: String]] = []
            for real in [true, false] {
                tree.clearMarks()
                let run = try runner.run("exec rofi -show drun \(real ? "-no-lazy-grab" : "")", stdin: [],
                                         keys: TypedKey.text(c.typed) + [TypedKey("Return")], program: .rofi, real: real,
                                         extraEnvironment: env)
                XCTAssertEqual(run.status, ExitStatus(code: 0, signaled: false), "\(real ? "rofi" : "ours") typing \(c.typed)")
                results.append(try tree.waitForMarks(c.marks))
            }
            XCTAssertEqual(Set(results[0].keys), Set(c.marks), "the real rofi, typing \(c.typed): \(results[0])")
            XCTAssertEqual(results[1], results[0], "typing \(c.typed)")
        }
    }
}
