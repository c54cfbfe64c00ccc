// ConfigKeyPaths: the schema keys a file uses, so a test can hold the example file to the schema.

extension ConfigParser {
    /// The leaf keys of `text` in `ConfigSchema.keys` form: names become `NAME`, preset
    /// options `OPTION`, rule indices `[]`. Only checks the TOML syntax, not the schema.
    public static func schemaKeys(inText text: String, file: String) throws(ConfigError) -> Set<String> {
        let root = try TOMLParser.parse(text, file: file)
        var out: Set<String> = []
        collect(.table(root), path: [], into: &out)
        return out
    }

    private static func collect(_ value: TOMLValue, path: [String], into out: inout Set<String>) {
        switch value {
        case .table(let t):
            for e in t.entries {
                let name: String
                switch (path.first, path.count) {
                case ("style"?, 1), ("container"?, 1), ("preset"?, 1): name = "NAME"
                case ("preset"?, 2): name = "OPTION"
                default: name = e.key
                }
                collect(e.node.value, path: path + [name], into: &out)
            }
        case .tableArray(let nodes):
            for n in nodes { collect(n.value, path: path.dropLast() + [(path.last ?? "") + "[]"], into: &out) }
        default:
            out.insert(path.joined(separator: "."))
        }
    }
}
