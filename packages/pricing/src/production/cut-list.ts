import { compileBook, type CompiledBook, type PriceBook } from "../book";
import type { Configuration } from "../configuration";
import { encodeNormalized } from "../order-code";
import {
  clearWindowPanes,
  priceConfiguration,
  priceValidated,
  type PriceBreakdown,
  type PriceLookup,
} from "../price";
import { defaultPriceBook } from "../price-book";
import type { ValidationIssue } from "../validate";
import { ProductionBookError, type ProductionBook, type ProductionRetention } from "./book";
import { type Choice, choice, r4 } from "./choice";
import { defaultProductionBook } from "./default-book";
import { fabricCut, type FabricCut } from "./fabric";

export type Side = "left" | "right";

export interface ZipperCut {
  side: Side;
  length_in: number;
  color: Choice;
}

export interface TrackCut {
  side: Side;
  retention: Choice;
  kind: "track" | "cable";
  length_in: number;
  /** False: shipped at stock length, cut on site (retention_cut_to_length). */
  cut_to_length: boolean;
  cap: Choice;
}

export interface FrameFinish {
  component: "housing" | "retention" | "hem_bar" | "buildout";
  collection: Choice;
  color: Choice;
}

export interface CutList {
  unit_name: string;
  width_in: number;
  height_in: number;
  order_code: string;
  price_book_version: string;
  production_book_version: string;
  /** The pricing's table lookup, rotation included: the fabric below is cut the way it is priced. */
  lookup: PriceLookup;
  fabric: FabricCut | null;
  zippers: ZipperCut[];
  tube: { housing_type: Choice; length_in: number } | null;
  housing: {
    type: Choice;
    option: Choice;
    length_in: number;
    /** The extrusions the option takes (none for open: brackets only), each at length_in. */
    pieces: string[];
    end_caps: number;
  } | null;
  tracks: TrackCut[];
  hem_bar: {
    type: Choice;
    length_in: number;
    cap: Choice;
    pile_brush: Choice;
    /** Runs of pile brush along the hem bar, each length_in long (0: none). */
    pile_brush_runs: number;
  } | null;
  buildout: { material: Choice; quantity: number; length_in: number; max_length_in: number } | null;
  motor: {
    brand: Choice;
    type: Choice;
    cord: Choice;
    extended_cord: boolean;
    /** Null when the unit has no housing (the side is chosen with it). */
    side: Choice | null;
  } | null;
  clear_window: { panes: number } | null;
  frame: FrameFinish[];
  /** The longest stock each length comes in (the production book's, and the fabric roll's length). */
  stock_max_in: StockMaxima;
  warnings: string[];
}

export type StockMaxima = ProductionBook["stock_max_in"] & { fabric_roll: number };

export interface CutListOptions {
  priceBook?: PriceBook;
  productionBook?: ProductionBook;
}

export type CutListResult =
  | { ok: true; cutList: CutList; breakdown: PriceBreakdown; configuration: Configuration }
  | { ok: false; errors: ValidationIssue[] };

const find = <T extends { value: string }>(list: readonly T[], value: string | null): T | undefined =>
  value === null ? undefined : list.find((entry) => entry.value === value);

/** The production book's entry for a value the unit uses; its absence is a production book problem. */
function entryFor<T extends { value: string }>(
  list: readonly T[],
  value: string,
  path: string,
  pb: ProductionBook,
): T {
  const entry = find(list, value);
  if (!entry) throw new ProductionBookError([`${path}: missing "${value}" (production book ${pb.version})`]);
  return entry;
}

/** The retention at each side: the left and right types when they vary, else the unit's type. */
function retentionSides(c: Configuration): [string | null, string | null] {
  return c.retention_type === "varies"
    ? [c.retention_left, c.retention_right]
    : [c.retention_type, c.retention_type];
}

function frameFinishes(c: Configuration, cb: CompiledBook): FrameFinish[] {
  const components: [FrameFinish["component"], boolean, string | null, string | null][] = [
    ["housing", c.included_housing, c.housing_frame_collection, c.housing_frame_color],
    ["retention", c.included_retention, c.retention_frame_collection, c.retention_frame_color],
    ["hem_bar", c.included_hem_bar, c.hem_bar_frame_collection, c.hem_bar_frame_color],
    ["buildout", c.included_buildout, c.build_out_frame_collection, c.build_out_frame_color],
  ];
  return components
    .filter(([, included]) => included)
    .map(([component, , ownCollection, ownColor]) => {
      // A component's own colour when the colours vary and it has one; the unit's frame otherwise.
      const own = c.frame_color_varies && ownCollection !== null && ownColor !== null;
      const collectionValue = own ? ownCollection : c.frame_collection;
      const colorValue = own ? ownColor : c.frame_color;
      const collection = collectionValue === null ? undefined : cb.frame.get(collectionValue);
      const color = colorValue === null ? undefined : collection?.colorMap.get(colorValue);
      return { component, collection: choice(collection, collectionValue), color: choice(color, colorValue) };
    });
}

