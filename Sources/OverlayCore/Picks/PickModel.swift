// PickModel: the state of a dmenu/rofi-style menu: the input line, the rows that match it,
// the highlight and the page shown, and what each key does. Pure: the daemon feeds keys
// and paints what it says; dmenu's keypress() and calcoffsets() are the reference.

/// A key as the pick menu understands it.
public enum PickKey: Hashable, Sendable {
    case insert(String)
    case backspace, delete
    /// Ctrl-U, Ctrl-K, Ctrl-W.
    case deleteToStart, deleteToEnd, deleteWord
    case left, right, up, down, pageUp, pageDown, home, end
    /// Alt-b / Ctrl-Left and Alt-f / Ctrl-Right: the cursor moves by a word.
    case wordLeft, wordRight
    /// Ctrl-Y (PRIMARY) and Ctrl-Shift-Y (CLIPBOARD): the selection's text is asked for.
    case paste(clipboard: Bool)
    case tab
    /// Enter, with Shift and Control as held.
    case accept(shift: Bool, control: Bool)
    case escape
    /// rofi's -kb-custom-N.
    case custom(Int)
    /// rofi's kb-mode-next / kb-mode-previous (a launcher of several modes).
    case mode(next: Bool)
    /// rofi's kb-delete-entry (Shift+Delete): a launcher's highlighted row goes.
    case deleteEntry
    /// rofi's own actions, where a user's binding table names them (`RofiKeyActions`): the cursor to
    /// the line's start or end alone (kb-move-front/end), the first or last match highlighted
    /// (kb-row-first/last), the line emptied (kb-clear-line), the word after the cursor deleted
    /// (kb-remove-word-forward).
    case lineStart, lineEnd, firstRow, lastRow, clearLine, deleteWordForward
    /// kb-row-tab: the only match is chosen, else the highlight moves down.
    case rowTab
    /// kb-row-select: the highlighted row's text becomes the typed text.
    case completeRow
    /// kb-row-left / kb-row-right: a column back or on (`lines` rows, in rofi's one-column list).
    case columnLeft, columnRight
    /// kb-select-N: the Nth match (from 1) is chosen.
    case chooseMatch(Int)
    /// kb-toggle-case-sensitivity, kb-toggle-sort: matching flips between case-sensitive and not, or
    /// sorting on and off, and the rows are matched again.
    case toggleCase, toggleSort
    /// Shift+Tab: the focus goes back (zenity's list and buttons).
    case backTab
    /// Ctrl+space: the cursor row joins or leaves the selection (GTK's tree view).
    case toggle
    /// Shift+Up and Shift+Down: the selection stretches from where it started (GTK's tree view).
    case extendUp, extendDown
}

/// What the user picked.
public struct PickChoice: Hashable, Sendable {
    /// Input indices of the rows chosen; empty when the typed text is the answer.
    public var rows: [Int]
    /// The typed text at that moment (rofi -format f/F prints it).
    public var text: String
    /// 0, or 10 + N for -kb-custom-N (rofi's exit codes).
    public var exitCode: Int32
    /// Shift was held on Enter (rofi's kb-accept-alt: a launcher runs the choice in a terminal).
    public var alternate = false
    public init(rows: [Int], text: String, exitCode: Int32 = 0, alternate: Bool = false) {
        self.rows = rows; self.text = text; self.exitCode = exitCode; self.alternate = alternate
    }

    /// The exit code of the answer a menu gives when its `timeoutMs` runs out: zenity's ZENITY_TIMEOUT.
    public static let timedOut: Int32 = 5
    /// The exit code of the first extra button (`PickSpec.extraButtons`); the next is one more.
    public static let extraButton: Int32 = 100
}

/// What a key asks of the daemon beyond repainting.
public enum PickOutput: Hashable, Sendable {
    /// Nothing (the text, highlight or page may have changed: repaint).
    case none
    /// Print this; close unless `keepOpen` (dmenu's Ctrl+Enter).
    case chosen(PickChoice, keepOpen: Bool)
    /// Escape: exit 1.
    case cancelled
    /// A Cancel button pressed: exit 1 too, but zenity tells it from Escape (`ZENITY_CANCEL`).
    case declined
    /// Ask for the PRIMARY (or CLIPBOARD) selection's text and hand it to `paste(_:)` when
    /// it arrives; nothing changes meanwhile.
    case paste(clipboard: Bool)
    /// Show the launcher's next (or previous) mode, keeping the typed text.
    case switchMode(next: Bool)
    /// Delete the row with this input index (a window closed, a history entry forgotten).
    case deleteEntry(row: Int)
}

