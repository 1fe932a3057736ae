import type { TDealer, TPriceLevel } from "@screens/domain/schemas";
import { DEALER_COST_FACTOR } from "@screens/pricing/money";
import { z } from "zod";
import type { FieldSpec } from "@/features/forms/entity-form";

/** "× 0.52": a factor as the price bridge writes it (two decimals at least). */
export function factorText(factor: number): string {
  const decimals = String(factor).split(".")[1]?.length ?? 0;
  return `× ${factor.toFixed(Math.max(2, decimals))}`;
}

/**
 * The dealer's price level in words (docs/decisions/149-dealer-price-levels.md): "Premier (× 0.52)",
 * or the standard factor when it has none. A dealer's users see only their own.
 */
export function dealerLevelText(dealer: Pick<TDealer, "price_level">): string {
  return dealer.price_level
    ? `${dealer.price_level.name} (${factorText(dealer.price_level.factor)})`
    : `Standard (${factorText(DEALER_COST_FACTOR)})`;
}

/** The select's value for "no level" (the form's select keeps "" for its placeholder). */
export const NO_LEVEL = "none";

/** The staff's choice of level, in the dealer's form next to its discount. */
export function priceLevelField(levels: TPriceLevel[]): FieldSpec<"price_level_id"> {
  return {
    name: "price_level_id",
    label: "Price level",
    type: "select",
    options: [
      { value: NO_LEVEL, label: `None (standard ${DEALER_COST_FACTOR})` },
      ...levels.map((level) => ({
        value: String(level.id),
        label: `${level.name} (${factorText(level.factor)})`,
      })),
    ],
    description: "Its cost factor; the discount applies after it.",
  };
}

/** The select's text kept through the form's schema (which would otherwise drop the field). */
export const ZPriceLevelChoice = z.string();

/** The dealer's level as the select's value. */
export const levelChoiceOf = (dealer: Pick<TDealer, "price_level_id">): string =>
  dealer.price_level_id === null ? NO_LEVEL : String(dealer.price_level_id);

/** The select's text as the API's price_level_id: a level's id, or null for the standard factor. */
export const levelIdOf = (text: unknown): number | null =>
  typeof text === "string" && text !== "" && text !== NO_LEVEL ? Number(text) : null;
