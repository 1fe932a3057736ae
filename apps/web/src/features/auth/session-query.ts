import { queryOptions } from "@tanstack/react-query";
import type { Agent } from "@screens/domain/agent";
import { ApiError } from "@/lib/api";
import { authApi } from "./auth-api";

/**
 * The session as a query: the root loader fills it on the server (the agent the request's cookie
 * names, or null), so a page never waits for it; without a loader (tests) it asks the API. 401 is
 * simply signed out (null); any other failure is the query's error (the error screen).
 */
export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: async (): Promise<Agent | null> => {
    try {
      return await authApi.checkSession();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});
