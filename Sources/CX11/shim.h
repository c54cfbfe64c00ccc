// CX11: Xlib and the extensions overlayd uses (Shape, XFixes, RandR, XInput2, MIT-SHM, Composite).
#pragma once
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/extensions/shape.h>
#include <X11/extensions/Xfixes.h>
#include <X11/extensions/Xcomposite.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/XInput2.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/socket.h>

/// Reads an XInput2 raw event: returns its XI_* type and detail (button or keycode), or 0
/// when the event is not an XInput2 event of `xi_opcode`.
static inline int cx11_xi_raw_event(Display *dpy, XEvent *ev, int xi_opcode, int *detail) {
    if (ev->type != GenericEvent || ev->xcookie.extension != xi_opcode) return 0;
    if (!XGetEventData(dpy, &ev->xcookie)) return 0;
    int type = ev->xcookie.evtype;
    if (type == XI_RawButtonPress || type == XI_RawKeyPress || type == XI_RawKeyRelease || type == XI_RawButtonRelease
        || type == XI_RawMotion) {
        *detail = ((XIRawEvent *)ev->xcookie.data)->detail;
    } else {
        type = 0;
    }
    XFreeEventData(dpy, &ev->xcookie);
    return type;
}

/// Selects raw button and key events (and motion when `motion`) of every master device on `root`.
/// Key releases tell when Shift is let go: raw events carry no modifier state.
static inline void cx11_select_raw_input(Display *dpy, Window root, int motion) {
    unsigned char bits[XIMaskLen(XI_LASTEVENT)] = {0};
    XISetMask(bits, XI_RawButtonPress);
    XISetMask(bits, XI_RawButtonRelease);
    XISetMask(bits, XI_RawKeyPress);
    XISetMask(bits, XI_RawKeyRelease);
    if (motion) XISetMask(bits, XI_RawMotion);
    XIEventMask mask = { XIAllMasterDevices, sizeof(bits), bits };
    XISelectEvents(dpy, root, &mask, 1);
}

// Macros that Swift cannot import, as functions.
static inline void cx11_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int cx11_xi_mask_len(int event) { return XIMaskLen(event); }

// Extension events are not members of XEvent: reinterpret the bytes here.
static inline XFixesSelectionNotifyEvent cx11_as_xfixes_selection(const XEvent *ev) {
    return *(const XFixesSelectionNotifyEvent *)ev;
}

// System V shared memory for MIT-SHM (IPC_PRIVATE and the (void *)-1 failure are macros).
/// A new private segment of `size` bytes, readable and writable by this user only; -1 on failure.
static inline int cx11_shm_create(size_t size) { return shmget(IPC_PRIVATE, size, IPC_CREAT | 0600); }
/// Maps segment `id` into this process; NULL on failure.
static inline void *cx11_shm_map(int id) { void *p = shmat(id, NULL, 0); return p == (void *)-1 ? NULL : p; }
/// Marks segment `id` for removal once every process (the X server too) has detached it.
static inline void cx11_shm_remove(int id) { shmctl(id, IPC_RMID, NULL); }
static inline void cx11_shm_unmap(void *p) { shmdt(p); }
/// Whether `fd` is a Unix-domain socket: only a local client shares memory with the server.
static inline int cx11_is_local_socket(int fd) {
    struct sockaddr_storage addr;
    socklen_t len = sizeof(addr);
    if (getsockname(fd, (struct sockaddr *)&addr, &len) != 0) return 0;
    return addr.ss_family == AF_UNIX;
}
