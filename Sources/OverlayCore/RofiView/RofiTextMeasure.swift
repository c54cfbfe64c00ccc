// RofiTextMeasure: the text sizes the rofi view's layout needs, handed in by the renderer (Pango there, fixed in tests).

/// How big text is in a font, as rofi's textbox asks Pango.
public protocol RofiTextMeasure {
    /// The font's line height (rofi's `tbfc->height`: the logical extent of one line). `font` nil is the default font.
    func lineHeight(font: String?) -> Int
    /// The logical width of the text laid out on one line per newline, in pixels.
    func width(of text: String, font: String?, markup: Bool) -> Int
    /// How many lines the text takes, wrapped at `wrapWidth` pixels when given.
    func lineCount(of text: String, font: String?, markup: Bool, wrapWidth: Int?) -> Int
    /// The default font's digit width, which `ch` counts in.
    var digitWidth: Double { get }
}
