import { z } from "zod";

/** Select fields: a catalogue value, or null when nothing is chosen. */
export const SELECT_FIELDS = [
  "housing_type",
  "housing_option",
  "motor_brand",
  "motor_type",
  "motor_side",
  "motor_cord",
  "retention_type",
  "retention_left",
  "retention_right",
  "retention_cap",
  "hem_bar_type",
  "hem_bar_cap",
  "pile_brush",
  "fabric_collection",
  "fabric_color",
  "fabric_seam_location",
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
] as const;
export type SelectField = (typeof SELECT_FIELDS)[number];

export const BOOLEAN_FIELDS = [
  "included_complete_unit",
  "included_housing",
  "included_retention",
  "included_hem_bar",
  "included_fabric",
  "included_motor_tube",
  "included_buildout",
  "included_clear_window",
  "motor_extended_cord",
  "retention_cut_to_length",
  "frame_color_varies",
] as const;
export type BooleanField = (typeof BOOLEAN_FIELDS)[number];

/** Clear-window mullion sizes in inches (docs/pricing.md): top and bottom heights, five widths. */
export const MULLION_FIELDS = [
  "mullion_top_in",
  "mullion_bottom_in",
  "mullion_left_in",
  "mullion_left_middle_in",
  "mullion_middle_in",
  "mullion_right_middle_in",
  "mullion_right_in",
] as const;
export type MullionField = (typeof MULLION_FIELDS)[number];

/** Numbers that may be null (not entered). */
export const NULLABLE_NUMBER_FIELDS = [...MULLION_FIELDS, "fabric_seam_specified"] as const;
export type NullableNumberField = (typeof NULLABLE_NUMBER_FIELDS)[number];

