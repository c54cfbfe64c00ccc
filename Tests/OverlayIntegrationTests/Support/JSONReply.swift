// JSONReply: parses a daemon reply line into a Foundation dictionary for assertions.
import Foundation

/// Parses one reply line as a JSON object; throws with the line when it is not one.
func parseJSONObject(_ line: String) throws -> [String: Any] {
    let object: Any
    do {
        object = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
    } catch {
        throw HarnessError.io("reply is not JSON: \(line) (\(error))")
    }
    guard let dictionary = object as? [String: Any] else {
        throw HarnessError.io("reply is not a JSON object: \(line)")
    }
    return dictionary
}
