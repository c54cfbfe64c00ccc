// RofiSshSideBySideTests: `rofi -show ssh` with the real rofi 1.7.3 and with overlayctl linked as rofi,
// each with its own copy of one fake HOME (~/.ssh/config with Include and UserKnownHostsFile, known_hosts
// with a port, rofi's ssh history) and a fake terminal that records its argv: the same keys start the
// same command (`{terminal} -e {ssh-client} {host} [-p {port}]`), history first, and leave the same history.
import Foundation
import XCTest

final class RofiSshSideBySideTests: XCTestCase {
    /// A fake HOME for one program; its terminal writes its arguments to `argv`.
    func makeHome(_ root: String) throws -> String {
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/.ssh/config.d", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/.cache", withIntermediateDirectories: true)
        let files = [
            ".ssh/config": "# hosts\nHost alpha beta *.wild !neg\n  User me\nHost histhost\nInclude config.d/*.conf\nUserKnownHostsFile ~/.ssh/extra_known\n",
            ".ssh/config.d/more.conf": "Host = included # trailing\n",
            ".ssh/known_hosts": "[gamma]:2222 ssh-ed25519 AAAA\ndelta,10.0.0.4 ssh-rsa AAAA\n|1|hashed= ssh-rsa AAAA\n@revoked x ssh-rsa AAAA\nalpha ssh-rsa AAAA\n",
            ".ssh/extra_known": "epsilon ssh-ed25519 AAAA\n",
            ".cache/rofi-2.sshcache": "3 histhost\n0 older\n",
            "fake-term": "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$HOME/argv.part\" && mv \"$HOME/argv.part\" \"$HOME/argv\"\n",
        ]
        for (path, text) in files { try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8) }
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/fake-term")
        return root
    }

    /// Waits (polling, with a deadline) for the fake terminal's record, and takes it away.
    func recorded(_ home: String) throws -> [String] {
        let deadline = Deadline(seconds: 10)
        while true {
            if let text = try? String(contentsOfFile: home + "/argv", encoding: .utf8) {
                try FileManager.default.removeItem(atPath: home + "/argv")
                return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            }
            guard !deadline.hasPassed else { throw HarnessError.timeout("the fake terminal's argv in \(home)") }
            usleep(5000)
        }
    }

    func testSshStartsTheSameHostWithTheSameCommandAndHistoryAsRofi() throws {
        let runner = try PeerMenuRunner(try DaemonSession())
        let homes = [true: try makeHome(runner.dir.file("real-home")), false: try makeHome(runner.dir.file("our-home"))]
        let cases: [(keys: [TypedKey], args: String, what: String)] = [
            ([TypedKey("Return")], "", "the first row: the history's"),
            (TypedKey.text("gam") + [TypedKey("Return")], "-ssh-client myssh", "known_hosts' [gamma]:2222, with -ssh-client"),
            ([TypedKey("Down"), TypedKey("Down"), TypedKey("Down"), TypedKey("Return")], "", "the fourth row"),
            (TypedKey.text("includ") + [TypedKey("Return")], "", "a host of an included file"),
            (TypedKey.text("epsil") + [TypedKey("Return")], "", "a host of UserKnownHostsFile"),
            (TypedKey.text("typed-host") + [TypedKey("Return", ["Control_L"])], "", "typed text (kb-accept-custom)"),
        ]
        for c in cases {
            var argvs: [[String]] = []
            for real in [true, false] {
                let home = try XCTUnwrap(homes[real])
                let run = try runner.run("exec rofi -show ssh -terminal '\(home)/fake-term' \(c.args) \(real ? "-no-lazy-grab" : "")", stdin: [],
                                         keys: c.keys, program: .rofi, real: real,
                                         extraEnvironment: ["HOME": home, "XDG_CACHE_HOME": home + "/.cache"])
                XCTAssertEqual(run.status, ExitStatus(code: 0, signaled: false), "\(real ? "rofi" : "ours"): \(c.what)")
                argvs.append(try recorded(home))
            }
            XCTAssertEqual(argvs[1], argvs[0], c.what)
        }
        let histories = try [true, false].map { try String(contentsOfFile: try XCTUnwrap(homes[$0]) + "/.cache/rofi-2.sshcache", encoding: .utf8) }
        XCTAssertEqual(histories[1], histories[0], "the history each left")
        XCTAssertTrue(histories[0].contains("gamma\u{1f}2222"), "rofi keeps a host's port in its history: \(histories[0])")
    }
}
