import { compileBook, type CompiledBook, type PriceBook } from "./book";
import { MULLION_FIELDS, type Configuration } from "./configuration";
import { defaultPriceBook } from "./price-book";
import { normalize } from "./rules";

/** Thrown by decodeOrderCode for a code that does not follow docs/order-code.md. */
export class OrderCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OrderCodeError";
  }
}

type Entry = { value: string; code: string };
class Blank extends Error {}

const FLAG_LETTERS: [string, keyof Configuration][] = [
  ["H", "included_housing"],
  ["R", "included_retention"],
  ["B", "included_hem_bar"],
  ["F", "included_fabric"],
  ["M", "included_motor_tube"],
  ["O", "included_buildout"],
  ["C", "included_clear_window"],
];

function num(x: number | null | undefined): string {
  if (typeof x !== "number" || !Number.isFinite(x) || x < 0) throw new Blank();
  const s = String(x);
  if (s.includes("e")) throw new Blank();
  return s.replace(".", "p");
}
function parseNum(s: string | undefined, what: string): number {
  if (s === undefined || !/^\d+(p\d+)?$/.test(s))
    throw new OrderCodeError(`Bad number for ${what}: "${s ?? ""}".`);
  return Number(s.replace("p", "."));
}
function entryOf<E extends Entry>(list: readonly E[] | undefined, code: string | undefined, what: string): E {
  const e = list?.find((x) => x.code === code);
  if (!e) throw new OrderCodeError(`Unknown ${what} code "${code ?? ""}".`);
  return e;
}
function valueOf(list: readonly Entry[] | undefined, code: string | undefined, what: string): string {
  return entryOf(list, code, what).value;
}
const bit = (b: boolean) => (b ? "1" : "0");
/** Exactly true (a flag the caller left as something else is not set). */
const isTrue = (v: unknown) => v === true;
function parseBit(s: string | undefined, what: string): boolean {
  if (s === "1") return true;
  if (s === "0") return false;
  throw new OrderCodeError(`Bad flag for ${what}: "${s ?? ""}".`);
}

/**
 * A compact, deterministic code for a configuration (the "embed code" on orders and in the ERP push).
 * Grammar: docs/order-code.md. The configuration is normalized first. Returns "" when any part the
 * code needs is null, undefined or not in the catalogue (product rule R18: the order code is blank).
 */
export function encodeOrderCode(config: Configuration, book: PriceBook = defaultPriceBook): string {
  try {
    return encodeInner(normalize(config, book), book);
  } catch {
    return "";
  }
}

/** encodeOrderCode for a configuration that is already normalized (skips normalize). */
export function encodeNormalized(c: Configuration, book: PriceBook = defaultPriceBook): string {
  try {
    return encodeInner(c, book);
  } catch {
    return "";
  }
}

/**
 * The book's codes by value, one Map per catalogue list (as codeOf builds them: the last entry of a
 * value wins), built once per book and kept with its compiled book.
 */
export interface OrderCodeTables {
  housing: Map<string, string>;
  housingOption: Map<string, string>;
  motorSide: Map<string, string>;
  motorBrand: Map<string, string>;
  motorType: Map<string, Map<string, string>>;
  motorCord: Map<string, Map<string, string>>;
  retention: Map<string, string>;
  retentionCap: Map<string, string>;
  hemBar: Map<string, string>;
  hemBarCap: Map<string, string>;
  pileBrush: Map<string, string>;
  fabric: Map<string, string>;
  fabricColor: Map<string, Map<string, string>>;
  zipper: Map<string, string>;
  seam: Map<string, string>;
  frame: Map<string, string>;
  frameColor: Map<string, Map<string, string>>;
  buildout: Map<string, string>;
}

const codesOf = (list: readonly Entry[]) => new Map(list.map((x) => [x.value, x.code]));

