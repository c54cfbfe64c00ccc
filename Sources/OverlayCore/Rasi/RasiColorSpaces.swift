// RasiColorSpaces: rasi's hsl(), hwb() and cmyk() colours turned into sRGB with rofi 1.7.3's arithmetic.

extension Color {
    /// Hue in turns (0…1), saturation and lightness 0…1, as rofi's `hsl_to_rgb`.
    public static func rasiHSL(hue h: Double, saturation s: Double, lightness l: Double, alpha: Double = 1) -> Color {
        if abs(s) < 0.001 { return Color(red: l, green: l, blue: l, alpha: alpha) }
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s
        let p = 2 * l - q
        return Color(red: hueChannel(p, q, h + 1 / 3.0), green: hueChannel(p, q, h),
                     blue: hueChannel(p, q, h - 1 / 3.0), alpha: alpha)
    }

    /// Hue in turns, whiteness and blackness 0…1, as rofi's `hwb_to_rgb`.
    public static func rasiHWB(hue h: Double, whiteness w: Double, blackness b: Double, alpha: Double = 1) -> Color {
        let pure = rasiHSL(hue: h, saturation: 1, lightness: 0.5)
        let scale = 1 - w - b
        return Color(red: pure.red * scale + w, green: pure.green * scale + w, blue: pure.blue * scale + w, alpha: alpha)
    }

    /// Cyan, magenta, yellow and black 0…1.
    public static func rasiCMYK(cyan c: Double, magenta m: Double, yellow y: Double, black k: Double, alpha: Double = 1) -> Color {
        Color(red: (1 - c) * (1 - k), green: (1 - m) * (1 - k), blue: (1 - y) * (1 - k), alpha: alpha)
    }

    private static func hueChannel(_ p: Double, _ q: Double, _ t0: Double) -> Double {
        var t = t0
        if t < 0 { t += 1 }
        if t > 1 { t -= 1 }
        if t < 1 / 6.0 { return p + (q - p) * 6 * t }
        if t < 1 / 2.0 { return q }
        if t < 2 / 3.0 { return p + (q - p) * (2 / 3.0 - t) * 6 }
        return p
    }
}
