// ConfigCheck: `overlayd --check-config [FILE]`: validates a config file without X.
import OverlayConfig
import OverlayCore

public enum ConfigCheck {
    /// Returns the message to print and the exit status (0 valid, 1 refused).
    public static func run(_ what: DaemonOptions.CheckConfig, environment: [String: String]) -> (String, Int32) {
        let path: String
        switch what {
        case .file(let p): path = p
        case .located:
            guard let p = ConfigLoader.locate(environment: environment) else {
                return ("no config file found: built-in defaults apply", 0)
            }
            path = p
        }
        do {
            let config = try ConfigLoader.load(path: path, presetCheck: Settings.checkPreset)
            return ("\(path): ok (\(config.styles.count) styles, \(config.presets.count) presets, "
                    + "\(config.containers.count) containers, \(config.rules.count) rules)", 0)
        } catch {
            return ("\(error)", 1)
        }
    }
}

/// `overlayd --import-dunstrc [FILE]`: a dunstrc as an overlayd.toml, on stdout.
public enum DunstrcImportCommand {
    /// Returns what to print (the TOML, or the error) and the exit status (0, or 1).
    public static func run(_ what: DaemonOptions.CheckConfig, environment: [String: String]) -> (String, Int32) {
        let path: String?
        if case .file(let p) = what { path = p } else { path = nil }
        do {
            return (try DunstrcImport.convert(path: path, environment: environment), 0)
        } catch {
            return ("\(error)", 1)
        }
    }
}
