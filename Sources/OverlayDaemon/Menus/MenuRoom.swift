// MenuRoom: the menus room. `overlayctl menu`: one window per open level (the menu, its
// submenus), the pointer and keyboard grabbed while it is open, keys and the pointer
// driving MenuNavigator, and the choice reported as an `action` event.
import OverlayCore
import OverlayProtocol
import OverlayRender

/// An open menu.
struct MenuState {
    var navigator: MenuNavigator
    /// Where the top level opens from, in root coordinates.
    var anchorRect: Rect
    var layouts: [PopoverLayout] = []
    var rendered: [RenderedMenu] = []
    var revision = 0
    /// How many level windows were pushed, so closed submenus' windows go.
    var pushedLevels = 0
    /// The last key edited the input line (the accessible focus is on it, for Orca's echo);
    /// an arrow, Home or End gives the focus back to the highlighted item.
    var typing = false
}

final class MenuRoom: OpeningRoom {
    private var menus: [OverlayID: MenuState] = [:]
    private let painter: MenuPainter

    init(painter: MenuPainter) {
        self.painter = painter
    }

    let grabName = "menu"

    func holds(_ id: OverlayID) -> Bool { menus[id] != nil }
    var isEmpty: Bool { menus.isEmpty }

    /// A menu's spec as it opens: no timeout and no dismiss gestures; by default below an
    /// attached source's left edge, else from the pointer down and right, or centred on a
    /// monitor (`centred`, asked for on a screen the pointer is not on).
    static func placed(_ requested: OverlaySpec, centred: Bool) -> OverlaySpec {
        var spec = requested
        spec.timeoutMs = 0
        spec.dismiss = []
        let attached = spec.attach != nil && spec.attach != .root
        if spec.anchor == nil { spec.anchor = centred ? .center : attached ? .bottomLeft : .topLeft }
        if spec.gravity == nil { spec.gravity = centred ? .center : .bottomRight }
        return spec
    }

    /// The items of `overlayctl menu`, one per line (a word may hold several lines).
    static func parse(_ lines: [String]) -> Result<[MenuItem], Refusal> {
        do {
            let items = try MenuParser.parse(lines: lines.flatMap {
                $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            })
            return items.isEmpty ? .failure("menu: no items") : .success(items)
        } catch {
            return .failure("menu: \(error)")
        }
    }

    func open(_ id: OverlayID, items: [MenuItem], anchor: Rect) {
        menus[id] = MenuState(navigator: MenuNavigator(items: items), anchorRect: anchor)
    }

    /// `overlayctl menu`'s spec (where: at the pointer, or attached like a popover) and its parsed items.
    struct Opening {
        let spec: OverlaySpec
        let items: [MenuItem]
    }

    let requestName = "menu"
    func location(of opening: Opening) -> OverlaySpec { opening.spec }

    func prepare(_ id: OverlayID, _ opening: Opening, at spot: OpeningAnchor, now: Instant) throws(Refusal) -> OverlaySpec {
        open(id, items: opening.items, anchor: spot.rect)
        return MenuRoom.placed(opening.spec, centred: spot.centred)
    }

