// AccessibilityBus+Text: org.a11y.atspi.Text on objects that show text, read-only, with
// no caret, selection or attributes.
import CSDBusShim
import OverlaySDBus
import OverlayCore

extension AccessibilityBus {
    func handleText(_ call: BusMessageReader, _ node: AccessibleOverlay) -> Int32 {
        let text = AccessibleText(node.text ?? "")
        /// `(text, start, end)` replies.
        func segment(_ s: (text: String, start: Int, end: Int)) -> Int32 {
            reply(call) { w in
                try w.append(s.text)
                try w.append(Int32(s.start))
                try w.append(Int32(s.end))
            }
        }
        switch call.member {
        case "GetText":
            guard let start = try? call.int32(), let end = try? call.int32() else { return reply(call) { try $0.append("") } }
            return reply(call) { try $0.append(text.slice(Int(start), Int(end))) }
        case "GetCharacterAtOffset":
            let o = Int((try? call.int32()) ?? -1)
            return reply(call) { try $0.append(Int32(o >= 0 && o < text.count ? Int32(bitPattern: text.scalars[o].value) : 0)) }
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            // AtspiTextBoundaryType: 0 char, 1–2 word, 3–4 sentence, 5–6 line.
            let offset = Int((try? call.int32()) ?? 0)
            let unit: AccessibleText.Unit = switch (try? call.uint32()) ?? 0 {
            case 1, 2: .word
            case 3, 4: .sentence
            case 5, 6: .line
            default: .character
            }
            switch call.member {
            case "GetTextBeforeOffset": return segment(text.segment(next: -1, from: offset, unit))
            case "GetTextAfterOffset": return segment(text.segment(next: 1, from: offset, unit))
            default: return segment(text.segment(at: offset, unit))
            }
        case "GetStringAtOffset":
            // AtspiTextGranularity: 0 char, 1 word, 2 sentence, 3 line, 4 paragraph.
            let offset = Int((try? call.int32()) ?? 0)
            let unit: AccessibleText.Unit = switch (try? call.uint32()) ?? 0 {
            case 1: .word
            case 2: .sentence
            case 3, 4: .line
            default: .character
            }
            return segment(text.segment(at: offset, unit))
        case "GetNSelections":
            return reply(call) { try $0.append(Int32(0)) }
        case "GetSelection":
            return reply(call) { try $0.append(Int32(0)); try $0.append(Int32(0)) }
        case "GetAttributes", "GetAttributeRun":
            let offset = Int((try? call.int32()) ?? 0)
            return reply(call) { w in
                try w.append(dictionary: [])
                try w.append(Int32(offset >= text.count ? text.count : 0))
                try w.append(Int32(text.count))
            }
        case "GetAttributeValue":
            return reply(call) { try $0.append("") }
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return reply(call) { try $0.append(dictionary: []) }
        case "GetCharacterExtents", "GetRangeExtents":
            // Where each character is drawn is Pango's to know: the text's whole body is given.
            return reply(call) { w in
                for v in [node.frame.x, node.frame.y, node.frame.width, node.frame.height] { try w.append(Int32(clamping: v)) }
            }
        case "GetOffsetAtPoint":
            return reply(call) { try $0.append(Int32(-1)) }
        case "SetCaretOffset", "AddSelection", "RemoveSelection", "SetSelection", "ScrollSubstringTo", "ScrollSubstringToPoint":
            return reply(call) { try $0.append(false) }
        default:
            return 0
        }
    }
}