/**
 * Every cut and part of a unit that is already normalized and valid (the output of normalize that
 * validate accepts), from the same rules that price it: the fabric's rotation is the pricing
 * lookup's, its seam the one computeSeamLocation places; the shop's deductions come from the
 * production book (docs/decisions/153-cut-lists-from-the-pricing-rules.md). Throws
 * ProductionBookError when the production book has no entry for an option the unit uses.
 */
export function cutListValidated(c: Configuration, options: CutListOptions = {}): CutList {
  const book = options.priceBook ?? defaultPriceBook;
  const pb = options.productionBook ?? defaultProductionBook;
  const cb = compileBook(book);
  const lookup = priceValidated(c, book).lookup;
  const warnings: string[] = [];
  const W = c.unit_width_in;
  const H = c.unit_height_in;

  const sides = retentionSides(c);
  const sideRetention = sides.map((value) =>
    entryFor(pb.retention_types, value ?? "none", "retention_types", pb),
  ) as [ProductionRetention, ProductionRetention];
  const fabric = fabricCut(
    c,
    cb,
    lookup.rotated,
    [sideRetention[0].fabric_side_deduction_in, sideRetention[1].fabric_side_deduction_in],
    warnings,
  );

  const zipperColor = choice(find(book.zipper_colors, c.zipper_color), c.zipper_color);
  const zippers: ZipperCut[] = [];
  if (fabric)
    (["left", "right"] as const).forEach((side, i) => {
      if (sideRetention[i]?.kind === "track")
        zippers.push({ side, length_in: r4(fabric.drop_in - pb.zipper.deduction_in), color: zipperColor });
    });

  const housingType = c.housing_type === null ? undefined : cb.housing.get(c.housing_type);
  const housingCut = housingType
    ? entryFor(pb.housing_types, housingType.value, "housing_types", pb)
    : undefined;
  const tube =
    c.included_motor_tube && housingType && housingCut
      ? { housing_type: choice(housingType), length_in: r4(W - housingCut.tube_deduction_in) }
      : null;

  let housing: CutList["housing"] = null;
  if (c.included_housing && housingType && housingCut && c.housing_option !== null) {
    const option = entryFor(pb.housing_options, c.housing_option, "housing_options", pb);
    housing = {
      type: choice(housingType),
      option: choice(cb.housingOption.get(c.housing_option), c.housing_option),
      length_in: r4(W - housingCut.housing_deduction_in),
      pieces: [...option.pieces],
      end_caps: option.end_caps ? 2 : 0,
    };
  }

  const tracks: TrackCut[] = [];
  if (c.included_retention) {
    const cap = choice(find(book.retention_caps, c.retention_cap), c.retention_cap);
    (["left", "right"] as const).forEach((side, i) => {
      const r = sideRetention[i];
      const value = sides[i] ?? null;
      if (!r || r.kind === "none" || value === null) return;
      // Tracks run below the housing (the price book's housing size); a cable anchors above and below.
      const length =
        r.kind === "track"
          ? H - (housingType?.size_in ?? 0) - r.length_deduction_in
          : H + r.length_allowance_in;
      tracks.push({
        side,
        retention: choice(cb.retention.get(value), value),
        kind: r.kind,
        length_in: r4(length),
        cut_to_length: c.retention_cut_to_length,
        cap,
      });
    });
  }

  let hem_bar: CutList["hem_bar"] = null;
  if (c.included_hem_bar && c.hem_bar_type !== null) {
    const hemCut = entryFor(pb.hem_bar_types, c.hem_bar_type, "hem_bar_types", pb);
    const brush =
      c.pile_brush === null ? undefined : entryFor(pb.pile_brushes, c.pile_brush, "pile_brushes", pb);
    hem_bar = {
      type: choice(cb.hemBar.get(c.hem_bar_type), c.hem_bar_type),
      length_in: r4(W - hemCut.deduction_in),
      cap: choice(find(book.hem_bar_caps, c.hem_bar_cap), c.hem_bar_cap),
      pile_brush: choice(find(book.pile_brushes, c.pile_brush), c.pile_brush ?? "none"),
      pile_brush_runs: brush?.runs ?? 0,
    };
  }

  const material = c.buildout_material === null ? undefined : cb.buildout.get(c.buildout_material);
  const buildout =
    c.included_buildout && material
      ? {
          material: choice(material),
          quantity: c.buildout_quantity,
          length_in: c.buildout_length_in,
          max_length_in: material.max_length_in,
        }
      : null;

  const brand = c.motor_brand === null ? undefined : cb.motor.get(c.motor_brand);
  const motor =
    c.included_motor_tube && brand
      ? {
          brand: choice(brand),
          type: choice(c.motor_type === null ? undefined : brand.typeMap.get(c.motor_type), c.motor_type),
          cord: choice(c.motor_cord === null ? undefined : brand.cordMap.get(c.motor_cord), c.motor_cord),
          extended_cord: c.motor_extended_cord,
          side:
            c.included_housing && c.motor_side !== null
              ? choice(cb.simple.motor_side.get(c.motor_side), c.motor_side)
              : null,
        }
      : null;

  const list: CutList = {
    unit_name: c.unit_name,
    width_in: W,
    height_in: H,
    order_code: encodeNormalized(c, book),
    price_book_version: book.version,
    production_book_version: pb.version,
    lookup,
    fabric,
    zippers,
    tube,
    housing,
    tracks,
    hem_bar,
    buildout,
    motor,
    clear_window: c.included_clear_window ? { panes: clearWindowPanes(c, book) } : null,
    frame: frameFinishes(c, cb),
    stock_max_in: { ...pb.stock_max_in, fabric_roll: pb.fabric.roll_length_in },
    warnings,
  };
  for (const row of cutRows(list))
    if (row.length_in > row.stock_max_in)
      warnings.push(`${row.part}: ${row.length_in} in is longer than its stock (${row.stock_max_in} in).`);
  return list;
}

