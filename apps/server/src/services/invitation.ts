// A new user's invitation (docs/decisions/159-one-invitation-email.md): the one link mailed to a
// new user's address confirms the address and sets the password in one step, where a user created
// without a password once needed the confirmation and then forgot-password.
import { EMAIL_CHANGE_MESSAGES, RECORD_STATUS } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import { badRequest } from "../http/errors.js";
import { hashPassword } from "../auth/password.js";
import { cancelPasswordResets } from "../auth/password-reset.js";
import { hashToken } from "../auth/tokens.js";
import { addressTaken } from "./email-change.js";

/** An open request of a new user's first address: a change of address (the user has one) is not. */
function openInvitation(prisma: PrismaClient, id: string) {
  return prisma.emailChangeRequest.findFirst({
    where: {
      id,
      confirmed_at: null,
      expires_at: { gt: new Date() },
      user: { email: null, status: RECORD_STATUS.ACTIVE },
    },
    select: { user_id: true, new_email: true, user: { select: { username: true } } },
  });
}

/**
 * POST /accept-invitation: with the token of the welcome e-mail, the address becomes the user's and
 * the password is set, once. The same 400 for an unknown, used or expired link and for a change of
 * address's link (that one confirms at /confirm-email only). The password is hashed only for a live
 * link, so a stream of made-up tokens costs no hashing.
 */
export async function acceptInvitation(
  prisma: PrismaClient,
  token: string,
  password: string,
): Promise<{ email: string; username: string }> {
  const id = hashToken(token);
  const invitation = await openInvitation(prisma, id);
  if (!invitation) throw badRequest(EMAIL_CHANGE_MESSAGES.linkInvalid);
  const passwordHash = await hashPassword(password);
  try {
    await prisma.$transaction(async (tx) => {
      // The conditional update makes the link single-use, even for two concurrent clicks.
      const claimed = await tx.emailChangeRequest.updateMany({
        where: { id, confirmed_at: null, expires_at: { gt: new Date() } },
        data: { confirmed_at: new Date() },
      });
      if (claimed.count !== 1) throw badRequest(EMAIL_CHANGE_MESSAGES.linkInvalid);
      if (await addressTaken(tx, invitation.new_email, invitation.user_id))
        throw badRequest(EMAIL_CHANGE_MESSAGES.addressTaken);
      const changed = await tx.user.updateMany({
        where: { id: invitation.user_id, email: null },
        data: {
          email: invitation.new_email,
          password_hash: passwordHash,
          credentials_changed_at: new Date(),
        },
      });
      if (changed.count !== 1) throw badRequest(EMAIL_CHANGE_MESSAGES.linkInvalid);
      await cancelPasswordResets(tx, invitation.user_id);
      await tx.session.deleteMany({ where: { user_id: invitation.user_id } });
    });
  } catch (error) {
    // Two users confirming one address at once: the unique index refuses the second.
    if ((error as { code?: string } | null)?.code === "P2002")
      throw badRequest(EMAIL_CHANGE_MESSAGES.addressTaken);
    throw error;
  }
  return { email: invitation.new_email, username: invitation.user.username };
}
