import type { Agent } from "@screens/domain/agent";
import type { PublicQuote } from "@screens/domain/quote-document";
import type { TRPCClient } from "@trpc/client";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import type { AppRouter } from "@/lib/trpc";

/**
 * What the Express server hands every loader (apps/server/src/web-app.ts): the request's
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
  /** Logs an unexpected error once, with the request's id (the server's logger). */
  logError: (error: unknown, message: string) => void;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerContext {}
}

/** A loader's arguments with the server's context typed (React Router leaves it `any`). */
export type LoaderArgs = Omit<LoaderFunctionArgs, "context"> & { context: AppLoadContext };
