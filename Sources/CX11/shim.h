// CX11: Xlib and the extensions overlayd uses (Shape, XFixes, RandR, XInput2).
#pragma once
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/extensions/shape.h>
#include <X11/extensions/Xfixes.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/XInput2.h>

// Macros that Swift cannot import, as functions.
static inline void cx11_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int cx11_xi_mask_len(int event) { return XIMaskLen(event); }

// Extension events are not members of XEvent: reinterpret the bytes here.
static inline XFixesSelectionNotifyEvent cx11_as_xfixes_selection(const XEvent *ev) {
    return *(const XFixesSelectionNotifyEvent *)ev;
}
