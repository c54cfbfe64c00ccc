// PackageTests: the .deb `make deb` writes. Its files and Depends; lintian; apt installs and
// removes it; its binaries run where the Swift toolchain is hidden (a mount namespace with a
// tmpfs over it) and the daemon shows a popover there; its units verify as installed.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

final class PackageTests: XCTestCase {
    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// The package: `$OVERLAYD_DEB` (scripts/test builds it once, before the suite), else
    /// built here by scripts/deb (a release build: minutes).
    static let deb: Result<String, any Error> = Result {
        if let path = ProcessInfo.processInfo.environment["OVERLAYD_DEB"] {
            guard FileManager.default.fileExists(atPath: path) else { throw HarnessError.io("OVERLAYD_DEB names no file: \(path)") }
            return path
        }
        let dir = try TemporaryDirectory(prefix: "overlayd-deb")
        let child = try ChildProcess(name: "scripts/deb", command: [packageRoot + "/scripts/deb"],
                                     stdout: .file(dir.file("out")), stderr: .file(dir.file("err")))
        guard child.waitForExit(timeout: 1800)?.code == 0 else { throw HarnessError.process("scripts/deb failed: \(child.stderrText)") }
        let out = try String(contentsOfFile: dir.file("out"), encoding: .utf8)
        let path = String(out.split(separator: "\n").last ?? "")
        return path.hasPrefix("/") ? path : packageRoot + "/" + path
    }

    /// Runs a command to its end; its stdout, or a failure with its stderr.
    @discardableResult
    func run(_ command: [String], env: [String: String] = [:], expect code: Int32 = 0, file: StaticString = #filePath,
             line: UInt = #line) throws -> String {
        let dir = try TemporaryDirectory(prefix: "overlayd-pkg-run")
        let child = try ChildProcess(name: command[0], command: command, environment: env,
                                     stdout: .file(dir.file("out")), stderr: .file(dir.file("err")))
        let status = child.waitForExit(timeout: 120)
        let out = (try? String(contentsOfFile: dir.file("out"), encoding: .utf8)) ?? ""
        XCTAssertEqual(status?.code, code, "\(command.joined(separator: " ")): \(out) \(child.stderrText)", file: file, line: line)
        return out
    }

    /// The package's files, extracted into a fresh directory.
    func extracted() throws -> (deb: String, root: TemporaryDirectory) {
        guard Executables.find("dpkg-deb") != nil else { throw XCTSkip("dpkg-deb is not installed (apt-get install dpkg-dev)") }
        let deb = try Self.deb.get()
        let root = try TemporaryDirectory(prefix: "overlayd-deb-root")
        try run(["dpkg-deb", "-x", deb, root.path])
        return (deb, root)
    }

    func requireRoot() throws {
        guard getuid() == 0 else {
            throw XCTSkip("needs root: a mount namespace (unshare -m) with the toolchain hidden under a tmpfs")
        }
    }

    /// The Swift toolchain's folder (`/opt/swift` for `/opt/swift/usr/bin/swift`).
    func toolchainDirectory() throws -> String {
        guard let swift = Executables.find("swift") else { throw XCTSkip("swift is not on PATH: nothing to hide") }
        let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        let dir = real.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        guard dir != "/", dir != "/usr" else { throw XCTSkip("the toolchain is in \(dir): it cannot be hidden alone") }
        return dir
    }

