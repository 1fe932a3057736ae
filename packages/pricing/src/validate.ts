import { compileBook, type CompiledBook, type PriceBook } from "./book";
import {
  MULLION_FIELDS,
  type Configuration,
  type ConfigurationField,
  type SelectField,
} from "./configuration";
import { defaultPriceBook } from "./price-book";
import { housingAdvice, isKnownOption, isRequired, isVisible, normalizeOwned, seamRequired } from "./rules";

export interface ValidationIssue {
  /** The field name (snake_case, as in the API); "" for the whole configuration. */
  path: string;
  message: string;
}

export const REQUIRED_MESSAGE = "This field is required.";

/** Size limits (product rule R14). */
export const LIMITS = {
  width: { min: 32, max: 300 },
  height: { min: 24, max: 240 },
  clearWindowWidth: { min: 37, max: 192 },
  clearWindowHeight: { min: 73, max: 144 },
  /** Fraction precision 1/16 in. */
  precision: 1 / 16,
  unitNameMax: 100,
} as const;

const isSixteenth = (x: number) => Math.abs(x * 16 - Math.round(x * 16)) < 1e-9;
const PRECISION_MESSAGE = "Must be a multiple of 1/16 in.";

const PARENT: Partial<Record<SelectField, SelectField>> = {
  motor_type: "motor_brand",
  motor_cord: "motor_brand",
  fabric_color: "fabric_collection",
  frame_color: "frame_collection",
  housing_frame_color: "housing_frame_collection",
  retention_frame_color: "retention_frame_collection",
  hem_bar_frame_color: "hem_bar_frame_collection",
  build_out_frame_color: "build_out_frame_collection",
};

/** Collects type problems while coercing (see coerce). */
interface Report {
  issues: ValidationIssue[];
  bad: Set<string> | null;
}
function fail(r: Report, path: string, message: string) {
  r.issues.push({ path, message });
  (r.bad ??= new Set()).add(path);
}
/** Has the field a problem already (one problem per field)? */
function flagged(r: Report, path: string): boolean {
  return r.bad !== null && r.bad.has(path);
}
/** A field's problem, unless it has one already. */
function add(r: Report, path: ConfigurationField, message: string) {
  if (flagged(r, path)) return;
  fail(r, path, message);
}
/** An empty value: null, or a number field left empty (NaN). */
const isMissing = (v: unknown) => v === null || v !== v;
/** The field's "required" problem when it is empty and, with the current choices, required. */
function required(r: Report, f: ConfigurationField, v: unknown, n: Configuration, cb: CompiledBook) {
  if (isMissing(v) && isRequired(f, n, cb)) add(r, f, REQUIRED_MESSAGE);
}
/**
 * A select value that normalize had to drop: unknown, or not available with the current choices
 * (a hidden field's value is dropped without a word).
 */
function dropped(r: Report, f: SelectField, config: Configuration, n: Configuration, cb: CompiledBook) {
  if (!isVisible(f, n)) return;
  // A child reset because normalize changed its parent (e.g. clear window forced the fabric) is not an error.
  const parent = PARENT[f];
  if (parent && config[parent] !== n[parent]) return;
  const before = config[f] ?? "";
  if (f === "fabric_seam_location" && before === "na" && seamRequired(n, cb)) {
    add(r, f, "A seam is needed at this height: choose high, low or specify.");
  } else if (!isKnownOption(f, before, cb)) {
    add(r, f, `Unknown option "${before}".`);
  } else {
    add(r, f, `"${before}" is not available with the current choices.`);
  }
}
function bool(v: unknown, f: string, r: Report): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === "boolean") return v;
  fail(r, f, "Must be true or false.");
  return false;
}
function select(v: unknown, f: string, r: Report): string | null {
  if (v === undefined || v === null || v === "") return null;
  if (typeof v === "string") return v;
  fail(r, f, "Must be one of the listed options (text) or null.");
  return null;
}
/** An emptied number field (the form's NaN, or "") is missing, not a wrong type: "required" says so. */
function isEmptyNumber(v: unknown): boolean {
  return v === undefined || v === null || v === "" || (typeof v === "number" && Number.isNaN(v));
}
function reqNumber(v: unknown, f: string, r: Report): number {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (!isEmptyNumber(v)) fail(r, f, "Must be a number.");
  return Number.NaN;
}
function optNumber(v: unknown, f: string, r: Report): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (!isEmptyNumber(v)) fail(r, f, "Must be a number.");
  return null;
}
function rotate(v: unknown, r: Report): boolean | "n/a" {
  if (v === undefined || v === null) return false;
  if (typeof v === "boolean" || v === "n/a") return v;
  fail(r, "rotate_fabric", 'Must be true, false or "n/a".');
  return false;
}
function name(v: unknown, r: Report): string {
  if (v === undefined || v === null) return "";
  if (typeof v === "string") {
    if (v.length > LIMITS.unitNameMax)
      r.issues.push({ path: "unit_name", message: `Must be at most ${LIMITS.unitNameMax} characters.` });
    return v;
  }
  fail(r, "unit_name", "Must be text.");
  return "";
}

