// XWindowSystem: the X server behind the seam. `XDisplay` and its `Presenter` already have
// every method `WindowSystem` and `WindowPresenter` ask for; this is the one daemon file
// besides `Daemon` (which opens the display) that names OverlayX11.
import OverlayX11

extension XDisplay: WindowSystem {}
extension Presenter: WindowPresenter {}
