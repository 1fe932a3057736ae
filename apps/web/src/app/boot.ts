// What starts the moment the document runs, before React renders (issue 14 §1): the session check,
// the current screen's code and the current screen's first query, all in parallel. Every path change
// is a full document load (decision 030), so boot is when every screen's data starts.
import { createTRPCQueryUtils } from "@trpc/react-query";
import type { Agent } from "@screens/domain";
import type { AppRouter } from "@screens/server/router";
import { matchRoutes, type Params, type RouteObject } from "react-router-dom";
import { authApi } from "@/features/auth/auth-api";
import { answerOf } from "@/lib/api";
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

declare global {
  interface Window {
    /** The session check index.html's inline script starts while the entry downloads (decision 123). */
    __screensSession?: Promise<Response>;
  }
}

/** The session check: the one the document already started, else a new one. */
function checkSession(): Promise<Agent> {
  const started = window.__screensSession;
  window.__screensSession = undefined;
  return started ? answerOf<Agent>(started) : authApi.checkSession();
}

/** The session check started at boot, handed out once (the AuthProvider's first check). */
export function takeBootSession(): Promise<Agent> | null {
  const started = bootSession;
  bootSession = null;
  return started;
}

/**
 * Starts the session check, the matched routes' chunks and their first queries, side by side: the
 * query does not wait for the session check (issue 14 §1). Signed out, the query answers 401 and is
 * forgotten once the session check says so, so the screen asks again after sign-in.
 */
export function startBoot(routes: RouteObject[], location: Location): void {
  const matches = matchRoutes(routes, location) ?? [];
  // The homeowner's page has no session: nothing to check, nothing of the panel's to fetch.
  if (location.pathname.startsWith("/q/")) return;
  const session = checkSession();
  bootSession = session;
  let prefetched = false;
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    void handle?.chunk?.().catch(() => undefined);
    if (handle?.prefetch) {
      prefetched = true;
      void handle.prefetch(utils, match.params).catch(() => undefined);
    }
  }
  // A signed-out visitor gets 401 here; the AuthProvider reports it, nothing else should.
  session.catch(() => {
    if (prefetched) queryClient.removeQueries();
  });
}
