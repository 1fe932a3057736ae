// Setting up an authenticator app (docs/decisions/141-two-factor-sign-in.md): from the Security
// section (services/account-security.ts) and, when the company requires it, at sign-in (routes.ts).
import { SECURITY_MESSAGES } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import { badRequest, conflict } from "../http/errors.js";
import { checkUserSecret, type CheckContext } from "./credential-checks.js";
import { confirmedTotp, matchTotp, newTotpSecret, replaceRecoveryCodes, totpUri } from "./two-factor.js";
import { openSealed, sealSecret } from "./totp-secrets.js";
import { recordOwnSignInChange } from "./sign-in-audit.js";

/** A QR code of `text` as SVG (qrcode loads on first use: decision 124). */
async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
}

/**
 * The set-up of an authenticator app for `userId`: a new secret, kept unconfirmed until a code of it
 * comes back (`confirmTwoFactor`). A set-up started again replaces the unconfirmed one.
 */
export async function startTwoFactorSetup(prisma: PrismaClient, userId: number) {
  if (await confirmedTotp(prisma, userId)) throw conflict(SECURITY_MESSAGES.alreadyOn);
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true } });
  const secret = newTotpSecret();
  // Stored sealed under the server's key (decision 177); the app gets it in the clear, once.
  const stored = sealSecret(secret);
  await prisma.userTotp.upsert({
    where: { user_id: userId },
    create: { user_id: userId, secret: stored },
    update: { secret: stored, confirmed_at: null, last_step: null, created_at: new Date() },
  });
  const uri = totpUri(secret, user.username);
  return { secret, uri, qr_svg: await qrSvg(uri) };
}

/**
 * The first code of the app being set up turns two-factor sign-in on and answers ten recovery codes
 * (shown once). The code is checked as a sign-in is (decision 140).
 */
export async function confirmTwoFactor(
  checks: CheckContext,
  userId: number,
  code: string,
): Promise<string[]> {
  const { prisma } = checks;
  const pending = await prisma.userTotp.findUnique({ where: { user_id: userId } });
  if (pending?.confirmed_at) throw conflict(SECURITY_MESSAGES.alreadyOn);
  if (!pending) throw badRequest(SECURITY_MESSAGES.setupMissing);
  const step = await checkUserSecret(
    checks,
    userId,
    () => Promise.resolve(matchTotp(openSealed(pending.secret), code, null)),
    `code: ${SECURITY_MESSAGES.codeWrong}`,
  );
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.userTotp.updateMany({
      where: { user_id: userId, secret: pending.secret, confirmed_at: null },
      data: { confirmed_at: new Date(), last_step: step },
    });
    // Set up again (a new secret) or confirmed by another request meanwhile.
    if (count !== 1) throw badRequest(SECURITY_MESSAGES.setupMissing);
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordOwnSignInChange(tx, userId, "two_factor_on");
    return codes;
  });
}
