import { compileBook, type CompiledBook, type PriceBook } from "./book";
import {
  ASSEMBLY_FLAGS,
  CONFIGURATION_FIELDS,
  SELECT_FIELDS,
  type Configuration,
  type ConfigurationField,
  type SelectField,
} from "./configuration";
import { defaultPriceBook } from "./price-book";

export interface SelectOption {
  value: string;
  label: string;
  visible: boolean;
  enabled: boolean;
  /** No longer sold: offered only to the unit that already has it (decision 148). */
  discontinued?: boolean;
}

export interface FieldState {
  visible: boolean;
  required: boolean;
  enabled: boolean;
  /** Only for select fields (and rotate_fabric): the options with their visibility and enablement. */
  options?: SelectOption[];
}

export type FieldStates = Record<ConfigurationField, FieldState>;

// -------------------------------------------------------------------------------------------------
// Fabric facts

export interface FabricFacts {
  /** Collection width minus 2 in (product rule R16), or null without a known collection. */
  usableWidth: number | null;
  collectionWidth: number | null;
  pattern: boolean;
  /** Rotation is possible: no pattern and the unit width fits the usable width. */
  canRotate: boolean;
  /** Rotation is forced on: height over the usable width and rotation possible (product rule R16). */
  forcedRotate: boolean;
}

export function fabricFacts(c: Configuration, cb: CompiledBook): FabricFacts {
  const coll = c.fabric_collection === null ? undefined : cb.fabric.get(c.fabric_collection);
  if (!coll)
    return {
      usableWidth: null,
      collectionWidth: null,
      pattern: false,
      canRotate: false,
      forcedRotate: false,
    };
  const color = c.fabric_color === null ? undefined : coll.colorMap.get(c.fabric_color);
  const pattern = coll.pattern || color?.pattern === true;
  const usable = coll.width_in - 2;
  const canRotate = !pattern && c.unit_width_in <= usable;
  return {
    usableWidth: usable,
    collectionWidth: coll.width_in,
    pattern,
    canRotate,
    forcedRotate: canRotate && c.unit_height_in > usable,
  };
}

/** A seam is needed when the fabric is not rotated and the height exceeds the usable width, without clear window. */
export function seamRequired(c: Configuration, cb: CompiledBook): boolean {
  if (c.included_clear_window) return false;
  // fabricFacts' usable width, without its object (this runs on every validation).
  const coll = c.fabric_collection === null ? undefined : cb.fabric.get(c.fabric_collection);
  if (!coll) return false;
  return c.rotate_fabric !== true && c.unit_height_in > coll.width_in - 2;
}

// -------------------------------------------------------------------------------------------------
// Options

type Entry = {
  value: string;
  label: string;
  enabled?: boolean | undefined;
  discontinued?: boolean | undefined;
};
const opt = (e: Entry, visible = true, enabled = true): SelectOption => {
  const option: SelectOption = {
    value: e.value,
    label: e.label,
    visible,
    enabled: visible && enabled && e.enabled !== false,
  };
  if (e.discontinued === true) option.discontinued = true;
  return option;
};

function frameColorsFor(collection: string | null, cb: CompiledBook): Entry[] {
  const f = collection === null ? undefined : cb.frame.get(collection);
  return f ? f.colors : [];
}

/**
 * The options of a select field for the given (normalized) configuration. A discontinued option is
 * offered only to the unit that already has it (docs/decisions/148-price-book-versions.md).
 */
export function selectOptions(field: SelectField, c: Configuration, cb: CompiledBook): SelectOption[] {
  const options = catalogueOptions(field, c, cb);
  if (!options.some((o) => o.discontinued)) return options;
  return options.map((o) =>
    o.discontinued && o.value !== c[field] ? { ...o, visible: false, enabled: false } : o,
  );
}

/**
 * The discontinued options a change chooses (fields whose value differs from `before`, or every
 * field of a new unit): the server refuses them, while a unit that keeps one still prices.
 */
