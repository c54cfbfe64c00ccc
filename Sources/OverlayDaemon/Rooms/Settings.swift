// Settings: the settings room: the loaded overlayd.toml (styles, presets, containers,
// rules) and the scale it resolves to. Answers "what style", "what do the presets add",
// "what do the rules say"; knows nothing of overlays on screen.
import OverlayConfig
import OverlayCore
import OverlayProtocol

final class Settings {
    /// The loaded configuration (built-in defaults until a file loads).
    private(set) var config = Config.defaults
    /// Where the config came from; nil for the built-in defaults.
    private(set) var path: String?
    /// `scale` resolved against the desktop's DPI (XSETTINGS `Xft/DPI`, else `Xft.dpi`, and the
    /// screen's millimetres); under `per-monitor`, the factor where no monitor is known.
    private(set) var scaleFactor = 1.0
    /// What the factor was resolved from, kept for `per-monitor`'s factor on each monitor.
    private var dpi = DesktopDPI()
    /// How many times the desktop's settings (XSETTINGS) changed: the Daemon applies the icon
    /// theme again, which is the picture loader's, when it moved.
    var desktopRevision = 0
    /// Rules' regular expressions (`match-syntax = "regex"`), each compiled once.
    let regex = PosixRegex()
    /// The daemon's environment, for finding the config file.
    let environment: [String: String]

    init(environment: [String: String]) { self.environment = environment }

    /// Loads the config the environment points at. All or nothing: on an error the current
    /// config stays and the error is thrown (file, line and key path).
    func load(_ dpi: DesktopDPI) throws(ConfigError) {
        let loaded = try ConfigLoader.loadFromEnvironment(environment, presetCheck: Settings.checkPreset)
        config = loaded.config
        path = loaded.path
        self.dpi = dpi
        scaleFactor = config.scale.resolved(xftDPI: dpi.xft, screenDPI: dpi.screen)
    }

    /// The desktop's DPI changed (XSETTINGS `Xft/DPI`, the `Xft.dpi` resource, `xrandr --dpi`):
    /// resolves `scale` again. Returns whether the factor changed.
    func rescale(_ dpi: DesktopDPI) -> Bool {
        self.dpi = dpi
        let factor = config.scale.resolved(xftDPI: dpi.xft, screenDPI: dpi.screen)
        guard factor != scaleFactor else { return false }
        scaleFactor = factor
        return true
    }

    /// The default screen's DPI from its millimetres (nil: unknown).
    var screenDPI: Double? { dpi.screen }

    /// Whether the scale depends on the monitor an overlay is on (`scale = "per-monitor"`).
    var scalesPerMonitor: Bool { config.scale.isPerMonitor }

    /// The factor for an overlay on `monitor` (nil: not known, the display's factor).
    func scale(on monitor: Monitor?) -> Double {
        guard config.scale.isPerMonitor, let monitor else { return scaleFactor }
        return config.scale.resolved(xftDPI: dpi.xft, screenDPI: dpi.screen, monitor: monitor)
    }

    /// What a menu, pick or panel opened on `monitor` is drawn at: `spec`'s style scaled for that
    /// monitor, the factor, and under `per-monitor` the monitor's DPI as the scale counts it (96 ×
    /// the factor: what a pick's fonts are sized at, which otherwise follow dmenu's or rofi's own DPI).
    func grabScale(_ spec: OverlaySpec, on monitor: Monitor?) -> (style: Style, scale: Double, monitorDPI: Double?) {
        let factor = scale(on: monitor)
        return (style(for: spec, scale: factor), factor, scalesPerMonitor ? 96 * factor : nil)
    }

    /// The largest factor an overlay may be drawn at on `monitors`: under `per-monitor`, the
    /// densest one's (a picture kept for it is sharp wherever it shows), else the display's.
    func largestScale(on monitors: [Monitor]) -> Double {
        monitors.reduce(scaleFactor) { max($0, scale(on: $1)) }
    }

    /// A preset is refused at load time unless it parses as `show` options.
    static let checkPreset: PresetCheck = { words throws(PresetError) in
        do throws(UsageError) { _ = try RequestParser.parse(words: ["show"] + words) } catch {
            throw PresetError(error.message)
        }
    }

