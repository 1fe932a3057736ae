import { MESSAGES } from "@screens/domain/messages";
import type { TQuote } from "@screens/domain/schemas";

/**
 * Client-side checks before 'Submit for Approval' and 'Send to Customer' (product rule R42); the server
 * checks again.
 */
export function submitProblem(
  quote: Pick<TQuote, "screenconfigurations" | "add_on_accessories">,
): string | null {
  if (quote.screenconfigurations.some((unit) => !unit.unit_total || !unit.customer_price))
    return MESSAGES.allConfigurationsNeedPrice;
  if (quote.screenconfigurations.length === 0 && quote.add_on_accessories.length === 0)
    return MESSAGES.quoteNeedsContent;
  return null;
}
