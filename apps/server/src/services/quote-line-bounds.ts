import { QUOTE_LINES_MAX, RECORD_STATUS } from "@screens/domain";
import type { Prisma } from "../db/client.js";
import { badRequest } from "../http/errors.js";

export type QuoteLineKind = keyof typeof QUOTE_LINES_MAX;

const WHAT: Record<QuoteLineKind, string> = {
  units: "units",
  accessories: "accessory lines",
  services: "service lines",
};

/** The 400 of a quote that would hold more than QUOTE_LINES_MAX of a kind of line (decision 144). */
export function tooManyLines(kind: QuoteLineKind) {
  return badRequest(`A quote can hold at most ${QUOTE_LINES_MAX[kind]} ${WHAT[kind]}.`);
}

/** Refuses lines beyond the bound before they exist. */
export function assertLineCount(kind: QuoteLineKind, count: number): void {
  if (count > QUOTE_LINES_MAX[kind]) throw tooManyLines(kind);
}

/**
 * Whether a quote (locked by the caller, so two additions cannot both take the last place) has room
 * for `adding` more active lines of a kind.
 */
export async function assertRoomForLines(
  tx: Prisma.TransactionClient,
  quoteId: number,
  kind: QuoteLineKind,
  adding = 1,
): Promise<void> {
  const active = { quote_id: quoteId, status: { not: RECORD_STATUS.INACTIVE } };
  const count =
    kind === "units"
      ? await tx.configuration.count({ where: active })
      : kind === "accessories"
        ? await tx.quoteAccessory.count({ where: active })
        : await tx.quoteServiceLine.count({ where: active });
  assertLineCount(kind, count + adding);
}
