// A unit kept against the housing advice "Jumbo housing recommended" (product rule R55, decision
// 198): what staff and the dealer read of it. Never on the homeowner's documents.

export const DECLINED_HOUSING_ADVICE_TITLE = "Jumbo housing recommended, declined";

/** Why the advice is given: the first sentence of the editor's question (product rule R15). */
export const DECLINED_HOUSING_ADVICE_REASON = 'Over 18ft wide with the 4.5" Housing may have wrinkles.';

/**
 * The unit's declined advice as one line: "Jumbo housing recommended, declined 2026-11-29. Over 18ft …";
 * null for a unit that declined nothing (its `housing_advice_declined_at` is null).
 */
export function declinedHousingAdvice(declinedAt: string | Date): string;
export function declinedHousingAdvice(declinedAt: string | Date | null): string | null;
export function declinedHousingAdvice(declinedAt: string | Date | null): string | null {
  if (declinedAt === null) return null;
  const day = (typeof declinedAt === "string" ? declinedAt : declinedAt.toISOString()).slice(0, 10);
  return `${DECLINED_HOUSING_ADVICE_TITLE} ${day}. ${DECLINED_HOUSING_ADVICE_REASON}`;
}
