// Controller+Settings: loading and reloading the config (`reload`, SIGHUP) and the desktop's
// settings changing (XSETTINGS `Xft/DPI`): every overlay shown restyles live.
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
        try settings.load(xftDPI: display.xftDPI())
        restyleAll()
    }

    /// The desktop's settings changed: a new DPI rescales every overlay shown, as the next
    /// ones (the settings manager changes `Xft/DPI` when the user changes the scale).
    func desktopSettingsDidChange() {
        settings.desktopRevision += 1
        guard settings.rescale(xftDPI: display.xftDPI()) else { return }
        logger.info("desktop DPI changed: scale \(settings.scaleFactor)")
        restyleAll()
    }

    /// Measures and lays out every overlay again (style or scale changed).
    private func restyleAll() {
        rooms.popovers.invalidateAll()
        pending.dirty.formUnion(scene.order)
    }

    /// Loads the fonts before the daemon says it is ready (`PopoverRoom.loadFonts`).
    func loadFonts() { rooms.popovers.loadFonts(style: settings.style(for: OverlaySpec())) }
}
