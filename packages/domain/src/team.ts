import { ROLE, type RoleId } from "./roles.js";

/**
 * Who gives which role, and who owns a quote (docs/decisions/156-roles-at-invite.md,
 * 157-quote-owner.md). The server enforces these; the panel only offers what they allow.
 */

/** The two sides of the company a user belongs to: the manufacturer's account or a dealer. */
export type TeamSide = "account" | "dealer";

export const ROLES_OF_SIDE: Record<TeamSide, readonly RoleId[]> = {
  account: [ROLE.SUPER_ADMIN, ROLE.MANUFACTURER_ADMIN, ROLE.MANUFACTURER_USER],
  dealer: [ROLE.DEALER_ADMIN, ROLE.DEALER_SALES_MANAGER, ROLE.DEALER_REPRESENTATIVE, ROLE.DEALER_PURCHASER],
};

/** A new user's role when none is asked for: dealer users 4, account users 3 (decision 156). */
export const DEFAULT_ROLE: Record<TeamSide, RoleId> = {
  account: ROLE.MANUFACTURER_USER,
  dealer: ROLE.DEALER_ADMIN,
};

/** The roles of `side` an agent of `agentRoleId` may give: never one with more access than its own. */
export function grantableRoles(agentRoleId: number, side: TeamSide): RoleId[] {
  return ROLES_OF_SIDE[side].filter((role) => role >= agentRoleId);
}

/** Who may hand a quote to another user of its dealer: staff, dealer admins and sales managers. */
export function mayReassignQuotes(roleId: number): boolean {
  return roleId <= ROLE.DEALER_SALES_MANAGER;
}

/** A representative's quotes list opens on their own quotes ("My quotes"). */
export function opensOnOwnQuotes(roleId: number): boolean {
  return roleId === ROLE.DEALER_REPRESENTATIVE;
}

/** The server's refusals, word for word (tests and the panel read them from here). */
export const TEAM_MESSAGES = {
  dealerRoleNeeded: "role_id: A dealer user needs a dealer role (4 to 7).",
  accountRoleNeeded: "role_id: An account user needs a manufacturer role (1 to 3).",
  roleAboveOwn: "You cannot grant a role with more access than your own.",
  ownRole: "You cannot change your own role.",
  outranked: "You cannot change a user with more access than your own.",
  noRoleChoice: "You cannot choose a new user's role.",
  reassignNotAllowed: "Only a dealer admin or a sales manager can reassign a quote.",
  ownerNotInDealer: "owner_id: The new owner must be an active user of the quote's dealer.",
  ownerNotInAccount: "owner_id: The new owner must be an active user of the quote's account.",
  pipelineDealerNeeded: "dealer_id: Choose the dealer whose pipeline to show.",
  invitationAccepted: "This user has already accepted the invitation: they sign in with their password.",
  invitationInactive: "This user is deactivated: activate them before inviting them again.",
  invitationNoAddress: "email: Give the address to send the invitation to.",
  invitationOwn: "You cannot invite yourself again.",
  invitationResent: (email: string) =>
    `We sent a new invitation to ${email}. The link sent before no longer works.`,
  twoFactorResetOwn: "To change your own two-factor sign-in, use Security on your own page.",
  twoFactorResetNone: "This user does not use two-factor sign-in.",
  twoFactorReset:
    "Two-factor sign-in is reset: the user sets up an authenticator app at their next sign-in or from Security.",
} as const;
