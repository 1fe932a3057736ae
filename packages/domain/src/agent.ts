import type { Permissions } from "./permissions.js";
import { MESSAGES } from "./messages.js";

/** The session's agent (product rule R2), returned by check-session and login. Never holds the hash. */
export interface Agent {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  /** Null until a new user confirms the address (decision 088). */
  email: string | null;
  phone: string | null;
  role_id: number;
  status: number;
  time_zone: string | null;
  account_id: number | null;
  dealer_id: number | null;
  account: { id: number; company_name: string } | null;
  dealer: { id: number; company_name: string; country: string | null } | null;
  default_links: Record<string, boolean>;
  permissions: Permissions;
}

/** The displayed company name: the account's, else the dealer's, else 'Unknown company'. */
export function companyName(agent: Pick<Agent, "account" | "dealer"> | null | undefined): string {
  return agent?.account?.company_name ?? agent?.dealer?.company_name ?? MESSAGES.unknownCompany;
}
