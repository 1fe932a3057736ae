import type { Agent } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import type { RequestSession } from "../auth/middleware.js";
import type { ErpConnector } from "../services/erp/connector.js";
import type { PriceBookStore } from "../services/price-books/store.js";
import type { ClientInfo } from "../auth/client.js";
import type { SignInAttempts } from "../http/rate-limit.js";

/**
 * What every procedure receives: the database, the services, and who calls. A request passes its
 * `session` (auth/middleware.ts), looked up once, when a procedure first asks for the agent; a
 * caller in process that already holds the agent passes `agent` (and its cookie token) instead.
 */
export interface Context {
  prisma: PrismaClient;
  session?: RequestSession;
  agent?: Agent | null;
  /** The request's session cookie token, if any: an e-mail change confirmed here keeps this session. */
  sessionToken?: string | null;
  erp: ErpConnector;
  /** The price book versions: the one in effect, and each quote's own (decision 148). */
  priceBooks: PriceBookStore;
  /**
   * The sign-in allowances (decision 005) that every check of a password or a second-factor code
   * counts against (decision 140); one per app, shared with the login route. Absent in process:
   * checks count in the database all the same (auth/credential-checks.ts).
   */
  signIns?: SignInAttempts;
  /** Who calls over HTTP: the address the allowances count under, and the browser's user agent. */
  client?: ClientInfo;
}

export type ContextServices = Omit<Context, "agent" | "sessionToken" | "session" | "client">;
