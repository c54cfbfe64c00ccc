// RofiThemeMemo: a theme's answers kept for the life of one themed menu, so a key's layout asks no selector twice.
import OverlayCore

/// Remembers every (property, kind, widget path, state) the view asked and what the theme answered.
/// A theme is fixed once `@media` is applied, so its answers are too; a menu on another monitor
/// or with another theme makes a new painter and a new memo. The view asks the same few hundred
/// questions at every key; matching each one against every selector was most of a key's layout.
final class RofiThemeMemo: RofiThemeLookup {
    private struct Question: Hashable {
        let property: String
        let kind: RasiValueKind
        let widget: [String]
        let state: String?
    }

    private struct Place: Hashable {
        let widget: [String]
        let state: String?
    }

    private let theme: RasiTheme
    private var answers: [Question: RasiValue?] = [:]
    /// `highlight` by widget and state: every shown row's text asks it at every key.
    private var highlights: [Place: RasiHighlight?] = [:]

    init(_ theme: RasiTheme) { self.theme = theme }

    /// The theme's `highlight` for the widget in that state, asked once.
    func highlight(widget: [String], state: String?) -> RasiHighlight? {
        let place = Place(widget: widget, state: state)
        if let known = highlights[place] { return known }
        let answer = theme.highlight("highlight", widget: widget, state: state)
        if highlights.count >= 1024 { highlights.removeAll(keepingCapacity: true) }
        highlights[place] = answer
        return answer
    }

    func value(_ property: String, _ kind: RasiValueKind, widget: [String], state: String?) -> RasiValue? {
        let question = Question(property: property, kind: kind, widget: widget, state: state)
        if let known = answers[question] { return known }
        let answer = theme.value(property, kind, widget: widget, state: state)
        // Bounded: custom widgets and states are finite, but a theme cannot make this grow without end.
        if answers.count >= 8192 { answers.removeAll(keepingCapacity: true) }
        answers[question] = answer
        return answer
    }
}
