// Refusal: why a room or the Controller cannot do what a request asks, as the client reads it
// in its error reply. An answer that may be refused is a `Result<Value, Refusal>`, or a
// function that `throws(Refusal)`.

struct Refusal: Error, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The reply's error text.
    let message: String

    init(_ message: String) { self.message = message }

    /// A refusal is written where it happens as the message itself: `.failure("no such
    /// overlay: \(name)")`.
    init(stringLiteral message: String) { self.message = message }
    init(stringInterpolation: DefaultStringInterpolation) { message = String(stringInterpolation: stringInterpolation) }

    var description: String { message }
}
