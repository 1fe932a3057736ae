import { compileBook, type PriceBook } from "./book";
import {
  BOOLEAN_FIELDS,
  CONFIGURATION_FIELDS,
  MULLION_FIELDS,
  NULLABLE_NUMBER_FIELDS,
  NUMBER_FIELDS,
  SELECT_FIELDS,
  type Configuration,
  type ConfigurationField,
  type SelectField,
} from "./configuration";
import { defaultPriceBook } from "./data";
import { housingAdvice, isKnownOption, isRequired, isVisible, normalize, seamRequired } from "./rules";

export interface ValidationIssue {
  /** The field name (snake_case, as in the spec); "" for the whole configuration. */
  path: string;
  message: string;
}

export const REQUIRED_MESSAGE = "This field is required.";

/** Size limits (spec §5). */
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

const BOOLEAN_SET = new Set<string>(BOOLEAN_FIELDS);
const SELECT_SET = new Set<string>(SELECT_FIELDS);
const NULLABLE_NUMBER_SET = new Set<string>(NULLABLE_NUMBER_FIELDS);
const NUMBER_SET = new Set<string>(NUMBER_FIELDS);

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

/** Parsed input plus the fields that already have a type error. */
interface Coerced {
  config: Configuration;
  bad: Set<string>;
  missing: Set<string>;
}

/**
 * Type-checks arbitrary input field by field. Wrong types and missing fields are reported; the
 * coerced configuration holds null/false/0 in their place. Accepts the alias fabric_rotate.
 */