public struct PickModel {
    public let spec: PickSpec
    public internal(set) var input: InputLine
    public internal(set) var matcher: PickMatcher
    /// Matching rows, in display order.
    public internal(set) var order: [Int32] = []
    /// The highlighted position in `order`; nil when nothing matches.
    public internal(set) var selected: Int?
    /// The first position shown (dmenu's `curr`).
    public internal(set) var first = 0
    /// Rows marked with Shift+Enter (rofi -multi-select) or printed with Ctrl+Enter (dmenu).
    public internal(set) var marked = Set<Int32>()
    /// The rows selected in zenity's list (GTK's selection; the cursor is `selected`).
    public internal(set) var picked = Set<Int32>()
    /// The button with the focus in zenity's list (an index in `spec.buttons`); nil: the list has it.
    public internal(set) var focusedButton: Int?
    /// The value of a prompt's rows shown in its line (zenity's entry combo); nil: none chosen yet.
    public internal(set) var comboIndex: Int?
    /// With `spec.userLine`: the line without the focus (`input` is always the focused one), and
    /// whether the focused one is the user line.
    public internal(set) var otherLine: InputLine?
    public internal(set) var onUserLine = false
    /// An editable list's focus column and edited cells (`TreeCells`).
    public internal(set) var treeCells = TreeCells()
    /// Where Shift+arrows stretch the selection from (a position in `order`).
    var anchor: Int?
    /// How much fits on a page: rows of the list, or pixels of the bar's item area.
    public var capacity: Int
    /// Room one row takes on a page: 1 in a list, its text width in the bar.
    public var rowWidth: (Int32) -> Int = { _ in 1 }

    public var rows: PickRows { matcher.rows }
    /// Case sensitivity and sorting in force: the spec's until rofi's toggles flip them.
    public private(set) var caseInsensitive: Bool
    public private(set) var sort: PickSortMethod?
    private let patterns: PickPatternCompiler?

    /// A `-matching regex` word compiled as the matcher compiles it (nil: no compiler, or it does
    /// not compile), for the painter's highlight.
    public func compiledWord(_ word: [UInt8]) -> PickPattern? { patterns?.compile(word, caseInsensitive: caseInsensitive) }

    /// `patterns` compiles the words of `-matching regex` (without it they match as text).
    public init(rows: PickRows, spec: PickSpec, patterns: PickPatternCompiler? = nil) {
        self.spec = spec
        input = InputLine(spec.initialText, selected: spec.initialSelected)
        (caseInsensitive, sort, self.patterns) = (spec.caseInsensitive, spec.sort, patterns)
        matcher = Self.matcher(rows, spec, caseInsensitive: spec.caseInsensitive, sort: spec.sort, patterns: patterns)
        capacity = max(1, spec.lines)
        refilter()
        if spec.flavor == .zenity { startTree() }
        if spec.flavor == .prompt { comboIndex = spec.selectedRow.flatMap { $0 < rows.count ? $0 : nil } }
        if spec.userLine != nil { (otherLine, onUserLine) = (InputLine(), true) }
        if let row = spec.selectedRow, let p = order.firstIndex(of: Int32(clamping: row)) {
            selected = p
            first = 0
            while let n = next, p >= n { first = n }
        }
    }

    private static func matcher(_ rows: PickRows, _ spec: PickSpec, caseInsensitive: Bool, sort: PickSortMethod?,
                                patterns: PickPatternCompiler?) -> PickMatcher {
        PickMatcher(rows: rows, matching: spec.matching, caseInsensitive: caseInsensitive, ranksExactAndPrefix: spec.flavor == .dmenu,
                    matchesMeta: spec.flavor == .rofi, negation: spec.negation, sort: sort, patterns: patterns)
    }

    /// The positions shown: from `first` up to the next page.
    public var visible: Range<Int> { first..<(next ?? order.count) }

    /// The first position of the next page (dmenu's `next`); nil when this page reaches the end.
    public var next: Int? {
        var used = 0, p = first
        while p < order.count {
            used += min(rowWidth(order[p]), capacity)
            if used > capacity { return p }
            p += 1
        }
        return nil
    }

    /// The first position of the previous page (dmenu's `prev`); `first` on the first page.
    public var prev: Int {
        var used = 0, p = first
        while p > 0 {
            used += min(rowWidth(order[p - 1]), capacity)
            if used > capacity { break }
            p -= 1
        }
        return p
    }

    /// The highlighted row's input index.
    public var selectedRow: Int? { selected.map { Int(order[$0]) } }

    /// Matches the rows against the text again; the first match is highlighted.
    public mutating func refilter() {
        if spec.flavor == .zenity {
            // A tree view filters nothing: typing moves the cursor (`search`).
            if order.count != rows.count { order = (0..<Int32(rows.count)).map { $0 } }
            return
        }
        if !spec.modeGroups.isEmpty, let bang = CombiBang(input.text) {
            let kept = spec.modeGroups.filter { bang.selects($0.name) }.map(\.rows)
            order = matcher.filter(Array((bang.rest ?? "").utf8)).filter { r in kept.contains { $0.contains(Int(r)) } }
        } else {
            order = matcher.filter(input.bytes)
        }
        selected = order.isEmpty ? nil : 0
        first = 0
    }

