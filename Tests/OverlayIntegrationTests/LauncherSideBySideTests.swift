// LauncherSideBySideTests: `rofi -show drun` (and run) with the real rofi 1.7.3 and with
// overlayctl linked as rofi, on the same desktop-file tree, PATH and keys: the same
// application starts (its Exec records its arguments and working directory in a marker),
// and the entries rofi leaves out (NoDisplay, Hidden, OnlyShowIn=KDE, TryExec missing) are
// left out by ours too: typing such a name matches nothing, so Enter runs the typed text as
// a command, which a script of that name on PATH records as `custom-NAME`.
import Foundation
import XCTest

final class LauncherSideBySideTests: XCTestCase {
    func makeTree() throws -> DesktopTree {
        let t = try DesktopTree()
        try t.entry("alphaapp.desktop", "Type=Application\nName=Alphaapp\nExec=mark alphaapp %U \"two words\" --name=%c %%\nIcon=alpha")
        try t.entry("actions.desktop", system: true,
                    "Type=Application\nName=Zzactionapp\nExec=mark actionapp\nActions=second;\n\n[Desktop Action second]\nName=Secondwin\nExec=mark secondwin")
        try t.entry("betaapp.desktop", system: true, "Type=Application\nName=Betaapp\nExec=mark betaapp system")
        try t.entry("betaapp.desktop", "Type=Application\nName=Betaapp\nExec=mark betaapp user")
        try t.entry("nodisp.desktop", system: true, "Type=Application\nName=Nodispapp\nNoDisplay=true\nExec=mark nodispapp")
        try t.entry("hidden.desktop", system: true, "Type=Application\nName=Hiddenapp\nHidden=true\nExec=mark hiddenapp")
        try t.entry("kde.desktop", system: true, "Type=Application\nName=Kdeonlyapp\nOnlyShowIn=KDE;\nExec=mark kdeonlyapp")
        try t.entry("xfce.desktop", system: true, "Type=Application\nName=Xfceapp\nOnlyShowIn=KDE;XFCE;\nExec=mark xfceapp")
        try t.entry("notxfce.desktop", system: true, "Type=Application\nName=Notxfceapp\nNotShowIn=XFCE;\nExec=mark notxfceapp")
        try t.entry("tryexec.desktop", system: true, "Type=Application\nName=Tryexecapp\nTryExec=/nonexistent\nExec=mark tryexecapp")
        try t.entry("kde4/subapp.desktop", system: true, "Type=Application\nName=Subapp\nExec=mark subapp %f")
        try t.entry("localized.desktop", system: true, "Type=Application\nName=Englishname\nName[de]=Deutschname\nExec=mark localized")
        try t.entry("term.desktop", system: true, "Type=Application\nName=Termapp\nTerminal=true\nExec=mark termapp")
        try t.entry("path.desktop", system: true, "Type=Application\nName=Pathapp\nPath=\(t.markers)\nExec=mark pathapp")
        try t.entry("generic.desktop", system: true,
                    "Type=Application\nName=Zz Viewer\nGenericName=Qqgeneric\nKeywords=Kwword;\nCategories=Catword;\nExec=mark viewer")
        for name in ["nodispapp", "hiddenapp", "kdeonlyapp", "notxfceapp", "tryexecapp", "englishname", "nomatch"] {
            try t.script(name, "mark custom-\(name) \"$@\"")
        }
        return t
    }

    /// Types `text` and Enter into `rofi -show MODE` run as the real rofi and as ours;
    /// returns the markers each run left.
    func launched(_ text: String, marks: [String], mode: String = "drun", enter: TypedKey = TypedKey("Return"),
                  before: [TypedKey] = [], runner: PeerMenuRunner, tree: DesktopTree) throws -> (real: [String: String], ours: [String: String]) {
        var results: [[String: String]] = []
        for real in [true, false] {
            tree.clearMarks()
            let run = try runner.run("exec rofi -show \(mode) \(real ? "-no-lazy-grab" : "")", stdin: [],
                                     keys: TypedKey.text(text) + before + [enter], program: .rofi, real: real,
                                     extraEnvironment: tree.environment)
            XCTAssertEqual(run.status, ExitStatus(code: 0, signaled: false), "\(real ? "rofi" : "ours") typing \(text)")
            results.append(try tree.waitForMarks(marks))
        }
        return (results[0], results[1])
    }

