// CommandLineSpec: overlayctl's grammar as swift-argument-parser sees it, for shell
// completions only. Requests are parsed by RequestParser (the one grammar); a test checks
// that both know the same commands and options.
import ArgumentParser
import OverlayCore
import OverlayProtocol

/// The root command; `overlayctl --generate-completion-script bash|zsh|fish` prints a script.
public struct OverlayctlCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "overlayctl",
        abstract: "Show popovers, tooltips and notifications through overlayd.",
        subcommands: [Show.self, Update.self, Dismiss.self, ListCommand.self, Sync.self, Ping.self, Version.self,
                      Watch.self, Region.self, Screenshot.self, Reload.self, Presets.self, Tooltip.self, Stats.self, Notifications.self, Alert.self, ClearStack.self, Replace.self, Menu.self])
    public init() {}

    /// The option names `show` takes, as this spec declares them.
    public static var showOptionNames: Set<String> {
        Set(ShowOptions.helpMessage().split(whereSeparator: { !$0.isLetter && $0 != "-" })
            .filter { $0.hasPrefix("--") && $0 != "--help" }.map(String.init))
    }
}

private let positions = Position.allCases.map(\.rawValue)

struct ShowOptions: ParsableArguments {
    @Option(help: "Reuse an id to update in place.") var id: String?
    @Option(help: "Pango markup.") var text: String?
    @Option var title: String?
    @Option(help: "0xWINDOW, active, pointer, root, class:NAME, title:GLOB, rect:X,Y,W,H or region:NAME.",
            completion: .list(["active", "pointer", "root", "class:", "title:", "rect:", "region:"])) var attach: String?
    @Flag(help: "Anchor to the window manager's frame.") var frame = false
    @Flag(help: "Stay above every window.") var aboveAll = false
    @Option(completion: .list(Urgency.allCases.map(\.rawValue))) var urgency: String?
    @Option(completion: .list(positions)) var anchor: String?
    @Option(completion: .list(positions)) var gravity: String?
    @Option(help: "X,Y") var offset: String?
    @Option(help: "N, V,H or T,R,B,L") var inset: String?
    @Option(help: "X,Y,W,H relative to the source") var region: String?
    @Option(completion: .list(["none", "flip-x,flip-y,slide-x,slide-y", "resize-x,resize-y"])) var adjust: String?
    @Option var padding: Int?
    @Option(completion: .list(["primary", "pointer", "focused"])) var monitor: String?
    @Option(completion: .list(positions)) var position: String?
    @Option(completion: .list(Container.allCases.map(\.rawValue))) var within: String?
    @Option(help: "3s, 500ms") var timeout: String?
    @Option var maxWidth: Int?
    @Flag var clickThrough = false
    @Option(completion: .list(OverlayKind.allCases.map(\.rawValue))) var kind: String?
    @Option(help: "A style from the config.") var style: String?
    @Option(help: "A progress bar, 0 to 100.") var value: Int?
    @Option(completion: .list(["tap-outside", "click", "drag-down", "drag-up", "escape", "none"])) var dismiss: String?
    @Option(help: "rect:X,Y,W,H, region:NAME or window:0xID") var exclude: [String] = []
    @Flag var outsideIncludesPopovers = false
    @Flag var pauseOnHover = false
    @Flag var draggable = false
    @Flag var modal = false
    @Option(help: "Tooltips: how long the pointer rests first (500ms).") var delay: String?
    @Flag(help: "Tooltips: follow the pointer.") var followPointer = false
    @Option(help: "A container from the config: queued and lined up with others.") var container: String?
    @Option(help: "A button: KEY:Label (repeatable).") var action: [String] = []
    @Option(help: "Alerts: a button, KEY:Label (repeatable).") var button: [String] = []
    @Option(help: "The button Enter presses.") var defaultAction: String?
    @Option(help: "A modal stack to push it onto.") var stack: String?
    @Option(help: "Order among overlapping overlays, higher on top.") var z: Int?
    @Option(help: "A curved line from the body to the anchor point instead of an arrow.",
            completion: .list(ConnectorStyle.allCases.map(\.rawValue))) var connector: String?
    @Option(help: "A PNG path or an icon-theme name.", completion: .file(extensions: ["png"])) var icon: String?
    @Option(completion: .list(["fade", "scale", "slide", "slide-top", "slide-bottom", "slide-left", "slide-right", "none"]))
    var transition: String?
    @Option(help: "Transition length, e.g. 200ms.") var duration: String?
    @Option(completion: .list(["linear", "ease", "ease-in", "ease-out", "ease-in-out"])) var easing: String?
    @Option(completion: .list(["yes", "no"])) var backdropDismiss: String?
    @Option(help: "A preset from the config; later options override it.") var preset: [String] = []
}

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show a popover and print its id.")
    @OptionGroup var options: ShowOptions
    @Flag(help: "Block until dismissed and print why.") var wait = false
    @Argument var text: String?
}

struct Tooltip: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show a tooltip when the pointer rests in a region.")
    @OptionGroup var options: ShowOptions
    @Argument var text: String?
}

struct Alert: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Ask with buttons; print the key of the one chosen.")
    @OptionGroup var options: ShowOptions
    @Argument var text: String?
}

struct ClearStack: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clear-stack", abstract: "Dismiss a modal stack.")
    @Argument var name: String
}

struct Replace: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show a popover that grows out of another one.")
    @Argument var old: String
    @OptionGroup var options: ShowOptions
    @Argument var text: String?
}

struct Menu: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Choose from a menu (items as arguments or stdin); print the value.")
    @OptionGroup var options: ShowOptions
    @Argument(help: "Items: label[<TAB>value[<TAB>shortcut]], TAB-indented submenus, --- separators.") var items: [String] = []
}

struct Update: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Change fields of a popover.")
    @Argument var id: String
    @OptionGroup var options: ShowOptions
}

struct Dismiss: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Remove a popover, all, or the top of a stack.")
    @Flag var all = false
    @Option(help: "A modal stack: dismiss its top.") var top: String?
    @Argument var id: String?
}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List popovers as JSON lines.")
}

struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Wait until the X server processed everything before.")
}

struct Ping: ParsableCommand {}
struct Notifications: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Do not disturb, history and actions of desktop notifications.")
    @Argument(completion: .list(["pause", "resume", "toggle", "status", "history", "history-pop", "close-all", "count", "action"]))
    var command: String
    @Argument var rest: [String] = []
}
struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print request and overlay counters as JSON.")
}
struct Reload: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Reload the config file.")
}
struct Presets: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the config's presets.")
}
struct Version: ParsableCommand {}
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print events as JSON lines.")
}

struct Screenshot: ParsableCommand {
    @Argument(completion: .file(extensions: ["png"])) var path: String
}

struct Region: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Name parts of windows.", subcommands: [RegionSet.self, RegionUnset.self, RegionList.self])
}

struct RegionSet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set")
    @Argument var name: String
    @Option var window: String
    @Option(help: "X,Y,W,H") var rect: String
}

struct RegionUnset: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unset")
    @Argument var name: String
}

struct RegionList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list")
}