    /// Places and paints every open level: the top one at its anchor, each submenu beside
    /// its parent row (flipping sideways at the monitor's edge), scrolling when too long.
    /// `workArea` gives the work area that constrains a rectangle.
    func layout(_ id: OverlayID, _ context: GrabLayout) -> Result<[Effect], Refusal> {
        guard var m = menus[id] else { return .success([]) }
        let (spec, composited, workArea) = (context.spec, context.composited, context.workArea)
        var style = context.style
        style.arrowWidth = 0
        style.arrowHeight = 0
        var layouts: [PopoverLayout] = [], rendered: [RenderedMenu] = []
        // The panels painted before, let go by the state, so each is handed to the painter held
        // once and a move of the highlight redraws its two rows in place.
        var before: [RenderedMenu?] = m.rendered
        m.rendered = []
        menus[id]?.rendered = []
        do {
            for k in m.navigator.levels.indices {
                var anchorRect = m.anchorRect
                var anchor = spec.effectiveAnchor, gravity = spec.effectiveGravity
                var adjust = spec.adjust ?? .default
                if k > 0, let row = m.navigator.levels[k].parentPath.last, let parent = rendered[k - 1].frame(ofRow: row) {
                    anchorRect = parent.offsetBy(layouts[k - 1].frame.origin)
                    anchor = .topRight
                    gravity = .bottomRight
                    adjust = [.flipX, .slideX, .slideY]
                }
                let area = workArea(anchorRect)
                let padding = spec.padding ?? style.screenPadding
                var size = try painter.measure(m.navigator.levels[k], style: style)
                let room = area.height - 2 * padding
                if size.height > room {
                    let rows = try painter.visibleRows(fitting: room, level: m.navigator.levels[k], style: style)
                    m.navigator.setVisibleRows(rows, level: k)
                    size = try painter.measure(m.navigator.levels[k], style: style)
                }
                let input = PositionerInput(sourceFrame: anchorRect, bodySize: size, metrics: PopoverMetrics(style),
                                            anchor: anchor, gravity: gravity, adjustments: adjust, workArea: area,
                                            screenPadding: padding)
                let layout = Positioner.place(input).layout
                layouts.append(layout)
                let previous = before.indices.contains(k) ? before[k].take() : nil
                rendered.append(try painter.paint(m.navigator.levels[k], style: style, layout: layout, composited: composited,
                                                  after: previous))
            }
        } catch {
            return .failure("cannot draw menu \(id): \(error)")
        }
        m.layouts = layouts
        m.rendered = rendered
        m.revision += 1
        let closed = (layouts.count..<max(layouts.count, m.pushedLevels)).map { Effect.remove(key(id, level: $0)) }
        m.pushedLevels = layouts.count
        menus[id] = m
        return .success(closed + [.push(.overlay(id))])
    }

    func key(_ id: OverlayID, level: Int) -> WindowKey {
        level == 0 ? .overlay(id) : .menuLevel(id, level: level)
    }

    /// The windows of an open menu, one per level.
    func windows(_ id: OverlayID, mode: SurfaceMode) -> [DesiredWindow] {
        guard let m = menus[id] else { return [] }
        return m.rendered.indices.map { k in
            DesiredWindow(key: key(id, level: k), frame: m.layouts[k].frame, kind: .menu, mode: mode,
                          clickThrough: false, rendered: m.rendered[k].overlay, revision: m.revision, stacking: .top)
        }
    }

    /// The menu and level a window of ours shows.
    func level(of key: WindowKey?) -> (id: OverlayID, level: Int)? {
        switch key {
        case .overlay(let id)? where menus[id] != nil: return (id, 0)
        case .menuLevel(let id, let k)? where menus[id] != nil: return (id, k)
        default: return nil
        }
    }

    func owns(_ key: WindowKey, of id: OverlayID) -> Bool { level(of: key)?.id == id }

    // MARK: input

    /// A key pressed while the active menu holds the keyboard.
    func key(_ id: OverlayID, _ key: String, text: String, modifiers: KeyModifiers, now: Instant) -> [Effect] {
        guard var m = menus[id] else { return [] }
        let k: MenuKey
        let typing = !m.navigator.filter.isEmpty
        switch key {
        case "Return" where modifiers.contains(.shift), "KP_Enter" where modifiers.contains(.shift): k = .acceptText
        case "BackSpace": k = .backspace
        case "u" where modifiers.contains(.control): k = .deleteToStart
        case "w" where modifiers.contains(.control): k = .deleteWord
        case "space" where typing: k = .typeAhead(" ", now: now)
        case "Up", "KP_Up": k = .up
        case "Down", "KP_Down": k = .down
        case "Home", "KP_Home": k = .home
        case "End", "KP_End": k = .end
        case "Return", "KP_Enter", "space": k = .enter
        case "Escape": k = .escape
        case "Left", "KP_Left": k = .left
        case "Right", "KP_Right": k = .right
        default:
            guard !modifiers.contains(.control), let c = text.first, !c.isWhitespace,
                  !(c.asciiValue.map { $0 < 32 } ?? false) else { return [] }
            k = .typeAhead(c, now: now)
        }
        let before = m.navigator
        let out = m.navigator.key(k)
        if m.navigator.filter != before.filter { m.typing = true } else if [.up, .down, .home, .end, .left, .right].contains(k) { m.typing = false }
        menus[id] = m
        return output(id, out, dismissal: .escape)
    }

