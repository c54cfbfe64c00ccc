// RasiKeywords: the value keywords of rofi 1.7.3's lexer in its rule order (the first listed wins a tie).

enum RasiKeywords {
    struct Keyword: Sendable {
        /// Lower case; matched case-insensitively.
        let spelling: String
        let kind: RasiToken.Kind
        /// Whether the lexer takes it inside `[ … ]` too.
        let inArray: Bool
    }

    /// rofi's patterns such as `url?` and `to?` also take the word less its last letter; each spelling is listed.
    static let all: [Keyword] = {
        var list: [Keyword] = []
        func add(_ spellings: [String], _ kind: RasiToken.Kind, array: Bool) {
            for s in spellings { list.append(Keyword(spelling: s, kind: kind, inArray: array)) }
        }
        func word(_ w: RasiToken.Word, _ spellings: [String]? = nil, array: Bool) {
            add(spellings ?? [w.rawValue], .word(w), array: array)
        }
        for w in [RasiToken.Word.em, .ch, .px, .mm, .solid, .dash, .inherit, .min, .max, .round, .floor, .ceil, .calc] {
            word(w, array: true)
        }
        word(.url, ["ur", "url"], array: false)
        word(.linearGradient, ["linear-gradien", "linear-gradient"], array: false)
        word(.width, ["widt", "width"], array: false)
        word(.height, ["heigh", "height"], array: false)
        word(.both, ["bot", "both"], array: false)
        word(.to, ["t", "to"], array: false)
        word(.left, ["lef", "left"], array: false)
        word(.right, ["righ", "right"], array: false)
        word(.top, ["to", "top"], array: false)
        word(.bottom, ["botto", "bottom"], array: false)
        word(.rgba, ["rgb", "rgba"], array: false)
        word(.hsl, ["hsl", "hsla"], array: false)
        word(.hwb, array: false)
        word(.cmyk, array: false)
        add(["var"], .varStart, array: false)
        add(["env"], .envStart, array: false)
        for w in [RasiToken.Word.center, .east, .west, .south, .north, .none, .bold, .italic, .underline,
                  .strikethrough, .smallCaps, .deg, .rad, .grad, .turn, .horizontal, .vertical,
                  .cursorDefault, .pointer, .text, .transparent] {
            word(w, array: true)
        }
        return list
    }()
}
