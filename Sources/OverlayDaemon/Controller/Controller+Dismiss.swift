// Controller+Dismiss: `overlayctl dismiss`: one overlay, all of them, the top of a modal
// stack, or by container (SwiftUIOverlayContainer's dismissAllView(in:onlyShowing:),
// notInclude: and dismissTopmostView(in:)). Every dismissal here has reason `request`.
import OverlayCore
import OverlayProtocol

extension Controller {
    func dismiss(_ target: DismissTarget) -> JSONValue {
        switch target {
        case .id(let name):
            guard let id = lookup(name) else { return Reply.error("no such overlay: \(name)") }
            return dismissed(one: id)
        case .top(let name):
            guard let top = rooms.modals.top(of: name) else { return Reply.error("stack is empty: \(name)") }
            return dismissed(one: top)
        case .topOfContainer(let name):
            if let error = unknownContainer([name]) { return Reply.error(error) }
            guard let top = rooms.containers.members(of: name).shown.last else { return Reply.error("container shows nothing: \(name)") }
            return dismissed(one: top)
        case .all:
            let ids = scene.order
            for id in ids { dismiss(id, reason: .request) }
            commit()
            return Reply.ok([("dismissed", .int(ids.count))])
        case .allExcept(let names):
            if let error = unknownContainer(names) { return Reply.error(error) }
            let kept = Set(names)
            return dismissed(all: scene.order.filter { id in rooms.containers.container(of: id).map { !kept.contains($0) } ?? true })
        case .containers(let names, let showingOnly):
            if let error = unknownContainer(names) { return Reply.error(error) }
            let ids = names.flatMap { name in
                let m = rooms.containers.members(of: name)
                return showingOnly ? m.shown : m.waiting + m.shown
            }
            return dismissed(all: ids)
        }
    }

    private func dismissed(one id: OverlayID) -> JSONValue {
        dismiss(id, reason: .request)
        commit()
        return Reply.ok([("id", .string(id.description))])
    }

    /// Dismisses `ids`, the queued ones first (a shown one going would move them up, to be
    /// laid out and then dismissed); a "+N more" goes with the last member it counted.
    private func dismissed(all ids: [OverlayID]) -> JSONValue {
        let members = ids.filter { if case .more = $0 { return false } else { return true } }
        let ordered = members.filter(rooms.containers.isQueued) + members.filter { !rooms.containers.isQueued($0) }
        var count = 0
        for id in ordered where scene[id] != nil {
            dismiss(id, reason: .request)
            count += 1
        }
        commit()
        return Reply.ok([("dismissed", .int(count))])
    }

    /// A name that is neither a container of the config nor one in use: a typo would
    /// otherwise dismiss nothing (or, after --except, everything).
    private func unknownContainer(_ names: [String]) -> String? {
        guard let name = names.first(where: { config.containers[$0] == nil && rooms.containers.screen(of: $0) == nil }) else { return nil }
        return "no such container: \(name) (the config's are \(config.containers.keys.sorted().joined(separator: ", ")))"
    }
}
