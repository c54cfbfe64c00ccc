// OptionSpec: one option of a request, declared once. The parser applies it; overlayctl's
// help, usage text and shell completions, and the man page's option lists, are made from it.

/// What a shell offers for an option's value or a command's operands.
public enum ValueCompletion: Equatable, Sendable {
    case none
    case words([String])
    /// File names, ending in `.extension` when given.
    case files(extension: String?)
}

public struct OptionSpec: Sendable {
    public let name: String
    /// The value's placeholder in help (`DURATION`); nil for a flag, which takes no value.
    public let value: String?
    public let help: String
    public let completion: ValueCompletion
    /// Whether giving it again adds (buttons, presets) rather than replaces.
    public let repeatable: Bool
    /// Checks the value (empty for a flag) and writes it into the draft; throws `UsageError`.
    let apply: @Sendable (inout RequestDraft, String) throws -> Void

    public var takesValue: Bool { value != nil }

    /// An option with a value.
    init(_ name: String, _ value: String, _ help: String, _ completion: ValueCompletion = .none, repeatable: Bool = false,
         _ apply: @escaping @Sendable (inout RequestDraft, String) throws -> Void) {
        (self.name, self.value, self.help, self.completion, self.repeatable, self.apply) = (name, value, help, completion, repeatable, apply)
    }

    private init(flag name: String, help: String, apply: @escaping @Sendable (inout RequestDraft, String) throws -> Void) {
        (self.name, value, self.help, completion, repeatable, self.apply) = (name, nil, help, .none, false, apply)
    }

    /// A flag: present or not.
    static func flag(_ name: String, _ help: String, _ set: @escaping @Sendable (inout RequestDraft) -> Void) -> OptionSpec {
        OptionSpec(flag: name, help: help) { draft, _ in set(&draft) }
    }

    /// An option the client handles itself (`show --wait`, `--runtime-dir`): in help and
    /// completions, never sent to the daemon.
    static func client(_ name: String, _ value: String?, _ help: String, _ completion: ValueCompletion = .none) -> OptionSpec {
        guard let value else { return .flag(name, help) { _ in } }
        return OptionSpec(name, value, help, completion) { _, _ in }
    }
}

extension Arguments {
    /// Applies every `--option` left in the words from `table`; positionals stay for the command.
    mutating func apply(_ table: [OptionSpec], to draft: inout RequestDraft) throws(UsageError) {
        while let option = nextOption() {
            guard let spec = table.first(where: { $0.name == option.name }) else {
                throw UsageError("unknown option: \(option.name)")
            }
            let value: String
            if spec.takesValue { value = try self.value(for: option) } else { try noValue(for: option); value = "" }
            do { try spec.apply(&draft, value) } catch let error as UsageError { throw error } catch {
                throw UsageError("\(option.name): \(error)")
            }
        }
    }
}