    /// The request's spec over its presets' specs (the request's own options win).
    func applyingPresets(_ spec: OverlaySpec) -> Result<OverlaySpec, Refusal> {
        guard let names = spec.presets, !names.isEmpty else { return .success(spec) }
        var base = OverlaySpec()
        for name in names {
            guard let words = config.presets[name] else {
                let known = config.presetNames.isEmpty ? "none" : config.presetNames.joined(separator: ", ")
                return .failure("no such preset: \(name) (known: \(known))")
            }
            guard case .show(_, let presetSpec)? = try? RequestParser.parse(words: ["show"] + words) else {
                return .failure("preset \(name) does not parse")
            }
            base = base.merged(with: presetSpec)
        }
        var merged = base.merged(with: spec)
        merged.presets = nil
        return .success(merged)
    }

    /// The `--id` a request's presets give when the request gives none (the last preset that
    /// names one): `show --preset volume` is the overlay `volume`, so each press updates it.
    func presetID(_ spec: OverlaySpec) -> String? {
        for name in (spec.presets ?? []).reversed() {
            if let words = config.presets[name], case .show(let id?, _)? = try? RequestParser.parse(words: ["show"] + words) {
                return id
            }
        }
        return nil
    }

    /// `presets`: each preset's name and words, in the file's order.
    var presetList: JSONValue {
        .array(config.presetNames.map { name -> JSONValue in
            .object([("name", .string(name)), ("words", .array((config.presets[name] ?? []).map(JSONValue.string)))])
        })
    }

    /// The style an overlay is drawn with: its `--style`, else `critical` for critical
    /// urgency when the config has it, else `default`; its own colours over it; scaled by `scale`
    /// (under `per-monitor`, by the DPI of `monitor`, the one it is drawn on); `scaled: false`
    /// leaves the scale to the caller.
    func style(for spec: OverlaySpec, on monitor: Monitor? = nil, scaled: Bool = true) -> Style {
        let name = spec.style ?? (spec.urgency == .critical && config.styles["critical"] != nil ? "critical" : nil)
        let style = config.style(named: name)
        let colored = spec.colors?.applied(to: style) ?? style
        return scaled ? colored.scaled(by: scale(on: monitor)) : colored
    }

    /// The style an overlay is drawn with at `factor` (a monitor's under a per-monitor scale).
    func style(for spec: OverlaySpec, scale factor: Double) -> Style {
        style(for: spec, scaled: false).scaled(by: factor)
    }

    /// The config's rules for a popover, matched by its source window's WM_CLASS and its
    /// urgency; what the request sets itself wins. Nil when a rule says `skip`.
    func applyingRules(_ spec: OverlaySpec, windowClass cls: (instance: String, cls: String)?) -> OverlaySpec? {
        let outcome = config.outcome(for: RuleSubject(urgency: spec.urgency, windowClass: cls?.cls,
                                                      windowInstance: cls?.instance), regex: regex)
        if outcome.skip == true { return nil }
        var r = spec
        if r.style == nil { r.style = outcome.style }
        if r.timeoutMs == nil { r.timeoutMs = outcome.timeoutMs }
        if r.urgency == nil { r.urgency = outcome.urgency }
        return r
    }

    /// A container member whose request gives no `--dismiss` (or `--background`) takes its container's.
    func applyingContainerDefaults(_ spec: OverlaySpec) -> OverlaySpec {
        guard let name = spec.container else { return spec }
        var r = spec
        let c = container(name)
        if r.dismiss == nil {
            r.dismiss = c.dismiss
            if r.longPressMs == nil { r.longPressMs = c.longPressMs }
        }
        if r.background == nil { r.background = c.background }
        if r.backgroundDismiss == nil { r.backgroundDismiss = c.backgroundDismiss }
        return r
    }

    func container(_ name: String) -> ContainerConfig {
        config.containers[name] ?? ContainerConfig()
    }
}

/// What the scale is resolved from: the desktop's `Xft.dpi` (XSETTINGS or the resource) and
/// the default screen's DPI from its millimetres.
struct DesktopDPI: Equatable {
    var xft: Double?
    var screen: Double?
}