    /// What typing each name into drun starts, in `makeTree`'s tree.
    static let drunCases: [(typed: String, marks: [String])] = [
        ("alphaapp", ["alphaapp"]), ("betaapp", ["betaapp"]), ("subapp", ["subapp"]), ("deutschname", ["localized"]),
        ("pathapp", ["pathapp"]), ("termapp", ["terminal", "termapp"]), ("qqgeneric", ["viewer"]), ("kwword", ["viewer"]),
        ("catword", ["viewer"]), ("xfceapp", ["xfceapp"]),
        ("nodispapp", ["custom-nodispapp"]), ("hiddenapp", ["custom-hiddenapp"]), ("kdeonlyapp", ["custom-kdeonlyapp"]),
        ("notxfceapp", ["custom-notxfceapp"]), ("tryexecapp", ["custom-tryexecapp"]), ("englishname", ["custom-englishname"]),
    ]

    func testDrunLaunchesWhatRofiLaunchesAndLeavesOutWhatItLeavesOut() throws {
        let tree = try makeTree()
        let s = try DaemonSession(environment: tree.environment)
        let runner = try PeerMenuRunner(s)
        for c in Self.drunCases {
            let (real, ours) = try launched(c.typed, marks: c.marks, runner: runner, tree: tree)
            XCTAssertEqual(Set(real.keys), Set(c.marks), "the real rofi, typing \(c.typed): \(real)")
            XCTAssertEqual(ours, real, "typing \(c.typed)")
        }
    }

    func testFrequentlyLaunchedAppsComeFirstAsInRofisHistory() throws {
        let tree = try makeTree()
        let s = try DaemonSession(environment: tree.environment)
        let runner = try PeerMenuRunner(s)
        // Nothing typed: the first row by name, for both.
        XCTAssertEqual(try launched("", marks: ["alphaapp"], runner: runner, tree: tree).ours.keys.sorted(), ["alphaapp"])
        for _ in 0..<2 { _ = try launched("pathapp", marks: ["pathapp"], runner: runner, tree: tree) }
        _ = try launched("subapp", marks: ["subapp"], runner: runner, tree: tree)
        let (real, ours) = try launched("", marks: ["pathapp"], runner: runner, tree: tree)
        XCTAssertEqual(ours, real, "the most launched first")
        let history = try String(contentsOfFile: tree.cache + "/overlayd/launch-drun.history", encoding: .utf8)
        XCTAssertEqual(history, "3\tpath.desktop\n1\talphaapp.desktop\n1\tkde4-subapp.desktop\n")
    }

    func testANewDesktopFileIsListedAtTheNextOpen() throws {
        let tree = try makeTree()
        let s = try DaemonSession(environment: tree.environment)
        let runner = try PeerMenuRunner(s)
        _ = try launched("alphaapp", marks: ["alphaapp"], runner: runner, tree: tree)
        // Written after the daemon read the folders: inotify tells it, and the next launcher waits for the new scan.
        try tree.entry("kde4/newcomer.desktop", system: true, "Type=Application\nName=Newcomerapp\nExec=mark newcomer")
        tree.clearMarks()
        let run = try runner.run("exec rofi -show drun", stdin: [], keys: TypedKey.text("newcomerapp") + [TypedKey("Return")],
                                 program: .rofi, real: false, extraEnvironment: tree.environment)
        XCTAssertEqual(run.status, ExitStatus(code: 0, signaled: false))
        XCTAssertEqual(try tree.waitForMarks(["newcomer"]).keys.sorted(), ["newcomer"])
        // And one that goes is gone.
        try FileManager.default.removeItem(atPath: tree.system + "/kde4/newcomer.desktop")
        try tree.script("newcomerapp", "mark custom-newcomerapp")
        tree.clearMarks()
        _ = try runner.run("exec rofi -show drun", stdin: [], keys: TypedKey.text("newcomerapp") + [TypedKey("Return")],
                           program: .rofi, real: false, extraEnvironment: tree.environment)
        XCTAssertEqual(try tree.waitForMarks(["custom-newcomerapp"]).keys.sorted(), ["custom-newcomerapp"])
    }