export function newlyDiscontinued(
  before: Configuration | null,
  after: Configuration,
  book: PriceBook = defaultPriceBook,
): { field: SelectField; label: string }[] {
  const cb = compileBook(book);
  const found: { field: SelectField; label: string }[] = [];
  for (const field of SELECT_FIELDS) {
    const value = after[field];
    if (value === null || (before !== null && before[field] === value)) continue;
    const option = catalogueOptions(field, after, cb).find((o) => o.value === value);
    if (option?.discontinued) found.push({ field, label: option.label });
  }
  return found;
}

function catalogueOptions(field: SelectField, c: Configuration, cb: CompiledBook): SelectOption[] {
  const b = cb.book;
  switch (field) {
    case "housing_type":
      return b.housing_types.map((h) =>
        opt(h, !c.included_clear_window || cb.clearWindowHousing.has(h.value)),
      );
    case "housing_option":
      return b.housing_options.map((o) => opt(o));
    case "motor_brand":
      return b.motor_brands.map((o) => opt(o));
    case "motor_type":
    case "motor_cord": {
      const m = c.motor_brand === null ? undefined : cb.motor.get(c.motor_brand);
      if (!m) return [];
      return (field === "motor_type" ? m.types : m.cords).map((o) => opt(o));
    }
    case "retention_type":
      return b.retention_types.map((o) => opt(o));
    case "retention_left":
    case "retention_right":
      return b.retention_types.filter((r) => r.pricing.kind !== "varies").map((o) => opt(o));
    case "fabric_collection":
      return b.fabric_collections.map((f) => opt(f, f.clear_window_only === c.included_clear_window));
    case "fabric_color": {
      const f = c.fabric_collection === null ? undefined : cb.fabric.get(c.fabric_collection);
      return f ? f.colors.map((o) => opt(o)) : [];
    }
    case "fabric_seam_location": {
      const req = seamRequired(c, cb);
      return b.seam_locations.map((s) => opt(s, true, s.value === "na" ? !req : req));
    }
    case "frame_collection":
    case "housing_frame_collection":
    case "retention_frame_collection":
    case "hem_bar_frame_collection":
    case "build_out_frame_collection":
      return b.frame_collections.map((o) => opt(o));
    case "frame_color":
    case "housing_frame_color":
    case "retention_frame_color":
    case "hem_bar_frame_color":
    case "build_out_frame_color":
      return frameColorsFor(c[field.replace("_color", "_collection") as SelectField], cb).map((o) => opt(o));
    case "hem_bar_type":
      return b.hem_bar_types.map((o) => opt(o));
    case "buildout_material":
      return b.buildout.materials.map((o) => opt(o));
    case "motor_side":
    case "retention_cap":
    case "hem_bar_cap":
    case "pile_brush":
    case "zipper_color":
      return [...cb.simple[field].values()].map((o) => opt(o));
  }
}

/** Fast check (no allocation) that a value is a visible, enabled option of a select field. */
export function isAllowedOption(
  field: SelectField,
  value: string,
  c: Configuration,
  cb: CompiledBook,
): boolean {
  let e: Entry | undefined;
  switch (field) {
    case "housing_type":
      e = cb.housing.get(value);
      if (e && c.included_clear_window && !cb.clearWindowHousing.has(value)) return false;
      break;
    case "housing_option":
      e = cb.housingOption.get(value);
      break;
    case "motor_brand":
      e = cb.motor.get(value);
      break;
    case "motor_type":
    case "motor_cord": {
      const m = c.motor_brand === null ? undefined : cb.motor.get(c.motor_brand);
      e = m === undefined ? undefined : field === "motor_type" ? m.typeMap.get(value) : m.cordMap.get(value);
      break;
    }
    case "retention_type":
      e = cb.retention.get(value);
      break;
    case "retention_left":
    case "retention_right": {
      const r = cb.retention.get(value);
      e = r && r.pricing.kind !== "varies" ? r : undefined;
      break;
    }
    case "fabric_collection": {
      const f = cb.fabric.get(value);
      if (f && f.clear_window_only !== c.included_clear_window) return false;
      e = f;
      break;
    }
    case "fabric_color": {
      const f = c.fabric_collection === null ? undefined : cb.fabric.get(c.fabric_collection);
      e = f?.colorMap.get(value);
      break;
    }
    case "fabric_seam_location": {
      e = cb.simple.fabric_seam_location.get(value);
      if (e && (value === "na") === seamRequired(c, cb)) return false;
      break;
    }
    case "frame_collection":
    case "housing_frame_collection":
    case "retention_frame_collection":
    case "hem_bar_frame_collection":
    case "build_out_frame_collection":
      e = cb.frame.get(value);
      break;
    case "frame_color":
    case "housing_frame_color":
    case "retention_frame_color":
    case "hem_bar_frame_color":
    case "build_out_frame_color": {
      const coll = c[(field.slice(0, -6) + "_collection") as SelectField];
      e = coll === null ? undefined : cb.frame.get(coll)?.colorMap.get(value);
      break;
    }
    case "hem_bar_type":
      e = cb.hemBar.get(value);
      break;
    case "buildout_material":
      e = cb.buildout.get(value);
      break;
    default:
      e = cb.simple[field].get(value);
  }
  return e !== undefined && e.enabled !== false;
}

