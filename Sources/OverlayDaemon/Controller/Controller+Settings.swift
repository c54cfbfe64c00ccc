// Controller+Settings: loading and reloading the config (`reload`, SIGHUP) and the desktop's
// settings changing (XSETTINGS `Xft/DPI`, the screen's or its monitors' DPI): every overlay
// shown restyles live.
import OverlayConfig
import OverlayCore
import OverlayProtocol

extension Controller {
    /// `reload` and SIGHUP: visible overlays restyle live.
    func reloadConfig() -> JSONValue {
        do throws(ConfigError) { try loadConfig() } catch {
            logger.error("config refused, keeping the previous one: \(error)")
            return Reply.error("config refused, keeping the previous one: \(error)")
        }
        logger.info("config loaded: \(settings.path ?? "built-in defaults")")
        commit()
        return Reply.ok([("config", settings.path.map(JSONValue.string) ?? .null)])
    }

    /// Loads the config the environment points at; on an error the current one stays.
    func loadConfig() throws(ConfigError) {
        try settings.load(desktopDPI)
        restyleAll()
    }

    /// The desktop's settings changed: a new DPI rescales every overlay shown, as the next
    /// ones (the settings manager changes `Xft/DPI` when the user changes the scale).
    func desktopSettingsDidChange() {
        settings.desktopRevision += 1
        guard settings.rescale(desktopDPI) else { return }
        logger.info("desktop DPI changed: scale \(settings.scaleFactor)")
        restyleAll()
    }

    /// The screen or its monitors changed (RandR, `xrandr --setmonitor`, `--dpi`): a scale from
    /// the screen's millimetres is resolved again; every overlay is laid out again anyway, and
    /// under `per-monitor` each one measured again at its monitor's DPI.
    func screenDidChange() {
        if settings.rescale(desktopDPI) || settings.scalesPerMonitor {
            logger.info("monitors changed: scale \(settings.scaleFactor)")
            restyleAll()
        }
    }

    /// The DPIs the scale is resolved from, read now.
    private var desktopDPI: DesktopDPI {
        DesktopDPI(xft: display.xftDPI(), screen: display.screenDPI(on: display.defaultScreen))
    }

    /// Measures and lays out every overlay again (style or scale changed).
    private func restyleAll() {
        rooms.popovers.invalidateAll()
        pending.dirty.formUnion(scene.order)
    }

    /// Loads the fonts before the daemon says it is ready (`PopoverRoom.loadFonts`).
    func loadFonts() { rooms.popovers.loadFonts(style: settings.style(for: OverlaySpec())) }
}
