// RofiViewTestSupport: a theme written as a table and text of fixed size, to lay rofi's view out with no parser and no Pango.

import OverlayCore

/// Properties by selector: "*", "window", "element selected.normal". A widget's state is looked up
/// from its deepest written part up to the bare name, then "*", as rofi's theme tree answers.
struct TableTheme: RofiThemeLookup {
    var table: [String: [String: RasiValue]]

    func value(_ property: String, _ kind: RasiValueKind, widget: [String], state: String?) -> RasiValue? {
        guard let name = widget.last else { return nil }
        var keys: [String] = []
        if let state {
            let parts = state.split(separator: ".").map(String.init)
            for n in stride(from: parts.count, through: 1, by: -1) {
                keys.append("\(name) \(parts.prefix(n).joined(separator: "."))")
            }
        }
        keys += [name, "*"]
        for key in keys {
            guard let found = table[key]?[property] else { continue }
            if found == .inherit {
                return widget.count > 1 ? value(property, kind, widget: Array(widget.dropLast()), state: state) : nil
            }
            if found.kind == kind || (found.kind == .integer && kind == .padding) { return found }
        }
        return nil
    }
}

/// Every line 20 px high (30 in the font "Big 30"), every character 8 px wide; wrapping by whole characters.
struct FixedTextMeasure: RofiTextMeasure {
    func lineHeight(font: String?) -> Int { font == "Big 30" ? 30 : 20 }
    func width(of text: String, font: String?, markup: Bool) -> Int {
        (text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count).max() ?? 0) * 8
    }
    func lineCount(of text: String, font: String?, markup: Bool, wrapWidth: Int?) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { total, line in
            guard let wrapWidth, wrapWidth > 0 else { return total + 1 }
            return total + max(1, (line.count * 8 + wrapWidth - 1) / wrapWidth)
        }
    }
    var digitWidth: Double { 8 }
}

func px(_ n: Int) -> RasiValue { .padding(RasiPadding(all: .px(n))) }

func rows(_ n: Int) -> [RofiViewRow] { (0..<n).map { RofiViewRow("row \($0)") } }

let fullHD = Rect(x: 0, y: 0, width: 1920, height: 1080)
