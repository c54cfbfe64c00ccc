// CCairo: Cairo image surfaces (overlayd renders client-side, then pushes pixels to X).
#pragma once
#include <cairo.h>