function compileCodes(cb: CompiledBook): OrderCodeTables {
  const book = cb.book;
  const nested = <T extends { value: string }>(items: Iterable<T>, list: (t: T) => readonly Entry[]) =>
    new Map([...items].map((t) => [t.value, codesOf(list(t))]));
  return {
    housing: codesOf(book.housing_types),
    housingOption: codesOf(book.housing_options),
    motorSide: codesOf(book.motor_sides),
    motorBrand: codesOf(book.motor_brands),
    motorType: nested(cb.motor.values(), (m) => m.types),
    motorCord: nested(cb.motor.values(), (m) => m.cords),
    retention: codesOf(book.retention_types),
    retentionCap: codesOf(book.retention_caps),
    hemBar: codesOf(book.hem_bar_types),
    hemBarCap: codesOf(book.hem_bar_caps),
    pileBrush: codesOf(book.pile_brushes),
    fabric: codesOf(book.fabric_collections),
    fabricColor: nested(cb.fabric.values(), (f) => f.colors),
    zipper: codesOf(book.zipper_colors),
    seam: codesOf(book.seam_locations),
    frame: codesOf(book.frame_collections),
    frameColor: nested(cb.frame.values(), (f) => f.colors),
    buildout: codesOf(book.buildout.materials),
  };
}

/** codeOf on a compiled table: the value's code, or Blank. */
function code(table: Map<string, string> | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined || !table) throw new Blank();
  const found = table.get(value);
  if (found === undefined) throw new Blank();
  return found;
}
/** A code in a table of tables (a brand's motor types, a collection's colours). */
function nestedCode(
  tables: Map<string, Map<string, string>>,
  parent: string | null,
  value: string | null,
): string {
  return code(parent === null ? undefined : tables.get(parent), value);
}

/**
 * The code's segments joined by "-", each built as a string (docs/order-code.md; the grammar's order),
 * from the book's code tables (docs/decisions/196-pricing-engine-speed.md).
 */
function encodeInner(c: Configuration, book: PriceBook): string {
  const cb = compileBook(book);
  const t = (cb.orderCodes ??= compileCodes(cb));
  let s = `${num(c.unit_width_in)}X${num(c.unit_height_in)}-I`;
  // FLAG_LETTERS, in their order.
  if (isTrue(c.included_housing)) s += "H";
  if (isTrue(c.included_retention)) s += "R";
  if (isTrue(c.included_hem_bar)) s += "B";
  if (isTrue(c.included_fabric)) s += "F";
  if (isTrue(c.included_motor_tube)) s += "M";
  if (isTrue(c.included_buildout)) s += "O";
  if (isTrue(c.included_clear_window)) s += "C";
  if (c.included_housing || c.included_motor_tube) {
    s +=
      "-H" +
      code(t.housing, c.housing_type) +
      "." +
      (c.included_housing ? code(t.housingOption, c.housing_option) : "_") +
      "." +
      (c.included_housing ? code(t.motorSide, c.motor_side) : "_");
  }
  if (c.included_motor_tube) {
    s +=
      "-M" +
      code(t.motorBrand, c.motor_brand) +
      "." +
      nestedCode(t.motorType, c.motor_brand, c.motor_type) +
      "." +
      nestedCode(t.motorCord, c.motor_brand, c.motor_cord) +
      "." +
      bit(c.motor_extended_cord);
  }
  if (c.included_retention) {
    s +=
      "-R" +
      code(t.retention, c.retention_type) +
      "." +
      code(t.retentionCap, c.retention_cap) +
      "." +
      bit(c.retention_cut_to_length);
    if (c.retention_type === "varies")
      s += "." + code(t.retention, c.retention_left) + "." + code(t.retention, c.retention_right);
  }
  if (c.included_hem_bar) {
    s +=
      "-B" +
      code(t.hemBar, c.hem_bar_type) +
      "." +
      code(t.hemBarCap, c.hem_bar_cap) +
      "." +
      code(t.pileBrush, c.pile_brush);
  }
  if (c.included_fabric) {
    s +=
      "-F" +
      code(t.fabric, c.fabric_collection) +
      "." +
      nestedCode(t.fabricColor, c.fabric_collection, c.fabric_color) +
      "." +
      (c.rotate_fabric === "n/a" ? "X" : bit(c.rotate_fabric)) +
      "." +
      code(t.zipper, c.zipper_color) +
      "." +
      code(t.seam, c.fabric_seam_location);
    if (c.fabric_seam_location === "specify") s += "." + num(c.fabric_seam_specified);
  }
  const frameColor = (coll: string | null, color: string | null) =>
    code(t.frame, coll) + "." + nestedCode(t.frameColor, coll, color);
  s += "-K" + frameColor(c.frame_collection, c.frame_color);
  if (c.frame_color_varies) {
    const part = (on: boolean, coll: string | null, color: string | null) =>
      !on || coll === null ? "_._" : color === null ? code(t.frame, coll) + "._" : frameColor(coll, color);
    s +=
      "-V" +
      part(c.included_housing, c.housing_frame_collection, c.housing_frame_color) +
      "." +
      part(c.included_retention, c.retention_frame_collection, c.retention_frame_color) +
      "." +
      part(c.included_hem_bar, c.hem_bar_frame_collection, c.hem_bar_frame_color) +
      "." +
      part(c.included_buildout, c.build_out_frame_collection, c.build_out_frame_color);
  }
  if (c.included_buildout) {
    s +=
      "-O" +
      code(t.buildout, c.buildout_material) +
      "." +
      num(c.buildout_quantity) +
      "." +
      num(c.buildout_length_in);
  }
  if (c.included_clear_window) {
    // MULLION_FIELDS in their order; an interior mullion left empty is 0.
    s +=
      "-C" +
      num(c.mullion_top_in) +
      "." +
      num(c.mullion_bottom_in) +
      "." +
      num(c.mullion_left_in) +
      "." +
      num(c.mullion_left_middle_in ?? 0) +
      "." +
      num(c.mullion_middle_in ?? 0) +
      "." +
      num(c.mullion_right_middle_in ?? 0) +
      "." +
      num(c.mullion_right_in);
  }
  return s;
}

