// CPango: text layout with Pango on Cairo.
#pragma once
#include <pango/pangocairo.h>

static inline int cpango_scale(void) { return PANGO_SCALE; }
static inline int cpango_pixels(int d) { return PANGO_PIXELS(d); }
