// `@screens/domain/limits`: loads zod (the schemas' length, money and map limits, on bounds.ts's
// numbers). A screen that only needs the numbers imports `@screens/domain/bounds`.
import { z } from "zod";
import { MAP_MAX_ENTRIES, MONEY_MAX, TEXT_MAX } from "./bounds.js";

// One formatter for every schema built at import: toLocaleString sets up ICU's number format per call
// (about 40 ms of the panel's start for all the limits).
const count = new Intl.NumberFormat("en-US");
const atMost = (what: string, max: number) => `${what} can be at most ${count.format(max)} characters.`;

/** Optional text (trimmed): `what` names the field in the length message. */
export const zText = (max: number, what = "Text") =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, { error: atMost(what, max) });

/** Required text (trimmed) with the form's own "required" message (product rule R20), bounded to `max`. */
export const zRequiredText = (required: string, max: number, what = "Text") =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: atMost(what, max) });

/** A money amount a user types (shipping cost): 0 to MONEY_MAX. */
export const zMoney = (what = "The amount") =>
  z.coerce
    .number({ error: `${what} must be a number.` })
    .min(0, { error: `${what} cannot be negative.` })
    .max(MONEY_MAX, { error: `${what} can be at most ${MONEY_MAX.toLocaleString("en-US")}.` });

/** A web address: http or https only (a `javascript:` or `data:` link is no website). */
export const zWebsite = (error: string) =>
  z.url({ protocol: /^https?$/, error }).max(TEXT_MAX.url, { error: atMost("The address", TEXT_MAX.url) });

/** A map input with at most MAP_MAX_ENTRIES keys. */
export const withFewEntries = (value: object) => Object.keys(value).length <= MAP_MAX_ENTRIES;
export const TOO_MANY_ENTRIES = `At most ${MAP_MAX_ENTRIES} entries.`;
