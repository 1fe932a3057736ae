import { compileBook, type PriceBook } from "./book";
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
const codeMaps = new WeakMap<readonly Entry[], Map<string, string>>();
function codeOf(list: readonly Entry[] | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined || !list) throw new Blank();
  let m = codeMaps.get(list);
  if (!m) {
    m = new Map(list.map((x) => [x.value, x.code]));
    codeMaps.set(list, m);
  }
  const code = m.get(value);
  if (code === undefined) throw new Blank();
  return code;
}
function entryOf<E extends Entry>(list: readonly E[] | undefined, code: string | undefined, what: string): E {
  const e = list?.find((x) => x.code === code);
  if (!e) throw new OrderCodeError(`Unknown ${what} code "${code ?? ""}".`);
  return e;
}
function valueOf(list: readonly Entry[] | undefined, code: string | undefined, what: string): string {
  return entryOf(list, code, what).value;
}
const INTERIOR_MULLIONS = new Set<string>([
  "mullion_left_middle_in",
  "mullion_middle_in",
  "mullion_right_middle_in",
]);
const bit = (b: boolean) => (b ? "1" : "0");
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

function encodeInner(c: Configuration, book: PriceBook): string {
  const cb = compileBook(book);
  const seg: string[] = [];
  seg.push(`${num(c.unit_width_in)}X${num(c.unit_height_in)}`);
  seg.push(
    "I" +
      FLAG_LETTERS.filter(([, f]) => c[f] === true)
        .map(([l]) => l)
        .join(""),
  );
  if (c.included_housing || c.included_motor_tube) {
    seg.push(
      "H" +
        [
          codeOf(book.housing_types, c.housing_type),
          c.included_housing ? codeOf(book.housing_options, c.housing_option) : "_",
          c.included_housing ? codeOf(book.motor_sides, c.motor_side) : "_",
        ].join("."),
    );
  }
  if (c.included_motor_tube) {
    const m = c.motor_brand === null ? undefined : cb.motor.get(c.motor_brand);
    seg.push(
      "M" +
        [
          codeOf(book.motor_brands, c.motor_brand),
          codeOf(m?.types, c.motor_type),
          codeOf(m?.cords, c.motor_cord),
          bit(c.motor_extended_cord),
        ].join("."),
    );
  }
  if (c.included_retention) {
    const t = [
      codeOf(book.retention_types, c.retention_type),
      codeOf(book.retention_caps, c.retention_cap),
      bit(c.retention_cut_to_length),
    ];
    if (c.retention_type === "varies")
      t.push(codeOf(book.retention_types, c.retention_left), codeOf(book.retention_types, c.retention_right));
    seg.push("R" + t.join("."));
  }
  if (c.included_hem_bar) {
    seg.push(
      "B" +
        [
          codeOf(book.hem_bar_types, c.hem_bar_type),
          codeOf(book.hem_bar_caps, c.hem_bar_cap),
          codeOf(book.pile_brushes, c.pile_brush),
        ].join("."),
    );
  }
  if (c.included_fabric) {
    const f = c.fabric_collection === null ? undefined : cb.fabric.get(c.fabric_collection);
    const t = [
      codeOf(book.fabric_collections, c.fabric_collection),
      codeOf(f?.colors, c.fabric_color),
      c.rotate_fabric === "n/a" ? "X" : bit(c.rotate_fabric),
      codeOf(book.zipper_colors, c.zipper_color),
      codeOf(book.seam_locations, c.fabric_seam_location),
    ];
    if (c.fabric_seam_location === "specify") t.push(num(c.fabric_seam_specified));
    seg.push("F" + t.join("."));
  }
  const frameColor = (coll: string | null, color: string | null) =>
    codeOf(book.frame_collections, coll) +
    "." +
    codeOf(coll === null ? undefined : cb.frame.get(coll)?.colors, color);
  seg.push("K" + frameColor(c.frame_collection, c.frame_color));
  if (c.frame_color_varies) {
    const part = (on: boolean, coll: string | null, color: string | null) =>
      !on || coll === null
        ? "_._"
        : color === null
          ? codeOf(book.frame_collections, coll) + "._"
          : frameColor(coll, color);
    seg.push(
      "V" +
        [
          part(c.included_housing, c.housing_frame_collection, c.housing_frame_color),
          part(c.included_retention, c.retention_frame_collection, c.retention_frame_color),
          part(c.included_hem_bar, c.hem_bar_frame_collection, c.hem_bar_frame_color),
          part(c.included_buildout, c.build_out_frame_collection, c.build_out_frame_color),
        ].join("."),
    );
  }
  if (c.included_buildout) {
    seg.push(
      "O" +
        [
          codeOf(book.buildout.materials, c.buildout_material),
          num(c.buildout_quantity),
          num(c.buildout_length_in),
        ].join("."),
    );
  }
  if (c.included_clear_window) {
    seg.push("C" + MULLION_FIELDS.map((f) => num(INTERIOR_MULLIONS.has(f) ? (c[f] ?? 0) : c[f])).join("."));
  }
  return seg.join("-");
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