/**
 * Type-checks arbitrary input field by field (accepting the aliases fabric_rotate and cut_to_length).
 * Wrong types are reported; the coerced configuration holds null/false/NaN in their place. The object
 * literal keeps one hidden class for every configuration (fast property access downstream).
 */
function coerce(input: Record<string, unknown>, r: Report): Configuration {
  const config: Configuration = {
    unit_name: name(input.unit_name, r),
    unit_width_in: reqNumber(input.unit_width_in, "unit_width_in", r),
    unit_height_in: reqNumber(input.unit_height_in, "unit_height_in", r),
    included_complete_unit: bool(input.included_complete_unit, "included_complete_unit", r),
    included_housing: bool(input.included_housing, "included_housing", r),
    included_retention: bool(input.included_retention, "included_retention", r),
    included_hem_bar: bool(input.included_hem_bar, "included_hem_bar", r),
    included_fabric: bool(input.included_fabric, "included_fabric", r),
    included_motor_tube: bool(input.included_motor_tube, "included_motor_tube", r),
    included_buildout: bool(input.included_buildout, "included_buildout", r),
    included_clear_window: bool(input.included_clear_window, "included_clear_window", r),
    housing_type: select(input.housing_type, "housing_type", r),
    housing_option: select(input.housing_option, "housing_option", r),
    motor_brand: select(input.motor_brand, "motor_brand", r),
    motor_type: select(input.motor_type, "motor_type", r),
    motor_side: select(input.motor_side, "motor_side", r),
    motor_cord: select(input.motor_cord, "motor_cord", r),
    motor_extended_cord: bool(input.motor_extended_cord, "motor_extended_cord", r),
    retention_type: select(input.retention_type, "retention_type", r),
    retention_left: select(input.retention_left, "retention_left", r),
    retention_right: select(input.retention_right, "retention_right", r),
    retention_cap: select(input.retention_cap, "retention_cap", r),
    retention_cut_to_length: bool(
      input.retention_cut_to_length ?? input.cut_to_length,
      "retention_cut_to_length",
      r,
    ),
    hem_bar_type: select(input.hem_bar_type, "hem_bar_type", r),
    hem_bar_cap: select(input.hem_bar_cap, "hem_bar_cap", r),
    pile_brush: select(input.pile_brush, "pile_brush", r),
    fabric_collection: select(input.fabric_collection, "fabric_collection", r),
    fabric_color: select(input.fabric_color, "fabric_color", r),
    fabric_seam_specified: optNumber(input.fabric_seam_specified, "fabric_seam_specified", r),
    fabric_seam_location: select(input.fabric_seam_location, "fabric_seam_location", r),
    zipper_color: select(input.zipper_color, "zipper_color", r),
    rotate_fabric: rotate(input.rotate_fabric ?? input.fabric_rotate, r),
    mullion_top_in: optNumber(input.mullion_top_in, "mullion_top_in", r),
    mullion_bottom_in: optNumber(input.mullion_bottom_in, "mullion_bottom_in", r),
    mullion_left_in: optNumber(input.mullion_left_in, "mullion_left_in", r),
    mullion_left_middle_in: optNumber(input.mullion_left_middle_in, "mullion_left_middle_in", r),
    mullion_middle_in: optNumber(input.mullion_middle_in, "mullion_middle_in", r),
    mullion_right_middle_in: optNumber(input.mullion_right_middle_in, "mullion_right_middle_in", r),
    mullion_right_in: optNumber(input.mullion_right_in, "mullion_right_in", r),
    frame_collection: select(input.frame_collection, "frame_collection", r),
    frame_color: select(input.frame_color, "frame_color", r),
    frame_color_varies: bool(input.frame_color_varies, "frame_color_varies", r),
    housing_frame_collection: select(input.housing_frame_collection, "housing_frame_collection", r),
    housing_frame_color: select(input.housing_frame_color, "housing_frame_color", r),
    retention_frame_collection: select(input.retention_frame_collection, "retention_frame_collection", r),
    retention_frame_color: select(input.retention_frame_color, "retention_frame_color", r),
    hem_bar_frame_collection: select(input.hem_bar_frame_collection, "hem_bar_frame_collection", r),
    hem_bar_frame_color: select(input.hem_bar_frame_color, "hem_bar_frame_color", r),
    build_out_frame_collection: select(input.build_out_frame_collection, "build_out_frame_collection", r),
    build_out_frame_color: select(input.build_out_frame_color, "build_out_frame_color", r),
    buildout_material: select(input.buildout_material, "buildout_material", r),
    buildout_quantity: reqNumber(input.buildout_quantity, "buildout_quantity", r),
    buildout_length_in: reqNumber(input.buildout_length_in, "buildout_length_in", r),
  };
  return config;
}

