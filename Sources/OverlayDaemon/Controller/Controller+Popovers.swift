// Controller+Popovers: `show`, `update` and `replace` of ordinary popovers and desktop
// notifications: presets and rules applied (Settings), the source resolved and followed
// (SourceTracker), a container's queue and column or a modal stack joined, then laid out,
// announced and committed.
import OverlayCore
import OverlayProtocol
import OverlayRender

extension Controller {
    func presetError(_ spec: OverlaySpec) -> JSONValue {
        if case .failure(let refusal) = settings.applyingPresets(spec) { return Reply.error(refusal.message) }
        return Reply.error("presets do not apply")
    }

    /// The overlay a client's word names: its own `--id` first, else a notification's
    /// (`n3`) or a container's "+N more" as `list` shows them.
    func lookup(_ name: String) -> OverlayID? {
        if scene[.named(name)] != nil { return .named(name) }
        guard let id = OverlayID.parsing(name), scene[id] != nil else { return nil }
        return id
    }

    /// Shows or updates desktop notification `n` (the notification center's overlays live
    /// apart from clients' ids).
    func show(notification n: UInt32, spec requested: OverlaySpec, now: Instant) -> JSONValue {
        let id = OverlayID.notification(n)
        guard case .success(let spec) = settings.applyingPresets(requested) else { return presetError(requested) }
        return scene[id] != nil ? update(id: id, spec: spec, now: now) : show(id: id, spec: spec, now: now)
    }

    /// Dismisses desktop notification `n`'s overlay, if it is up.
    func dismiss(notification n: UInt32, now: Instant) {
        guard scene[.notification(n)] != nil else { return }
        dismiss(.notification(n), reason: .request)
        commit()
    }

    /// Dismisses several notifications, in this order, and lays out what remains once: a
    /// commit after each would show, lay out and paint every waiting one in turn only to
    /// dismiss it next (closing 700 queued ones cost 350 ms of CPU).
    func dismiss(notifications ns: [UInt32], now: Instant) {
        for n in ns where scene[.notification(n)] != nil { dismiss(.notification(n), reason: .request) }
        commit()
    }

    /// Live overlays are capped, so a flood is refused explicitly instead of eating memory.
    static let maxOverlays = 1000

    func show(id: OverlayID, spec requested: OverlaySpec, now: Instant) -> JSONValue {
        guard scene.count < Controller.maxOverlays else {
            return Reply.error("too many overlays: \(scene.count) live (limit \(Controller.maxOverlays))")
        }
        let source: WindowID?
        let anchoring: Anchoring
        switch rooms.sources.resolve(requested.attach ?? .root) {
        case .success((let w, let a)): source = w; anchoring = a
        case .failure(let refusal): return Reply.error(refusal.message)
        }
        guard let ruled = settings.applyingRules(requested, windowClass: source.flatMap { display.windowClass(of: $0) }) else {
            return Reply.error("skipped by a rule")
        }
        let spec = settings.applyingContainerDefaults(ruled)
        do throws(Refusal) { try rooms.sources.checkScreen(spec) } catch { return Reply.error(error.message) }
        scene.upsert(id: id, spec: spec, now: now)
        rooms.popovers.add(id, content: PopoverRoom.content(of: spec), now: now)
        rooms.pointer.track(id, hoverDelayMs: spec.hoverDelayMs)
        if let name = spec.container {
            scene.clearDeadline(id)
            apply(rooms.containers.enqueue(id, in: name, config: settings.container(name), timeoutMs: spec.timeoutMs,
                                           urgency: spec.urgency, inPlaceOf: spec.inPlaceOf, now: now))
            apply(rooms.containers.place(id, in: name, on: containerScreen(spec, name),
                                   perScreen: spec.screen == nil && settings.container(name).screen == .follow))
        }
        if let name = spec.stack { apply(rooms.modals.push(id, onto: name)) }
        apply(rooms.sources.attach(id, to: source, anchoring: anchoring, screen: spec.screen ?? display.defaultScreen))
        if spec.hoverDelayMs != nil, let p = display.pointerLocation() { pointerMoved(to: p, now: now, only: id) }
        do throws(Refusal) { try relayout(id) } catch {
            dismiss(id, reason: .request, announce: false)
            return Reply.error(error.message)
        }
        // Its source went between resolving and placing it: no event, the reply says so.
        guard scene[id] != nil else { commit(); return endedReply(id, spec) }
        startEntrance(id, now: now)
        // A new window maps on top: with --z in play, put everyone back in order.
        if scene.zInUse { pending.restack = true }
        emit(.shown(id: id.description), for: id)
        commit()
        if spec.takesKeyboard == true { apply(rooms.keyboard.hold(id)) }
        return Reply.ok([("id", .string(id.description))])
    }

    func update(id: OverlayID, spec: OverlaySpec, now: Instant) -> JSONValue {
        do throws(Refusal) { try rooms.sources.checkScreen(spec) } catch { return Reply.error(error.message) }
        do throws(Refusal) { apply(try rooms.sources.reattach(id, to: spec.attach, screen: spec.screen).get()) } catch {
            return Reply.error(error.message)
        }
        scene.upsert(id: id, spec: spec, now: now)
        // A member still waiting in its container gets its new timeout when it shows.
        if let t = spec.timeoutMs, rooms.containers.isQueued(id) {
            scene.clearDeadline(id)
            rooms.containers.retime(id, timeoutMs: t, now: now)
        }
        if let o = scene[id] { rooms.popovers.setContent(id, PopoverRoom.content(of: o.spec), now: now) }
        do throws(Refusal) { try relayout(id) } catch { return Reply.error(error.message) }
        // Its (new) source is gone: `dismissed` went out, no `updated` after it.
        guard scene[id] != nil else { commit(); return endedReply(id, spec) }
        emit(.updated(id: id.description), for: id)
        commit()
        return Reply.ok([("id", .string(id.description))])
    }

    /// `replace OLD`: the new overlay takes the old one's place, growing out of its frame.
    func replace(_ oldName: String, with id: String?, _ requested: OverlaySpec, now: Instant) -> JSONValue {
        guard let old = lookup(oldName), let from = assembly.window(old) else { return Reply.error("no such overlay: \(oldName)") }
        guard case .success(let spec) = settings.applyingPresets(requested) else { return presetError(requested) }
        let newID = clientID(id)
        guard newID != old else { return update(id: old, spec: spec, now: now) }
        dismiss(old, reason: .replaced, exit: false)
        let reply = show(id: newID, spec: spec, now: now)
        if reply["ok"]?.boolValue == true, let layout = rooms.popovers[newID]?.layout {
            rooms.animations.startReplacement(newID, from: from, to: layout, spec: spec, now: now)
            pending.push.insert(.overlay(newID))
            commit()
        }
        return reply
    }
}