    /// `unshare -m sh -c 'mount -t tmpfs none DIR && exec "$@"' DIR …`: runs a command where DIR is empty.
    func hiding(_ dir: String) -> [String] {
        ["unshare", "-m", "sh", "-c", #"mount -t tmpfs none "$0" && exec "$@""#, dir]
    }

    func testPackageHoldsEveryFileAndDependsOnWhatTheBinariesLoad() throws {
        let (deb, root) = try extracted()
        let listing = try run(["dpkg-deb", "-c", deb])
        let files = listing.split(separator: "\n").filter { $0.hasPrefix("-") }.compactMap { $0.split(separator: " ").last }
            .map { String($0.dropFirst()) }.sorted()
        XCTAssertEqual(files, [
            "/usr/bin/overlayctl", "/usr/bin/overlayd",
            "/usr/lib/systemd/user/overlayd.service", "/usr/lib/systemd/user/overlayd.socket",
            "/usr/share/bash-completion/completions/overlayctl",
            "/usr/share/dbus-1/services/org.freedesktop.Notifications.service",
            "/usr/share/doc/overlayd/changelog.gz", "/usr/share/doc/overlayd/copyright",
            "/usr/share/doc/overlayd/examples/overlayd.toml",
            "/usr/share/fish/vendor_completions.d/overlayctl.fish",
            "/usr/share/lintian/overrides/overlayd",
            "/usr/share/man/man1/overlayctl.1.gz", "/usr/share/man/man1/overlayd.1.gz", "/usr/share/man/man5/overlayd.toml.5.gz",
            "/usr/share/zsh/site-functions/_overlayctl",
        ])
        XCTAssertEqual(try run(["dpkg-deb", "-f", deb, "Provides"]), "notification-daemon\n")
        XCTAssertEqual(try run(["dpkg-deb", "-f", deb, "Package", "Architecture"]), "Package: overlayd\nArchitecture: amd64\n")
        let service = try String(contentsOfFile: root.path + "/usr/lib/systemd/user/overlayd.service", encoding: .utf8)
        XCTAssertTrue(service.contains("ExecStart=/usr/bin/overlayd\n"), service)

        // Depends names the package of every library the daemon loads, and nothing of Swift's.
        let depends = try run(["dpkg-deb", "-f", deb, "Depends"])
        let names = Set(depends.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) })
        XCTAssertFalse(depends.lowercased().contains("swift"), depends)
        let needed = try run(["readelf", "-d", root.path + "/usr/bin/overlayd"]).split(separator: "\n")
            .filter { $0.contains("(NEEDED)") }.compactMap { $0.split(separator: "[").last?.dropLast() }.map(String.init)
        XCTAssertTrue(needed.contains("libX11.so.6") && needed.contains("libpango-1.0.so.0"), "\(needed)")
        XCTAssertFalse(needed.contains { $0.hasPrefix("libswift") || $0.hasPrefix("libFoundation") }, "\(needed)")
        for library in needed {
            let owner = try run(["sh", "-c", #"dpkg -S "*/$0" | head -1 | cut -d: -f1"#, library])
            XCTAssertTrue(names.contains(owner.trimmingCharacters(in: .whitespacesAndNewlines)), "\(library) (\(owner)) is not in Depends: \(depends)")
        }
        // No path into the toolchain: no RUNPATH, and overlayctl needs no loader at all.
        for binary in ["overlayd", "overlayctl"] {
            let dynamic = try run(["readelf", "-d", root.path + "/usr/bin/" + binary])
            XCTAssertFalse(dynamic.contains("RUNPATH") || dynamic.contains("RPATH"), "\(binary): \(dynamic)")
        }
        XCTAssertTrue(try run(["readelf", "-d", root.path + "/usr/bin/overlayctl"]).contains("There is no dynamic section"))
    }

    func testLintianFindsNothing() throws {
        guard Executables.find("lintian") != nil else { throw XCTSkip("lintian is not installed (scripts/setup installs it)") }
        let deb = try Self.deb.get()
        // Errors and warnings (lintian's default); overlayctl's static link is overridden in the package, with the reason.
        let out = try run(["lintian", deb])
        XCTAssertEqual(out, "")
    }

    func testBinariesRunWithTheToolchainHiddenAndTheDaemonShowsAPopover() throws {
        try requireRoot()
        let toolchain = try toolchainDirectory()
        let (_, root) = try extracted()
        let hide = hiding(toolchain)
        // The control: the binaries built with the tests need the toolchain, and miss it there.
        let debug = try run(hide + [try Executables.buildProduct("overlayctl"), "--help"], expect: 127)
        XCTAssertEqual(debug, "")
        XCTAssertFalse(try run(hide + ["ls", "-A", toolchain]).contains("usr"), "the toolchain is hidden")
        let ldd = try run(hide + ["ldd", root.path + "/usr/bin/overlayd"])
        XCTAssertFalse(ldd.contains("not found") || ldd.contains(toolchain), ldd)

        let ctl = root.path + "/usr/bin/overlayctl"
        XCTAssertTrue(try run(hide + [ctl, "--help"]).hasPrefix("usage: overlayctl"))
        let s = try DaemonSession(binary: root.path + "/usr/bin/overlayd", wrapper: hide)
        XCTAssertEqual(try run(hide + [ctl, "--runtime-dir", s.daemon.runtimeDir, "version"]), "0.1.0\n")
        let before = try s.x.screenshot()
        let id = try run(hide + [ctl, "--runtime-dir", s.daemon.runtimeDir, "show", "--text", "Installed", "--title", "overlayd"])
        XCTAssertEqual(id, "p1\n")
        try run(hide + [ctl, "--runtime-dir", s.daemon.runtimeDir, "sync"])
        let o = try XCTUnwrap(try s.overlay("p1"))
        let a = try s.x.attributes(of: o.window)
        XCTAssertTrue(a.overrideRedirect)
        XCTAssertTrue(a.isViewable)
        // What a user sees: the body painted where the root window was.
        let after = try s.x.screenshot()
        let changed = (0..<o.body.width).filter { dx in
            let (x, y) = (o.body.x + dx, o.body.y + o.body.height / 2)
            return after.pixel(x: x, y: y) != before.pixel(x: x, y: y)
        }
        XCTAssertGreaterThan(changed.count, o.body.width / 2, "the popover is painted on screen")
    }

    func testAptInstallsAndRemovesIt() throws {
        try requireRoot()
        let deb = try Self.deb.get()
        let scratch = try TemporaryDirectory(prefix: "overlayd-apt")
        let installedHere = access("/usr/bin/overlayctl", F_OK) == 0
        // /usr, /var and /etc under overlay mounts in a namespace: apt and dpkg change the
        // copies, and the machine stays as it was.
        let out = try run([
            "unshare", "-m", "sh", "-c", #"""
            set -e
            for d in usr var etc; do
                mkdir -p "$0/$d.up" "$0/$d.work"
                mount -t overlay overlay -o "lowerdir=/$d,upperdir=$0/$d.up,workdir=$0/$d.work" "/$d"
            done
            DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$1" >"$0/apt.log" 2>&1 || { cat "$0/apt.log"; exit 1; }
            dpkg-query -W -f '${Status}\n' overlayd
            /usr/bin/overlayctl help ping | head -1
            man -w overlayd.toml
            DEBIAN_FRONTEND=noninteractive apt-get remove -y -q overlayd >"$0/apt.log" 2>&1 || { cat "$0/apt.log"; exit 1; }
            [ -e /usr/bin/overlayctl ] || echo removed
            """#, scratch.path, deb,
        ])
        XCTAssertEqual(out, "install ok installed\nusage: overlayctl ping\n/usr/share/man/man5/overlayd.toml.5.gz\nremoved\n")
        XCTAssertEqual(access("/usr/bin/overlayctl", F_OK) == 0, installedHere, "the machine itself is untouched")
    }

    func testUnitsVerifyAsInstalled() throws {
        try requireRoot()
        guard Executables.find("systemd-analyze") != nil else { throw XCTSkip("systemd-analyze is not installed") }
        let (_, root) = try extracted()
        let runtime = try TemporaryDirectory(prefix: "overlayd-verify")
        // The package's /usr laid over the machine's (an overlay mount in a namespace): the
        // units, binaries and man pages are where apt would put them.
        let out = try run([
            "unshare", "-m", "sh", "-c",
            #"mount -t overlay overlay -o "lowerdir=$0/usr:/usr" /usr && systemd-analyze --user verify /usr/lib/systemd/user/overlayd.socket /usr/lib/systemd/user/overlayd.service 2>&1"#,
            root.path,
        ], env: ["XDG_RUNTIME_DIR": runtime.path])
        XCTAssertEqual(out, "", "systemd-analyze --user verify")
    }
}
