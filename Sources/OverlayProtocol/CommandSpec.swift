// CommandSpec: one request (or subcommand) of the grammar: its name, operands, options and
// how its words become a `Request`. `Commands.all` is the table of them.

public struct CommandSpec: Sendable {
    public let name: String
    /// What follows the name in a usage line: `ID [OPTIONS]`.
    public let synopsis: String
    public let summary: String
    public let options: [OptionSpec]
    /// Options the client handles itself (`show --wait`): in help and completions, never sent.
    public let clientOptions: [OptionSpec]
    public let subcommands: [CommandSpec]
    /// What a shell offers for its operands (subcommands are offered anyway).
    public let operands: ValueCompletion
    /// Turns the words after the name into a request; `options` are applied by `Arguments.apply`.
    let parse: @Sendable (inout Arguments, CommandSpec) throws -> Request

    init(_ name: String, _ synopsis: String, _ summary: String, options: [OptionSpec] = [], clientOptions: [OptionSpec] = [],
         subcommands: [CommandSpec] = [], operands: ValueCompletion = .none,
         parse: @escaping @Sendable (inout Arguments, CommandSpec) throws -> Request) {
        self.name = name
        self.synopsis = synopsis
        self.summary = summary
        self.options = options
        self.clientOptions = clientOptions
        self.subcommands = subcommands
        self.operands = operands
        self.parse = parse
    }

    /// A command that takes no words at all.
    init(_ name: String, _ summary: String, _ request: Request) {
        self.init(name, "", summary) { _, _ in request }
    }

    /// The options help and completions show: the request's and the client's own.
    public var allOptions: [OptionSpec] { options + clientOptions }

    public func subcommand(_ name: String) -> CommandSpec? { subcommands.first { $0.name == name } }

    /// Parses `words` (after the name) as this command, refusing words left over.
    func parse(_ args: inout Arguments, verb: String) throws(UsageError) -> Request {
        let request: Request
        do { request = try parse(&args, self) } catch let error as UsageError { throw error } catch { throw UsageError("\(verb): \(error)") }
        if let extra = args.remaining.first { throw UsageError("\(verb): unexpected argument: \(extra)") }
        return request
    }

    /// The subcommand named by the next word: `region set`, `notifications pause`.
    func parseSubcommand(_ args: inout Arguments) throws -> Request {
        let names = OptionValues.list(subcommands.map(\.name))
        guard let verb = args.positional() else { throw UsageError("\(name): expected \(names)") }
        guard let sub = subcommand(verb) else { throw UsageError("\(name): expected \(names): \(verb)") }
        return try sub.parse(&args, sub)
    }
}