    /// Lays the pages out again after `capacity` or `rowWidth` changed, keeping the highlight.
    public mutating func repage() {
        guard let s = selected else { first = 0; return }
        if s < first { first = 0 }
        while let n = next, s >= n { first = n }
    }

    public mutating func key(_ key: PickKey) -> PickOutput {
        if spec.flavor == .zenity { return treeKey(key) }
        if spec.userLine != nil || spec.flavor == .prompt && spec.tabsLikeADialog, let out = userLineKey(key) { return out }
        if spec.flavor == .prompt, rows.count > 0, key == .down || key == .up {
            comboStep(forward: key == .down)
            return .none
        }
        switch key {
        case .insert(let text):
            var edited = input
            guard edited.insert(text) else { return .none }
            if spec.onlyMatch && !spec.password {
                var probe = matcher
                if probe.filter(edited.bytes).isEmpty { return .none }
            }
            input = edited
            refilter()
        case .backspace:
            if input.deleteBackward() { refilter() }
        case .delete:
            if input.deleteForward() { refilter() }
        case .deleteToStart:
            input.deleteToStart()
            refilter()
        case .deleteToEnd:
            input.deleteToEnd()
            refilter()
        case .deleteWord:
            input.deleteWordBackward()
            refilter()
        case .wordLeft:
            input.moveWordBackward()
        case .wordRight:
            input.moveWordForward()
        case .paste(let clipboard):
            return .paste(clipboard: clipboard)
        case .left:
            if input.cursor > 0 && (selected == nil || selected == 0 || spec.lines > 0) {
                input.moveLeft()
            } else if spec.lines == 0 {
                moveUp()
            }
        case .right:
            if !input.atEnd {
                input.moveRight()
            } else if spec.lines == 0 {
                moveDown()
            }
        case .up: moveUp()
        case .down: moveDown()
        case .pageDown:
            guard let n = next else {
                if spec.flavor == .rofi, !order.isEmpty { selected = order.count - 1 }
                return .none
            }
            first = n
            selected = n
        case .pageUp:
            // dmenu's prev is the page's own start on the first page: it highlights that.
            guard !order.isEmpty else { return .none }
            first = prev
            selected = first
        case .home:
            if selected == 0 || order.isEmpty {
                input.moveToStart()
            } else {
                selected = 0
                first = 0
            }
        case .end:
            if !input.atEnd {
                input.moveToEnd()
            } else if !order.isEmpty {
                selected = order.count - 1
                showLast()
            }
        case .tab:
            if spec.flavor == .rofi { moveDown(); return .none }
            completeFromRow()
        case .completeRow:
            completeFromRow()
        case .lineStart:
            input.moveToStart()
        case .lineEnd:
            input.moveToEnd()
        case .firstRow:
            if !order.isEmpty { (selected, first) = (0, 0) }
        case .lastRow:
            if !order.isEmpty {
                selected = order.count - 1
                showLast()
            }
        case .clearLine:
            input.set([])
            refilter()
        case .deleteWordForward:
            input.deleteWordForward()
            refilter()
        case .rowTab:
            if order.count == 1 { return accept(shift: false, control: false) }
            moveDown()
        case .columnLeft, .columnRight:
            moveColumn(forward: key == .columnRight)
        case .toggleCase, .toggleSort:
            if key == .toggleCase { caseInsensitive.toggle() } else { sort = sort == nil ? spec.sort ?? .levenshtein : nil }
            matcher = Self.matcher(rows, spec, caseInsensitive: caseInsensitive, sort: sort, patterns: patterns)
            refilter()
        case .chooseMatch(let n):
            guard n >= 1, n <= order.count else { return .none }
            selected = n - 1
            repage()
            return accept(shift: false, control: false)
        case .accept(let shift, let control):
            return accept(shift: shift, control: control)
        case .escape:
            return .cancelled
        case .mode(let next):
            return .switchMode(next: next)
        case .deleteEntry:
            return selectedRow.map { .deleteEntry(row: $0) } ?? .none
        case .custom(let n):
            return .chosen(PickChoice(rows: chosenRows(), text: input.text, exitCode: Int32(9 + n)), keepOpen: false)
        case .backTab: moveUp()
        case .toggle, .extendUp, .extendDown: break
        }
        return .none
    }

    /// A prompt's rows as a GTK combo's values: Down shows the next (the first when none is
    /// shown), Up the previous (the last when none), stopping at the ends; the line takes the
    /// value with the cursor at its start, as GTK leaves it.
    private mutating func comboStep(forward: Bool) {
        let n = rows.count
        let next = comboIndex.map { min(max($0 + (forward ? 1 : -1), 0), n - 1) } ?? (forward ? 0 : n - 1)
        comboIndex = next
        input = InputLine(rows.label(next))
        input.moveToStart()
    }

