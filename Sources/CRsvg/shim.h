// CRsvg: SVG icons (menu items, notifications) rendered through librsvg onto Cairo.
#pragma once
#include <librsvg/rsvg.h>

/// Renders the SVG at `path` into a `side`-pixel square of `cr` at (x, y); 0 on failure.
static inline int crsvg_render_file(cairo_t *cr, const char *path, double x, double y, double side) {
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_file(path, &error);
    if (!handle) { if (error) g_error_free(error); return 0; }
    RsvgRectangle viewport = { x, y, side, side };
    int ok = rsvg_handle_render_document(handle, cr, &viewport, &error);
    if (error) g_error_free(error);
    g_object_unref(handle);
    return ok;
}
