// How the unit drawing looks, apart from its geometry (unit-drawing.ts, which reads the price book):
// the panel's SVG needs only this.

export type DrawingShapeKind = "opening" | "fabric" | "window" | "track" | "housing" | "hem_bar" | "motor";

/** Fill and stroke of each kind, shared by every renderer so the PDF and the page look alike. */
export const UNIT_DRAWING_STYLE: Record<
  DrawingShapeKind | "dimension" | "label",
  { fill: string; stroke: string }
> = {
  opening: { fill: "none", stroke: "#cbd5e1" },
  fabric: { fill: "#d9dee5", stroke: "none" },
  window: { fill: "#f3f8fc", stroke: "#94a3b8" },
  track: { fill: "#475569", stroke: "none" },
  housing: { fill: "#334155", stroke: "none" },
  hem_bar: { fill: "#475569", stroke: "none" },
  motor: { fill: "#f59e0b", stroke: "none" },
  dimension: { fill: "none", stroke: "#94a3b8" },
  label: { fill: "#475569", stroke: "none" },
};