function coerce(input: Record<string, unknown>, issues: ValidationIssue[]): Coerced {
  const config = {} as Record<string, unknown>;
  const bad = new Set<string>();
  const missing = new Set<string>();
  for (const f of CONFIGURATION_FIELDS) {
    let v = input[f];
    if (f === "rotate_fabric" && v === undefined) v = input.fabric_rotate;
    if (f === "retention_cut_to_length" && v === undefined) v = input.cut_to_length;
    if (v === undefined) missing.add(f);
    if (BOOLEAN_SET.has(f)) {
      if (v === undefined || v === null) config[f] = false;
      else if (typeof v === "boolean") config[f] = v;
      else {
        config[f] = false;
        bad.add(f);
        issues.push({ path: f, message: "Must be true or false." });
      }
    } else if (SELECT_SET.has(f)) {
      if (v === undefined || v === null || v === "") config[f] = null;
      else if (typeof v === "string") config[f] = v;
      else {
        config[f] = null;
        bad.add(f);
        issues.push({ path: f, message: "Must be one of the listed options (text) or null." });
      }
    } else if (NUMBER_SET.has(f) || NULLABLE_NUMBER_SET.has(f)) {
      if (v === undefined || v === null) config[f] = NUMBER_SET.has(f) ? Number.NaN : null;
      else if (typeof v === "number" && Number.isFinite(v)) config[f] = v;
      else {
        config[f] = NUMBER_SET.has(f) ? Number.NaN : null;
        bad.add(f);
        issues.push({ path: f, message: "Must be a number." });
      }
    } else if (f === "rotate_fabric") {
      if (v === undefined || v === null) config[f] = false;
      else if (typeof v === "boolean" || v === "n/a") config[f] = v;
      else {
        config[f] = false;
        bad.add(f);
        issues.push({ path: f, message: 'Must be true, false or "n/a".' });
      }
    } else if (f === "unit_name") {
      if (v === undefined || v === null) config[f] = "";
      else if (typeof v === "string") {
        config[f] = v;
        if (v.length > LIMITS.unitNameMax)
          issues.push({ path: f, message: `Must be at most ${LIMITS.unitNameMax} characters.` });
      } else {
        config[f] = "";
        bad.add(f);
        issues.push({ path: f, message: "Must be text." });
      }
    }
  }
  return { config: config as Configuration, bad, missing };
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
 * Checks every rule of spec §5 and returns the problems, one per field at most (empty = valid).
 * Never throws, whatever the input (null, strings, arrays, garbage objects).
 */
export function validate(input: unknown, book: PriceBook = defaultPriceBook): ValidationIssue[] {
  try {
    return check(input, book).issues;
  } catch (e) {
    /* c8 ignore next */
    return [{ path: "", message: `Configuration could not be checked: ${e instanceof Error ? e.message : String(e)}` }];
  }
}

/** Validation plus the normalized configuration (internal; used by priceConfiguration). */
export function check(input: unknown, book: PriceBook): { issues: ValidationIssue[]; normalized: Configuration | null } {
  if (input === null || typeof input !== "object" || Array.isArray(input))
    return { issues: [{ path: "", message: "Configuration must be an object." }], normalized: null };
  const cb = compileBook(book);
  const issues: ValidationIssue[] = [];
  const raw = input as Record<string, unknown>;
  const { config, bad } = coerce(raw, issues);
  const n = normalize(config, book);
  const flagged = new Set<string>(bad);
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
    if (!isRequired(f, n, cb)) continue;
    const v = n[f];
    if (v === null || (typeof v === "number" && Number.isNaN(v))) add(f, REQUIRED_MESSAGE);
  }

  // Dimensions (spec §5).
  const w = n.unit_width_in;
  const h = n.unit_height_in;
  const widthOk = !Number.isNaN(w) && !flagged.has("unit_width_in");
  const heightOk = !Number.isNaN(h) && !flagged.has("unit_height_in");
  if (widthOk) {
    if (checkRange(issues, "unit_width_in", w, "Width", LIMITS.width.min, LIMITS.width.max) && n.included_clear_window)
      checkRange(issues, "unit_width_in", w, "width", LIMITS.clearWindowWidth.min, LIMITS.clearWindowWidth.max, "With clear window, ");
  }
  if (heightOk) {
    if (checkRange(issues, "unit_height_in", h, "Height", LIMITS.height.min, LIMITS.height.max) && n.included_clear_window)
      checkRange(issues, "unit_height_in", h, "height", LIMITS.clearWindowHeight.min, LIMITS.clearWindowHeight.max, "With clear window, ");
  }

  // Housing advice: over 252 in, jumbo is required (spec §5).
  const advice = widthOk ? housingAdvice(n) : null;
  if (advice && advice.kind === "require") add("housing_type", advice.message);

  // Buildout (spec §5): quantity min 1 step 1; length up to the profile's maximum.
  if (n.included_buildout) {
    const q = n.buildout_quantity;
    if (!flagged.has("buildout_quantity") && !Number.isNaN(q) && (!Number.isInteger(q) || q < 1))
      add("buildout_quantity", "Quantity must be a whole number of at least 1.");
    const len = n.buildout_length_in;
    const mat = n.buildout_material === null ? undefined : cb.buildout.get(n.buildout_material);
    if (!flagged.has("buildout_length_in") && !Number.isNaN(len)) {
      const max = mat?.max_length_in ?? Math.max(...book.buildout.materials.map((m) => m.max_length_in));
      if (len <= 0 || len > max)
        add("buildout_length_in", `Length must be more than 0 and at most ${max} in${mat ? ` for ${mat.label}` : ""}.`);
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
      add("mullion_bottom_in", `Top and bottom mullions together must be less than the unit height (${h} in).`);
    const across =
      (n.mullion_left_in ?? 0) +
      (n.mullion_left_middle_in ?? 0) +
      (n.mullion_middle_in ?? 0) +
      (n.mullion_right_middle_in ?? 0) +
      (n.mullion_right_in ?? 0);
    if (widthOk && across >= w) add("mullion_right_in", `Mullion widths together must be less than the unit width (${w} in).`);
  }

  // Specified seam: inside the unit height.
  if (n.included_fabric && n.fabric_seam_location === "specify" && n.fabric_seam_specified !== null && heightOk) {
    const s = n.fabric_seam_specified;
    if (s <= 0 || s >= h) add("fabric_seam_specified", `Seam must be more than 0 and less than the unit height (${h} in).`);
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
    return { ok: false, errors: [{ path: "", message: `Configuration could not be checked: ${e instanceof Error ? e.message : String(e)}` }] };
  }
  if (r.issues.length || !r.normalized) return { ok: false, errors: r.issues };
  return { ok: true, configuration: r.normalized };
}
