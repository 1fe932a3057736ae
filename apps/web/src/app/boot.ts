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

/** Queries boot fetched with the document: the screen that mounts them does not ask again at once. */
const fetchedAtBoot = new Set<string>();
const BOOT_FRESH_MS = 10_000;
export const queryClient = createQueryClient({
  staleTime: (query) => (fetchedAtBoot.has(query.queryHash) ? BOOT_FRESH_MS : 0),
});
export const trpcClient = createTrpcClient();
const utils = createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });
export type QueryUtils = typeof utils;

/**
 * What a route can start at boot: its code (the lazy chunk) and its first queries. The first render
 * waits for `prefetch` (what the screen's first paint shows, its title included); `warm` is only
 * started early (data below the title, which the screen shows in its own place as it arrives).
 */
export interface RouteHandle {
  chunk?: () => Promise<unknown>;
  prefetch?: (utils: QueryUtils, params: Params) => Promise<unknown>;
  warm?: (utils: QueryUtils, params: Params) => Promise<unknown>;
}

let bootSession: Promise<Agent> | null = null;

/** How the boot session check ended, once it has: what the AuthProvider starts from (decision 125). */
export type SessionOutcome = { agent: Agent } | { error: unknown };
let bootOutcome: SessionOutcome | null = null;

/**
 * The longest the document waits, blank, for the session check, the screen's code and its first
 * query before React's first render. Past it the app renders anyway and shows the spec's loading
 * screen until they arrive (a slow network); within it, the first paint is the screen itself.
 */
export const BOOT_WAIT_MS = 1500;

declare global {
  interface Window {
    /** The session check index.html's inline script starts while the entry downloads (decision 123). */
    __screensSession?: Promise<Response>;
    /** The screen's first reads, by REST path, which the same script starts (decision 125). */
    __screensData?: Record<string, Promise<Response> | undefined>;
  }
}

/** The answer to a read index.html's inline script started, handed out once; null when none was. */
function takeEarlyRead<T>(path: string): Promise<T> | null {
  const reads = window.__screensData;
  const started = reads?.[path];
  if (!reads || !started) return null;
  reads[path] = undefined;
  return answerOf<T>(started);
}

/** A tRPC query of the utils (`utils.quotes.get`): what a screen's first read fills. */
interface PrefetchableQuery<TInput, TData> {
  setData(input: TInput, data: TData): unknown;
  prefetch(input: TInput): Promise<unknown>;
}

/**
 * One of a screen's first queries: the answer of the read the document started at `path` (the REST
 * face of the same procedure), when there is one and it succeeded, set as the query's data; else
 * the query's own fetch (its errors included).
 */
export function earlyRead<TInput, TData>(
  path: string,
  query: PrefetchableQuery<TInput, TData>,
  input: TInput,
): Promise<unknown> {
  const early = takeEarlyRead<TData>(path);
  if (!early) return query.prefetch(input);
  return early.then(
    (data) => query.setData(input, data),
    () => query.prefetch(input),
  );
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
 * The boot session check's outcome if it has already come back, handed out once (with the check
 * itself): the AuthProvider then starts signed in or out, with no loading screen in between.
 */
export function takeSettledBootSession(): SessionOutcome | null {
  const outcome = bootOutcome;
  if (!outcome || !bootSession) return null;
  bootOutcome = null;
  bootSession = null;
  return outcome;
}

/**
 * Starts the session check, the matched routes' chunks and their first queries, side by side: the
 * query does not wait for the session check (issue 14 §1). Signed out, the query answers 401 and is
 * forgotten once the session check says so, so the screen asks again after sign-in. Resolves when
 * all of them have come back, or after BOOT_WAIT_MS: main.tsx renders then (decision 125).
 */
export function startBoot(routes: RouteObject[], location: Location, waitMs = BOOT_WAIT_MS): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  const waits: Promise<unknown>[] = [];
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.chunk) waits.push(handle.chunk().catch(() => undefined));
  }
  // The homeowner's page has no session: nothing to check, nothing of the panel's to fetch.
  if (!location.pathname.startsWith("/q/")) {
    const session = checkSession();
    bootSession = session;
    bootOutcome = null;
    waits.push(
      session.then(
        (agent) => {
          if (bootSession === session) bootOutcome = { agent };
        },
        (error: unknown) => {
          if (bootSession === session) bootOutcome = { error };
        },
      ),
    );
    let prefetched = false;
    for (const match of matches) {
      const handle = match.route.handle as RouteHandle | undefined;
      for (const [start, awaited] of [
        [handle?.prefetch, true],
        [handle?.warm, false],
      ] as const) {
        if (!start) continue;
        prefetched = true;
        const fetched = start(utils, match.params)
          .catch(() => undefined)
          .finally(() => {
            for (const query of queryClient.getQueryCache().getAll())
              if (query.state.status === "success") fetchedAtBoot.add(query.queryHash);
          });
        if (awaited) waits.push(fetched);
      }
    }
    // A signed-out visitor gets 401 here; the AuthProvider reports it, nothing else should.
    session.catch(() => {
      if (prefetched) queryClient.removeQueries();
    });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  return Promise.race([Promise.all(waits).then(() => undefined), deadline]).finally(() =>
    clearTimeout(timer),
  );
}