/** A copy of a coerced configuration, field by field in coerce's order (one hidden class, no spread). */
function copyConfiguration(c: Configuration): Configuration {
  return {
    unit_name: c.unit_name,
    unit_width_in: c.unit_width_in,
    unit_height_in: c.unit_height_in,
    included_complete_unit: c.included_complete_unit,
    included_housing: c.included_housing,
    included_retention: c.included_retention,
    included_hem_bar: c.included_hem_bar,
    included_fabric: c.included_fabric,
    included_motor_tube: c.included_motor_tube,
    included_buildout: c.included_buildout,
    included_clear_window: c.included_clear_window,
    housing_type: c.housing_type,
    housing_option: c.housing_option,
    motor_brand: c.motor_brand,
    motor_type: c.motor_type,
    motor_side: c.motor_side,
    motor_cord: c.motor_cord,
    motor_extended_cord: c.motor_extended_cord,
    retention_type: c.retention_type,
    retention_left: c.retention_left,
    retention_right: c.retention_right,
    retention_cap: c.retention_cap,
    retention_cut_to_length: c.retention_cut_to_length,
    hem_bar_type: c.hem_bar_type,
    hem_bar_cap: c.hem_bar_cap,
    pile_brush: c.pile_brush,
    fabric_collection: c.fabric_collection,
    fabric_color: c.fabric_color,
    fabric_seam_specified: c.fabric_seam_specified,
    fabric_seam_location: c.fabric_seam_location,
    zipper_color: c.zipper_color,
    rotate_fabric: c.rotate_fabric,
    mullion_top_in: c.mullion_top_in,
    mullion_bottom_in: c.mullion_bottom_in,
    mullion_left_in: c.mullion_left_in,
    mullion_left_middle_in: c.mullion_left_middle_in,
    mullion_middle_in: c.mullion_middle_in,
    mullion_right_middle_in: c.mullion_right_middle_in,
    mullion_right_in: c.mullion_right_in,
    frame_collection: c.frame_collection,
    frame_color: c.frame_color,
    frame_color_varies: c.frame_color_varies,
    housing_frame_collection: c.housing_frame_collection,
    housing_frame_color: c.housing_frame_color,
    retention_frame_collection: c.retention_frame_collection,
    retention_frame_color: c.retention_frame_color,
    hem_bar_frame_collection: c.hem_bar_frame_collection,
    hem_bar_frame_color: c.hem_bar_frame_color,
    build_out_frame_collection: c.build_out_frame_collection,
    build_out_frame_color: c.build_out_frame_color,
    buildout_material: c.buildout_material,
    buildout_quantity: c.buildout_quantity,
    buildout_length_in: c.buildout_length_in,
  };
}

