// Rooms+DismissTargets: which overlays `overlayctl dismiss` names: one overlay, all of them,
// the top of a modal stack, or by container (SwiftUIOverlayContainer's
// dismissAllView(in:onlyShowing:), notInclude: and dismissTopmostView(in:)).
import OverlayConfig
import OverlayCore
import OverlayProtocol

/// The overlays a dismiss request names, in the order they go.
enum DismissPlan: Equatable {
    /// One overlay; the reply names it.
    case one(OverlayID)
    /// Every overlay in show order; the reply counts them all.
    case everything([OverlayID])
    /// Members of containers, the queued ones first (a shown one going would move them up, to
    /// be laid out and then dismissed); the reply counts those still there when their turn comes.
    case members([OverlayID])
}

extension Rooms {
    func plan(_ target: DismissTarget, order: [OverlayID], lookup: (String) -> OverlayID?, config: Config) -> Result<DismissPlan, Refusal> {
        switch target {
        case .id(let name):
            guard let id = lookup(name) else { return .failure("no such overlay: \(name)") }
            return .success(.one(id))
        case .top(let name):
            guard let top = modals.top(of: name) else { return .failure("stack is empty: \(name)") }
            return .success(.one(top))
        case .topOfContainer(let name):
            do throws(Refusal) { try checkContainersKnown([name], config: config) } catch { return .failure(error) }
            guard let top = containers.members(of: name).shown.last else { return .failure("container shows nothing: \(name)") }
            return .success(.one(top))
        case .all:
            return .success(.everything(order))
        case .allExcept(let names):
            do throws(Refusal) { try checkContainersKnown(names, config: config) } catch { return .failure(error) }
            let kept = Set(names)
            return .success(members(order.filter { id in containers.container(of: id).map { !kept.contains($0) } ?? true }))
        case .containers(let names, let showingOnly):
            do throws(Refusal) { try checkContainersKnown(names, config: config) } catch { return .failure(error) }
            return .success(members(names.flatMap { name in
                let m = containers.members(of: name)
                return showingOnly ? m.shown : m.waiting + m.shown
            }))
        }
    }

    /// Queued first; a "+N more" goes with the last member it counted.
    private func members(_ ids: [OverlayID]) -> DismissPlan {
        let members = ids.filter { if case .more = $0 { return false } else { return true } }
        return .members(members.filter(containers.isQueued) + members.filter { !containers.isQueued($0) })
    }

    /// A name that is neither a container of the config nor one in use: a typo would
    /// otherwise dismiss nothing (or, after --except, everything).
    private func checkContainersKnown(_ names: [String], config: Config) throws(Refusal) {
        guard let name = names.first(where: { config.containers[$0] == nil && containers.screen(of: $0) == nil }) else { return }
        throw Refusal("no such container: \(name) (the config's are \(config.containers.keys.sorted().joined(separator: ", ")))")
    }
}
