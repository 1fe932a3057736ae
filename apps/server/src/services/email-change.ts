// Changing a user's e-mail address (issue 13 §4, decision 086). The address is the key to the
// account (forgot-password mails it a reset link), so a change:
// - is allowed on oneself with the current password, on another user only by a higher role;
// - takes effect only when a link sent to the new address is opened (proof the address is theirs);
// - answers the same whether or not the new address belongs to some account, anywhere: the
//   uniqueness check happens out of band, in the mailbox of the new address;
// - once confirmed, notifies the old address and ends every other session of the user.
import { EMAIL_CHANGE_MESSAGES, type Agent } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import { badRequest, forbidden } from "../http/errors.js";
import { verifyPassword } from "../auth/password.js";
import { cancelPasswordResets } from "../auth/password-reset.js";
import { generateSecretToken, hashToken } from "../auth/tokens.js";
import { enqueueEmail } from "../mail/queue.js";
import { panelOrigin } from "../mail/origin.js";
import {
  EMAIL_CHANGE_LIFETIME_HOURS,
  emailAddressInUseEmail,
  emailChangeConfirmEmail,
  emailChangedNotice,
} from "../mail/templates/email-change.js";

export const EMAIL_CHANGE_LIFETIME_MS = EMAIL_CHANGE_LIFETIME_HOURS * 60 * 60 * 1000;

interface TargetUser {
  id: number;
  email: string;
  first_name: string;
  role_id: number;
}

/** Who may change `target`'s address: oneself (with the password), or a strictly higher role. */
export async function assertMayChangeEmail(
  prisma: PrismaClient,
  agent: Agent,
  target: TargetUser,
  currentPassword: string | undefined,
): Promise<void> {
  if (target.id !== agent.id) {
    if (agent.role_id >= target.role_id) throw forbidden(EMAIL_CHANGE_MESSAGES.outranked);
    return;
  }
  if (!currentPassword) throw badRequest(`current_password: ${EMAIL_CHANGE_MESSAGES.passwordRequired}`);
  const row = await prisma.user.findUniqueOrThrow({
    where: { id: agent.id },
    select: { password_hash: true },
  });
  if (!(await verifyPassword(row.password_hash, currentPassword)))
    throw badRequest(`current_password: ${EMAIL_CHANGE_MESSAGES.passwordWrong}`);
}

/**
 * Records the request and mails the new address: the confirmation link when the address is free,
 * else a note that it is in use. Either way the caller answers the same (nothing is returned).
 */
export async function requestEmailChange(
  prisma: PrismaClient,
  agent: Agent,
  target: TargetUser,
  newEmail: string,
): Promise<void> {
  const origin = panelOrigin();
  const taken = await prisma.user.findFirst({
    where: { id: { not: target.id }, email: { equals: newEmail, mode: "insensitive" } },
    select: { id: true },
  });
  if (taken) {
    const email = await emailAddressInUseEmail({ forgotLink: `${origin}/forgot-password` });
    await enqueueEmail(prisma, { kind: "email_in_use", to: newEmail, ...email });
    return;
  }
  const token = generateSecretToken();
  const email = await emailChangeConfirmEmail({
    firstName: target.first_name,
    newEmail,
    link: `${origin}/confirm-email/${token}`,
  });
  await prisma.$transaction(async (tx) => {
    // One open request per user: a newer one replaces the older.
    await tx.emailChangeRequest.deleteMany({ where: { user_id: target.id, confirmed_at: null } });
    await tx.emailChangeRequest.create({
      data: {
        id: hashToken(token),
        user_id: target.id,
        new_email: newEmail,
        requested_by: agent.id,
        expires_at: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_MS),
      },
    });
    await enqueueEmail(tx, { kind: "email_change_confirm", to: newEmail, ...email });
  });
}

/**
 * Opens a confirmation link: the address changes, the old address gets a notice, open reset keys
 * die and every session of the user but `keepSessionToken`'s ends. 400 for an unknown, used or
 * expired link, or an address taken since the request.
 */
export async function confirmEmailChange(
  prisma: PrismaClient,
  token: string,
  keepSessionToken: string | null = null,
): Promise<{ email: string }> {
  const id = hashToken(token);
  return prisma.$transaction(async (tx) => {
    // The conditional update makes the link single-use, even for two concurrent clicks.
    const claimed = await tx.emailChangeRequest.updateMany({
      where: { id, confirmed_at: null, expires_at: { gt: new Date() } },
      data: { confirmed_at: new Date() },
    });
    if (claimed.count !== 1) throw badRequest(EMAIL_CHANGE_MESSAGES.linkInvalid);
    const request = await tx.emailChangeRequest.findUniqueOrThrow({
      where: { id },
      include: { user: { select: { id: true, email: true, first_name: true } } },
    });
    const taken = await tx.user.findFirst({
      where: { id: { not: request.user_id }, email: { equals: request.new_email, mode: "insensitive" } },
      select: { id: true },
    });
    if (taken) throw badRequest(EMAIL_CHANGE_MESSAGES.addressTaken);
    const requester =
      request.requested_by === null || request.requested_by === request.user_id
        ? null
        : await tx.user.findUnique({
            where: { id: request.requested_by },
            select: { first_name: true, last_name: true },
          });
    const now = new Date();
    await tx.user.update({
      where: { id: request.user_id },
      data: { email: request.new_email, credentials_changed_at: now },
    });
    await cancelPasswordResets(tx, request.user_id);
    const keep = keepSessionToken ? hashToken(keepSessionToken) : undefined;
    await tx.session.deleteMany({
      where: { user_id: request.user_id, ...(keep ? { id: { not: keep } } : {}) },
    });
    const notice = await emailChangedNotice({
      firstName: request.user.first_name,
      newEmail: request.new_email,
      changedBy: requester ? `${requester.first_name} ${requester.last_name} (an administrator)` : "You",
      when: `${now.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    });
    await enqueueEmail(tx, { kind: "email_changed_notice", to: request.user.email, ...notice });
    return { email: request.new_email };
  });
}
