// RofiThemeMemo: a theme's answers kept for the life of one themed menu, so the view's widgets ask no selector twice.
import OverlayCore

/// Remembers every (property, kind, widget path, state) the view asked and what the theme answered.
/// A theme is fixed once `@media` is applied, so its answers are too; a menu on another monitor
/// or with another theme makes a new painter and a new memo. The view's tree asks it as its widgets
/// are made (every row asks what the others asked) and each widget once per state it takes.
final class RofiThemeMemo: RofiThemeLookup {
    private struct Question: Hashable {
        let property: String
        let kind: RasiValueKind
        let widget: [String]
        let state: String?
    }

    private let theme: RasiTheme
    private var answers: [Question: RasiValue?] = [:]

    init(_ theme: RasiTheme) { self.theme = theme }

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
