// Sending a new user's invitation again (docs/decisions/176-invitation-sent-again.md): an expired or
// lost welcome e-mail is replaced by a new one, and the link sent before stops working.
import {
  can,
  RECORD_STATUS,
  TEAM_MESSAGES,
  type Agent,
  type TResendInvitationRequest,
} from "@screens/domain";
import type { PrismaClient } from "../../db/client.js";
import { conflict, forbidden, notFound } from "../../http/errors.js";
import { badRequest } from "../../http/errors.js";
import { recordAudit, userTenancy } from "../audit-log.js";
import { prepareNewUserAddress, recordNewUserAddress } from "../email-change.js";
import { userScope } from "../scope.js";
import { getUser } from "../users.js";

/**
 * POST /users/{id}/invitation: who may change the user (user.u, not above their own role, never
 * themselves) sends a new invitation to a user who has not accepted one: to the address asked
 * for, else to the last invitation's. The open invitation is replaced in the same transaction (its
 * link answers "invalid or expired" from then on), and the audit log records it. A taken address
 * gets the note of decision 088 instead of a link; the answer is the same either way.
 */
export async function resendInvitation(prisma: PrismaClient, agent: Agent, input: TResendInvitationRequest) {
  const user = await prisma.user.findFirst({
    where: { AND: [{ id: input.id }, userScope(agent)] },
    select: {
      id: true,
      username: true,
      first_name: true,
      email: true,
      role_id: true,
      status: true,
      account_id: true,
      dealer_id: true,
      dealer: { select: { account_id: true } },
      email_changes: { orderBy: { created_at: "desc" }, take: 1, select: { new_email: true } },
    },
  });
  if (!user) throw notFound();
  if (!can(agent.permissions, "user", "update")) throw forbidden();
  if (user.id === agent.id) throw forbidden(TEAM_MESSAGES.invitationOwn);
  if (user.role_id < agent.role_id) throw forbidden(TEAM_MESSAGES.outranked);
  if (user.status !== RECORD_STATUS.ACTIVE) throw conflict(TEAM_MESSAGES.invitationInactive);
  if (user.email !== null) throw conflict(TEAM_MESSAGES.invitationAccepted);
  const address = input.email ?? user.email_changes[0]?.new_email;
  if (!address) throw badRequest(TEAM_MESSAGES.invitationNoAddress);
  const prepared = await prepareNewUserAddress(prisma, agent, {
    username: user.username,
    first_name: user.first_name,
    address,
    passwordGiven: false,
  });
  await prisma.$transaction(async (tx) => {
    // recordRequest replaces the user's open requests: the old link is gone with its row.
    await recordNewUserAddress(tx, agent, user.id, prepared);
    await recordAudit(tx, {
      entity: "user",
      entity_id: user.id,
      entity_label: user.username,
      action: "invitation_resent",
      actor: agent,
      ...userTenancy(user),
      changes: [{ field: "email", from: null, to: address }],
    });
  });
  return { user: await getUser(prisma, agent, user.id), message: TEAM_MESSAGES.invitationResent(address) };
}