    /// The selection's text arrived (after `.paste`): it goes in at the cursor up to its first
    /// newline, as dmenu pastes; nothing when it would not fit.
    public mutating func paste(_ text: [UInt8]) {
        if input.paste(text) { refilter() }
    }

    /// The row at `position` of `order` is highlighted (rofi's me-select-entry).
    public mutating func highlight(position: Int) {
        if order.indices.contains(position) { selected = position }
    }

    /// A click on the row at `position` of `order`: it is highlighted and chosen as Enter would.
    public mutating func click(position: Int) -> PickOutput {
        guard order.indices.contains(position) else { return .none }
        if spec.flavor == .zenity { return treeClick(position) }
        selected = position
        return accept(shift: false, control: false)
    }

    /// The highlighted row's text is the typed text (dmenu's Tab, rofi's kb-row-select).
    private mutating func completeFromRow() {
        guard let row = selectedRow else { return }
        input.set(Array(rows.text(row)))
        refilter()
    }

    /// rofi's listview_nav_left/right in its one column of `lines` rows: back a column when there is
    /// one; on a column, or to the last match when the last column is only partly filled.
    private mutating func moveColumn(forward: Bool) {
        guard let s = selected else { return }
        let column = max(1, spec.lines)
        if !forward {
            if s >= column { selected = s - column }
        } else if s + column < order.count {
            selected = s + column
        } else if s < order.count - 1, s / column != order.count / column {
            selected = order.count - 1
        }
        repage()
    }

    private mutating func moveDown() {
        guard let s = selected else { return }
        if s + 1 < order.count {
            selected = s + 1
            if let n = next, s + 1 >= n { first = n }
        } else if spec.flavor == .rofi {
            selected = 0
            first = 0
        }
    }

    private mutating func moveUp() {
        guard let s = selected else { return }
        if s > 0 {
            selected = s - 1
            if s == first { first = prev }
        } else if spec.flavor == .rofi, !order.isEmpty {
            selected = order.count - 1
            showLast()
        }
    }

    /// The page that ends with the last match (dmenu's End).
    private mutating func showLast() {
        guard next != nil else { return }
        first = order.count - 1
        first = prev
        while next != nil && first < order.count - 1 { first += 1 }
    }

    /// The rows Enter returns: the marked ones with -multi-select (the highlight when none).
    private func chosenRows() -> [Int] {
        if spec.multiSelect && !marked.isEmpty { return marked.sorted().map(Int.init) }
        return selectedRow.map { [$0] } ?? []
    }

    /// What the menu answers when its timeout runs out: what Enter would choose now (a tree
    /// view's ticked or selected rows, a prompt's text), with `PickChoice.timedOut`.
    public func timedOutChoice() -> PickChoice {
        if spec.flavor == .zenity { return PickChoice(rows: treeRows, text: treeAnswerText, exitCode: PickChoice.timedOut) }
        return PickChoice(rows: spec.flavor == .prompt ? [] : chosenRows(), text: input.text, exitCode: PickChoice.timedOut)
    }

    private mutating func accept(shift: Bool, control: Bool) -> PickOutput {
        let text = input.text
        switch spec.flavor {
        case .prompt, .zenity:
            return .chosen(PickChoice(rows: [], text: text), keepOpen: false)
        case .dmenu:
            // puts((sel && !shift) ? sel->text : text); Ctrl keeps dmenu open.
            let rows = !shift ? selectedRow.map { [$0] } ?? [] : []
            if control, let r = selectedRow { marked.insert(Int32(r)) }
            return .chosen(PickChoice(rows: rows, text: text), keepOpen: control)
        case .rofi:
            if shift && spec.multiSelect {
                if let r = selectedRow {
                    if marked.contains(Int32(r)) { marked.remove(Int32(r)) } else { marked.insert(Int32(r)) }
                    moveDown()
                }
                return .none
            }
            // Shift+Enter alone is Enter (rofi 1.7 prints the row and exits).
            if control || selected == nil {
                // Ctrl+Enter (kb-accept-custom) and Enter with no match return the text.
                guard !spec.noCustom else { return .none }
                return .chosen(PickChoice(rows: [], text: text, alternate: shift), keepOpen: false)
            }
            if let r = selectedRow, rows.options(r).nonSelectable {
                // rofi 1.7 returns the typed text for a row that cannot be chosen.
                return spec.noCustom ? .none : .chosen(PickChoice(rows: [], text: text), keepOpen: false)
            }
            return .chosen(PickChoice(rows: chosenRows(), text: text, alternate: shift), keepOpen: false)
        }
    }
}
