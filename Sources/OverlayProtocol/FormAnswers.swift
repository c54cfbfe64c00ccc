// FormAnswers: a form's answers as they travel in its `dialog` event's value: a JSON array, a
// text for an entry or password, a value or null for a combo, a row's cells for a list, an
// ISO day for a calendar; the client reads them back to print them as zenity does.
import OverlayCore

public enum FormAnswers {
    public static func encode(_ answers: [FormAnswer]) -> String {
        JSONValue.array(answers.map { answer in
            switch answer {
            case .text(let t): return .string(t)
            case .choice(let v): return v.map(JSONValue.string) ?? .null
            case .row(let cells): return .array(cells.map(JSONValue.string))
            case .date(let d): return .string(d.iso)
            }
        }).serialized
    }

    /// The answers of fields of `kinds` from `text`; nil when it is not such an array.
    public static func decode(_ text: String, kinds: [FormField.Kind]) -> [FormAnswer]? {
        guard let items = (try? JSONReader.parse(text))?.arrayValue, items.count == kinds.count else { return nil }
        var answers: [FormAnswer] = []
        for (kind, item) in zip(kinds, items) {
            switch kind {
            case .entry, .password: answers.append(.text(item.stringValue ?? ""))
            case .combo: answers.append(.choice(item.stringValue))
            case .list: answers.append(.row((item.arrayValue ?? []).compactMap(\.stringValue)))
            case .calendar:
                guard let d = item.stringValue.flatMap(CalendarDate.init(iso:)) else { return nil }
                answers.append(.date(d))
            }
        }
        return answers
    }
}
