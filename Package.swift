// swift-tools-version: 6.0
// overlayd: override-redirect popovers, tooltips and notifications for X11.
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "overlayd",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "overlayd", targets: ["overlayd"]),
        .executable(name: "overlayctl", targets: ["overlayctl"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // C libraries, through pkg-config. Module maps and static-inline shims only.
        .systemLibrary(name: "CX11", pkgConfig: "x11"),
        .systemLibrary(name: "CXTest", pkgConfig: "xtst"),
        // DAMAGE, for overlaybench only: a key timed to a menu's last repaint.
        .systemLibrary(name: "CXDamage", pkgConfig: "xdamage"),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo"),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo"),
        .systemLibrary(name: "CSystemd", pkgConfig: "libsystemd"),
        .systemLibrary(name: "CLinux"),
        // PCRE2 (8-bit), for rofi's -matching regex.
        .systemLibrary(name: "CPCRE2", pkgConfig: "libpcre2-8"),
        // sd-bus vtable (SD_BUS_* macros) and wrappers of variadic sd-bus calls, for OverlaySDBus,
        // OverlayDBus and OverlayA11y.
        .target(name: "CSDBusShim", linkerSettings: [.linkedLibrary("systemd")]),
        // librsvg, loaded with dlopen on the first SVG icon (it and its libraries cost ~3.5 MB).
        .target(name: "CRsvg"),
        // gdk-pixbuf (every raster format with an installed loader), loaded with dlopen on the
        // first picture that is not an SVG.
        .target(name: "CPixbuf"),

        // Pure Swift: geometry, placement, scene, durations. Imports no C module.
        .target(name: "OverlayCore", swiftSettings: strict),
        // The one request grammar shared by overlayctl, the FIFO and the socket.
        .target(name: "OverlayProtocol", dependencies: ["OverlayCore"], swiftSettings: strict),
        // zenity 3.44's command line read and planned as overlayctl draws it (linked as `zenity`):
        // the client's alone, so the daemon links none of it.
        .target(name: "OverlayZenity", dependencies: ["OverlayProtocol", "OverlayCore"], swiftSettings: strict),
        // Owning Swift types around Xlib; the one place that pushes state to X.
        .target(name: "OverlayX11", dependencies: ["OverlayCore", "CX11"], swiftSettings: strict),
        // rofi's -matching regex words compiled by PCRE2 (JIT where it can): Core's PickPatternCompiler.
        .target(name: "OverlayRegex", dependencies: ["OverlayCore", "CPCRE2"], swiftSettings: strict),
        // Cairo + Pango: measuring text, painting chrome, shadows and shape masks.
        .target(name: "OverlayRender", dependencies: ["OverlayCore", "OverlaySystem", "CCairo", "CPango", "CRsvg", "CPixbuf"], swiftSettings: strict),
        // Event loop, IPC servers, controller.
        .target(
            name: "OverlayDaemon",
            dependencies: [
                "OverlayCore", "OverlayProtocol", "OverlayX11", "OverlayRender", "OverlayConfig", "OverlayDBus", "OverlayA11y", "OverlayRegex", "OverlayProcess",
                "OverlaySystem", "CSystemd", "CLinux",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        // The one process spawner (posix_spawnp) of the daemon's scripts and the client's launches.
        .target(name: "OverlayProcess", dependencies: ["CLinux"], swiftSettings: strict),
        // Small POSIX pieces the daemon, the painters, the config and the client share: a small file
        // read whole or replaced whole (a temporary file beside it, then rename), work off the poll
        // loop on a thread.
        .target(name: "OverlaySystem", swiftSettings: strict),
        // overlayd.toml: a strict TOML subset parser with line numbers, schema, XDG lookup.
        .target(name: "OverlayConfig", dependencies: ["OverlayCore", "OverlaySystem"], swiftSettings: strict),
        // An sd-bus connection driven by the poll loop (fd, events, deadline, process), and the one
        // reader and writer of sd-bus messages (throwing BusMessageError), shared by the
        // notification and accessibility services. `package` API: no C type leaves the package.
        .target(name: "OverlaySDBus", dependencies: ["CSDBusShim"], swiftSettings: strict),
        // org.freedesktop.Notifications over sd-bus: name ownership, methods, signals.
        .target(name: "OverlayDBus", dependencies: ["OverlayCore", "CSDBusShim", "OverlaySDBus"], swiftSettings: strict),
        // AT-SPI2 over sd-bus: overlayd's accessible objects and events on the accessibility bus.
        .target(name: "OverlayA11y", dependencies: ["OverlayCore", "CSDBusShim", "OverlaySDBus"], swiftSettings: strict),
        // Socket client used by overlayctl and by the tests; overlayctl's help, completions and
        // man page sections, made from the option table.
        .target(name: "OverlayClient", dependencies: ["OverlayProtocol"], swiftSettings: strict),
        .executableTarget(
            name: "overlayd", dependencies: ["OverlayDaemon", .product(name: "Logging", package: "swift-log")], swiftSettings: strict),
        // No Foundation, no argument parser, and in release a fully static executable (no
        // dynamic loader work): each call costs about what a C tool's does.
        .executableTarget(
            name: "overlayctl", dependencies: ["OverlayClient", "OverlayProtocol", "OverlayZenity", "OverlayCore", "OverlayRegex", "OverlayProcess", "OverlaySystem"],
            swiftSettings: strict, linkerSettings: [.unsafeFlags(["-static-executable"], .when(configuration: .release))]),
        // Latency benchmark against a running daemon (scripts/bench).
        .executableTarget(name: "overlaybench", dependencies: ["OverlayClient", "OverlayProtocol", "OverlayCore", "OverlayRegex", "CX11", "CXTest", "CXDamage", "CSystemd"], swiftSettings: strict),

        .testTarget(name: "OverlayCoreTests", dependencies: ["OverlayCore"], swiftSettings: strict),
        .testTarget(name: "OverlayRegexTests", dependencies: ["OverlayRegex", "OverlayCore"], swiftSettings: strict),
        .testTarget(name: "OverlayProtocolTests", dependencies: ["OverlayProtocol", "OverlayCore"], swiftSettings: strict),
        .testTarget(name: "OverlayZenityTests", dependencies: ["OverlayZenity", "OverlayProtocol", "OverlayCore"], swiftSettings: strict),
        .testTarget(name: "OverlayProcessTests", dependencies: ["OverlayProcess"], swiftSettings: strict),
        .testTarget(name: "OverlaySystemTests", dependencies: ["OverlaySystem"], swiftSettings: strict),
        .testTarget(name: "OverlayClientTests", dependencies: ["OverlayClient", "OverlayProtocol"], swiftSettings: strict),
        // The daemon's logic against a fake window system and a hand-moved clock: no X server.
        .testTarget(
            name: "OverlayDaemonTests",
            dependencies: ["OverlayDaemon", "OverlayCore", "OverlayProtocol", "OverlayRender", "OverlayDBus",
                           .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict),
        .testTarget(name: "OverlayRenderTests", dependencies: ["OverlayRender", "OverlayCore"], swiftSettings: strict),
        // The tests' own client of the notification signals (D-Bus and integration tests).
        .target(name: "NotificationSignals", dependencies: ["CSDBusShim"], path: "Tests/Support/NotificationSignals",
                swiftSettings: strict),
        .testTarget(
            name: "OverlayDBusTests", dependencies: ["OverlayDBus", "OverlayCore", "CSDBusShim", "CPango", "NotificationSignals"],
            swiftSettings: strict),
        .testTarget(
            name: "OverlayConfigTests",
            dependencies: ["OverlayConfig", "OverlayCore", "OverlayProtocol"],
            swiftSettings: strict),
        .testTarget(
            name: "OverlayIntegrationTests",
            dependencies: ["OverlayClient", "OverlayProtocol", "CX11", "CXTest", "CXDamage", "CCairo", "CSDBusShim", "CLinux",
                           "NotificationSignals", "OverlayCore", "OverlayRender"],
            swiftSettings: strict),
    ]
)
