// What starts the moment the document runs, before React renders (issue 14 §1): the session check,
// the current screen's code and the current screen's first query, all in parallel. Every path change
// is a full document load (decision 030), so boot is when every screen's data starts.
import { createTRPCQueryUtils } from "@trpc/react-query";
import type { Agent } from "@screens/domain";
import type { AppRouter } from "@screens/server/router";
import { matchRoutes, type Params, type RouteObject } from "react-router-dom";
import { authApi } from "@/features/auth/auth-api";
import { createQueryClient } from "@/lib/api-provider";
import { createTrpcClient } from "@/lib/trpc";

export const queryClient = createQueryClient();
export const trpcClient = createTrpcClient();
const utils = createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });
export type QueryUtils = typeof utils;

/** What a route can start at boot: its code (the lazy chunk) and, once signed in, its first query. */
export interface RouteHandle {
  chunk?: () => Promise<unknown>;
  prefetch?: (utils: QueryUtils, params: Params) => Promise<unknown>;
}

let bootSession: Promise<Agent> | null = null;

/** The session check started at boot, handed out once (the AuthProvider's first check). */
export function takeBootSession(): Promise<Agent> | null {
  const started = bootSession;
  bootSession = null;
  return started;
}

/** Starts the session check, the matched routes' chunks and (when signed in) their first queries. */
export function startBoot(routes: RouteObject[], location: Location): void {
  const matches = matchRoutes(routes, location) ?? [];
  const handles = matches.map((match) => ({
    handle: match.route.handle as RouteHandle | undefined,
    params: match.params,
  }));
  // The homeowner's page has no session: nothing to check.
  if (!location.pathname.startsWith("/q/")) {
    bootSession = authApi.checkSession();
    // A signed-out visitor gets 401 here; the AuthProvider reports it, nothing else should.
    bootSession.catch(() => undefined);
  }
  for (const { handle, params } of handles) {
    void handle?.chunk?.().catch(() => undefined);
    if (handle?.prefetch && bootSession) {
      const prefetch = handle.prefetch;
      bootSession.then(
        () => prefetch(utils, params).catch(() => undefined),
        () => undefined,
      );
    }
  }
}
