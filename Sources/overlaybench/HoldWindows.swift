// HoldWindows: `overlaybench hold-windows N` maps N ordinary top-level windows (titles
// `window K`, class `Bench`) and keeps them until killed: the clients a window switcher lists
// (`scripts/bench launcher` times `rofi -show window` and ours over 50 of them, under openbox).
#if canImport(Glibc)
import Glibc
#endif
import CX11

func runHoldWindows(_ d: BenchDisplay, count: Int) -> Never {
    for k in 0..<count {
        let w = XCreateSimpleWindow(d.dpy, d.root, Int32(20 + (k % 10) * 40), Int32(20 + (k / 10) * 40), 300, 200, 0, 0, 0xdddddd)
        XStoreName(d.dpy, w, "window \(k)")
        var hint = XClassHint()
        let (name, cls) = (strdup("bench"), strdup("Bench"))
        hint.res_name = name
        hint.res_class = cls
        XSetClassHint(d.dpy, w, &hint)
        free(name)
        free(cls)
        XMapWindow(d.dpy, w)
    }
    XSync(d.dpy, False)
    let line = Array("holding \(count) windows\n".utf8)
    _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    while true { pause() }
}
