import type { z } from "zod";
import type { Path } from "react-hook-form";

/** A yes/no field (a checkbox), through its default, optional or nullable wrappers. */
function isBoolean(type: z.ZodType): boolean {
  const def = type.def as { type: string; innerType?: z.ZodType };
  return def.type === "boolean" || (def.innerType !== undefined && isBoolean(def.innerType));
}

/**
 * Whether a form's field must be filled in, read from its schema (the one the server checks): the
 * field is required when the schema refuses it left empty, an empty input's "" (an unticked box is a
 * choice, never "empty"). So a required mark never says something the schema does not.
 */
export function isRequiredField(schema: z.ZodObject, name: string): boolean {
  const field = (schema.shape as Record<string, z.ZodType | undefined>)[name];
  return field !== undefined && !isBoolean(field) && !field.safeParse("").success;
}

/** `required(name)` for a form of `schema`: its field names checked at compile time. */
export function requiredIn<S extends z.ZodObject>(schema: S) {
  return (name: Path<z.input<S>>) => isRequiredField(schema, name);
}
