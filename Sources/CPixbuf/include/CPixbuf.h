// CPixbuf: pictures decoded by gdk-pixbuf (PNG, JPEG, GIF, BMP, TIFF, ICO, XPM, and whatever
// other loaders are installed), loaded with dlopen on the first picture that is not an SVG:
// gdk-pixbuf, gio and gmodule then cost their pages only in sessions that show pictures.
#pragma once
#include <stddef.h>

/// Decodes the encoded picture in `data` (all of a file's bytes) with the loader named
/// `type` ("png", "jpeg"…; NULL or an unknown name: gdk-pixbuf guesses, which needs the
/// shared MIME database in $XDG_DATA_DIRS), scaled down while loading
/// so that neither side exceeds `max_side` (aspect kept; never scaled up), with the
/// orientation a JPEG's EXIF asks for applied. On success returns 1 and sets `*pixels` to a
/// malloc'd buffer of premultiplied ARGB32 in native byte order (Cairo's format), tightly
/// packed (`*width` * 4 bytes a row); free it with `free`. On failure returns 0 and writes
/// why into `error` (NUL-terminated, at most `error_size` bytes), including when gdk-pixbuf
/// (libgdk-pixbuf-2.0-0) is not installed. Safe to call from one thread at a time.
int cpixbuf_decode(const unsigned char *data, size_t length, const char *type, int max_side,
                   unsigned char **pixels, int *width, int *height, char *error, size_t error_size);

/// Whether gdk-pixbuf is loaded yet (for tests and diagnostics).
int cpixbuf_loaded(void);
