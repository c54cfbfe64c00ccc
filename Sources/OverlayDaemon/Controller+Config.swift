// Controller+Config: loading and reloading overlayd.toml, styles per overlay, presets.
import OverlayConfig
import OverlayCore
import OverlayProtocol
import OverlayRender
import OverlayX11

extension Controller {
    enum PresetResult {
        case success(OverlaySpec)
        case failure(String)
    }

    /// Loads the config the environment points at. All or nothing: on an error the current
    /// config stays and the error is returned (file, line and key path).
    @discardableResult
    func loadConfig(environment: [String: String]) -> ConfigError? {
        do {
            let loaded = try ConfigLoader.loadFromEnvironment(environment, presetCheck: Controller.checkPreset)
            config = loaded.config
            configPath = loaded.path
            scaleFactor = config.scale.resolved(xftDPI: display.xftDPI())
            for id in scene.order { live[id]?.contentChanged = true }
            dirty.formUnion(scene.order)
            return nil
        } catch {
            return error
        }
    }

    /// `reload` and SIGHUP: visible overlays restyle live.
    func reloadConfig() -> JSONValue {
        if let error = loadConfig(environment: environment) {
            logger.error("config refused, keeping the previous one: \(error)")
            return Reply.error("config refused, keeping the previous one: \(error)")
        }
        logger.info("config loaded: \(configPath ?? "built-in defaults")")
        commit()
        return Reply.ok([("config", configPath.map(JSONValue.string) ?? .null)])
    }

    /// A preset is refused at load time unless it parses as `show` options.
    static let checkPreset: PresetCheck = { words in
        do throws(UsageError) { _ = try RequestParser.parse(words: ["show"] + words); return nil } catch {
            return error.message
        }
    }

    /// The request's spec over its presets' specs (the request's own options win).
    func applyingPresets(_ spec: OverlaySpec) -> PresetResult {
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

    /// The style an overlay is drawn with: its `--style`, else `critical` for critical
    /// urgency when the config has it, else `default`; scaled by `scale`.
    func style(for spec: OverlaySpec) -> Style {
        let name = spec.style ?? (spec.urgency == .critical && config.styles["critical"] != nil ? "critical" : nil)
        return config.style(named: name).scaled(by: scaleFactor)
    }

    /// The config's rules for a popover, matched by its source window's WM_CLASS and its
    /// urgency; what the request sets itself wins. Nil when a rule says `skip`.
    func applyingRules(_ spec: OverlaySpec, source: WindowID?) -> OverlaySpec? {
        let cls = source.flatMap { display.windowClass(of: $0) }
        let outcome = config.outcome(for: RuleSubject(urgency: spec.urgency, windowClass: cls?.cls,
                                                      windowInstance: cls?.instance))
        if outcome.skip == true { return nil }
        var r = spec
        if r.style == nil { r.style = outcome.style }
        if r.timeoutMs == nil { r.timeoutMs = outcome.timeoutMs }
        if r.urgency == nil { r.urgency = outcome.urgency }
        return r
    }
}

extension Controller {
    /// Lays out a line in the default style once, so fontconfig and Pango load their caches
    /// (about 0.4 s on a cold machine) before the daemon says it is ready, not while the first
    /// popover, and every request behind it, waits.
    func loadFonts() {
        let style = style(for: OverlaySpec())
        _ = try? painter.measure(PopoverContent(title: "Ready", text: "Fonts <b>loaded</b> <i>early</i>"),
                                 style: style, maxWidth: style.maxWidth)
    }
}