/** Is the value in the catalogue at all (regardless of the current choices)? */
export function isKnownOption(field: SelectField, value: string, cb: CompiledBook): boolean {
  const b = cb.book;
  switch (field) {
    case "motor_type":
      return b.motor_brands.some((m) => m.types.some((t) => t.value === value));
    case "motor_cord":
      return b.motor_brands.some((m) => m.cords.some((t) => t.value === value));
    case "fabric_color":
      return b.fabric_collections.some((f) => f.colors.some((t) => t.value === value));
    case "frame_color":
    case "housing_frame_color":
    case "retention_frame_color":
    case "hem_bar_frame_color":
    case "build_out_frame_color":
      return b.frame_collections.some((f) => f.colors.some((t) => t.value === value));
    default: {
      return (
        selectOptions(field, NO_CONTEXT, cb).some((o) => o.value === value) ||
        (field === "fabric_collection" && cb.fabric.has(value)) ||
        (field === "housing_type" && cb.housing.has(value)) ||
        (field === "fabric_seam_location" && cb.simple.fabric_seam_location.has(value))
      );
    }
  }
}

// A neutral context for catalogue-wide option lists.
const NO_CONTEXT = {
  included_clear_window: false,
  motor_brand: null,
  fabric_collection: null,
} as unknown as Configuration;

// -------------------------------------------------------------------------------------------------
// normalize

/** Order matters: parents before the fields whose options depend on them. */
const SELECT_ORDER: readonly SelectField[] = [
  "housing_type",
  "housing_option",
  "motor_brand",
  "motor_type",
  "motor_cord",
  "motor_side",
  "retention_type",
  "retention_left",
  "retention_right",
  "retention_cap",
  "hem_bar_type",
  "hem_bar_cap",
  "pile_brush",
  "fabric_collection",
  "fabric_color",
  "zipper_color",
  "frame_collection",
  "frame_color",
  "housing_frame_collection",
  "housing_frame_color",
  "retention_frame_collection",
  "retention_frame_color",
  "hem_bar_frame_collection",
  "hem_bar_frame_color",
  "build_out_frame_collection",
  "build_out_frame_color",
  "buildout_material",
];

/**
 * Applies the state rules of docs/pricing.md "Rules" and returns a new configuration. Pure and idempotent:
 * normalize(normalize(c)) deep-equals normalize(c).
 */
export function normalize(config: Configuration, book: PriceBook = defaultPriceBook): Configuration {
  return normalizeOwned({ ...config }, compileBook(book));
}

/**
 * The per-book sets of the options a select field may keep (visible and enabled), by the context they
 * depend on: what isAllowedOption answers, precomputed once per book so that normalize asks one Set
 * per field (docs/decisions/196-pricing-engine-speed.md).
 */
export interface AllowedOptions {
  housing: Set<string>;
  housingClearWindow: Set<string>;
  housingOption: Set<string>;
  motorBrand: Set<string>;
  motorType: Map<string, Set<string>>;
  motorCord: Map<string, Set<string>>;
  retention: Set<string>;
  retentionSide: Set<string>;
  hemBar: Set<string>;
  fabric: Set<string>;
  fabricClearWindow: Set<string>;
  fabricColor: Map<string, Set<string>>;
  frameCollection: Set<string>;
  frameColor: Map<string, Set<string>>;
  buildout: Set<string>;
  motorSide: Set<string>;
  retentionCap: Set<string>;
  hemBarCap: Set<string>;
  pileBrush: Set<string>;
  zipperColor: Set<string>;
}

