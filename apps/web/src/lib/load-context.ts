import type { Agent } from "@screens/domain";
import type { TRPCClient } from "@trpc/client";
import type { AppRouter } from "@/lib/trpc";
import type { PublicQuote } from "@/features/public-quote/public-quote-api";

/**
 * What the Express server hands every loader (apps/server/src/http/web-app.ts): the request's
 * session, resolved once, and the procedures in process with that session. The web's server bundle
 * holds no server code; it calls what it is given here.
 */
export interface ServerContext {
  /** The signed-in agent, or null. */
  agent: Agent | null;
  /** This answer's Content-Security-Policy nonce, for the framework's inline scripts. */
  cspNonce: string;
  /** A tRPC client whose link calls the router in process, as this request's agent. */
  trpcClient: TRPCClient<AppRouter>;
  /** The homeowner's quote by its link's token (the server's cached read), null for a dead link. */
  readPublicQuote: (token: string) => Promise<PublicQuote | null>;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerContext {}
}
