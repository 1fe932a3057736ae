// An admin resets another user's two-factor sign-in (docs/decisions/177-two-factor-reset-and-secrets-at-rest.md):
// the user who lost their phone and their recovery codes gets back in with their password, and sets
// up an app again. Within the admin's tenancy, never above their role, recorded and told by e-mail.
import { companyName, can, TEAM_MESSAGES, type Agent } from "@screens/domain";
import type { PrismaClient } from "../../db/client.js";
import { conflict, forbidden, notFound } from "../../http/errors.js";
import { enqueueEmail } from "../../mail/queue.js";
import { recordAudit, userTenancy } from "../audit-log.js";
import { userScope } from "../scope.js";

/**
 * POST /users/{id}/two-factor/reset: user.u on a user of the tenancy at or below the agent's role,
 * never oneself (one's own goes through Security, with the password). In one transaction the app,
 * the recovery codes, the sign-ins waiting for a code and every session of the user end, the audit
 * log records it and the user is told at their address.
 */
export async function resetTwoFactor(prisma: PrismaClient, agent: Agent, userId: number) {
  const user = await prisma.user.findFirst({
    where: { AND: [{ id: userId }, userScope(agent)] },
    select: {
      id: true,
      username: true,
      first_name: true,
      email: true,
      role_id: true,
      account_id: true,
      dealer_id: true,
      dealer: { select: { account_id: true } },
      totp: { select: { confirmed_at: true } },
    },
  });
  if (!user) throw notFound();
  if (!can(agent.permissions, "user", "update")) throw forbidden();
  if (user.id === agent.id) throw forbidden(TEAM_MESSAGES.twoFactorResetOwn);
  if (user.role_id < agent.role_id) throw forbidden(TEAM_MESSAGES.outranked);
  if (!user.totp?.confirmed_at) throw conflict(TEAM_MESSAGES.twoFactorResetNone);
  const now = new Date();
  const notice = user.email
    ? await (
        await import("../../mail/templates/two-factor-reset.js")
      ).twoFactorResetEmail({
        firstName: user.first_name,
        resetBy: `${agent.first_name} ${agent.last_name} (${companyName(agent)})`,
        when: `${now.toISOString().slice(0, 16).replace("T", " ")} UTC`,
      })
    : null;
  await prisma.$transaction(async (tx) => {
    await tx.userTotp.deleteMany({ where: { user_id: user.id } });
    await tx.recoveryCode.deleteMany({ where: { user_id: user.id } });
    await tx.loginChallenge.deleteMany({ where: { user_id: user.id } });
    await tx.session.deleteMany({ where: { user_id: user.id } });
    await recordAudit(tx, {
      entity: "user",
      entity_id: user.id,
      entity_label: user.username,
      action: "two_factor_reset",
      actor: agent,
      ...userTenancy(user),
    });
    if (notice && user.email) await enqueueEmail(tx, { kind: "two_factor_reset", to: user.email, ...notice });
  });
  return { message: TEAM_MESSAGES.twoFactorReset };
}
