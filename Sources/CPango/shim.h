// CPango: text layout with Pango on Cairo.
#pragma once
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

static inline int cpango_scale(void) { return PANGO_SCALE; }
static inline int cpango_pixels(int d) { return PANGO_PIXELS(d); }

/// Empties the caches of the font map every layout uses (fontsets, fonts, the faces' files and
/// HarfBuzz data); what a layout still holds stays alive. Nothing when it is no fontconfig map.
static inline void cpango_clear_font_caches(void) {
    PangoFontMap *map = pango_cairo_font_map_get_default();
    if (PANGO_IS_FC_FONT_MAP(map)) pango_fc_font_map_cache_clear(PANGO_FC_FONT_MAP(map));
}
