import {
  MESSAGES,
  QUOTE_STATUS,
  RECORD_STATUS,
  quoteEditRefusal,
  type Agent,
  type TChosenLines,
  type TLineChoiceKind,
  type TOptionLine,
  type TSetLineChoiceRequest,
} from "@screens/domain";
import { defaultChoice, resolveChoice, type ChoiceProblem } from "@screens/pricing";
import type { Prisma } from "../db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../http/errors.js";
import { choiceLinesOf, lineKey, type QuoteMoneyInput } from "./quote-totals.js";
import { recomputeQuoteTotals } from "./quote-totals.js";

/**
 * Optional and alternative lines (docs/decisions/182-optional-and-alternative-lines.md): a draft's
 * unit, accessory or service line is made optional or one alternative of a group; the customer's
 * acceptance picks among them, and the lines not picked are set aside, out of the order.
 */

type Tx = Prisma.TransactionClient;

/** A line's choice columns as every line's DTO carries them. */
export function choiceFieldsOf(row: { choice: string; choice_group: string | null; chosen: boolean | null }) {
  const choice: TLineChoiceKind =
    row.choice === "optional" || row.choice === "alternative" ? row.choice : "required";
  return { choice, choice_group: choice === "alternative" ? row.choice_group : null, chosen: row.chosen };
}

/** The message of a choice that cannot be priced (resolveChoice's problem). */
export function choiceProblemMessage(problem: ChoiceProblem): string {
  return problem.kind === "unknown_line" ? MESSAGES.choiceUnknownLine : MESSAGES.choiceGroupNeedsOne;
}

/**
 * The lines in the total for a customer's picks, checked against the quote's lines (every group
 * exactly one, every line the quote's own); absent picks: the default choice.
 */
export function chosenKeysOf(
  quote: Pick<QuoteMoneyInput, "units" | "accessories" | "services">,
  picks: TChosenLines | undefined,
): Set<string> {
  const lines = choiceLinesOf(quote);
  if (picks === undefined) return defaultChoice(lines);
  const resolved = resolveChoice(
    lines,
    picks.map((pick) => lineKey(pick.line, pick.id)),
  );
  if ("problem" in resolved) throw badRequest(choiceProblemMessage(resolved.problem));
  return resolved.chosen;
}

/** PUT /quotes/{quote_id}/line-choice on a locked quote: a draft's line made required, optional or an alternative. */
export async function setLineChoice(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number },
  input: Omit<TSetLineChoiceRequest, "quote_id">,
) {
  const refusal = quoteEditRefusal(agent, quote.status);
  if (refusal) throw forbidden(refusal);
  if (quote.status !== QUOTE_STATUS.STARTED) throw conflict(MESSAGES.lineChoiceDraftOnly);
  const where = { id: input.line_id, quote_id: quote.id, status: { not: RECORD_STATUS.INACTIVE } };
  const data = {
    choice: input.choice,
    choice_group: input.choice === "alternative" ? (input.group ?? null) : null,
    chosen: null,
  };
  let name: string;
  if (input.line === "unit") {
    const row = await tx.configuration.findFirst({ where, select: { unit_name: true } });
    if (!row) throw notFound();
    await tx.configuration.update({ where: { id: input.line_id }, data });
    name = `Unit “${row.unit_name?.trim() || "Screen"}”`;
  } else if (input.line === "accessory") {
    const row = await tx.quoteAccessory.findFirst({ where, select: { prod_name: true } });
    if (!row) throw notFound();
    await tx.quoteAccessory.update({ where: { id: input.line_id }, data });
    name = `Accessory “${row.prod_name}”`;
  } else {
    const row = await tx.quoteServiceLine.findFirst({
      where: { ...where, status: RECORD_STATUS.ACTIVE },
      select: { name: true },
    });
    if (!row) throw notFound();
    await tx.quoteServiceLine.update({ where: { id: input.line_id }, data });
    name = `Service “${row.name}”`;
  }
  const what = data.choice_group ? `alternative of “${data.choice_group}”` : data.choice;
  await recomputeQuoteTotals(tx, quote.id, { userId: agent.id, what: `${name}: ${what}` });
}

/**
 * The quote's lines outside its default choice, with their prices, for the quote summary: the
 * optional lines not taken and the other alternatives of each group (decision 182).
 */
