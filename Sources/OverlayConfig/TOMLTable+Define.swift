// TOMLTable+Define: TOML's rules for where a header or a key may put a value (no redefinition).

/// A key that TOML does not allow where it stands; the parser adds file and line.
struct TOMLFailure: Error {
    var keyPath: String
    var message: String
}

extension TOMLTable {
    /// Calls `body` on the table at `path` below this one, creating missing tables with
    /// `origin`. Inside an array of tables the path continues in its last element (only when
    /// `throughArrays`: headers may, dotted keys may not). `shown` is this table's key path;
    /// `body` gets the target's.
    mutating func withTable(
        at path: ArraySlice<String>, shown: String, creating origin: Origin, line: Int, throughArrays: Bool,
        _ body: (inout TOMLTable, String) throws(TOMLFailure) -> Void
    ) throws(TOMLFailure) {
        guard let key = path.first else { return try body(&self, shown) }
        let here = KeyPath.join(shown, key)
        let rest = path.dropFirst()
        guard let i = index(of: key) else {
            var t = TOMLTable(origin: origin)
            try t.withTable(at: rest, shown: here, creating: origin, line: line, throughArrays: throughArrays, body)
            entries.append(Entry(key: key, node: TOMLNode(value: .table(t), line: line)))
            return
        }
        switch entries[i].node.value {
        case .table(var t):
            guard t.origin != .inline else {
                throw TOMLFailure(keyPath: here, message: "an inline table cannot be extended (line \(entries[i].node.line))")
            }
            try t.withTable(at: rest, shown: here, creating: origin, line: line, throughArrays: throughArrays, body)
            entries[i].node.value = .table(t)
        case .tableArray(var elements) where throughArrays:
            let n = elements.count - 1
            guard n >= 0, case .table(var t) = elements[n].value else {
                throw TOMLFailure(keyPath: here, message: "not a table")
            }
            try t.withTable(at: rest, shown: "\(here)[\(n)]", creating: origin, line: line,
                            throughArrays: throughArrays, body)
            elements[n].value = .table(t)
            entries[i].node.value = .tableArray(elements)
        default:
            throw TOMLFailure(keyPath: here, message: "already set on line \(entries[i].node.line), not a table")
        }
    }

    /// `[path]`: defines a table, once. Returns its key path.
    mutating func defineTable(_ path: [String], line: Int) throws(TOMLFailure) -> String {
        var result = ""
        try withTable(at: path.dropLast(), shown: "", creating: .implicit, line: line, throughArrays: true) {
            (parent: inout TOMLTable, shown: String) throws(TOMLFailure) in
            let key = path[path.count - 1]
            result = KeyPath.join(shown, key)
            guard let i = parent.index(of: key) else {
                parent.entries.append(Entry(key: key, node: TOMLNode(value: .table(TOMLTable(origin: .header)), line: line)))
                return
            }
            guard case .table(var t) = parent.entries[i].node.value, t.origin == .implicit else {
                throw TOMLFailure(keyPath: result, message: "already defined on line \(parent.entries[i].node.line)")
            }
            t.origin = .header
            parent.entries[i].node = TOMLNode(value: .table(t), line: line)
        }
        return result
    }

    /// `[[path]]`: appends a table to an array of tables. Returns the new element's key path.
    mutating func appendTable(_ path: [String], line: Int) throws(TOMLFailure) -> String {
        var result = ""
        try withTable(at: path.dropLast(), shown: "", creating: .implicit, line: line, throughArrays: true) {
            (parent: inout TOMLTable, shown: String) throws(TOMLFailure) in
            let key = path[path.count - 1]
            let here = KeyPath.join(shown, key)
            let element = TOMLNode(value: .table(TOMLTable(origin: .header)), line: line)
            guard let i = parent.index(of: key) else {
                parent.entries.append(Entry(key: key, node: TOMLNode(value: .tableArray([element]), line: line)))
                result = "\(here)[0]"
                return
            }
            guard case .tableArray(var elements) = parent.entries[i].node.value else {
                throw TOMLFailure(keyPath: here, message: "already set on line \(parent.entries[i].node.line), not an array of tables")
            }
            result = "\(here)[\(elements.count)]"
            elements.append(element)
            parent.entries[i].node.value = .tableArray(elements)
        }
        return result
    }

    /// `a.b.c = value` inside this table: dotted keys create tables on the way.
    mutating func setValue(_ node: TOMLNode, at path: [String], shown: String) throws(TOMLFailure) {
        try withTable(at: path.dropLast(), shown: shown, creating: .dotted, line: node.line,
                      throughArrays: false) { (table: inout TOMLTable, shown: String) throws(TOMLFailure) in
            let key = path[path.count - 1]
            if let i = table.index(of: key) {
                throw TOMLFailure(keyPath: KeyPath.join(shown, key),
                                  message: "duplicate key (first set on line \(table.entries[i].node.line))")
            }
            table.entries.append(Entry(key: key, node: node))
        }
    }

    /// Marks this table and the tables its dotted keys made as inline: complete.
    mutating func freeze() {
        origin = .inline
        for i in entries.indices {
            if case .table(var t) = entries[i].node.value, t.origin == .dotted {
                t.freeze()
                entries[i].node.value = .table(t)
            }
        }
    }
}
