// LayoutCore: see docs/geometry.md
