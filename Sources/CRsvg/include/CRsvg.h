// CRsvg: SVG icons (menu items, notifications) rendered through librsvg onto Cairo.
// librsvg and what it pulls in (gio, libxml2, ICU: about 3.5 MB resident) are loaded with
// dlopen the first time an SVG is loaded (on a picture loader thread), not at start: most sessions never draw one.
#pragma once
#include <stddef.h>

struct _cairo;

/// Renders the SVG in `data` (a file's bytes, read by the caller) into a `side`-pixel square
/// of `cr` at (x, y). Returns 0 on failure, including when librsvg (librsvg2-2) is not
/// installed. Safe from one thread at a time per `cr`.
int crsvg_render_data(struct _cairo *cr, const unsigned char *data, size_t length, double x, double y, double side);

/// Whether librsvg is loaded yet (for tests and diagnostics).
int crsvg_loaded(void);