const enabledValues = (xs: Iterable<Entry>, keep: (e: Entry) => boolean = () => true) => {
  const out = new Set<string>();
  for (const x of xs) if (x.enabled !== false && keep(x)) out.add(x.value);
  return out;
};

function compileAllowed(cb: CompiledBook): AllowedOptions {
  const byCollection = (m: Map<string, { colors: Entry[] }>) =>
    new Map([...m].map(([value, coll]) => [value, enabledValues(coll.colors)]));
  return {
    housing: enabledValues(cb.housing.values()),
    housingClearWindow: enabledValues(cb.housing.values(), (h) => cb.clearWindowHousing.has(h.value)),
    housingOption: enabledValues(cb.housingOption.values()),
    motorBrand: enabledValues(cb.motor.values()),
    motorType: new Map([...cb.motor].map(([value, m]) => [value, enabledValues(m.typeMap.values())])),
    motorCord: new Map([...cb.motor].map(([value, m]) => [value, enabledValues(m.cordMap.values())])),
    retention: enabledValues(cb.retention.values()),
    retentionSide: enabledValues(
      cb.retention.values(),
      (r) => (r as RetentionEntry).pricing.kind !== "varies",
    ),
    hemBar: enabledValues(cb.hemBar.values()),
    fabric: enabledValues(cb.fabric.values(), (f) => !(f as FabricEntry).clear_window_only),
    fabricClearWindow: enabledValues(cb.fabric.values(), (f) => (f as FabricEntry).clear_window_only),
    fabricColor: byCollection(cb.fabric),
    frameCollection: enabledValues(cb.frame.values()),
    frameColor: byCollection(cb.frame),
    buildout: enabledValues(cb.buildout.values()),
    motorSide: enabledValues(cb.simple.motor_side.values()),
    retentionCap: enabledValues(cb.simple.retention_cap.values()),
    hemBarCap: enabledValues(cb.simple.hem_bar_cap.values()),
    pileBrush: enabledValues(cb.simple.pile_brush.values()),
    zipperColor: enabledValues(cb.simple.zipper_color.values()),
  };
}
type FabricEntry = CompiledBook["book"]["fabric_collections"][number];
type RetentionEntry = CompiledBook["book"]["retention_types"][number];

/** The book's allowed-option sets, built on first use and kept with the compiled book. */
export function allowedOptions(cb: CompiledBook): AllowedOptions {
  return (cb.allowed ??= compileAllowed(cb));
}

/** Is a frame colour allowed for its collection (null collection: no colour is). */
function frameColorAllowed(a: AllowedOptions, collection: string | null, color: string): boolean {
  if (collection === null) return false;
  const colors = a.frameColor.get(collection);
  return colors !== undefined && colors.has(color);
}

/**
 * normalize on a configuration the caller owns: changed in place and returned. Every field is named
 * (no loop over field names): the same rules as isAllowedOption, field by field in SELECT_ORDER.
 */
