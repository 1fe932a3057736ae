// Changing a user's e-mail address (decision 086), and a new user's first address
// (decision 088). The address is the key to the account (forgot-password mails it a reset link), so:
// - a change is allowed on oneself with the current password, on another user only by a higher role;
// - an address is set only when a link sent to it is opened (proof the address is theirs);
// - the answer is the same whether or not the address belongs to some account, anywhere: the
//   uniqueness check happens out of band, in the mailbox of the address. Both cases record an open
//   request (so `pending_email` reads the same); a taken address's request has a token nobody was
//   sent, and the mailbox gets a note instead of a link;
// - once a change is confirmed, the old address is told and every other session of the user ends.
import { companyName, EMAIL_CHANGE_MESSAGES, type Agent } from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { badRequest, forbidden } from "../http/errors.js";
import { assertOwnPassword, type CheckContext } from "../auth/credential-checks.js";
import { cancelPasswordResets } from "../auth/password-reset.js";
import { generateSecretToken, hashToken } from "../auth/tokens.js";
import { enqueueEmail, type QueuedEmail } from "../mail/queue.js";
import { panelOrigin } from "../mail/origin.js";
import {
  emailAddressInUseEmail,
  emailChangeConfirmEmail,
  emailChangedNotice,
  newAccountConfirmEmail,
} from "../mail/emails.js";
import { EMAIL_CHANGE_LIFETIME_HOURS, NEW_ACCOUNT_LINK_LIFETIME_DAYS } from "../mail/link-lifetimes.js";
import { recordOwnSignInChange } from "../auth/sign-in-audit.js";

type Tx = Prisma.TransactionClient;

export const EMAIL_CHANGE_LIFETIME_MS = EMAIL_CHANGE_LIFETIME_HOURS * 60 * 60 * 1000;
export const NEW_ACCOUNT_LINK_LIFETIME_MS = NEW_ACCOUNT_LINK_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

interface TargetUser {
  id: number;
  email: string | null;
  first_name: string;
  role_id: number;
}

/**
 * Who may change `target`'s address: oneself (with the password), or a strictly higher role. The
 * password is checked as a sign-in is, against the same allowances (decision 140): a stolen session
 * cannot guess it here and keep the account through a new address.
 */
export async function assertMayChangeEmail(
  checks: CheckContext,
  agent: Agent,
  target: TargetUser,
  currentPassword: string | undefined,
): Promise<void> {
  if (target.id !== agent.id) {
    if (agent.role_id >= target.role_id) throw forbidden(EMAIL_CHANGE_MESSAGES.outranked);
    return;
  }
  if (!currentPassword) throw badRequest(`current_password: ${EMAIL_CHANGE_MESSAGES.passwordRequired}`);
  await assertOwnPassword(
    checks,
    agent.id,
    currentPassword,
    `current_password: ${EMAIL_CHANGE_MESSAGES.passwordWrong}`,
  );
}

/** Whether `address` (case-insensitively) is the confirmed address of a user other than `userId`. */
export async function addressTaken(
  prisma: PrismaClient | Tx,
  address: string,
  userId?: number,
): Promise<boolean> {
  const taken = await prisma.user.findFirst({
    where: {
      ...(userId === undefined ? {} : { id: { not: userId } }),
      email: { equals: address, mode: "insensitive" },
    },
    select: { id: true },
  });
  return taken !== null;
}

/**
 * The user's one open request (a newer replaces the older) and its e-mail, in the caller's
 * transaction. `token` is the link's secret: mailed when the address is free, never sent when it
 * is taken (that request can never be confirmed, it only makes `pending_email` read the same).
 */
async function recordRequest(
  tx: Tx,
  request: { userId: number; requestedBy: number; address: string; token: string; lifetimeMs: number },
  email: QueuedEmail,
): Promise<void> {
  await tx.emailChangeRequest.deleteMany({ where: { user_id: request.userId, confirmed_at: null } });
  await tx.emailChangeRequest.create({
    data: {
      id: hashToken(request.token),
      user_id: request.userId,
      new_email: request.address,
      requested_by: request.requestedBy,
      expires_at: new Date(Date.now() + request.lifetimeMs),
    },
  });
  await enqueueEmail(tx, email);
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
  const token = generateSecretToken();
  const email = (await addressTaken(prisma, newEmail, target.id))
    ? {
        kind: "email_in_use",
        ...(await emailAddressInUseEmail({ forgotLink: `${origin}/forgot-password`, use: "change" })),
      }
    : {
        kind: "email_change_confirm",
        ...(await emailChangeConfirmEmail({
          firstName: target.first_name,
          newEmail,
          link: `${origin}/confirm-email/${token}`,
        })),
      };
  const request = {
    userId: target.id,
    requestedBy: agent.id,
    address: newEmail,
    token,
    lifetimeMs: EMAIL_CHANGE_LIFETIME_MS,
  };
  await prisma.$transaction((tx) => recordRequest(tx, request, { ...email, to: newEmail }));
}

