// CXDamage: the DAMAGE extension, for overlaybench only (a key timed to a window's last repaint).
#pragma once
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
