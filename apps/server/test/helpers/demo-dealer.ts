import type { PrismaClient } from "../../src/db/client.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { Client, startApp, type RunningApp } from "./http.js";

/** What most API suites start from (startDemoDealerApp). */
export interface DemoDealerApp {
  app: RunningApp;
  /** The demo US dealer (the manufacturer's account 2), whose quotes the suites make. */
  dealer: { id: number; account_id: number };
  /** Its representative, `salesrep`. */
  repId: number;
  /** A visitor without a session (the homeowner). */
  anonymous: Client;
}

/**
 * The demo world on the suite's database and the app on it, sign-ins not rate-limited (the suites sign
 * in as many users), with the demo US dealer and its representative.
 */
export async function startDemoDealerApp(prisma: PrismaClient): Promise<DemoDealerApp> {
  await seedDemoWorld(prisma);
  const dealer = await prisma.dealer.findFirstOrThrow({ where: { country: "USA", account_id: 2 } });
  const repId = (await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } })).id;
  const app = await startApp({ prisma, rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 } });
  return { app, dealer, repId, anonymous: new Client(app.url, null) };
}