/** What a new user's first address needs: the e-mail, rendered before the transaction. */
export interface NewUserAddress {
  address: string;
  token: string;
  email: QueuedEmail;
}

/**
 * A new user's address (decision 088): the welcome e-mail with the confirmation link when the
 * address is free, else the note that it is in use. The caller creates the user without an address
 * and then calls `recordNewUserAddress` in the same transaction; its answer is the same either way.
 */
export async function prepareNewUserAddress(
  prisma: PrismaClient,
  agent: Agent,
  user: { username: string; first_name: string; address: string; passwordGiven: boolean },
): Promise<NewUserAddress> {
  const origin = panelOrigin();
  const token = generateSecretToken();
  const forgotLink = `${origin}/forgot-password`;
  const rendered = (await addressTaken(prisma, user.address))
    ? { kind: "email_in_use", ...(await emailAddressInUseEmail({ forgotLink, use: "new_account" })) }
    : {
        kind: user.passwordGiven ? "new_user_confirm" : "new_user_invitation",
        ...(await newAccountConfirmEmail({
          firstName: user.first_name,
          username: user.username,
          email: user.address,
          createdBy: `${agent.first_name} ${agent.last_name} (${companyName(agent)})`,
          passwordGiven: user.passwordGiven,
          // Without a password the one link confirms the address and sets it (decision 159).
          link: user.passwordGiven ? `${origin}/confirm-email/${token}` : `${origin}/invitation/${token}`,
        })),
      };
  return { address: user.address, token, email: { ...rendered, to: user.address } };
}

export function recordNewUserAddress(
  tx: Tx,
  agent: Agent,
  userId: number,
  prepared: NewUserAddress,
): Promise<void> {
  const request = {
    userId,
    requestedBy: agent.id,
    address: prepared.address,
    token: prepared.token,
    lifetimeMs: NEW_ACCOUNT_LINK_LIFETIME_MS,
  };
  return recordRequest(tx, request, prepared.email);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "P2002";
}

/**
 * Opens a confirmation link. A change (decision 086): the address changes, the old address gets a
 * notice, open reset keys die and every session of the user but `keepSessionToken`'s ends. A new
 * user's first address (decision 088): the address is set, nothing else changes. 400 for an
 * unknown, used or expired link, or an address taken since the request (also when two users
 * confirm the same address at once: the unique index refuses the second).
 */
export async function confirmEmailChange(
  prisma: PrismaClient,
  token: string,
  keepSessionToken: string | null = null,
): Promise<{ email: string; newAccount: boolean }> {
  try {
    return await confirmInTransaction(prisma, hashToken(token), keepSessionToken);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(EMAIL_CHANGE_MESSAGES.addressTaken);
    throw error;
  }
}

function confirmInTransaction(
  prisma: PrismaClient,
  id: string,
  keepSessionToken: string | null,
): Promise<{ email: string; newAccount: boolean }> {
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
    if (await addressTaken(tx, request.new_email, request.user_id))
      throw badRequest(EMAIL_CHANGE_MESSAGES.addressTaken);
    const oldEmail = request.user.email;
    if (oldEmail === null) {
      // A new user's first address: no earlier address to warn, no session to end (any reset key,
      // though none can have been mailed without an address, dies as on every change).
      await tx.user.update({ where: { id: request.user_id }, data: { email: request.new_email } });
      await cancelPasswordResets(tx, request.user_id);
      return { email: request.new_email, newAccount: true };
    }
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
    await tx.loginChallenge.deleteMany({ where: { user_id: request.user_id } });
    // Asked for by the user or by an admin; confirmed by whoever holds the new address (decision 191).
    await recordOwnSignInChange(tx, request.user_id, "email_changed", {
      byUserId: request.requested_by ?? request.user_id,
      changes: [{ field: "email", from: oldEmail, to: request.new_email }],
    });
    const notice = await emailChangedNotice({
      firstName: request.user.first_name,
      newEmail: request.new_email,
      changedBy: requester ? `${requester.first_name} ${requester.last_name} (an administrator)` : "You",
      when: `${now.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    });
    await enqueueEmail(tx, { kind: "email_changed_notice", to: oldEmail, ...notice });
    return { email: request.new_email, newAccount: false };
  });
}
