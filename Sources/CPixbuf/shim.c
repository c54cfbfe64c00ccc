// CPixbuf: gdk-pixbuf through dlopen, resolved once on first use (see CPixbuf.h).
#include "CPixbuf.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { uint32_t domain; int code; char *message; } cpixbuf_gerror; // GError
typedef void *(*loader_new_fn)(void);
typedef void *(*loader_new_with_type_fn)(const char *type, cpixbuf_gerror **error);
typedef int (*loader_write_fn)(void *loader, const unsigned char *buf, size_t count, cpixbuf_gerror **error);
typedef int (*loader_close_fn)(void *loader, cpixbuf_gerror **error);
typedef void *(*loader_get_pixbuf_fn)(void *loader);
typedef void (*loader_set_size_fn)(void *loader, int width, int height);
typedef unsigned long (*signal_connect_fn)(void *instance, const char *signal, void (*handler)(void),
                                           void *data, void *destroy, int flags);
typedef int (*int_getter_fn)(const void *pixbuf);
typedef unsigned char *(*pixels_fn)(const void *pixbuf);
typedef void *(*orient_fn)(void *pixbuf);
typedef void *(*scale_fn)(const void *pixbuf, int width, int height, int interp);
typedef void (*unref_fn)(void *object);
typedef void (*error_free_fn)(cpixbuf_gerror *error);

static struct {
    void *library;
    loader_new_fn loader_new;
    loader_new_with_type_fn loader_new_with_type;
    loader_write_fn loader_write;
    loader_close_fn loader_close;
    loader_get_pixbuf_fn loader_get_pixbuf;
    loader_set_size_fn loader_set_size;
    signal_connect_fn signal_connect;
    int_getter_fn width, height, rowstride, n_channels, has_alpha;
    pixels_fn pixels;
    orient_fn apply_orientation;
    scale_fn scale_simple;
    unref_fn object_unref;
    error_free_fn error_free;
} gp;

