// `@screens/domain/unit-drawing`: loads @screens/pricing's price book (the housing's size, from
// defaultPriceBook) and formatInches. The SVG's styling alone is `@screens/domain/unit-drawing-style`.
import type { PriceBook } from "@screens/pricing/book";
import type { Configuration, MullionField } from "@screens/pricing/configuration";
import { formatInches } from "@screens/pricing/inches";
import { defaultPriceBook } from "@screens/pricing/price-book";
import type { DrawingShapeKind } from "./unit-drawing-style.js";

/**
 * A unit's elevation drawing for the customer-facing quote document: width x height to scale, the
 * housing across the top, the side tracks, the hem bar, clear-window panes and the motor on its side.
 * Pure geometry in drawing units (points in the PDF, px in the panel's SVG): the server's PDF and the
 * panel draw the same shapes from it, styled by `UNIT_DRAWING_STYLE`.
 */

export type UnitDrawingField =
  | "unit_width_in"
  | "unit_height_in"
  | "included_housing"
  | "included_retention"
  | "included_hem_bar"
  | "included_fabric"
  | "included_motor_tube"
  | "included_clear_window"
  | "housing_type"
  | "motor_side"
  | "mullion_top_in"
  | "mullion_bottom_in"
  | "mullion_left_in"
  | "mullion_left_middle_in"
  | "mullion_middle_in"
  | "mullion_right_middle_in"
  | "mullion_right_in";

export type UnitDrawingInput = Pick<Configuration, UnitDrawingField>;

