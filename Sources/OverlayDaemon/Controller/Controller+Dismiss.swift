// Controller+Dismiss: `overlayctl dismiss`: the rooms name the overlays
// (Rooms+DismissTargets), each goes with reason `request`, and one commit follows.
import OverlayCore
import OverlayProtocol

extension Controller {
    func dismiss(_ target: DismissTarget) -> JSONValue {
        let plan: DismissPlan
        switch rooms.plan(target, order: scene.order, lookup: lookup, config: config) {
        case .success(let p): plan = p
        case .failure(let refusal): return Reply.error(refusal.message)
        }
        defer { commit() }
        switch plan {
        case .one(let id):
            dismiss(id, reason: .request)
            return Reply.ok([("id", .string(id.description))])
        case .everything(let ids):
            for id in ids { dismiss(id, reason: .request) }
            return Reply.ok([("dismissed", .int(ids.count))])
        case .members(let ids):
            var count = 0
            for id in ids where scene[id] != nil {
                dismiss(id, reason: .request)
                count += 1
            }
            return Reply.ok([("dismissed", .int(count))])
        }
    }
}
