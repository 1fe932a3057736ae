import { EmailSchema, MANUFACTURER_ACCOUNT_ID, PasswordSchema, ROLE, UsernameSchema } from "@screens/domain";
import { z } from "zod";
import { hashPassword } from "../auth/password.js";
import { accountNumber } from "../services/accounts.js";
import type { PrismaClient } from "../db/client.js";
import { DEMO_PASSWORD, SEED_LOCK, seedIfEmpty } from "./demo-world.js";
import { lockName, moveAccountsSequence } from "../db/row-locks.js";

export interface FirstAdmin {
  username: string;
  email: string;
  password: string;
  company: string;
}

export interface BootstrapOptions {
  /** Seed the demo world into an empty database (default everywhere but production, decision 009). */
  demoData: boolean;
  /** ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD (and COMPANY_NAME): the first super admin. */
  firstAdmin?: Partial<FirstAdmin>;
}

const ZFirstAdmin = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  company: z.string().trim().min(1),
});

/**
 * Fills an empty database, once: the demo world (its users share a published password, so never in
 * production unless asked for), or the first super admin an operator named. Returns what it did, as
 * a line for the log, or null when the database already had users.
 */
export async function bootstrapDatabase(
  prisma: PrismaClient,
  options: BootstrapOptions,
): Promise<string | null> {
  if ((await prisma.user.count()) > 0) return null;
  if (options.demoData) {
    return (await seedIfEmpty(prisma))
      ? `Empty database: demo data created (password ${DEMO_PASSWORD}).`
      : null;
  }
  const given = options.firstAdmin ?? {};
  if (!given.username && !given.email && !given.password) {
    return "Empty database and no demo data: set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD to create the first super admin.";
  }
  const parsed = ZFirstAdmin.safeParse({ ...given, company: given.company ?? "Manufacturer" });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`The first super admin cannot be created: ${problems.join("; ")}`);
  }
  const admin = parsed.data;
  const passwordHash = await hashPassword(admin.password);
  const created = await prisma.$transaction(async (tx) => {
    // Server processes that start together on one empty database: the first creates the admin.
    await lockName(tx, SEED_LOCK);
    if ((await tx.user.count()) > 0) return false;
    await tx.account.create({
      data: {
        id: MANUFACTURER_ACCOUNT_ID,
        account_number: accountNumber(MANUFACTURER_ACCOUNT_ID),
        company_name: admin.company,
        email: admin.email,
      },
    });
    await moveAccountsSequence(tx);
    await tx.user.create({
      data: {
        username: admin.username.toLowerCase(),
        email: admin.email,
        first_name: "Super",
        last_name: "Admin",
        role_id: ROLE.SUPER_ADMIN,
        account_id: MANUFACTURER_ACCOUNT_ID,
        password_hash: passwordHash,
      },
    });
    return true;
  });
  if (!created) return null;
  return `Empty database: super admin '${admin.username.toLowerCase()}' created for ${admin.company}.`;
}