export function normalizeOwned(n: Configuration, cb: CompiledBook): Configuration {
  const a = allowedOptions(cb);
  // Complete unit = all five non-addon assemblies (buildout is an addon).
  n.included_complete_unit =
    n.included_housing &&
    n.included_retention &&
    n.included_hem_bar &&
    n.included_fabric &&
    n.included_motor_tube;

  if (n.included_clear_window) {
    // Clear window: only jumbo housing and the single clear-window fabric; seam forced to 'na' below.
    if (n.housing_type === null || !cb.clearWindowHousing.has(n.housing_type))
      n.housing_type = cb.book.clear_window.housing_types[0] ?? null;
    const cf = n.fabric_collection === null ? undefined : cb.fabric.get(n.fabric_collection);
    if (!cf || !cf.clear_window_only) {
      n.fabric_collection = cb.clearWindowFabrics[0] ?? null;
      // The fabric was switched for the user: start it on its first colour rather than none.
      const forced = n.fabric_collection === null ? undefined : cb.fabric.get(n.fabric_collection);
      if (forced && !forced.colors.some((color) => color.value === n.fabric_color)) {
        n.fabric_color = forced.colors[0]?.value ?? null;
      }
    }
  } else {
    n.mullion_top_in = null;
    n.mullion_bottom_in = null;
    n.mullion_left_in = null;
    n.mullion_left_middle_in = null;
    n.mullion_middle_in = null;
    n.mullion_right_middle_in = null;
    n.mullion_right_in = null;
  }

  if (!n.frame_color_varies) {
    n.housing_frame_collection = null;
    n.housing_frame_color = null;
    n.retention_frame_collection = null;
    n.retention_frame_color = null;
    n.hem_bar_frame_collection = null;
    n.hem_bar_frame_color = null;
    n.build_out_frame_collection = null;
    n.build_out_frame_color = null;
  }
  if (!n.included_buildout) {
    n.buildout_material = null;
    n.buildout_quantity = 0;
    n.buildout_length_in = 0;
    n.build_out_frame_collection = null;
    n.build_out_frame_color = null;
  }

  // SELECT_ORDER: parents before the fields whose options depend on them.
  if (
    n.housing_type !== null &&
    !(n.included_clear_window ? a.housingClearWindow : a.housing).has(n.housing_type)
  )
    n.housing_type = null;
  if (n.housing_option !== null && !a.housingOption.has(n.housing_option)) n.housing_option = null;
  if (n.motor_brand !== null && !a.motorBrand.has(n.motor_brand)) n.motor_brand = null;
  if (n.motor_type !== null) {
    const types = n.motor_brand === null ? undefined : a.motorType.get(n.motor_brand);
    if (types === undefined || !types.has(n.motor_type)) n.motor_type = null;
  }
  if (n.motor_cord !== null) {
    const cords = n.motor_brand === null ? undefined : a.motorCord.get(n.motor_brand);
    if (cords === undefined || !cords.has(n.motor_cord)) n.motor_cord = null;
  }
  if (n.motor_side !== null && !a.motorSide.has(n.motor_side)) n.motor_side = null;
  if (n.retention_type !== null && !a.retention.has(n.retention_type)) n.retention_type = null;
  if (n.retention_left !== null && !a.retentionSide.has(n.retention_left)) n.retention_left = null;
  if (n.retention_right !== null && !a.retentionSide.has(n.retention_right)) n.retention_right = null;
  if (n.retention_cap !== null && !a.retentionCap.has(n.retention_cap)) n.retention_cap = null;
  if (n.hem_bar_type !== null && !a.hemBar.has(n.hem_bar_type)) n.hem_bar_type = null;
  if (n.hem_bar_cap !== null && !a.hemBarCap.has(n.hem_bar_cap)) n.hem_bar_cap = null;
  if (n.pile_brush !== null && !a.pileBrush.has(n.pile_brush)) n.pile_brush = null;
  if (n.fabric_collection !== null) {
    // A collection is offered when its clear_window_only equals included_clear_window (exactly).
    const cw = n.included_clear_window as unknown;
    const offered = cw === true ? a.fabricClearWindow : cw === false ? a.fabric : undefined;
    if (offered === undefined || !offered.has(n.fabric_collection)) n.fabric_collection = null;
  }
  if (n.fabric_color !== null) {
    const colors = n.fabric_collection === null ? undefined : a.fabricColor.get(n.fabric_collection);
    if (colors === undefined || !colors.has(n.fabric_color)) n.fabric_color = null;
  }
  if (n.zipper_color !== null && !a.zipperColor.has(n.zipper_color)) n.zipper_color = null;
  if (n.frame_collection !== null && !a.frameCollection.has(n.frame_collection)) n.frame_collection = null;
  if (n.frame_color !== null && !frameColorAllowed(a, n.frame_collection, n.frame_color))
    n.frame_color = null;
  if (n.housing_frame_collection !== null && !a.frameCollection.has(n.housing_frame_collection))
    n.housing_frame_collection = null;
  if (
    n.housing_frame_color !== null &&
    !frameColorAllowed(a, n.housing_frame_collection, n.housing_frame_color)
  )
    n.housing_frame_color = null;
  if (n.retention_frame_collection !== null && !a.frameCollection.has(n.retention_frame_collection))
    n.retention_frame_collection = null;
  if (
    n.retention_frame_color !== null &&
    !frameColorAllowed(a, n.retention_frame_collection, n.retention_frame_color)
  )
    n.retention_frame_color = null;
  if (n.hem_bar_frame_collection !== null && !a.frameCollection.has(n.hem_bar_frame_collection))
    n.hem_bar_frame_collection = null;
  if (
    n.hem_bar_frame_color !== null &&
    !frameColorAllowed(a, n.hem_bar_frame_collection, n.hem_bar_frame_color)
  )
    n.hem_bar_frame_color = null;
  if (n.build_out_frame_collection !== null && !a.frameCollection.has(n.build_out_frame_collection))
    n.build_out_frame_collection = null;
  if (
    n.build_out_frame_color !== null &&
    !frameColorAllowed(a, n.build_out_frame_collection, n.build_out_frame_color)
  )
    n.build_out_frame_color = null;
  if (n.buildout_material !== null && !a.buildout.has(n.buildout_material)) n.buildout_material = null;

  if (n.retention_type !== "varies") {
    n.retention_left = null;
    n.retention_right = null;
  }

  // Fabric rotation (product rule R16, decision 015): forced on when height > usable width and width
  // fits and no pattern; 'n/a' with a pattern; editable only when possible. (fabricFacts, without its object.)
  const coll = n.fabric_collection === null ? undefined : cb.fabric.get(n.fabric_collection);
  if (coll) {
    const color = n.fabric_color === null ? undefined : coll.colorMap.get(n.fabric_color);
    const pattern = coll.pattern || color?.pattern === true;
    const usable = coll.width_in - 2;
    const canRotate = !pattern && n.unit_width_in <= usable;
    if (pattern) n.rotate_fabric = "n/a";
    else if (canRotate && n.unit_height_in > usable) n.rotate_fabric = true;
    else if (!canRotate) n.rotate_fabric = false;
    else if (n.rotate_fabric === "n/a") n.rotate_fabric = false;
  }

  // Seam: 'na' unless a seam is required; with a required seam 'na' is no longer an option.
  const req = seamRequired(n, cb);
  if (!req) n.fabric_seam_location = "na";
  else if (n.fabric_seam_location !== null) {
    const e = cb.simple.fabric_seam_location.get(n.fabric_seam_location);
    if (e === undefined || e.enabled === false || n.fabric_seam_location === "na")
      n.fabric_seam_location = null;
  }
  if (n.fabric_seam_location !== "specify") n.fabric_seam_specified = null;
  return n;
}

