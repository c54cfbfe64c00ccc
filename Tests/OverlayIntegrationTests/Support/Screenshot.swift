// Screenshot: the root window's pixels via XGetImage, to assert on what a user would see.
import Foundation
import CX11

/// An RGB copy of part of the screen, origin at (`originX`, `originY`) in root coordinates.
struct Screenshot {
    let originX: Int
    let originY: Int
    let width: Int
    let height: Int
    /// 0xRRGGBB per pixel, row by row.
    let pixels: [UInt32]

    /// The colour at root coordinates (x, y), which must lie inside the shot.
    func pixel(x: Int, y: Int) -> RGB {
        let lx = x - originX
        let ly = y - originY
        precondition(lx >= 0 && lx < width && ly >= 0 && ly < height, "pixel \(x),\(y) outside the screenshot")
        return RGB(hex: pixels[ly * width + lx])
    }

    /// How many pixels in the given root-coordinate rectangle are (close to) `colour`.
    func count(of colour: RGB, x: Int, y: Int, width w: Int, height h: Int, tolerance: UInt8 = 0) -> Int {
        let rows = max(y, originY)..<max(max(y, originY), min(y + h, originY + height))
        let columns = max(x, originX)..<max(max(x, originX), min(x + w, originX + width))
        var n = 0
        for py in rows {
            for px in columns where pixel(x: px, y: py).isClose(to: colour, tolerance: tolerance) {
                n += 1
            }
        }
        return n
    }

    /// Writes a binary PPM, for looking at a failure.
    func writePPM(to path: String) throws {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        data.reserveCapacity(data.count + pixels.count * 3)
        for p in pixels {
            data.append(UInt8((p >> 16) & 0xff))
            data.append(UInt8((p >> 8) & 0xff))
            data.append(UInt8(p & 0xff))
        }
        try data.write(to: URL(fileURLWithPath: path))
    }
}

extension Screenshot {
    /// A PNG file's pixels (as `overlayctl screenshot` writes them), origin at 0,0: the size
    /// from its header, the pixels through ImageMagick's `convert` as raw RGB.
    init(png path: String) throws {
        let header = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
        guard header.count == 24, header.prefix(4).elementsEqual([0x89, 0x50, 0x4E, 0x47]) else {
            throw HarnessError.io("not a PNG: \(path)")
        }
        func be32(_ o: Int) -> Int { header[o..<(o + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let (w, h) = (be32(16), be32(20))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["convert", path, "-depth", "8", "rgb:-"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let raw = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
        p.waitUntilExit()
        guard p.terminationStatus == 0, raw.count == w * h * 3 else {
            throw HarnessError.process("convert \(path): status \(p.terminationStatus), \(raw.count) bytes for \(w)x\(h)")
        }
        self.init(originX: 0, originY: 0, width: w, height: h,
                  pixels: (0..<(w * h)).map { i in UInt32(raw[3 * i]) << 16 | UInt32(raw[3 * i + 1]) << 8 | UInt32(raw[3 * i + 2]) })
    }
}

extension TestDisplay {
    /// The root window's pixels (the whole screen by default), as the server has them now;
    /// with `window`, that window's own contents (what a compositor reads), in its coordinates.
    func screenshot(x: Int = 0, y: Int = 0, width: Int? = nil, height: Int? = nil, of window: Window? = nil) throws -> Screenshot {
        let w = width ?? screenWidth - x
        let h = height ?? screenHeight - y
        sync()
        // AllPlanes is a macro: ~0UL.
        guard let image = XGetImage(handle, window ?? root, Int32(x), Int32(y), UInt32(w), UInt32(h), UInt.max, ZPixmap) else {
            throw HarnessError.x11("XGetImage of \(window.map { String($0, radix: 16) } ?? "root") failed: \(w)x\(h)+\(x)+\(y)")
        }
        defer { _ = image.pointee.f.destroy_image?(image) }
        let img = image.pointee
        let redShift = img.red_mask.trailingZeroBitCount
        let greenShift = img.green_mask.trailingZeroBitCount
        let blueShift = img.blue_mask.trailingZeroBitCount
        func rgb(_ pixel: UInt) -> UInt32 {
            UInt32((pixel & img.red_mask) >> redShift) << 16
                | UInt32((pixel & img.green_mask) >> greenShift) << 8
                | UInt32((pixel & img.blue_mask) >> blueShift)
        }
        var pixels = [UInt32](repeating: 0, count: w * h)
        if img.bits_per_pixel == 32 && img.byte_order == LSBFirst, let data = img.data {
            let raw = UnsafeRawPointer(data)
            let stride = Int(img.bytes_per_line)
            for row in 0..<h {
                for col in 0..<w {
                    let value = raw.loadUnaligned(fromByteOffset: row * stride + col * 4, as: UInt32.self)
                    pixels[row * w + col] = rgb(UInt(value))
                }
            }
        } else if let getPixel = img.f.get_pixel {
            for row in 0..<h {
                for col in 0..<w {
                    pixels[row * w + col] = rgb(getPixel(image, Int32(col), Int32(row)))
                }
            }
        } else {
            throw HarnessError.x11("XImage without get_pixel: depth \(img.depth), \(img.bits_per_pixel) bpp")
        }
        return Screenshot(originX: x, originY: y, width: w, height: h, pixels: pixels)
    }
}