/**
 * Validates and normalizes like priceConfiguration, then lists the cuts of the unit it prices. The
 * unit's problems come back as { ok: false, errors }, never thrown.
 */
export function cutList(input: unknown, options: CutListOptions = {}): CutListResult {
  const priced = priceConfiguration(input, options.priceBook ? { priceBook: options.priceBook } : {});
  if (!priced.ok) return priced;
  return {
    ok: true,
    cutList: cutListValidated(priced.configuration, options),
    breakdown: priced.breakdown,
    configuration: priced.configuration,
  };
}

/** One length to cut: what the shop floor reads off a cut list, with the longest stock it comes in. */
export interface CutRow {
  component: string;
  part: string;
  quantity: number;
  /** Across the roll, for fabric; null for linear stock. */
  width_in: number | null;
  length_in: number;
  stock_max_in: number;
  material: string;
  color: string | null;
}

/** Every length of a cut list as rows, in the order a unit is built. */
export function cutRows(list: CutList): CutRow[] {
  const rows: CutRow[] = [];
  const stock = list.stock_max_in;
  const frameOf = (component: FrameFinish["component"]) => {
    const f = list.frame.find((finish) => finish.component === component);
    return f ? `${f.collection.label} ${f.color.label}` : null;
  };
  const f = list.fabric;
  if (f) {
    const material = `${f.collection.label}${f.rotated ? ", rotated" : ""}`;
    f.strips.forEach((s, i) => {
      rows.push({
        component: "Fabric",
        part: f.strips.length > 1 ? `Fabric strip ${i + 1} of ${f.strips.length}` : "Fabric",
        quantity: 1,
        width_in: s.across_roll_in,
        length_in: s.along_roll_in,
        stock_max_in: stock.fabric_roll,
        material,
        color: f.color.label,
      });
    });
  }
  for (const z of list.zippers)
    rows.push({
      component: "Fabric",
      part: `Zipper, ${z.side}`,
      quantity: 1,
      width_in: null,
      length_in: z.length_in,
      stock_max_in: stock.zipper,
      material: "Zipper",
      color: z.color.label,
    });
  if (list.tube)
    rows.push({
      component: "Motor and tube",
      part: "Tube",
      quantity: 1,
      width_in: null,
      length_in: list.tube.length_in,
      stock_max_in: stock.tube,
      material: `${list.tube.housing_type.label} tube`,
      color: null,
    });
  const h = list.housing;
  if (h)
    for (const piece of h.pieces)
      rows.push({
        component: "Housing",
        part: piece,
        quantity: 1,
        width_in: null,
        length_in: h.length_in,
        stock_max_in: stock.housing,
        material: `${h.type.label}, ${h.option.label.toLowerCase()}`,
        color: frameOf("housing"),
      });
  for (const t of list.tracks)
    rows.push({
      component: "Retention",
      part: `${t.kind === "cable" ? "Cable" : "Track"}, ${t.side}${t.cut_to_length ? "" : " (ships at stock length)"}`,
      quantity: 1,
      width_in: null,
      length_in: t.length_in,
      stock_max_in: t.kind === "cable" ? stock.cable : stock.track,
      material: t.retention.label,
      color: t.kind === "cable" ? null : frameOf("retention"),
    });
  const hb = list.hem_bar;
  if (hb) {
    rows.push({
      component: "Hem bar",
      part: "Hem bar",
      quantity: 1,
      width_in: null,
      length_in: hb.length_in,
      stock_max_in: stock.hem_bar,
      material: hb.type.label,
      color: frameOf("hem_bar"),
    });
    if (hb.pile_brush_runs > 0)
      rows.push({
        component: "Hem bar",
        part: "Pile brush",
        quantity: hb.pile_brush_runs,
        width_in: null,
        length_in: hb.length_in,
        stock_max_in: stock.pile_brush,
        material: "Pile brush",
        color: hb.pile_brush.label,
      });
  }
  const b = list.buildout;
  if (b)
    rows.push({
      component: "Buildout",
      part: b.material.label,
      quantity: b.quantity,
      width_in: null,
      length_in: b.length_in,
      stock_max_in: b.max_length_in,
      material: b.material.label,
      color: frameOf("buildout"),
    });
  return rows;
}
