// PictureTests: what a sender passes as a picture can neither stall the daemon (a FIFO) nor
// keep memory (a huge image-data), and every common format shows: `show --icon`,
// notify-send -i and the image-path hint (a path or a file:// URI).
import Foundation
import XCTest

final class PictureTests: XCTestCase {
    /// A 32x32 picture in one colour, written by ImageMagick.
    private func picture(_ path: String, colour: String) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["convert", "-size", "32x32", "xc:\(colour)", path]
        try p.run()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0)
    }

    /// The colour in the middle of the icon square (inside the padding at the body's top-left).
    private func iconPixel(_ s: DaemonSession, _ o: OverlayInfo) throws -> RGB {
        try s.x.screenshot().pixel(x: o.body.x + 12 + 16, y: o.body.y + 12 + 16)
    }

    private func close(_ a: RGB, _ b: RGB, _ file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(abs(Int(a.r) - Int(b.r)) <= 8 && abs(Int(a.g) - Int(b.g)) <= 8 && abs(Int(a.b) - Int(b.b)) <= 8,
                      "\(a) is not \(b)", file: file, line: line)
    }

    /// Regression: `notify-send -i "$PWD/icon.fifo"` froze the daemon (ping included) until
    /// someone wrote into the FIFO: pictures were opened and read on the event loop.
    func testAFIFOAsAPictureNeverStallsTheDaemon() throws {
        let bus = try SessionBus()
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let dir = try TemporaryDirectory(prefix: "overlayd-fifo")
        let fifo = dir.file("icon.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let pinger = try s.daemon.connect()
        // Sent and not waited for: the daemon must answer the ping while the picture is loading.
        let shower = try s.daemon.connect()
        try shower.send("show --id f --icon \(fifo) --text 'beside a FIFO'")
        XCTAssertEqual(try pinger.request("ping", timeoutMs: 5000), #"{"ok":true}"#)
        XCTAssertTrue(try shower.readLine(timeoutMs: 5000).contains(#""ok":true"#))
        let (status, output) = try bus.run(["notify-send", "-i", fifo, "Picture", "from a FIFO"], timeout: 5)
        XCTAssertEqual(status, 0, "notify-send is answered: \(output)")
        XCTAssertEqual(try pinger.request("ping", timeoutMs: 5000), #"{"ok":true}"#)
        try s.sync()
        // Both are shown, without a picture: no room is kept for one.
        let plain = try s.show(["--id", "plain", "--text", "beside a FIFO"])
        XCTAssertEqual(try XCTUnwrap(try s.overlay("f")).body.width, plain.body.width)
        XCTAssertNotNil(try s.overlay("n1"))
        XCTAssertTrue(s.daemon.stderrText.contains("picture not shown: \(fifo): not a regular file (a FIFO)"), s.daemon.stderrText)
    }

    /// Regression: JPEG (and every format but PNG and SVG) was silently dropped.
    func testEveryCommonFormatIsShownBesideAPopover() throws {
        let s = try DaemonSession()
        let dir = try TemporaryDirectory(prefix: "overlayd-formats")
        let colours: [(String, RGB)] = [("jpg", RGB(0xff, 0, 0)), ("gif", RGB(0, 0xff, 0)), ("bmp", RGB(0, 0, 0xff)),
                                        ("tiff", RGB(0xff, 0xff, 0)), ("ico", RGB(0, 0xff, 0xff)), ("xpm", RGB(0xff, 0, 0xff))]
        for (ext, colour) in colours {
            let path = dir.file("p.\(ext)")
            try picture(path, colour: String(format: "#%02x%02x%02x", colour.r, colour.g, colour.b))
            let o = try s.show(["--id", ext, "--icon", path, "--text", ext])
            close(try iconPixel(s, o), colour)
            try s.ok(["dismiss", ext])
        }
    }

    func testNotificationPicturesInJPEGByPathAndFileURI() throws {
        let bus = try SessionBus()
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let dir = try TemporaryDirectory(prefix: "overlayd-jpeg")
        try picture(dir.file("red.jpg"), colour: "#ff0000")
        try picture(dir.file("blue pic.jpg"), colour: "#0000ff")
        XCTAssertEqual(try bus.run(["notify-send", "-i", dir.file("red.jpg"), "Photo", "by path"]).0, 0)
        let uri = "file://" + dir.file("blue%20pic.jpg")
        XCTAssertEqual(try bus.run(["notify-send", "-h", "string:image-path:\(uri)", "Photo", "by URI"]).0, 0)
        try s.sync()
        close(try iconPixel(s, try XCTUnwrap(try s.overlay("n1"))), RGB(0xff, 0, 0))
        close(try iconPixel(s, try XCTUnwrap(try s.overlay("n2"))), RGB(0, 0, 0xff))
    }
}
