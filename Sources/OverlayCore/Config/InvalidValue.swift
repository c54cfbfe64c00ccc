// InvalidValue: why a value the config gives cannot be used (a link scheme, a button's mouse
// actions, a rule's regular expression), in the words the config error at its line says.

public struct InvalidValue: Error, Equatable, CustomStringConvertible {
    public let why: String
    public init(_ why: String) { self.why = why }
    public var description: String { why }
}
