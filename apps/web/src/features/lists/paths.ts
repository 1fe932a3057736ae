import { checkPermission } from "@screens/domain/permissions";
import type { Agent } from "@screens/domain/agent";

/**
 * Where 'Add Quote' / 'Create Quote' goes: the new-quote page of the agent's own dealer where the
 * agent has one (a dealer's new-quote page), else /panel/quotes/new (staff).
 */
export function newQuotePath(agent: Agent): string {
  if (agent.dealer_id) return `/panel/dealers/${agent.dealer_id}/new-quote`;
  return "/panel/quotes/new";
}

/** "New quote" on a customer's page: the customer's dealer's new-quote page with the customer chosen. */
export function newQuoteForCustomerPath(customer: { id: number; dealer_id: number }): string {
  return `/panel/dealers/${customer.dealer_id}/new-quote?customer=${customer.id}`;
}

/** 'Add User' of the agent's own organisation, when allowed. */
export function newUserPath(agent: Agent): string | undefined {
  if (!checkPermission(agent.permissions, "user.c")) return undefined;
  if (agent.dealer_id) return `/panel/dealers/${agent.dealer_id}/new-user`;
  if (agent.account_id) return `/panel/accounts/${agent.account_id}/new-user`;
  return undefined;
}

export function newDealerPath(agent: Agent): string | undefined {
  if (!checkPermission(agent.permissions, "dealer.c") || !agent.account_id) return undefined;
  return `/panel/accounts/${agent.account_id}/new-dealer`;
}

export function newCustomerPath(agent: Agent): string | undefined {
  if (!checkPermission(agent.permissions, "customer.c") || !agent.dealer_id) return undefined;
  return `/panel/dealers/${agent.dealer_id}/new-customer`;
}
