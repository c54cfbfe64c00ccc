// CRsvg: librsvg through dlopen, resolved once on first use (see CRsvg.h).
#include "CRsvg.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

typedef struct { double x, y, width, height; } crsvg_rectangle; // RsvgRectangle
typedef void *(*new_from_data_fn)(const unsigned char *data, size_t length, void **error);
typedef int (*render_document_fn)(void *handle, struct _cairo *cr, const crsvg_rectangle *viewport, void **error);
typedef void (*unref_fn)(void *object);
typedef void (*error_free_fn)(void *error);

static struct {
    void *library;
    new_from_data_fn new_from_data;
    render_document_fn render_document;
    unref_fn object_unref;
    error_free_fn error_free;
} rsvg;

static void load_once(void) {
    void *lib = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return;
    rsvg.new_from_data = (new_from_data_fn)dlsym(lib, "rsvg_handle_new_from_data");
    rsvg.render_document = (render_document_fn)dlsym(lib, "rsvg_handle_render_document");
    rsvg.object_unref = (unref_fn)dlsym(lib, "g_object_unref");
    rsvg.error_free = (error_free_fn)dlsym(lib, "g_error_free");
    if (!rsvg.new_from_data || !rsvg.render_document || !rsvg.object_unref || !rsvg.error_free) {
        dlclose(lib);
        return;
    }
    rsvg.library = lib;
}

/// Loader threads may ask at once: the library is looked up exactly once.
static pthread_once_t load_guard = PTHREAD_ONCE_INIT;

static int load(void) {
    pthread_once(&load_guard, load_once);
    return rsvg.library != NULL;
}

int crsvg_loaded(void) { return rsvg.library != NULL; }

static int render(void *handle, void *error, struct _cairo *cr, double x, double y, double side) {
    if (!handle) {
        if (error) rsvg.error_free(error);
        return 0;
    }
    crsvg_rectangle viewport = { x, y, side, side };
    int ok = rsvg.render_document(handle, cr, &viewport, &error);
    if (error) rsvg.error_free(error);
    rsvg.object_unref(handle);
    return ok;
}

int crsvg_render_data(struct _cairo *cr, const unsigned char *data, size_t length, double x, double y, double side) {
    if (!load()) return 0;
    void *error = NULL;
    void *handle = rsvg.new_from_data(data, length, &error);
    return render(handle, error, cr, x, y, side);
}