    /// The pointer pressed or moved at `p` (root coordinates) while the menu is open.
    func pointer(_ id: OverlayID, at p: Point, press: Bool) -> [Effect] {
        guard var m = menus[id] else { return [] }
        // With the grab, presses outside our windows arrive on the menu's own window.
        let hit: (level: Int, MenuHit)? = m.layouts.indices.reversed().lazy.compactMap { k -> (Int, MenuHit)? in
            let local = p - m.layouts[k].frame.origin
            return m.rendered[k].hit(local).map { (k, $0) }
        }.first
        let out: MenuOutput
        switch hit {
        case nil:
            out = press ? m.navigator.clickOutside() : m.navigator.hover(nil)
        case (let k, .row(let i))?:
            let path = m.navigator.levels[k].parentPath + [i]
            out = press ? m.navigator.click(path) : m.navigator.hover(path)
        case (let k, .scrollUp)?:
            if press { m.navigator.scroll(level: k, by: -1) }
            out = .none
        case (let k, .scrollDown)?:
            if press { m.navigator.scroll(level: k, by: 1) }
            out = .none
        case (_, .panel)?:
            out = press ? .none : m.navigator.hover(nil)
        }
        let changed = m.navigator != menus[id]?.navigator
        menus[id] = m
        return changed || out != .none ? output(id, out, dismissal: .outside) : []
    }

    /// An item chosen by its path (an assistive technology's `click`): what a click on its row does.
    func click(_ path: [Int], menu id: OverlayID) -> [Effect] {
        guard var m = menus[id] else { return [] }
        let out = m.navigator.click(path)
        menus[id] = m
        return output(id, out, dismissal: .outside)
    }

    /// An open menu's state, for reading (the accessible tree).
    func state(of id: OverlayID) -> MenuState? { menus[id] }

    private func output(_ id: OverlayID, _ out: MenuOutput, dismissal: DismissReason) -> [Effect] {
        switch out {
        case .chosen(let value):
            return [.emit(.action(id: id.description, key: value), id), .dismiss(id, .action)]
        case .dismissed:
            return [.dismiss(id, dismissal)]
        case .none, .openSubmenu, .closeSubmenu:
            return [.relayout(id)]
        }
    }

    /// A dismissed menu's windows go (`InputGrab` lets its grab go).
    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        guard let m = menus.removeValue(forKey: id) else { return [] }
        return (0..<max(1, m.pushedLevels)).map { .remove(key(id, level: $0)) }
    }

    /// The open menus with an item showing one of these pictures (paths or icon names).
    func showing(anyOf names: Set<String>) -> [OverlayID] {
        menus.compactMap { id, m in
            m.navigator.levels.contains { $0.items.contains { $0.icon.map(names.contains) ?? false } } ? id : nil
        }
    }

    /// `list`'s view of an open menu.
    func describe(_ id: OverlayID, window: WindowID?, grabbed: Bool) -> JSONValue? {
        guard let m = menus[id] else { return nil }
        var fields: [(String, JSONValue)] = [("id", .string(id.description)), ("menu", .bool(true)), ("grabbed", .bool(grabbed))]
        if let window { fields.append(("window", .string(window.description))) }
        return .object(fields + [("levels", .array(m.layouts.indices.map { k in
                            .object([("frame", .rect(m.layouts[k].frame)),
                                     ("body", .rect(m.layouts[k].body.offsetBy(m.layouts[k].frame.origin))),
                                     ("rows", .array(m.rendered[k].rows.map {
                                         .object([("index", .int($0.index)), ("rect", .rect($0.frame.offsetBy(m.layouts[k].frame.origin)))])
                                     }))])
                        }))])
    }
}
