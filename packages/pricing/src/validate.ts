import { compileBook, type PriceBook } from "./book";
import {
  CONFIGURATION_FIELDS,
  MULLION_FIELDS,
  SELECT_FIELDS,
  type Configuration,
  type ConfigurationField,
  type SelectField,
} from "./configuration";
import { defaultPriceBook } from "./price-book";
import { housingAdvice, isKnownOption, isRequired, isVisible, normalize, seamRequired } from "./rules";

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
function coerce(
  input: Record<string, unknown>,
  issues: ValidationIssue[],
): { config: Configuration; bad: Set<string> | null } {
  const r: Report = { issues, bad: null };
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
  return { config, bad: r.bad };
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
  const issues: ValidationIssue[] = [];
  const raw = input as Record<string, unknown>;
  const { config, bad } = coerce(raw, issues);
  const n = normalize(config, book);
  const flagged = bad ?? new Set<string>();
  const add = (path: ConfigurationField, message: string) => {
    if (flagged.has(path)) return;
    flagged.add(path);
    issues.push({ path, message });
  };

  // Select values that normalize had to drop: unknown, or not available with the current choices.
  for (const f of SELECT_FIELDS) {
    const before = config[f];
    if (before === null || n[f] !== null || !isVisible(f, n)) continue;
    // A child reset because normalize changed its parent (e.g. clear window forced the fabric) is not an error.
    const parent = PARENT[f];
    if (parent && config[parent] !== n[parent]) continue;
    if (f === "fabric_seam_location" && before === "na" && seamRequired(n, cb)) {
      add(f, "A seam is needed at this height: choose high, low or specify.");
    } else if (!isKnownOption(f, before, cb)) {
      add(f, `Unknown option "${before}".`);
    } else {
      add(f, `"${before}" is not available with the current choices.`);
    }
  }

  // Required fields (respecting visibility by the included assemblies).
  for (const f of CONFIGURATION_FIELDS) {
    const v = n[f];
    if (v !== null && !(typeof v === "number" && Number.isNaN(v))) continue; // cheap test first
    if (isRequired(f, n, cb)) add(f, REQUIRED_MESSAGE);
  }

  // Dimensions (product rule R14).
  const w = n.unit_width_in;
  const h = n.unit_height_in;
  const widthOk = !Number.isNaN(w) && !flagged.has("unit_width_in");
  const heightOk = !Number.isNaN(h) && !flagged.has("unit_height_in");
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
  if (advice && advice.kind === "require") add("housing_type", advice.message);

  // Buildout (docs/pricing.md "Rules"): quantity min 1 step 1; length up to the profile's maximum.
  if (n.included_buildout) {
    const q = n.buildout_quantity;
    if (!flagged.has("buildout_quantity") && !Number.isNaN(q) && (!Number.isInteger(q) || q < 1))
      add("buildout_quantity", "Quantity must be a whole number of at least 1.");
    const len = n.buildout_length_in;
    const mat = n.buildout_material === null ? undefined : cb.buildout.get(n.buildout_material);
    if (!flagged.has("buildout_length_in") && !Number.isNaN(len)) {
      const max = mat?.max_length_in ?? Math.max(...book.buildout.materials.map((m) => m.max_length_in));
      if (len <= 0 || len > max)
        add(
          "buildout_length_in",
          `Length must be more than 0 and at most ${max} in${mat ? ` for ${mat.label}` : ""}.`,
        );
      else if (!isSixteenth(len)) add("buildout_length_in", PRECISION_MESSAGE);
    }
  }

  // Clear window mullions: sizes >= 0 in 1/16 in; they must leave room for the window.
  if (n.included_clear_window) {
    for (const f of MULLION_FIELDS) {
      const v = n[f];
      if (v === null || flagged.has(f)) continue;
      if (v < 0) add(f, "Must be 0 in or more.");
      else if (!isSixteenth(v)) add(f, PRECISION_MESSAGE);
    }
    const t = n.mullion_top_in ?? 0;
    const btm = n.mullion_bottom_in ?? 0;
    if (heightOk && t + btm >= h)
      add(
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
      add("mullion_right_in", `Mullion widths together must be less than the unit width (${w} in).`);
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
      add("fabric_seam_specified", `Seam must be more than 0 and less than the unit height (${h} in).`);
    else if (!isSixteenth(s)) add("fabric_seam_specified", PRECISION_MESSAGE);
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
