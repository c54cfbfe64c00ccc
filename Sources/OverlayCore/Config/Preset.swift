// Preset: `--preset NAME` in a `show` request becomes the preset's words, which the rest override.

/// A `--preset` that names no preset in the config, or a preset whose words are wrong.
public struct PresetError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension Config {
    /// Sorted preset names, for `overlayctl presets`.
    public var presetNames: [String] { presets.keys.sorted() }

    /// The arguments of a `show` request with each `--preset NAME` (or `--preset=NAME`)
    /// taken out and the presets' words put first, in the order given. Options are read
    /// left to right and the last one wins, so every argument the user typed overrides a
    /// preset: `--preset volume --timeout 5s` keeps the preset but not its timeout.
    public func expandingPresets(in arguments: [String]) throws(PresetError) -> [String] {
        var prefix: [String] = []
        var rest: [String] = []
        var i = 0
        while i < arguments.count {
            let word = arguments[i]
            i += 1
            let name: String
            if word == "--preset" {
                guard i < arguments.count else { throw PresetError("--preset: missing value") }
                name = arguments[i]
                i += 1
            } else if word.hasPrefix("--preset=") {
                name = String(word.dropFirst("--preset=".count))
            } else {
                rest.append(word)
                continue
            }
            guard let words = presets[name] else {
                let known = presetNames.isEmpty ? "none" : presetNames.joined(separator: ", ")
                throw PresetError("--preset: no preset named \(name) (known: \(known))")
            }
            prefix += words
        }
        return prefix + rest
    }
}
