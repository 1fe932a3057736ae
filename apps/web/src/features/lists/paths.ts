import { checkPermission, isStaff, type Agent } from "@screens/domain";

/** Where 'Add Quote' / 'Create Quote' goes: the dealer's new-quote page, or /panel/quotes/new for staff. */
export function newQuotePath(agent: Agent): string {
  if (!isStaff(agent.role_id) && agent.dealer_id) return `/panel/dealers/${agent.dealer_id}/new-quote`;
  return "/panel/quotes/new";
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