export interface DrawingShape {
  kind: DrawingShapeKind;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DrawingLine {
  kind: "dimension";
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface DrawingLabel {
  kind: "width" | "height" | "motor";
  /** The anchor point: `anchor` says which end of the text sits there; `y` is the baseline. */
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  text: string;
}

export interface UnitDrawing {
  /** The canvas (the SVG viewBox is `0 0 width height`). */
  width: number;
  height: number;
  /** Drawing units per inch of the real unit. */
  scale: number;
  /** Painted in order: later shapes on top. */
  shapes: DrawingShape[];
  lines: DrawingLine[];
  labels: DrawingLabel[];
  /** Font size of the labels, in drawing units. */
  fontSize: number;
}

export interface UnitDrawingOptions {
  /** The box the drawing must fit, labels included (default 140 x 96). */
  maxWidth?: number;
  maxHeight?: number;
  fontSize?: number;
  book?: PriceBook;
}

/** Real sizes of the parts, in inches, where the price book does not say (track width, hem bar height). */
const TRACK_IN = 1.5;
const HEM_BAR_IN = 2;
const DEFAULT_HOUSING_IN = 4.5;
/** Thin parts stay visible on a large unit drawn small. */
const MIN_PART = 1.5;

const round = (value: number) => Math.round(value * 100) / 100;
const positive = (value: number | null | undefined) => (typeof value === "number" && value > 0 ? value : 0);

export function unitDrawing(config: UnitDrawingInput, options: UnitDrawingOptions = {}): UnitDrawing {
  const fontSize = options.fontSize ?? 7;
  const maxWidth = options.maxWidth ?? 140;
  const maxHeight = options.maxHeight ?? 96;
  const widthIn = Math.max(config.unit_width_in, 1);
  const heightIn = Math.max(config.unit_height_in, 1);

  // Room for the height label on the right, the width label below and the motor label above.
  const widthText = `${formatInches(widthIn)}"`;
  const heightText = `${formatInches(heightIn)}"`;
  const gap = fontSize * 0.6;
  const right = gap * 2 + textWidth(heightText, fontSize);
  const bottom = gap * 1.5 + fontSize * 0.9;
  const top = config.included_housing && config.motor_side ? fontSize + gap : 0;
  const scale = Math.min((maxWidth - right) / widthIn, (maxHeight - bottom - top) / heightIn);
  const w = widthIn * scale;
  const h = heightIn * scale;
  const part = (inches: number) => Math.max(inches * scale, MIN_PART);

  const shapes: DrawingShape[] = [];
  const add = (kind: DrawingShapeKind, x: number, y: number, width: number, height: number) => {
    if (width > 0 && height > 0)
      shapes.push({ kind, x: round(x), y: round(y), width: round(width), height: round(height) });
  };

  const housing = config.included_housing ? part(housingSize(config.housing_type, options.book)) : 0;
  const track = config.included_retention ? part(TRACK_IN) : 0;
  const hemBar = config.included_hem_bar ? part(HEM_BAR_IN) : 0;
  add("opening", 0, top, w, h);

  // The screen hangs below the housing, between the tracks, down to the hem bar.
  const screen = { x: track, y: top + housing, width: w - 2 * track, height: h - housing };
  if (config.included_fabric) {
    add("fabric", screen.x, screen.y, screen.width, screen.height);
    if (config.included_clear_window) {
      for (const pane of windowPanes(config)) {
        add(
          "window",
          pane.left * scale,
          top + pane.top * scale,
          (pane.right - pane.left) * scale,
          (pane.bottom - pane.top) * scale,
        );
      }
    }
  }
  if (track > 0) {
    add("track", 0, top + housing, track, h - housing);
    add("track", w - track, top + housing, track, h - housing);
  }
  if (hemBar > 0) add("hem_bar", screen.x, top + h - hemBar, screen.width, hemBar);
  if (housing > 0) add("housing", 0, top, w, housing);

  const labels: DrawingLabel[] = [];
  if (config.included_housing && (config.motor_side === "left" || config.motor_side === "right")) {
    // The motor end of the housing: a block as high as the housing, a tenth of its length.
    const length = Math.min(Math.max(w * 0.1, 5), w / 3);
    add("motor", config.motor_side === "left" ? 0 : w - length, top, length, housing);
    const text = `Motor ${config.motor_side}`;
    labels.push({
      kind: "motor",
      // A narrow unit's label overhangs to the right rather than off the canvas.
      x: round(config.motor_side === "left" ? 0 : Math.max(w, textWidth(text, fontSize))),
      y: round(top - gap * 0.6),
      anchor: config.motor_side === "left" ? "start" : "end",
      text,
    });
  }

  const lines: DrawingLine[] = [];
  const dimY = top + h + gap;
  const dimX = w + gap;
  lines.push({ kind: "dimension", x1: 0, y1: round(dimY), x2: round(w), y2: round(dimY) });
  lines.push({ kind: "dimension", x1: round(dimX), y1: round(top), x2: round(dimX), y2: round(top + h) });
  labels.push({
    kind: "width",
    x: round(w / 2),
    y: round(dimY + gap * 0.5 + fontSize * 0.8),
    anchor: "middle",
    text: widthText,
  });
  labels.push({
    kind: "height",
    x: round(dimX + gap),
    y: round(top + h / 2 + fontSize * 0.35),
    anchor: "start",
    text: heightText,
  });

  return {
    width: round(Math.max(w + right, labelsRight(labels, fontSize))),
    height: round(top + h + bottom),
    scale: Math.round(scale * 10000) / 10000,
    shapes,
    lines,
    labels,
    fontSize,
  };
}

/** The housing's height in inches: the price book's size of the housing type. */
function housingSize(type: string | null, book: PriceBook = defaultPriceBook): number {
  return book.housing_types.find((entry) => entry.value === type)?.size_in ?? DEFAULT_HOUSING_IN;
}

/**
 * The clear window's panes in the unit's inches (decision 014): the top, bottom, left and right
 * mullions are fabric borders; each interior mullion wider than 0 splits the window, and the panes
 * share what the interior mullions leave.
 */
export function windowPanes(
  config: Pick<Configuration, "unit_width_in" | "unit_height_in" | MullionField>,
): Array<{ left: number; top: number; right: number; bottom: number }> {
  const left = positive(config.mullion_left_in);
  const right = config.unit_width_in - positive(config.mullion_right_in);
  const top = positive(config.mullion_top_in);
  const bottom = config.unit_height_in - positive(config.mullion_bottom_in);
  const interior = [config.mullion_left_middle_in, config.mullion_middle_in, config.mullion_right_middle_in]
    .map(positive)
    .filter((width) => width > 0);
  const paneWidth = (right - left - interior.reduce((sum, width) => sum + width, 0)) / (interior.length + 1);
  if (paneWidth <= 0 || bottom <= top) return [];
  const panes = [];
  let x = left;
  for (let index = 0; index <= interior.length; index++) {
    panes.push({ left: x, top, right: x + paneWidth, bottom });
    x += paneWidth + (interior[index] ?? 0);
  }
  return panes;
}

/** Helvetica's average advance is about 0.55 em; digits, quotes and spaces are narrower. */
function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.55;
}

function labelsRight(labels: DrawingLabel[], fontSize: number): number {
  let right = 0;
  for (const label of labels) {
    const width = textWidth(label.text, fontSize);
    const end =
      label.anchor === "start" ? label.x + width : label.anchor === "middle" ? label.x + width / 2 : label.x;
    right = Math.max(right, end);
  }
  return round(right);
}
