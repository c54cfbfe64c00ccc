// InputLine: the text typed into a menu or prompt and its cursor, edited as dmenu edits
// it (BackSpace, Delete, Ctrl-U, Ctrl-K, Ctrl-W, cursor and word moves, pasting). Kept as UTF-8 bytes: the
// matcher compares bytes, and the cursor never splits a character.

public struct InputLine: Hashable, Sendable {
    /// dmenu's buffer is BUFSIZ (8192) bytes; longer text is refused, not cut.
    public static let maxBytes = 8191

    public private(set) var bytes: [UInt8]
    /// The cursor, as a byte offset on a character boundary.
    public private(set) var cursor: Int

    /// The whole text is selected, as GTK selects an entry's text when it takes the focus: the
    /// first character typed or pasted replaces it, BackSpace or Delete clears it, and any other
    /// edit or move lets the selection go.
    public private(set) var selectedAll = false

    public init(_ text: String = "", selected: Bool = false) {
        bytes = []
        for scalar in text.unicodeScalars {
            let utf8 = Array(String(scalar).utf8)
            guard bytes.count + utf8.count <= InputLine.maxBytes else { break }
            bytes += utf8
        }
        cursor = bytes.count
        selectedAll = selected && !bytes.isEmpty
    }

    /// Clears the text when it is all selected; whether it was.
    private mutating func replaceSelection() -> Bool {
        guard selectedAll else { return false }
        (bytes, cursor, selectedAll) = ([], 0, false)
        return true
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var isEmpty: Bool { bytes.isEmpty }

    /// Inserts `text` at the cursor; false (and nothing changes) when it would not fit or
    /// it is a control character.
    @discardableResult
    public mutating func insert(_ text: String) -> Bool {
        let add = Array(text.utf8)
        guard !add.isEmpty, let first = add.first, first >= 32, first != 127 else { return false }
        _ = replaceSelection()
        guard bytes.count + add.count <= InputLine.maxBytes else { return false }
        bytes.insert(contentsOf: add, at: cursor)
        cursor += add.count
        return true
    }

    /// Inserts a pasted selection at the cursor as dmenu's paste() does: the text up to its
    /// first newline (a NUL ends it too), control characters and all. False (and nothing
    /// changes) when it would not fit.
    @discardableResult
    public mutating func paste(_ pasted: [UInt8]) -> Bool {
        let add = pasted.prefix { $0 != 10 && $0 != 0 }
        _ = replaceSelection()
        guard bytes.count + add.count <= InputLine.maxBytes else { return false }
        bytes.insert(contentsOf: add, at: cursor)
        cursor += add.count
        return true
    }

    /// Replaces everything (Tab completion), cursor at the end.
    public mutating func set(_ text: [UInt8]) {
        selectedAll = false
        bytes = Array(text.prefix(InputLine.maxBytes))
        cursor = bytes.count
    }

    /// The offset of the character boundary before or after the cursor.
    private func boundary(from i: Int, forward: Bool) -> Int {
        var j = i
        repeat { j += forward ? 1 : -1 } while j > 0 && j < bytes.count && bytes[j] & 0xC0 == 0x80
        return min(max(0, j), bytes.count)
    }

    /// BackSpace: the character before the cursor goes. False at the start.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        if replaceSelection() { return true }
        guard cursor > 0 else { return false }
        let from = boundary(from: cursor, forward: false)
        bytes.removeSubrange(from..<cursor)
        cursor = from
        return true
    }

    /// Delete: the character under the cursor goes. False at the end.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        if replaceSelection() { return true }
        guard cursor < bytes.count else { return false }
        bytes.removeSubrange(cursor..<boundary(from: cursor, forward: true))
        return true
    }

    /// Ctrl-U: everything before the cursor goes.
    public mutating func deleteToStart() {
        selectedAll = false
        bytes.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Ctrl-K: everything from the cursor on goes.
    public mutating func deleteToEnd() {
        selectedAll = false
        bytes.removeSubrange(cursor...)
    }

    /// Ctrl-W: the spaces before the cursor, then the word before them.
    public mutating func deleteWordBackward() {
        selectedAll = false
        var from = cursor
        while from > 0 && bytes[from - 1] == 32 { from -= 1 }
        while from > 0 && bytes[from - 1] != 32 { from -= 1 }
        bytes.removeSubrange(from..<cursor)
        cursor = from
    }

    /// Moves the cursor one character; false when it is already at that end.
    @discardableResult
    public mutating func moveLeft() -> Bool {
        selectedAll = false
        guard cursor > 0 else { return false }
        cursor = boundary(from: cursor, forward: false)
        return true
    }

    @discardableResult
    public mutating func moveRight() -> Bool {
        selectedAll = false
        guard cursor < bytes.count else { return false }
        cursor = boundary(from: cursor, forward: true)
        return true
    }

    /// Alt-b, Ctrl-Left (dmenu's movewordedge(-1)): back over spaces, then over the word
    /// before them, to its first character.
    public mutating func moveWordBackward() {
        selectedAll = false
        while cursor > 0 && bytes[boundary(from: cursor, forward: false)] == 32 { cursor = boundary(from: cursor, forward: false) }
        while cursor > 0 && bytes[boundary(from: cursor, forward: false)] != 32 { cursor = boundary(from: cursor, forward: false) }
    }

    /// Alt-f, Ctrl-Right (dmenu's movewordedge(+1)): over spaces, then over the word after
    /// them, to just past its last character.
    public mutating func moveWordForward() {
        selectedAll = false
        while cursor < bytes.count && bytes[cursor] == 32 { cursor = boundary(from: cursor, forward: true) }
        while cursor < bytes.count && bytes[cursor] != 32 { cursor = boundary(from: cursor, forward: true) }
    }

    /// rofi's kb-remove-word-forward: from the cursor to where Alt-f would move it.
    public mutating func deleteWordForward() {
        let from = cursor
        moveWordForward()
        bytes.removeSubrange(from..<cursor)
        cursor = from
    }

    public mutating func moveToStart() { (cursor, selectedAll) = (0, false) }
    public mutating func moveToEnd() { (cursor, selectedAll) = (bytes.count, false) }
    public var atEnd: Bool { cursor == bytes.count }
}