// -------------------------------------------------------------------------------------------------
// visibility / required

export function isVisible(field: ConfigurationField, c: Configuration): boolean {
  switch (field) {
    case "housing_type":
      return c.included_housing || c.included_motor_tube;
    case "housing_option":
    case "motor_side":
      return c.included_housing;
    case "motor_brand":
    case "motor_type":
    case "motor_cord":
    case "motor_extended_cord":
      return c.included_motor_tube;
    case "retention_type":
    case "retention_cap":
    case "retention_cut_to_length":
      return c.included_retention;
    case "retention_left":
    case "retention_right":
      return c.included_retention && c.retention_type === "varies";
    case "hem_bar_type":
    case "hem_bar_cap":
    case "pile_brush":
      return c.included_hem_bar;
    case "fabric_collection":
    case "fabric_color":
    case "fabric_seam_location":
    case "zipper_color":
    case "rotate_fabric":
      return c.included_fabric;
    case "fabric_seam_specified":
      return c.included_fabric && c.fabric_seam_location === "specify";
    case "mullion_top_in":
    case "mullion_bottom_in":
    case "mullion_left_in":
    case "mullion_left_middle_in":
    case "mullion_middle_in":
    case "mullion_right_middle_in":
    case "mullion_right_in":
      return c.included_clear_window;
    case "frame_collection":
    case "frame_color":
    case "frame_color_varies":
      return c.included_housing || c.included_retention || c.included_hem_bar || c.included_buildout;
    case "housing_frame_collection":
    case "housing_frame_color":
      return c.frame_color_varies && c.included_housing;
    case "retention_frame_collection":
    case "retention_frame_color":
      return c.frame_color_varies && c.included_retention;
    case "hem_bar_frame_collection":
    case "hem_bar_frame_color":
      return c.frame_color_varies && c.included_hem_bar;
    case "build_out_frame_collection":
    case "build_out_frame_color":
      return c.frame_color_varies && c.included_buildout;
    case "buildout_material":
    case "buildout_quantity":
    case "buildout_length_in":
      return c.included_buildout;
    default:
      return true;
  }
}

