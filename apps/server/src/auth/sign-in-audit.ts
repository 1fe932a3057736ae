// A user's own changes of their sign-in in the audit log (decision 191): the password, two-factor
// sign-in on and off, new recovery codes and a confirmed e-mail address. Secrets are never written.
// Here, below services/, because the sign-in routes confirm a two-factor set-up too; it writes the
// same row as services/audit-log.ts's recordAudit (decision 175).
import type { TAuditChange } from "@screens/domain";
import type { Prisma } from "../db/client.js";

export type OwnSignInAction =
  "password_changed" | "two_factor_on" | "two_factor_off" | "recovery_codes_renewed" | "email_changed";

/**
 * Writes the event in the change's transaction, about the user and within their tenancy; `byUserId`
 * is who made it (the user, or the admin who asked for an address change), null for nobody signed in.
 */
export async function recordOwnSignInChange(
  tx: Prisma.TransactionClient,
  userId: number,
  action: OwnSignInAction,
  { byUserId = userId, changes }: { byUserId?: number | null; changes?: TAuditChange[] } = {},
): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { username: true, account_id: true, dealer_id: true, dealer: { select: { account_id: true } } },
  });
  await tx.auditEvent.create({
    data: {
      entity: "user",
      entity_id: userId,
      entity_label: user.username,
      action,
      changes: changes ?? [],
      note: null,
      user_id: byUserId,
      account_id: user.account_id ?? user.dealer?.account_id ?? null,
      dealer_id: user.dealer_id,
    },
  });
}
