// SshHostsTests: rofi 1.7.3's ssh mode lists hosts in its order (history, ~/.ssh/config's Host names,
// known_hosts, /etc/hosts), expands ssh-command as its templates do, and keeps its history file.
import Foundation
import OverlayCore
import XCTest

final class SshHostsTests: XCTestCase {
    func hosts(_ files: [String: String], knownHosts: Bool = true, etcHosts: Bool = false) -> SshHosts {
        // The one glob the tests use, `DIR/*.conf`.
        let glob: (String) -> [String] = { pattern in
            files.keys.filter { $0.hasPrefix(pattern.replacingOccurrences(of: "*.conf", with: "")) && $0.hasSuffix(".conf") }.sorted()
        }
        var h = SshHosts(home: "/h", read: { files[$0] }, glob: glob)
        h.parseKnownHosts = knownHosts
        h.parseHosts = etcHosts
        return h
    }

    func testHostsComeInRofisOrderWithoutPatternsOrDuplicates() {
        let h = hosts([
            "/h/.ssh/config": "Host alpha beta *.wild !neg gam?a\nHost alpha hist # comment\nInclude conf.d/*.conf\nUserKnownHostsFile ~/.ssh/more\n",
            "/h/.ssh/conf.d/a.conf": "host=inc\n",
            "/h/.ssh/known_hosts": "[gamma]:2222 ssh-ed25519 K\nAlpha,10.1.1.1 ssh-rsa K\n|1|x= ssh-rsa K\n# c\n@cert-authority * K\n",
            "/h/.ssh/more": "delta K\n",
            "/etc/hosts": "127.0.0.1 localhost # me\n::1 localhost ip6-localhost\n",
        ], etcHosts: true)
        let list = h.list(history: "2 hist\n0 gamma\u{1f}22\n")
        XCTAssertEqual(list.map(\.name), ["hist", "gamma", "alpha", "beta", "alpha", "inc", "10.1.1.1", "delta", "localhost", "ip6-localhost"])
        XCTAssertEqual(list[1].port, 22, "the history keeps a port")
        XCTAssertEqual(hosts(["/h/.ssh/known_hosts": "[gamma]:2222 K\n"]).list(history: nil), [SshHost("gamma", port: 2222)])
        XCTAssertEqual(hosts(["/h/.ssh/known_hosts": "gamma K\n"], knownHosts: false).list(history: nil), [], "-no-parse-known-hosts")
    }

    func testSshCommandIsExpandedAsRofisTemplates() {
        let template = "{terminal} -e {ssh-client} {host} [-p {port}]"
        XCTAssertEqual(RofiCommandTemplate.expand(template, ["terminal": "xterm", "ssh-client": "ssh", "host": "h"]), "xterm -e ssh h ")
        XCTAssertEqual(RofiCommandTemplate.expand(template, ["terminal": "xterm", "ssh-client": "ssh", "host": "h", "port": "22"]),
                       "xterm -e ssh h -p 22")
        XCTAssertEqual(RofiCommandTemplate.expand("a {unknown} [b] {x", [:]), "a  [b] {x", "a group needs a key; a lone brace stays")
    }

    func testTheHistoryFileIsWrittenAsRofiWritesIt() {
        XCTAssertEqual(RofiHistoryFile.setting("new", in: ""), "0 new\n")
        XCTAssertEqual(RofiHistoryFile.setting("b", in: "3 a\n1 b\n"), "1 a\n0 b\n", "counts less the smallest")
        XCTAssertEqual(RofiHistoryFile.setting("b", in: "3 a\n2 b\n"), "0 a\n0 b\n", "a tie keeps the file's order")
        XCTAssertEqual(RofiHistoryFile.names("3 a b\nbad\n0 c\n"), ["a b", "c"])
        XCTAssertEqual(RofiHistoryFile.removing("a", in: "3 a\n1 b\n0 c\n"), "1 b\n0 c\n")
    }
}
