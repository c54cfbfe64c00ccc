// ModalStack: named stacks of modal popovers, where all but the top one are dimmed and inert.

/// What the daemon must do after a modal stack changed.
public enum ModalChange: Hashable, Sendable {
    /// Dim the overlay and stop it taking input: another was pushed above it.
    case dim(OverlayID)
    /// Give the overlay back its look and input: it is the top again.
    case undim(OverlayID)
    /// Dismiss the overlay: it was popped or the stack was cleared.
    case dismiss(OverlayID)
}

/// One stack of overlay ids, bottom first. Only the top one is live; the rest are dimmed and
/// take no input (`--stack NAME`).
public struct ModalStack: Hashable, Sendable {
    /// The ids, bottom first.
    public private(set) var ids: [OverlayID] = []

    public init() {}

    /// The live overlay, or nil for an empty stack.
    public var top: OverlayID? { ids.last }
    public var isEmpty: Bool { ids.isEmpty }
    /// The ids below the top: dimmed and inert.
    public var dimmed: [OverlayID] { Array(ids.dropLast()) }
    /// Whether `id` is in the stack but not on top.
    public func isDimmed(_ id: OverlayID) -> Bool { id != top && ids.contains(id) }

    /// Puts `id` on top (moving it there when it is already in the stack): the old top dims.
    public mutating func push(_ id: OverlayID) -> [ModalChange] {
        if top == id { return [] }
        let wasDimmed = ids.contains(id)
        ids.removeAll { $0 == id }
        var changes: [ModalChange] = top.map { [.dim($0)] } ?? []
        ids.append(id)
        if wasDimmed { changes.append(.undim(id)) }
        return changes
    }

    /// Takes the top off: it is dismissed and the one below comes back to life.
    public mutating func popTop() -> [ModalChange] {
        guard let old = ids.popLast() else { return [] }
        return [.dismiss(old)] + (top.map { [.undim($0)] } ?? [])
    }

    /// Empties the stack, dismissing from the top down.
    public mutating func clear() -> [ModalChange] {
        let changes = ids.reversed().map { ModalChange.dismiss($0) }
        ids.removeAll()
        return changes
    }

    /// Forgets `id`, which went away by other means (timeout, click, request): no `.dismiss`
    /// for it; if it was the top, the one below comes back to life.
    public mutating func remove(_ id: OverlayID) -> [ModalChange] {
        guard let i = ids.lastIndex(of: id) else { return [] }
        let wasTop = i == ids.count - 1
        ids.remove(at: i)
        if wasTop, let t = top { return [.undim(t)] }
        return []
    }
}

/// The modal stacks by name. An overlay is in at most one stack.
public struct ModalStacks: Hashable, Sendable {
    /// The non-empty stacks by name.
    public private(set) var stacks: [String: ModalStack] = [:]

    public init() {}

    /// The stack called `name` (empty when there is none).
    public subscript(name: String) -> ModalStack { stacks[name] ?? ModalStack() }

    /// Every overlay below the top of its stack: dimmed and inert.
    public var dimmed: Set<OverlayID> { Set(stacks.values.flatMap(\.dimmed)) }

    /// Whether `id` lies below the top of its stack.
    public func isDimmed(_ id: OverlayID) -> Bool { stacks.values.contains { $0.isDimmed(id) } }

    /// The name of the stack holding `id`.
    public func stackName(of id: OverlayID) -> String? {
        stacks.first { $0.value.ids.contains(id) }?.key
    }

    /// Pushes `id` onto stack `name`, taking it out of any other stack first.
    public mutating func push(_ id: OverlayID, onto name: String) -> [ModalChange] {
        var changes: [ModalChange] = []
        if let other = stackName(of: id), other != name { changes = remove(id) }
        return changes + update(name) { $0.push(id) }
    }

    /// Pops the top of stack `name` (`dismiss --top NAME`).
    public mutating func popTop(_ name: String) -> [ModalChange] {
        update(name) { $0.popTop() }
    }

    /// Empties stack `name` (`clear-stack NAME`).
    public mutating func clear(_ name: String) -> [ModalChange] {
        update(name) { $0.clear() }
    }

    /// Forgets `id` wherever it is (it was dismissed another way).
    public mutating func remove(_ id: OverlayID) -> [ModalChange] {
        guard let name = stackName(of: id) else { return [] }
        return update(name) { $0.remove(id) }
    }

    private mutating func update(_ name: String, _ body: (inout ModalStack) -> [ModalChange]) -> [ModalChange] {
        var s = self[name]
        let changes = body(&s)
        stacks[name] = s.isEmpty ? nil : s
        return changes
    }
}