function checkRange(
  issues: ValidationIssue[],
  path: string,
  value: number,
  what: string,
  min: number,
  max: number,
  prefix = "",
) {
  if (value < min || value > max) {
    issues.push({ path, message: `${prefix}${what} must be between ${min} and ${max} in.` });
    return false;
  }
  if (!isSixteenth(value)) {
    issues.push({ path, message: PRECISION_MESSAGE });
    return false;
  }
  return true;
}

/**
 * Checks every rule (docs/pricing.md "Rules") and returns the problems, one per field at most (empty = valid).
 * Never throws, whatever the input (null, strings, arrays, garbage objects).
 */
export function validate(input: unknown, book: PriceBook = defaultPriceBook): ValidationIssue[] {
  try {
    return check(input, book).issues;
  } catch (e) {
    /* c8 ignore next */
    return [
      {
        path: "",
        message: `Configuration could not be checked: ${e instanceof Error ? e.message : String(e)}`,
      },
    ];
  }
}

/** Validation plus the normalized configuration (internal; used by priceConfiguration). */
export function check(
  input: unknown,
  book: PriceBook,
): { issues: ValidationIssue[]; normalized: Configuration | null } {
  if (input === null || typeof input !== "object" || Array.isArray(input))
    return { issues: [{ path: "", message: "Configuration must be an object." }], normalized: null };
  const cb = compileBook(book);
  const r: Report = { issues: [], bad: null };
  const issues = r.issues;
  const config = coerce(input as Record<string, unknown>, r);
  const n = normalizeOwned(copyConfiguration(config), cb);

  // Select values that normalize had to drop, in SELECT_FIELDS order. Each field is named: a loop
  // over the field names would read them by computed key, the slowest part of a validation
  // (docs/decisions/196-pricing-engine-speed.md).
  const c = config;
  if (c.housing_type !== null && n.housing_type === null) dropped(r, "housing_type", c, n, cb);
  if (c.housing_option !== null && n.housing_option === null) dropped(r, "housing_option", c, n, cb);
  if (c.motor_brand !== null && n.motor_brand === null) dropped(r, "motor_brand", c, n, cb);
  if (c.motor_type !== null && n.motor_type === null) dropped(r, "motor_type", c, n, cb);
  if (c.motor_side !== null && n.motor_side === null) dropped(r, "motor_side", c, n, cb);
  if (c.motor_cord !== null && n.motor_cord === null) dropped(r, "motor_cord", c, n, cb);
  if (c.retention_type !== null && n.retention_type === null) dropped(r, "retention_type", c, n, cb);
  if (c.retention_left !== null && n.retention_left === null) dropped(r, "retention_left", c, n, cb);
  if (c.retention_right !== null && n.retention_right === null) dropped(r, "retention_right", c, n, cb);
  if (c.retention_cap !== null && n.retention_cap === null) dropped(r, "retention_cap", c, n, cb);
  if (c.hem_bar_type !== null && n.hem_bar_type === null) dropped(r, "hem_bar_type", c, n, cb);
  if (c.hem_bar_cap !== null && n.hem_bar_cap === null) dropped(r, "hem_bar_cap", c, n, cb);
  if (c.pile_brush !== null && n.pile_brush === null) dropped(r, "pile_brush", c, n, cb);
  if (c.fabric_collection !== null && n.fabric_collection === null) dropped(r, "fabric_collection", c, n, cb);
  if (c.fabric_color !== null && n.fabric_color === null) dropped(r, "fabric_color", c, n, cb);
  if (c.fabric_seam_location !== null && n.fabric_seam_location === null)
    dropped(r, "fabric_seam_location", c, n, cb);
  if (c.zipper_color !== null && n.zipper_color === null) dropped(r, "zipper_color", c, n, cb);
  if (c.frame_collection !== null && n.frame_collection === null) dropped(r, "frame_collection", c, n, cb);
  if (c.frame_color !== null && n.frame_color === null) dropped(r, "frame_color", c, n, cb);
  if (c.housing_frame_collection !== null && n.housing_frame_collection === null)
    dropped(r, "housing_frame_collection", c, n, cb);
  if (c.housing_frame_color !== null && n.housing_frame_color === null)
    dropped(r, "housing_frame_color", c, n, cb);
  if (c.retention_frame_collection !== null && n.retention_frame_collection === null)
    dropped(r, "retention_frame_collection", c, n, cb);
  if (c.retention_frame_color !== null && n.retention_frame_color === null)
    dropped(r, "retention_frame_color", c, n, cb);
  if (c.hem_bar_frame_collection !== null && n.hem_bar_frame_collection === null)
    dropped(r, "hem_bar_frame_collection", c, n, cb);
  if (c.hem_bar_frame_color !== null && n.hem_bar_frame_color === null)
    dropped(r, "hem_bar_frame_color", c, n, cb);
  if (c.build_out_frame_collection !== null && n.build_out_frame_collection === null)
    dropped(r, "build_out_frame_collection", c, n, cb);
  if (c.build_out_frame_color !== null && n.build_out_frame_color === null)
    dropped(r, "build_out_frame_color", c, n, cb);
  if (c.buildout_material !== null && n.buildout_material === null) dropped(r, "buildout_material", c, n, cb);

  // Required fields (respecting visibility by the included assemblies), in CONFIGURATION_FIELDS
  // order; the fields that are never required are left out (isRequired, REQUIRED_WHEN_VISIBLE).
  required(r, "unit_width_in", n.unit_width_in, n, cb);
  required(r, "unit_height_in", n.unit_height_in, n, cb);
  required(r, "housing_type", n.housing_type, n, cb);
  required(r, "housing_option", n.housing_option, n, cb);
  required(r, "motor_brand", n.motor_brand, n, cb);
  required(r, "motor_type", n.motor_type, n, cb);
  required(r, "motor_side", n.motor_side, n, cb);
  required(r, "motor_cord", n.motor_cord, n, cb);
  required(r, "retention_type", n.retention_type, n, cb);
  required(r, "retention_left", n.retention_left, n, cb);
  required(r, "retention_right", n.retention_right, n, cb);
  required(r, "retention_cap", n.retention_cap, n, cb);
  required(r, "hem_bar_type", n.hem_bar_type, n, cb);
  required(r, "fabric_collection", n.fabric_collection, n, cb);
  required(r, "fabric_color", n.fabric_color, n, cb);
  required(r, "fabric_seam_location", n.fabric_seam_location, n, cb);
  required(r, "buildout_material", n.buildout_material, n, cb);
  required(r, "mullion_top_in", n.mullion_top_in, n, cb);
  required(r, "mullion_bottom_in", n.mullion_bottom_in, n, cb);
  required(r, "mullion_left_in", n.mullion_left_in, n, cb);
  required(r, "mullion_right_in", n.mullion_right_in, n, cb);
  required(r, "fabric_seam_specified", n.fabric_seam_specified, n, cb);
  required(r, "buildout_quantity", n.buildout_quantity, n, cb);
  required(r, "buildout_length_in", n.buildout_length_in, n, cb);

  // Dimensions (product rule R14).
  const w = n.unit_width_in;
  const h = n.unit_height_in;
  const widthOk = !Number.isNaN(w) && !flagged(r, "unit_width_in");
  const heightOk = !Number.isNaN(h) && !flagged(r, "unit_height_in");
  if (widthOk) {
    if (
      checkRange(issues, "unit_width_in", w, "Width", LIMITS.width.min, LIMITS.width.max) &&
      n.included_clear_window
    )
      checkRange(
        issues,
        "unit_width_in",
        w,
        "width",
        LIMITS.clearWindowWidth.min,
        LIMITS.clearWindowWidth.max,
        "With clear window, ",
      );
  }
  if (heightOk) {
    if (
      checkRange(issues, "unit_height_in", h, "Height", LIMITS.height.min, LIMITS.height.max) &&
      n.included_clear_window
    )
      checkRange(
        issues,
        "unit_height_in",
        h,
        "height",
        LIMITS.clearWindowHeight.min,
        LIMITS.clearWindowHeight.max,
        "With clear window, ",
      );
  }

  // Housing advice: over 252 in, jumbo is required (product rule R15).
  const advice = widthOk ? housingAdvice(n) : null;
  if (advice && advice.kind === "require") add(r, "housing_type", advice.message);

  // Buildout (docs/pricing.md "Rules"): quantity min 1 step 1; length up to the profile's maximum.
  if (n.included_buildout) {
    const q = n.buildout_quantity;
    if (!flagged(r, "buildout_quantity") && !Number.isNaN(q) && (!Number.isInteger(q) || q < 1))
      add(r, "buildout_quantity", "Quantity must be a whole number of at least 1.");
    const len = n.buildout_length_in;
    const mat = n.buildout_material === null ? undefined : cb.buildout.get(n.buildout_material);
    if (!flagged(r, "buildout_length_in") && !Number.isNaN(len)) {
      const max = mat?.max_length_in ?? Math.max(...book.buildout.materials.map((m) => m.max_length_in));
      if (len <= 0 || len > max)
        add(
          r,
          "buildout_length_in",
          `Length must be more than 0 and at most ${max} in${mat ? ` for ${mat.label}` : ""}.`,
        );
      else if (!isSixteenth(len)) add(r, "buildout_length_in", PRECISION_MESSAGE);
    }
  }

  // Clear window mullions: sizes >= 0 in 1/16 in; they must leave room for the window.
  if (n.included_clear_window) {
    for (const f of MULLION_FIELDS) {
      const v = n[f];
      if (v === null || flagged(r, f)) continue;
      if (v < 0) add(r, f, "Must be 0 in or more.");
      else if (!isSixteenth(v)) add(r, f, PRECISION_MESSAGE);
    }
    const t = n.mullion_top_in ?? 0;
    const btm = n.mullion_bottom_in ?? 0;
    if (heightOk && t + btm >= h)
      add(
        r,
        "mullion_bottom_in",
        `Top and bottom mullions together must be less than the unit height (${h} in).`,
      );
    const across =
      (n.mullion_left_in ?? 0) +
      (n.mullion_left_middle_in ?? 0) +
      (n.mullion_middle_in ?? 0) +
      (n.mullion_right_middle_in ?? 0) +
      (n.mullion_right_in ?? 0);
    if (widthOk && across >= w)
      add(r, "mullion_right_in", `Mullion widths together must be less than the unit width (${w} in).`);
  }

  // Specified seam: inside the unit height.
  if (
    n.included_fabric &&
    n.fabric_seam_location === "specify" &&
    n.fabric_seam_specified !== null &&
    heightOk
  ) {
    const s = n.fabric_seam_specified;
    if (s <= 0 || s >= h)
      add(r, "fabric_seam_specified", `Seam must be more than 0 and less than the unit height (${h} in).`);
    else if (!isSixteenth(s)) add(r, "fabric_seam_specified", PRECISION_MESSAGE);
  }
  return { issues, normalized: n };
}

/** Validates, then returns the normalized configuration, or the problems. */
export function parseConfiguration(
  input: unknown,
  book: PriceBook = defaultPriceBook,
): { ok: true; configuration: Configuration } | { ok: false; errors: ValidationIssue[] } {
  let r: ReturnType<typeof check>;
  try {
    r = check(input, book);
  } catch (e) {
    return {
      ok: false,
      errors: [
        {
          path: "",
          message: `Configuration could not be checked: ${e instanceof Error ? e.message : String(e)}`,
        },
      ],
    };
  }
  if (r.issues.length || !r.normalized) return { ok: false, errors: r.issues };
  return { ok: true, configuration: r.normalized };
}