static void load_once(void) {
    void *lib = dlopen("libgdk_pixbuf-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return;
#define SYM(field, name) gp.field = (__typeof__(gp.field))dlsym(lib, name); if (!gp.field) { dlclose(lib); return; }
    SYM(loader_new, "gdk_pixbuf_loader_new")
    SYM(loader_new_with_type, "gdk_pixbuf_loader_new_with_type")
    SYM(loader_write, "gdk_pixbuf_loader_write")
    SYM(loader_close, "gdk_pixbuf_loader_close")
    SYM(loader_get_pixbuf, "gdk_pixbuf_loader_get_pixbuf")
    SYM(loader_set_size, "gdk_pixbuf_loader_set_size")
    SYM(signal_connect, "g_signal_connect_data")
    SYM(width, "gdk_pixbuf_get_width")
    SYM(height, "gdk_pixbuf_get_height")
    SYM(rowstride, "gdk_pixbuf_get_rowstride")
    SYM(n_channels, "gdk_pixbuf_get_n_channels")
    SYM(has_alpha, "gdk_pixbuf_get_has_alpha")
    SYM(pixels, "gdk_pixbuf_get_pixels")
    SYM(apply_orientation, "gdk_pixbuf_apply_embedded_orientation")
    SYM(scale_simple, "gdk_pixbuf_scale_simple")
    SYM(object_unref, "g_object_unref")
    SYM(error_free, "g_error_free")
#undef SYM
    gp.library = lib;
}

/// Loader threads may ask at once: the library is looked up exactly once.
static pthread_once_t load_guard = PTHREAD_ONCE_INIT;

static int load(void) {
    pthread_once(&load_guard, load_once);
    return gp.library != NULL;
}

int cpixbuf_loaded(void) { return gp.library != NULL; }

struct fit { int max_side; };

/// "size-prepared": asks the loader for the picture scaled to fit, aspect kept.
static void size_prepared(void *loader, int width, int height, void *data) {
    int max_side = ((struct fit *)data)->max_side;
    if (width <= max_side && height <= max_side) return;
    double scale = (double)max_side / (double)(width > height ? width : height);
    int w = (int)(width * scale + 0.5), h = (int)(height * scale + 0.5);
    gp.loader_set_size(loader, w < 1 ? 1 : w, h < 1 ? 1 : h);
}

static void fail(char *error, size_t size, const char *why, cpixbuf_gerror *gerror) {
    if (error && size) snprintf(error, size, "%s", gerror && gerror->message ? gerror->message : why);
    if (gerror) gp.error_free(gerror);
}

int cpixbuf_decode(const unsigned char *data, size_t length, const char *type, int max_side,
                   unsigned char **out, int *out_width, int *out_height, char *error, size_t error_size) {
    if (!load()) { fail(error, error_size, "gdk-pixbuf (libgdk-pixbuf-2.0-0) is not installed", NULL); return 0; }
    if (max_side < 1) max_side = 1;
    void *loader = NULL;
    if (type) {
        cpixbuf_gerror *unknown = NULL;
        loader = gp.loader_new_with_type(type, &unknown);
        if (unknown) gp.error_free(unknown);
    }
    if (!loader) loader = gp.loader_new();
    if (!loader) { fail(error, error_size, "no loader", NULL); return 0; }
    struct fit fit = { max_side };
    gp.signal_connect(loader, "size-prepared", (void (*)(void))size_prepared, &fit, NULL, 0);
    cpixbuf_gerror *gerror = NULL;
    int ok = gp.loader_write(loader, data, length, &gerror);
    // Close even after a failed write: the loader warns when finalized open.
    cpixbuf_gerror *close_error = NULL;
    int closed = gp.loader_close(loader, ok ? &close_error : NULL);
    if (!ok || !closed) {
        fail(error, error_size, "not a picture gdk-pixbuf can read", ok ? close_error : gerror);
        gp.object_unref(loader);
        return 0;
    }
    void *decoded = gp.loader_get_pixbuf(loader); // owned by the loader
    void *pixbuf = decoded ? gp.apply_orientation(decoded) : NULL; // a new reference
    gp.object_unref(loader);
    if (!pixbuf) { fail(error, error_size, "no picture in the data", NULL); return 0; }
    int w = gp.width(pixbuf), h = gp.height(pixbuf);
    if (w > max_side || h > max_side) { // a loader that ignored the size asked for
        double scale = (double)max_side / (double)(w > h ? w : h);
        int sw = (int)(w * scale + 0.5), sh = (int)(h * scale + 0.5);
        void *scaled = gp.scale_simple(pixbuf, sw < 1 ? 1 : sw, sh < 1 ? 1 : sh, 2 /* GDK_INTERP_BILINEAR */);
        gp.object_unref(pixbuf);
        if (!scaled) { fail(error, error_size, "scaling failed", NULL); return 0; }
        pixbuf = scaled;
        w = gp.width(pixbuf);
        h = gp.height(pixbuf);
    }
    int stride = gp.rowstride(pixbuf), channels = gp.n_channels(pixbuf), alpha = gp.has_alpha(pixbuf);
    const unsigned char *src = gp.pixels(pixbuf);
    uint32_t *dst = malloc((size_t)w * (size_t)h * 4);
    if (!dst || !src || channels < 3) {
        free(dst);
        gp.object_unref(pixbuf);
        fail(error, error_size, "out of memory", NULL);
        return 0;
    }
    for (int y = 0; y < h; y++) {
        const unsigned char *row = src + (size_t)y * (size_t)stride;
        for (int x = 0; x < w; x++) {
            const unsigned char *p = row + (size_t)x * (size_t)channels;
            uint32_t a = alpha ? p[3] : 255;
            uint32_t r = (p[0] * a + 127) / 255, g = (p[1] * a + 127) / 255, b = (p[2] * a + 127) / 255;
            dst[(size_t)y * (size_t)w + (size_t)x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
    gp.object_unref(pixbuf);
    *out = (unsigned char *)dst;
    *out_width = w;
    *out_height = h;
    return 1;
}
