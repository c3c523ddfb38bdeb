#pragma once
// librsvg (SVG -> cairo) and cairo's PNG writer, for POST /preview with `Accept: image/png`.
// Only SheetService's PNGRasterizer.swift uses them.
#include <librsvg/rsvg.h>
#include <cairo.h>
