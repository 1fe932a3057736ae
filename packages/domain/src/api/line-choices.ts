import { z } from "zod";
import { MESSAGES } from "../messages.js";
import { ZId } from "./common.js";

/**
 * Optional and alternative lines (docs/decisions/182-optional-and-alternative-lines.md): a unit,
 * accessory or service line is required (the default), optional (the homeowner ticks it on or off)
 * or one alternative of a named group (the homeowner picks one).
 */
export const LINE_CHOICE_VALUES = ["required", "optional", "alternative"] as const;
export const ZLineChoiceKind = z.enum(LINE_CHOICE_VALUES, {
  error: "A line is required, optional or an alternative.",
});
export type TLineChoiceKind = z.infer<typeof ZLineChoiceKind>;

/** The kinds of quote line a choice names. */
export const LINE_KINDS = ["unit", "accessory", "service"] as const;
export const ZLineKind = z.enum(LINE_KINDS, { error: "A line is a unit, an accessory or a service." });
export type TLineKind = z.infer<typeof ZLineKind>;

export const CHOICE_GROUP_MAX = 60;
/** An alternative group's name: trimmed, spaces inside collapsed, 1 to 60 characters. */
export const ZChoiceGroup = z
  .string({ error: MESSAGES.lineChoiceGroupRequired })
  .transform((group) => group.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.lineChoiceGroupRequired })
      .max(CHOICE_GROUP_MAX, { error: MESSAGES.lineChoiceGroupTooLong }),
  );

/** A line's part in the choice, on each line the quote page reads. */
export const ZLineChoiceFields = {
  choice: ZLineChoiceKind,
  /** The alternative group's name; null unless an alternative. */
  choice_group: z.string().nullable(),
  /** The customer's pick kept from an acceptance: true taken, false set aside; null before. */
  chosen: z.boolean().nullable(),
};

/** PUT /quotes/{quote_id}/line-choice: make a draft's line required, optional or an alternative of a group. */
export const ZSetLineChoiceRequest = z
  .object({
    quote_id: ZId,
    line: ZLineKind,
    line_id: ZId,
    choice: ZLineChoiceKind,
    group: ZChoiceGroup.nullable().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.choice === "alternative" && !input.group)
      ctx.addIssue({ code: "custom", path: ["group"], message: MESSAGES.lineChoiceGroupRequired });
  });
export type TSetLineChoiceRequest = z.infer<typeof ZSetLineChoiceRequest>;

/** A line of the quote outside its default choice, as the quote summary lists it apart. */
export const ZOptionLine = z.object({
  line: ZLineKind,
  id: z.number(),
  name: z.string(),
  choice: z.enum(["optional", "alternative"]),
  group: z.string().nullable(),
  price: z.number(),
});
export type TOptionLine = z.infer<typeof ZOptionLine>;

/**
 * The homeowner's picks sent with an acceptance: the optional lines ticked and one line of each
 * alternative group; required lines are always in. Absent: the default choice.
 */
export const ZChosenLines = z
  .array(z.object({ line: ZLineKind, id: ZId }), { error: "The choice is a list of lines." })
  .max(1000);
export type TChosenLines = z.infer<typeof ZChosenLines>;
