import { CONFIGURATION_FIELDS, FIELD_ALIASES } from "@screens/pricing/configuration";
import { badRequest } from "../http/errors.js";

/** The keys of a new unit's request that are the line's, not the configuration's. */
const LINE_KEYS = new Set(["quote_id", "configuration", "quantity", "room"]);
const FIELD_NAMES = new Set<string>([...CONFIGURATION_FIELDS, ...Object.keys(FIELD_ALIASES)]);

export const BOTH_PLACES_MESSAGE = 'Send the unit\'s fields beside quote_id or in "configuration", not both.';
export const unknownFieldMessage = (key: string) =>
  `${key}: not a field of a unit (docs/pricing.md "Configuration" lists them).`;

/**
 * The fields a new unit is created with (decision 190): those sent beside quote_id, as PATCH takes
 * them, or those of `configuration`; undefined when neither was sent (the editor's unsaved unit). A
 * name that is no field of a unit is refused, never dropped: a unit made without a field the caller
 * sent is a unit they did not ask for.
 */
export function creationFields(input: Record<string, unknown>): Record<string, unknown> | undefined {
  const beside = Object.fromEntries(Object.entries(input).filter(([key]) => !LINE_KEYS.has(key)));
  const unknown = Object.keys(beside).filter((key) => !FIELD_NAMES.has(key));
  if (unknown.length > 0) throw badRequest(...unknown.map(unknownFieldMessage));
  const nested = input.configuration as Record<string, unknown> | undefined;
  if (Object.keys(beside).length === 0) return nested;
  if (nested !== undefined) throw badRequest(BOTH_PLACES_MESSAGE);
  return beside;
}
