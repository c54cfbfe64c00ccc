// Outcome: a room's answer that may be refused: a value, or why there is none (a message for
// the client).
enum Outcome<Value> {
    case success(Value)
    case failure(String)
}
