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

    /// Idle memory does not pay for gdk-pixbuf: it is loaded with the first picture, not at start.
    func testGdkPixbufIsLoadedOnlyForTheFirstPicture() throws {
        let s = try DaemonSession()
        func mapped() throws -> Bool {
            let maps = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/\(s.daemon.pid)/maps")).readDataToEndOfFile()
            return String(decoding: maps, as: UTF8.self).contains("libgdk_pixbuf")
        }
        _ = try s.show(["--text", "no picture"])
        XCTAssertFalse(try mapped(), "not loaded before a picture is shown")
        let dir = try TemporaryDirectory(prefix: "overlayd-lazy")
        try picture(dir.file("p.jpg"), colour: "#ff0000")
        _ = try s.show(["--icon", dir.file("p.jpg"), "--text", "picture"])
        XCTAssertTrue(try mapped())
    }

    /// A refused picture is remembered (not read again on every frame) until `reload`.
    func testReloadForgetsPicturesThatWereMissing() throws {
        let s = try DaemonSession()
        let dir = try TemporaryDirectory(prefix: "overlayd-reload")
        let path = dir.file("later.png")
        let missing = try s.show(["--id", "a", "--icon", path, "--text", "later"])
        try s.ok(["dismiss", "a"])
        try picture(path, colour: "#0000ff")
        XCTAssertEqual(try s.show(["--id", "b", "--icon", path, "--text", "later"]).body.width, missing.body.width,
                       "still remembered as missing")
        try s.ok(["dismiss", "b"])
        try s.ok(["reload"])
        let o = try s.show(["--id", "c", "--icon", path, "--text", "later"])
        close(try iconPixel(s, o), RGB(0, 0, 0xff))
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

final class PictureMemoryTests: XCTestCase {
    /// Sends a Notify with an `n`×`n` opaque red image-data from Python (GLib builds the 64 MB
    /// `ay` at once; notify-send cannot send image-data).
    static func notifyWithImage(_ bus: SessionBus, side n: Int) throws {
        let script = """
            from gi.repository import Gio, GLib
            n = \(n)
            data = GLib.Variant.new_from_bytes(GLib.VariantType("ay"), GLib.Bytes(bytes([255, 0, 0, 255]) * (n * n)), True)
            image = GLib.Variant.new_tuple(GLib.Variant("i", n), GLib.Variant("i", n), GLib.Variant("i", 4 * n),
                                           GLib.Variant("b", True), GLib.Variant("i", 8), GLib.Variant("i", 4), data)
            bus = Gio.bus_get_sync(Gio.BusType.SESSION)
            bus.call_sync("org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                          "org.freedesktop.Notifications", "Notify",
                          GLib.Variant("(susssasa{sv}i)", ("py", 0, "", "Big", "picture", [], {"image-data": image}, 0)),
                          None, Gio.DBusCallFlags.NONE, 30000, None)
            """
        let (status, output) = try bus.run(["/usr/bin/python3", "-c", script], timeout: 60)
        XCTAssertEqual(status, 0, output)
    }

    static func residentMB(_ pid: Int32) throws -> Double {
        let text = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return try XCTUnwrap(Double(line.split(separator: " ", omittingEmptySubsequences: true)[1])) / 1024
    }

    /// Regression: three large image-data took RSS from 23 to 204 MB and it stayed at 106 MB
    /// after close-all: the history kept the full-size pixels.
    func testAHugeImageIsShrunkOnArrivalAndItsMemoryGivenBack() throws {
        let bus = try SessionBus()
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        // Warm up the same path with a small picture: fonts, pages for the X image, bus buffers.
        try Self.notifyWithImage(bus, side: 64)
        try s.sync()
        try s.ok(["notifications", "close-all"])
        try s.sync()
        let before = try Self.residentMB(s.daemon.pid)
        // 2000² is 16 MB of pixels (the test bus keeps dbus-daemon's 32 MB message limit).
        try Self.notifyWithImage(bus, side: 2000)
        try s.sync()
        let o = try XCTUnwrap(try s.overlay("n2"))
        XCTAssertEqual(try s.x.screenshot().pixel(x: o.body.x + 12 + 16, y: o.body.y + 12 + 16), RGB(0xff, 0, 0))
        try s.ok(["notifications", "close-all"])
        try s.sync()
        // The notification is in the history now: only its small copy may remain. (Under a
        // sanitizer freed memory stays in its allocator, so RSS says nothing there.)
        guard !Sanitizer.active else { return }
        let after = try Self.residentMB(s.daemon.pid)
        XCTAssertLessThan(after - before, 8, "RSS \(before) MB before, \(after) MB after a 16 MB image-data was closed")
    }
}