    func testRunStartsAProgramOnPathAndShiftEnterInATerminal() throws {
        let tree = try makeTree()
        try tree.script("zzrunprog", "mark zzrunprog \"$@\"")
        let s = try DaemonSession(environment: tree.environment)
        let runner = try PeerMenuRunner(s)
        var (real, ours) = try launched("zzrunprog", marks: ["zzrunprog"], mode: "run", runner: runner, tree: tree)
        XCTAssertEqual(ours, real)
        (real, ours) = try launched("zzrunprog", marks: ["terminal", "zzrunprog"], mode: "run", enter: TypedKey("Return", ["Shift_L"]),
                                    runner: runner, tree: tree)
        XCTAssertEqual(real["terminal"], "-e\nzzrunprog\n")
        XCTAssertEqual(ours, real)
        // Typed words that match no program run as a command with their arguments.
        (real, ours) = try launched("nomatch a b", marks: ["custom-nomatch"], mode: "run", runner: runner, tree: tree)
        XCTAssertEqual(real["custom-nomatch"]?.hasSuffix("a\nb\n"), true)
        XCTAssertEqual(ours, real)
    }

    func testCombiAndCtrlTabBetweenModes() throws {
        let tree = try makeTree()
        try tree.script("zzrunprog", "mark zzrunprog \"$@\"")
        let s = try DaemonSession(environment: tree.environment)
        let runner = try PeerMenuRunner(s)
        // combi over drun and run: an application and a program from one list.
        for (typed, marks) in [("alphaap", ["alphaapp"]), ("zzrunpr", ["zzrunprog"])] {
            let (real, ours) = try launched(typed, marks: marks, mode: "combi -combi-modi drun,run", runner: runner, tree: tree)
            XCTAssertEqual(ours, real, "combi, typing \(typed)")
        }
        // rofi 1.7.3's combi !bang: `!r kwword` keeps run's rows (the program `kwword`, where
        // plain `kwword` gives drun's Zz Viewer, whose keyword it is, first), `!d zz` drun's; `!d zzrunprog` matches no
        // application, so the text after the bang runs as a command.
        try tree.script("kwword", "mark custom-kwword \"$@\"")
        for (typed, marks) in [("!r zzrunpr", ["zzrunprog"]), ("!r kwword", ["custom-kwword"]), ("!d zz", ["viewer"]),
                               ("!d zzrunprog", ["zzrunprog"])] {
            let (real, ours) = try launched(typed, marks: marks, mode: "combi -combi-modi drun,run", runner: runner, tree: tree)
            XCTAssertEqual(Set(real.keys), Set(marks), "the real rofi, typing \(typed): \(real)")
            XCTAssertEqual(ours, real, "combi, typing \(typed)")
        }
        // -modi drun,run: the typed text stays while Ctrl+Tab goes to run, whose row starts
        // (in drun it matches nothing: Enter would run `zzrunpr`, which does not exist).
        let (real, ours) = try launched("zzrunpr", marks: ["zzrunprog"], mode: "drun -modi drun,run",
                                        before: [TypedKey("Tab", ["Control_L"])], runner: runner, tree: tree)
        XCTAssertEqual(ours, real, "Ctrl+Tab to run")
    }

    func testDesktopActionsWithDrunShowActions() throws {
        let tree = try makeTree()
        let s = try DaemonSession(environment: tree.environment)
        let runner = try PeerMenuRunner(s)
        let (real, ours) = try launched("secondwin", marks: ["secondwin"], mode: "drun -drun-show-actions", runner: runner, tree: tree)
        XCTAssertEqual(ours, real)
        // Without the flag the action is not a row: the typed text runs as a command (none here).
        let plain = try launched("actionapp", marks: ["actionapp"], runner: runner, tree: tree)
        XCTAssertEqual(plain.ours, plain.real)
    }