export function optionLinesOf(
  lines: Array<{ line: TOptionLine["line"]; id: number; name: string; price: number } & ChoiceColumns>,
  chosen: ReadonlySet<string>,
): TOptionLine[] {
  return lines
    .filter((line) => line.choice !== "required" && !chosen.has(lineKey(line.line, line.id)))
    .map((line) => ({
      line: line.line,
      id: line.id,
      name: line.name,
      choice: line.choice === "alternative" ? "alternative" : "optional",
      group: line.choice === "alternative" ? line.choice_group : null,
      price: line.price,
    }));
}
type ChoiceColumns = { choice: string; choice_group: string | null };

/** A filter and a change every line table (units, accessories, services) takes as it is. */
type LineWhere = Prisma.ConfigurationWhereInput &
  Prisma.QuoteAccessoryWhereInput &
  Prisma.QuoteServiceLineWhereInput;
type LineChange = Prisma.ConfigurationUpdateManyMutationInput &
  Prisma.QuoteAccessoryUpdateManyMutationInput &
  Prisma.QuoteServiceLineUpdateManyMutationInput;

/** The line tables in the transaction, each with the kind its lines' keys carry. */
function lineTables(tx: Tx) {
  return [
    {
      kind: "unit",
      ids: (where: LineWhere) => tx.configuration.findMany({ where, select: { id: true } }),
      update: (where: LineWhere, data: LineChange) => tx.configuration.updateMany({ where, data }),
    },
    {
      kind: "accessory",
      ids: (where: LineWhere) => tx.quoteAccessory.findMany({ where, select: { id: true } }),
      update: (where: LineWhere, data: LineChange) => tx.quoteAccessory.updateMany({ where, data }),
    },
    {
      kind: "service",
      ids: (where: LineWhere) => tx.quoteServiceLine.findMany({ where, select: { id: true } }),
      update: (where: LineWhere, data: LineChange) => tx.quoteServiceLine.updateMany({ where, data }),
    },
  ] as const;
}

/**
 * Settles a quote's choice (at the customer's acceptance, with the customer's picks; at a submission,
 * with the default choice): every optional and alternative line is marked chosen or not, and a line
 * not chosen is set aside: out of the quote's active lines, so the order, its value, production, the
 * ERP and the reports never read it; it is not deleted (the document shows it as not chosen).
 */
export async function settleChoice(tx: Tx, quoteId: number, chosen: ReadonlySet<string>) {
  for (const table of lineTables(tx)) {
    const rows = await table.ids({
      quote_id: quoteId,
      status: { not: RECORD_STATUS.INACTIVE },
      choice: { not: "required" },
    });
    const taken = rows.filter((row) => chosen.has(lineKey(table.kind, row.id))).map((row) => row.id);
    const aside = rows.filter((row) => !chosen.has(lineKey(table.kind, row.id))).map((row) => row.id);
    if (taken.length > 0) await table.update({ id: { in: taken } }, { chosen: true });
    if (aside.length > 0)
      await table.update({ id: { in: aside } }, { chosen: false, status: RECORD_STATUS.INACTIVE });
  }
}

/**
 * Offers the options afresh (a new send, a recall to a draft): the lines set aside come back, and
 * no line keeps an earlier pick (decision 182).
 */
export async function reopenChoice(tx: Tx, quoteId: number) {
  for (const table of lineTables(tx)) {
    await table.update(
      { quote_id: quoteId, chosen: false, status: RECORD_STATUS.INACTIVE },
      { status: RECORD_STATUS.ACTIVE },
    );
    await table.update({ quote_id: quoteId, chosen: { not: null } }, { chosen: null });
  }
}

/** Settles the quote's default choice (a submission without the customer's picks; decision 182). */
export async function settleDefaultChoice(tx: Tx, quoteId: number) {
  const live = { quote_id: quoteId, status: { not: RECORD_STATUS.INACTIVE } };
  const select = { id: true, choice: true, choice_group: true, chosen: true } as const;
  const [units, accessories, services] = await Promise.all([
    tx.configuration.findMany({ where: live, select: { ...select, saved_at: true }, orderBy: { id: "asc" } }),
    tx.quoteAccessory.findMany({ where: live, select, orderBy: { id: "asc" } }),
    tx.quoteServiceLine.findMany({ where: live, select, orderBy: { id: "asc" } }),
  ]);
  const lines = choiceLinesOf({
    units: units.map((unit) => ({ ...unit, unit_total: 0, quantity: 1 })),
    accessories: accessories.map((line) => ({ ...line, prod_cost: 0, quantity: 1 })),
    services: services.map((line) => ({ ...line, unit_price: 0, quantity: 1, taxable: false })),
  });
  if (lines.every((line) => line.choice === "required")) return;
  await settleChoice(tx, quoteId, defaultChoice(lines));
}
