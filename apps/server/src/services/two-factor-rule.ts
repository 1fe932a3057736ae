// A company's rule that its admins sign in with an authenticator app (docs/decisions/141-two-factor-sign-in.md):
// the manufacturer account's rule binds its roles 1 and 2, a dealer's its dealer admins (role 4).
// Who sets it: whoever may update the account or the dealer (its own admins, and the manufacturer's
// for its dealers). Admins who have no app yet are asked to set one up at their next sign-in.
import { can, ROLE, type Agent, type TTwoFactorRule } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import { forbidden, notFound } from "../http/errors.js";
import { accountScope, dealerScope } from "./scope.js";
import { diffFields } from "./audit-log.js";
import { recordAccountAudit } from "./accounts.js";
import { recordDealerAudit } from "./dealers.js";

type Company = "account" | "dealer";

const ADMIN_ROLES: Record<Company, number[]> = {
  account: [ROLE.SUPER_ADMIN, ROLE.MANUFACTURER_ADMIN],
  dealer: [ROLE.DEALER_ADMIN],
};

async function companyRule(prisma: PrismaClient, agent: Agent, company: Company, id: number) {
  const row =
    company === "account"
      ? await prisma.account.findFirst({
          where: { AND: [{ id }, accountScope(agent)] },
          select: { id: true, require_admin_two_factor: true },
        })
      : await prisma.dealer.findFirst({
          where: { AND: [{ id }, dealerScope(agent)] },
          select: { id: true, require_admin_two_factor: true },
        });
  if (!row) throw notFound();
  return row;
}

async function ruleAnswer(
  prisma: PrismaClient,
  company: Company,
  id: number,
  required: boolean,
): Promise<TTwoFactorRule> {
  const owner = company === "account" ? { account_id: id } : { dealer_id: id };
  const where = { ...owner, role_id: { in: ADMIN_ROLES[company] }, status: 1 };
  const [admins, enrolled] = await Promise.all([
    prisma.user.count({ where }),
    prisma.user.count({ where: { ...where, totp: { confirmed_at: { not: null } } } }),
  ]);
  return { require_admin_two_factor: required, admins, admins_with_two_factor: enrolled };
}

/** GET /{accounts|dealers}/{id}/two-factor-rule: within the agent's tenancy (else 404). */
export async function getTwoFactorRule(prisma: PrismaClient, agent: Agent, company: Company, id: number) {
  const row = await companyRule(prisma, agent, company, id);
  return ruleAnswer(prisma, company, row.id, row.require_admin_two_factor);
}

/** PATCH /{accounts|dealers}/{id}/two-factor-rule: needs account.u or dealer.u (403 without). */
export async function setTwoFactorRule(
  prisma: PrismaClient,
  agent: Agent,
  company: Company,
  input: { id: number; require_admin_two_factor: boolean },
) {
  const row = await companyRule(prisma, agent, company, input.id);
  if (!can(agent.permissions, company, "update")) throw forbidden();
  const data = { require_admin_two_factor: input.require_admin_two_factor };
  if (row.require_admin_two_factor !== input.require_admin_two_factor)
    await prisma.$transaction(async (tx) => {
      const changes = diffFields(row, data);
      if (company === "account") {
        const account = await tx.account.update({ where: { id: row.id }, data });
        await recordAccountAudit(tx, agent, account, "updated", changes);
      } else {
        const dealer = await tx.dealer.update({ where: { id: row.id }, data, omit: { logo: true } });
        await recordDealerAudit(tx, agent, dealer, "updated", changes);
      }
    });
  return ruleAnswer(prisma, company, row.id, input.require_admin_two_factor);
}
