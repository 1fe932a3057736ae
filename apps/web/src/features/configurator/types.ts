import type { RouterInputs, RouterOutputs } from "@/lib/trpc";

/** A unit as the server returns it: configuration fields, every charge, totals and order code. */
export type ConfigurationRow = RouterOutputs["configurations"]["get"];
/** What a save answers (the same unit, priced again by the server). */
export type SavedConfigurationRow = RouterOutputs["configurations"]["update"];
/** The quote the editor works in (its status, markup, number and dealer). */
export type EditorQuoteRow = RouterOutputs["quotes"]["get"];
/** The fields a save sends besides the unit's id. */
export type ConfigurationPatch = Omit<RouterInputs["configurations"]["update"], "id">;