const REQUIRED_WHEN_VISIBLE = new Set<ConfigurationField>([
  "unit_width_in",
  "unit_height_in",
  "housing_type",
  "housing_option",
  "motor_brand",
  "motor_type",
  "motor_side",
  "motor_cord",
  "retention_type",
  "retention_cap",
  "retention_left",
  "retention_right",
  "hem_bar_type",
  "fabric_collection",
  "fabric_color",
  "fabric_seam_specified",
  "mullion_top_in",
  "mullion_bottom_in",
  "mullion_left_in",
  "mullion_right_in",
  "buildout_material",
  "buildout_quantity",
  "buildout_length_in",
]);

export function isRequired(field: ConfigurationField, c: Configuration, cb: CompiledBook): boolean {
  if (!isVisible(field, c)) return false;
  if (field === "fabric_seam_location") return seamRequired(c, cb);
  return REQUIRED_WHEN_VISIBLE.has(field);
}

const SELECT_SET = new Set<string>(SELECT_ORDER.concat(["fabric_seam_location"]));

/**
 * The state of every field for a configuration (normalized first): visible, required, enabled, and
 * for selects the options with their own visible/enabled flags. One implementation for UI, server and CLI.
 */
export function fieldState(config: Configuration, book: PriceBook = defaultPriceBook): FieldStates {
  const cb = compileBook(book);
  const n = normalize(config, cb.book);
  const ff = fabricFacts(n, cb);
  const out = {} as FieldStates;
  for (const f of CONFIGURATION_FIELDS) {
    const s: FieldState = { visible: isVisible(f, n), required: isRequired(f, n, cb), enabled: true };
    if (SELECT_SET.has(f)) s.options = selectOptions(f as SelectField, n, cb);
    switch (f) {
      case "rotate_fabric":
        s.enabled = ff.canRotate && !ff.forcedRotate;
        s.options = [
          { value: "true", label: "Rotated", visible: !ff.pattern, enabled: s.enabled },
          { value: "false", label: "Not rotated", visible: !ff.pattern, enabled: s.enabled },
          { value: "n/a", label: "n/a (patterned fabric)", visible: ff.pattern, enabled: false },
        ];
        break;
      case "fabric_seam_location":
        s.enabled = seamRequired(n, cb);
        break;
      case "housing_type":
      case "fabric_collection":
        s.enabled = !n.included_clear_window;
        break;
    }
    out[f] = s;
  }
  return out;
}

export const ASSEMBLIES = ASSEMBLY_FLAGS;

/**
 * The Complete Unit toggle of the Unit Contents menu (product rule R17): turns the five non-addon
 * assemblies on or off together (buildout and clear window are left as they are), then normalizes.
 */
export function setCompleteUnit(
  config: Configuration,
  on: boolean,
  book: PriceBook = defaultPriceBook,
): Configuration {
  const c: Configuration = { ...config };
  for (const f of ASSEMBLY_FLAGS) c[f] = on;
  return normalize(c, book);
}

// -------------------------------------------------------------------------------------------------
// Seam location (decision 013)

export const SEAM_HIGH_CONSTANT = 1.6695;
export const SEAM_LOW_CONSTANT = 4.1695;

export interface SeamLocation {
  /** True when the unit needs a seam (height over the usable fabric width, not rotated, no clear window). */
  required: boolean;
  usable_width_in: number | null;
  /** 1.6695 + usable width + hem bar seam offset. */
  high_in: number | null;
  /** unit height + housing height adjust - fabric (collection) width + hem bar seam offset + 4.1695. */
  low_in: number | null;
  /** The seam position for the chosen fabric_seam_location (high, low or the specified inches), else null. */
  seam_in: number | null;
  /** The fabric above the unit's height that wraps into the housing (standard 7, micro 3.875, jumbo 9). */
  housing_height_adjust_in: number;
  /** How much higher the fabric ends in the hem bar (tall 1.25, others 0). */
  hem_bar_seam_offset_in: number;
}