export const NUMBER_FIELDS = [
  "unit_width_in",
  "unit_height_in",
  "buildout_quantity",
  "buildout_length_in",
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** The five non-addon assemblies (product rule R17): all on = complete unit. */
export const ASSEMBLY_FLAGS = [
  "included_housing",
  "included_retention",
  "included_hem_bar",
  "included_fabric",
  "included_motor_tube",
] as const;

export type RotateFabric = boolean | "n/a";

export type Configuration = { unit_name: string; rotate_fabric: RotateFabric } & {
  [K in SelectField]: string | null;
} & { [K in BooleanField]: boolean } & { [K in NumberField]: number } & {
  [K in NullableNumberField]: number | null;
};

export type ConfigurationField = keyof Configuration;

export const CONFIGURATION_FIELDS: readonly ConfigurationField[] = [
  "unit_name",
  "unit_width_in",
  "unit_height_in",
  ...BOOLEAN_FIELDS,
  ...SELECT_FIELDS,
  "rotate_fabric",
  ...NULLABLE_NUMBER_FIELDS,
  "buildout_quantity",
  "buildout_length_in",
];

const FIELD_SET = new Set<string>(CONFIGURATION_FIELDS);

/** Charge fields of a unit (docs/pricing.md "Prices"), plus clear_window_charge for the extra panes. */
export const CHARGE_FIELDS = [
  "motor_charge",
  "motor_cord_charge",
  "tube_charge",
  "housing_charge",
  "retention_charge",
  "hem_bar_charge",
  "fabric_freight_charge",
  "fabric_charge",
  "powder_charge",
  "buildout_charge",
  "clear_window_charge",
] as const;
export type ChargeField = (typeof CHARGE_FIELDS)[number];
export type Charges = Record<ChargeField, number>;
export const ChargesSchema = z.object(
  Object.fromEntries(CHARGE_FIELDS.map((f) => [f, z.number().nonnegative()])) as Record<
    ChargeField,
    z.ZodNumber
  >,
);

const shape = {
  unit_name: z.string(),
  unit_width_in: z.number(),
  unit_height_in: z.number(),
  buildout_quantity: z.number(),
  buildout_length_in: z.number(),
  rotate_fabric: z.union([z.boolean(), z.literal("n/a")]),
  ...(Object.fromEntries(BOOLEAN_FIELDS.map((f) => [f, z.boolean()])) as Record<BooleanField, z.ZodBoolean>),
  ...(Object.fromEntries(SELECT_FIELDS.map((f) => [f, z.string().nullable()])) as Record<
    SelectField,
    z.ZodNullable<z.ZodString>
  >),
  ...(Object.fromEntries(NULLABLE_NUMBER_FIELDS.map((f) => [f, z.number().nullable()])) as Record<
    NullableNumberField,
    z.ZodNullable<z.ZodNumber>
  >),
};

/** Other names the product uses for the same fields (docs/pricing.md "Configuration"). */
export const FIELD_ALIASES: Readonly<Record<string, ConfigurationField>> = {
  fabric_rotate: "rotate_fabric",
  cut_to_length: "retention_cut_to_length",
};

/** Maps the aliases (fabric_rotate, cut_to_length) to the field names; the field name wins if both are sent. */
export function mapAlias(v: unknown): unknown {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const input = v as Record<string, unknown>;
  if (!Object.keys(FIELD_ALIASES).some((alias) => alias in input)) return v;
  const out = Object.fromEntries(Object.entries(input).filter(([key]) => !Object.hasOwn(FIELD_ALIASES, key)));
  for (const [alias, name] of Object.entries(FIELD_ALIASES))
    if (alias in input && out[name] === undefined) out[name] = input[alias];
  return out;
}

/**
 * The full configuration shape (types only; business rules are in `validate`). Accepts the alias
 * `fabric_rotate` for `rotate_fabric` on input. Unknown keys (id, quote_id, ...) are stripped.
 */
export const ConfigurationSchema = z.preprocess(
  mapAlias,
  z.object(shape),
) as unknown as z.ZodType<Configuration>;
/** Every field optional: what the CLI and APIs accept before defaults are applied. */
export const PartialConfigurationSchema = z.preprocess(
  mapAlias,
  z.object(shape).partial(),
) as unknown as z.ZodType<Partial<Configuration>>;

/**
 * The default unit (product rule R18): 96 x 96 in, the five assemblies, no buildout, no clear window,
 * frame collection Mirage. Other defaults are the first sensible catalogue entries (docs/pricing.md).
 */
export function defaultConfiguration(overrides: Partial<Configuration> = {}): Configuration {
  const base: Configuration = {
    unit_name: "Unit 1",
    unit_width_in: 96,
    unit_height_in: 96,
    included_complete_unit: true,
    included_housing: true,
    included_retention: true,
    included_hem_bar: true,
    included_fabric: true,
    included_motor_tube: true,
    included_buildout: false,
    included_clear_window: false,
    housing_type: "standard",
    housing_option: "complete",
    motor_brand: "somfy",
    motor_type: "rts",
    motor_side: "right",
    motor_cord: "pigtail10ft",
    motor_extended_cord: false,
    retention_type: "surface",
    retention_left: null,
    retention_right: null,
    retention_cap: "black",
    retention_cut_to_length: false,
    hem_bar_type: "standard",
    hem_bar_cap: "black",
    pile_brush: "black05",
    fabric_collection: "nano95",
    fabric_color: "charcoal",
    fabric_seam_specified: null,
    fabric_seam_location: "na",
    zipper_color: "black",
    rotate_fabric: false,
    mullion_top_in: null,
    mullion_bottom_in: null,
    mullion_left_in: null,
    mullion_left_middle_in: null,
    mullion_middle_in: null,
    mullion_right_middle_in: null,
    mullion_right_in: null,
    frame_collection: "mirage",
    frame_color: "mirage_black",
    frame_color_varies: false,
    housing_frame_collection: null,
    housing_frame_color: null,
    retention_frame_collection: null,
    retention_frame_color: null,
    hem_bar_frame_collection: null,
    hem_bar_frame_color: null,
    build_out_frame_collection: null,
    build_out_frame_color: null,
    buildout_material: null,
    buildout_quantity: 0,
    buildout_length_in: 0,
  };
  const o = mapAlias(overrides) as Partial<Configuration>;
  for (const k of Object.keys(o) as ConfigurationField[]) {
    if (o[k] !== undefined && FIELD_SET.has(k)) (base as Record<string, unknown>)[k] = o[k];
  }
  return base;
}
