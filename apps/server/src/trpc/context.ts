import type { Agent } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import type { ErpConnector } from "../services/erp/connector.js";
import type { PriceBook } from "@screens/pricing";

/** What every procedure receives: the database, the session's agent (or null) and the services. */
export interface Context {
  prisma: PrismaClient;
  agent: Agent | null;
  /** The request's session cookie token, if any: an e-mail change confirmed here keeps this session. */
  sessionToken?: string | null;
  erp: ErpConnector;
  priceBook: PriceBook;
}

export type ContextServices = Omit<Context, "agent" | "sessionToken">;
