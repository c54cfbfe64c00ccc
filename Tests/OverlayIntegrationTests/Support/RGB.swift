// RGB: an 8-bit-per-channel colour, as window backgrounds are set and screenshots are read.

/// A colour with 8 bits per channel.
struct RGB: Equatable, Hashable, CustomStringConvertible {
    var r: UInt8
    var g: UInt8
    var b: UInt8

    init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// From 0xRRGGBB.
    init(hex: UInt32) {
        self.init(UInt8((hex >> 16) & 0xff), UInt8((hex >> 8) & 0xff), UInt8(hex & 0xff))
    }

    /// 0xRRGGBB: the pixel value of this colour in a 24-bit TrueColor visual (Xvfb's default).
    var hex: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    var tuple: (r: UInt8, g: UInt8, b: UInt8) { (r, g, b) }

    /// True when every channel differs by at most `tolerance` (for antialiased or blended pixels).
    func isClose(to other: RGB, tolerance: UInt8 = 2) -> Bool {
        func near(_ a: UInt8, _ b: UInt8) -> Bool { (a > b ? a - b : b - a) <= tolerance }
        return near(r, other.r) && near(g, other.g) && near(b, other.b)
    }

    var description: String { "#" + String(hex | 0x100_0000, radix: 16).dropFirst() }

    static let black = RGB(0, 0, 0)
    static let white = RGB(255, 255, 255)
    static let red = RGB(255, 0, 0)
    static let green = RGB(0, 255, 0)
    static let blue = RGB(0, 0, 255)
}