const r4 = (x: number) => Math.round(x * 10000) / 10000;

/** Seam positions in inches from the bottom of the unit (docs/decisions/013-pricing-seam-location.md). */
export function computeSeamLocation(config: Configuration, book: PriceBook = defaultPriceBook): SeamLocation {
  const cb = compileBook(book);
  const ff = fabricFacts(config, cb);
  const hem = config.hem_bar_type === null ? undefined : cb.hemBar.get(config.hem_bar_type);
  const housing = config.housing_type === null ? undefined : cb.housing.get(config.housing_type);
  const hemOffset = hem?.seam_offset_in ?? 0;
  const housingAdjust = housing?.height_adjust_in ?? 0;
  const adjustments = { housing_height_adjust_in: housingAdjust, hem_bar_seam_offset_in: hemOffset };
  if (ff.usableWidth === null || ff.collectionWidth === null)
    return {
      required: false,
      usable_width_in: null,
      high_in: null,
      low_in: null,
      seam_in: null,
      ...adjustments,
    };
  const high = r4(SEAM_HIGH_CONSTANT + ff.usableWidth + hemOffset);
  const low = r4(config.unit_height_in + housingAdjust - ff.collectionWidth + hemOffset + SEAM_LOW_CONSTANT);
  const seam_in =
    config.fabric_seam_location === "high"
      ? high
      : config.fabric_seam_location === "low"
        ? low
        : config.fabric_seam_location === "specify"
          ? config.fabric_seam_specified
          : null;
  return {
    required: seamRequired(config, cb),
    usable_width_in: ff.usableWidth,
    high_in: high,
    low_in: low,
    seam_in,
    ...adjustments,
  };
}

// -------------------------------------------------------------------------------------------------
// Housing advice (product rule R15)

export const HOUSING_RECOMMEND_MESSAGE =
  'Over 18ft wide with the 4.5" Housing may have wrinkles. Jumbo housing recommended but not required. Would you like to switch to Jumbo Housing?';
/**
 * The same advice where nothing can answer a question (screens-price in a terminal): what the
 * dialog asks, said, with the field that makes the switch.
 */
export const HOUSING_RECOMMEND_STATEMENT =
  'Over 18ft wide with the 4.5" Housing may have wrinkles. Jumbo housing recommended but not required (housing_type "jumbo").';
export const HOUSING_REQUIRE_MESSAGE =
  "Over 21ft wide Jumbo housing required. Please update housing type to Jumbo.";
export const HOUSING_RECOMMEND_ABOVE_IN = 228;
export const HOUSING_REQUIRE_ABOVE_IN = 252;

export interface HousingAdvice {
  kind: "recommend" | "require";
  message: string;
  cancellable: boolean;
  switchTo: "jumbo";
}

/**
 * Housing advice by unit width (product rule R15), when the housing or the motor tube is included and the
 * housing is not jumbo: over 228 and under 252 in recommends jumbo (cancellable); over 252 in
 * requires it; exactly 252 in asks nothing
 * (docs/decisions/012-pricing-housing-advice-252.md).
 */
export function housingAdvice(
  config: Pick<Configuration, "unit_width_in" | "housing_type" | "included_housing" | "included_motor_tube">,
): HousingAdvice | null {
  if (!config.included_housing && !config.included_motor_tube) return null;
  const w = config.unit_width_in;
  if (typeof w !== "number" || !Number.isFinite(w)) return null;
  if (w > HOUSING_REQUIRE_ABOVE_IN && config.housing_type !== "jumbo")
    return { kind: "require", message: HOUSING_REQUIRE_MESSAGE, cancellable: false, switchTo: "jumbo" };
  if (
    w > HOUSING_RECOMMEND_ABOVE_IN &&
    w < HOUSING_REQUIRE_ABOVE_IN &&
    (config.housing_type === "standard" || config.housing_type === "micro")
  )
    return { kind: "recommend", message: HOUSING_RECOMMEND_MESSAGE, cancellable: true, switchTo: "jumbo" };
  return null;
}
