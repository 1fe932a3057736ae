import type { Path } from "react-hook-form";
import { safeParse, type $ZodObject, type $ZodType, type input } from "zod/v4/core";

/**
 * Schemas of zod's classic API and of `zod/mini` (the light pages', decision 193) alike: both are
 * zod's core types, read here through their definitions (`_zod.def`), never a method of one API.
 */
type Def = { type: string; innerType?: $ZodType; shape?: Record<string, $ZodType | undefined> };
const defOf = (type: $ZodType) => type._zod.def as Def;

/** A yes/no field (a checkbox), through its default, optional or nullable wrappers. */
function isBoolean(type: $ZodType): boolean {
  const def = defOf(type);
  return def.type === "boolean" || (def.innerType !== undefined && isBoolean(def.innerType));
}

/**
 * Whether a form's field must be filled in, read from its schema (the one the server checks): the
 * field is required when the schema refuses it left empty, an empty input's "" (an unticked box is a
 * choice, never "empty"). So a required mark never says something the schema does not.
 */
export function isRequiredField(schema: $ZodObject, name: string): boolean {
  const field = defOf(schema).shape?.[name];
  return field !== undefined && !isBoolean(field) && !safeParse(field, "").success;
}

/** `required(name)` for a form of `schema`: its field names checked at compile time. */
export function requiredIn<S extends $ZodObject>(schema: S) {
  return (name: Path<input<S>>) => isRequiredField(schema, name);
}

/**
 * Whether a field must be filled in given the form's other values, for a field its schema requires
 * only sometimes (a refinement across fields, e.g. an exempt quote's certificate): the schema refuses
 * the values with that field left empty (""), at that field. `values` are the other fields as the
 * schema reads them; an invalid one can keep the refinement from running (then: not required).
 */
export function isRequiredGiven(schema: $ZodType, values: Record<string, unknown>, name: string): boolean {
  const result = safeParse(schema, { ...values, [name]: "" });
  return (
    !result.success && result.error.issues.some((issue) => issue.path.length === 1 && issue.path[0] === name)
  );
}