/**
 * Reads an order code back into the configuration fields it encodes (docs/order-code.md).
 * Fields the code does not carry (unit_name, fields of assemblies that are not included) are absent.
 * Throws OrderCodeError for a malformed code or an unknown catalogue code.
 */
export function decodeOrderCode(code: string, book: PriceBook = defaultPriceBook): Partial<Configuration> {
  if (typeof code !== "string" || code.trim() === "") throw new OrderCodeError("Empty order code.");
  const cb = compileBook(book);
  const segs = code.trim().split("-");
  const dims = /^(\d+(?:p\d+)?)X(\d+(?:p\d+)?)$/.exec(segs[0] ?? "");
  if (!dims) throw new OrderCodeError(`Bad size "${segs[0] ?? ""}": expected WIDTHXHEIGHT, e.g. 96X96.`);
  const out: Partial<Configuration> = {
    unit_width_in: parseNum(dims[1], "width"),
    unit_height_in: parseNum(dims[2], "height"),
  };
  const flags = segs[1];
  if (!flags || flags[0] !== "I") throw new OrderCodeError('Missing the inclusion segment "I...".');
  const letters = flags.slice(1);
  const order = FLAG_LETTERS.map(([l]) => l).join("");
  let pos = -1;
  for (const ch of letters) {
    const i = order.indexOf(ch);
    if (i <= pos) throw new OrderCodeError(`Bad inclusion letters "${letters}": use ${order} in this order.`);
    pos = i;
  }
  for (const [l, f] of FLAG_LETTERS) (out as Record<string, unknown>)[f] = letters.includes(l);
  out.included_complete_unit = !!(
    out.included_housing &&
    out.included_retention &&
    out.included_hem_bar &&
    out.included_fabric &&
    out.included_motor_tube
  );
  out.frame_color_varies = false;

  const expected: string[] = [];
  if (out.included_housing || out.included_motor_tube) expected.push("H");
  if (out.included_motor_tube) expected.push("M");
  if (out.included_retention) expected.push("R");
  if (out.included_hem_bar) expected.push("B");
  if (out.included_fabric) expected.push("F");
  expected.push("K");
  const rest = segs.slice(2);
  // V is optional after K.
  const keys = rest.map((s) => s[0] ?? "");
  const kIndex = expected.length;
  if (keys[kIndex] === "V") expected.push("V");
  if (out.included_buildout) expected.push("O");
  if (out.included_clear_window) expected.push("C");
  if (keys.join("") !== expected.join(""))
    throw new OrderCodeError(
      `Expected segments ${expected.join(", ")} after the size and inclusions, found ${keys.join(", ") || "none"}.`,
    );

  const need = (t: string[], n: number, key: string, max = n) => {
    if (t.length < n || t.length > max)
      throw new OrderCodeError(
        `Segment ${key} has ${t.length} parts, expected ${n === max ? n : `${n} to ${max}`}.`,
      );
  };
  const frameOf = (coll: string | undefined, color: string | undefined, what: string): [string, string] => {
    const cv = valueOf(cb.book.frame_collections, coll, `${what} collection`);
    return [cv, valueOf(cb.frame.get(cv)?.colors, color, `${what} colour`)];
  };

  for (const s of rest) {
    const key = s.charAt(0);
    const t = s.slice(1).split(".");
    switch (key) {
      case "H": {
        need(t, 3, key);
        out.housing_type = valueOf(book.housing_types, t[0], "housing type");
        if (out.included_housing) {
          out.housing_option = valueOf(book.housing_options, t[1], "housing option");
          out.motor_side = valueOf(book.motor_sides, t[2], "motor side");
        }
        break;
      }
      case "M": {
        need(t, 4, key);
        const m = entryOf(book.motor_brands, t[0], "motor brand");
        out.motor_brand = m.value;
        out.motor_type = valueOf(m.types, t[1], "motor type");
        out.motor_cord = valueOf(m.cords, t[2], "motor cord");
        out.motor_extended_cord = parseBit(t[3], "extended cord");
        break;
      }
      case "R": {
        need(t, 3, key, 5);
        out.retention_type = valueOf(book.retention_types, t[0], "retention type");
        out.retention_cap = valueOf(book.retention_caps, t[1], "retention cap");
        out.retention_cut_to_length = parseBit(t[2], "cut to length");
        if (out.retention_type === "varies") {
          need(t, 5, key);
          out.retention_left = valueOf(book.retention_types, t[3], "left retention");
          out.retention_right = valueOf(book.retention_types, t[4], "right retention");
        } else need(t, 3, key);
        break;
      }
      case "B": {
        need(t, 3, key);
        out.hem_bar_type = valueOf(book.hem_bar_types, t[0], "hem bar type");
        out.hem_bar_cap = valueOf(book.hem_bar_caps, t[1], "hem bar cap");
        out.pile_brush = valueOf(book.pile_brushes, t[2], "pile brush");
        break;
      }
      case "F": {
        need(t, 5, key, 6);
        const coll = valueOf(book.fabric_collections, t[0], "fabric collection");
        out.fabric_collection = coll;
        out.fabric_color = valueOf(cb.fabric.get(coll)?.colors, t[1], "fabric colour");
        out.rotate_fabric = t[2] === "X" ? "n/a" : parseBit(t[2], "rotate fabric");
        out.zipper_color = valueOf(book.zipper_colors, t[3], "zipper colour");
        out.fabric_seam_location = valueOf(book.seam_locations, t[4], "seam");
        if (out.fabric_seam_location === "specify") {
          need(t, 6, key);
          out.fabric_seam_specified = parseNum(t[5], "seam position");
        } else {
          need(t, 5, key);
          out.fabric_seam_specified = null;
        }
        break;
      }
      case "K": {
        need(t, 2, key);
        [out.frame_collection, out.frame_color] = frameOf(t[0], t[1], "frame");
        break;
      }
      case "V": {
        need(t, 8, key);
        out.frame_color_varies = true;
        const names = ["housing", "retention", "hem_bar", "build_out"] as const;
        const included = [
          out.included_housing,
          out.included_retention,
          out.included_hem_bar,
          out.included_buildout,
        ];
        names.forEach((p, i) => {
          if (!included[i]) return; // not carried by the code
          const coll = t[2 * i];
          const color = t[2 * i + 1];
          const cf = `${p}_frame_collection` as const;
          const kf = `${p}_frame_color` as const;
          if (coll === "_") {
            out[cf] = null;
            out[kf] = null;
          } else if (color === "_") {
            out[cf] = valueOf(book.frame_collections, coll, `${p} frame collection`);
            out[kf] = null;
          } else [out[cf], out[kf]] = frameOf(coll, color, `${p} frame`);
        });
        break;
      }
      case "O": {
        need(t, 3, key);
        out.buildout_material = valueOf(book.buildout.materials, t[0], "buildout material");
        out.buildout_quantity = parseNum(t[1], "buildout quantity");
        out.buildout_length_in = parseNum(t[2], "buildout length");
        break;
      }
      case "C": {
        need(t, 7, key);
        MULLION_FIELDS.forEach((f, i) => {
          out[f] = parseNum(t[i], f);
        });
        break;
      }
    }
  }
  return out;
}