    /// The daemon runs with another environment than its callers (a systemd unit's: another
    /// data tree, PATH, language and desktop): drun, run and combi list what the caller's
    /// environment names, as the caller's rofi does, odd entries and all; the daemon's own
    /// applications are not the caller's.
    func testTheCallersEnvironmentNamesTheApplicationsNotTheDaemons() throws {
        let tree = try makeTree()
        // Broken files GLib's key-file parser refuses, and rofi leaves out: keys before any
        // group, and a stray line that is no key.
        try tree.rawEntry("broken.desktop", "Type=Application\nName=Brokenapp\nExec=mark brokenapp\n")
        try tree.rawEntry("oddline.desktop", "[Desktop Entry]\nType=Application\nName=Oddlineapp\nExec=mark oddlineapp\nnot a key\n")
        try tree.script("zzrunprog", "mark zzrunprog \"$@\"")
        for name in ["brokenapp", "oddlineapp", "daemononlyapp"] { try tree.script(name, "mark custom-\(name) \"$@\"") }
        let elsewhere = try DesktopTree()
        try elsewhere.entry("daemononly.desktop", "Type=Application\nName=Daemononlyapp\nExec=mark daemononly")
        var daemon = elsewhere.environment
        (daemon["LANGUAGE"], daemon["LANG"], daemon["XDG_CURRENT_DESKTOP"]) = ("C", "C", "KDE")
        let s = try DaemonSession(environment: daemon)
        let runner = try PeerMenuRunner(s)
        let cases = Self.drunCases + [("brokenapp", ["custom-brokenapp"]), ("oddlineapp", ["custom-oddlineapp"]),
                                      ("daemononlyapp", ["custom-daemononlyapp"])]
        for c in cases {
            let (real, ours) = try launched(c.typed, marks: c.marks, runner: runner, tree: tree)
            XCTAssertEqual(Set(real.keys), Set(c.marks), "the real rofi, typing \(c.typed): \(real)")
            XCTAssertEqual(ours, real, "typing \(c.typed)")
        }
        // run lists the caller's PATH: `zzrunpr` is a row's start there (with the daemon's
        // PATH it would run as typed, and no program has that name).
        for (mode, typed, marks) in [("run", "zzrunpr", ["zzrunprog"]), ("combi -combi-modi drun,run", "zzrunpr", ["zzrunprog"]),
                                     ("combi -combi-modi drun,run", "alphaap", ["alphaapp"])] {
            let (real, ours) = try launched(typed, marks: marks, mode: mode, runner: runner, tree: tree)
            XCTAssertEqual(Set(real.keys), Set(marks), "the real rofi, \(mode) typing \(typed): \(real)")
            XCTAssertEqual(ours, real, "\(mode), typing \(typed)")
        }
    }

    /// rofi names its window "rofi - " and the mode's name in every -show mode (view.c:
    /// `rofi - %s` of the mode's display name, whatever the prompt) and classes it `rofi`,
    /// `Rofi`; ours carries the same bytes, read off each program's window with this test's X
    /// connection. A script's `prompt` option is its mode's name from then on (script.c sets
    /// the display name), so it names the window too.
    func testLauncherWindowsAreNamedAsRofiNamesThem() throws {
        let tree = try makeTree()
        try tree.script("myscript", "[ -n \"$1\" ] && exit 0; printf '\\0prompt\\037Ask\\n'; echo one; echo two")
        let s = try DaemonSession(environment: tree.environment)
        let wm = try HelperProcess.openbox(on: s.x)
        defer { try? wm.stop() }
        _ = try s.x.createWindow(x: 50, y: 50, width: 200, height: 150, background: RGB(0x80, 0x80, 0x80), title: "zzwindow")
        let runner = try PeerMenuRunner(s)
        for (args, name) in [("drun", "drun"), ("run", "run"), ("window", "window"), ("combi -combi-modi drun,run", "combi"),
                             ("myscript -modi myscript:myscript", "Ask")] {
            var seen: [Bool: [String]] = [:]
            for real in [true, false] {
                seen[real] = try runner.windowProperties(["WM_NAME", "_NET_WM_NAME", "WM_CLASS"],
                                                         script: "exec rofi -show \(args) \(real ? "-no-lazy-grab" : "")", stdin: [],
                                                         keys: [TypedKey("Down"), TypedKey("Escape")], program: .rofi, real: real,
                                                         extraEnvironment: tree.environment).properties
            }
            XCTAssertEqual(seen[true], ["WM_NAME(STRING) = rofi - \(name)", "_NET_WM_NAME(UTF8_STRING) = rofi - \(name)",
                                        "WM_CLASS(STRING) = rofi\\0Rofi\\0"], "the real rofi -show \(args)")
            XCTAssertEqual(seen[false], seen[true], "rofi -show \(args)")
        }
    }
}
