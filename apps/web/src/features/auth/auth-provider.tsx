import { errorForStatus, MESSAGES } from "@screens/domain/messages";
import type { Agent } from "@screens/domain/agent";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { ErrorScreen } from "@/components/feedback/error-screen";
import { GoTo } from "@/components/feedback/go-to";
import { LoadingScreen } from "@/components/feedback/loading-screen";
import { ApiError, statusOf } from "@/lib/api";
import { goTo } from "@/lib/navigation";
import { toastSuccess } from "@/lib/notify";
import { authApi, isTwoFactorStep, type LoginPayload, type ResetPasswordPayload } from "./auth-api";
import { AuthContext, type AuthContextValue, type SessionStatus } from "./auth-context";
import { loginPathFor } from "./next-path";
import { sessionQuery } from "./session-query";

/** What the provider reads of the root loader's data (root.tsx): the session the server resolved. */
export interface RootSession {
  agent: Agent | null;
}

function isPanelPath(pathname: string): boolean {
  return pathname === "/panel" || pathname.startsWith("/panel/");
}

function errorsOf(error: unknown): string[] {
  if (error instanceof ApiError)
    return error.errors.length > 0 ? error.errors : [errorForStatus(error.status).message];
  return [MESSAGES.unexpectedError];
}

/**
 * Owns the session (product rule R2). The root loader resolved it on the server (sessionQuery), so
 * the page starts signed in or out; 401 means signed out silently, any other failure shows the error
 * screen with its code.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const root = useRouteLoaderData<RootSession>("root");
  const session = useQuery({ ...sessionQuery, initialData: root ? root.agent : undefined });
  const agent = session.data ?? null;
  const status: SessionStatus = session.isPending ? "loading" : agent ? "authenticated" : "unauthenticated";
  const [failedCode, setErrorCode] = useState<number | null>(null);
  const errorCode = failedCode ?? (session.error ? statusOf(session.error) : null);
  const [errors, setErrors] = useState<string[]>([]);
  const [working, setWorking] = useState(false);
  const [twoFactor, setTwoFactor] = useState<"code" | "enroll" | null>(null);
  const setAgent = useCallback(
    (next: Agent | null) => queryClient.setQueryData(sessionQuery.queryKey, next),
    [queryClient],
  );

  /** A form's call (sign-in, reset link, new password): working meanwhile, its errors shown; true when done. */
  const submit = useCallback(async (action: () => Promise<void>) => {
    setWorking(true);
    setErrors([]);
    try {
      await action();
      return true;
    } catch (error) {
      setErrors(errorsOf(error));
      return false;
    } finally {
      setWorking(false);
    }
  }, []);

  const login = useCallback(
    (payload: LoginPayload) =>
      submit(async () => {
        const answer = await authApi.login({ ...payload, username: payload.username.trim().toLowerCase() });
        // The password was right; the login page asks for the code (or an app's set-up) next.
        if (isTwoFactorStep(answer)) {
          setTwoFactor(answer.two_factor);
          return;
        }
        // The login page then moves on: to the deep link the visitor opened signed out, if any.
        setAgent(answer);
        toastSuccess(MESSAGES.welcomeBackTitle, MESSAGES.welcomeBackDescription);
      }),
    [setAgent, submit],
  );

  const logout = useCallback(async () => {
    setWorking(true);
    try {
      await authApi.logout();
      setAgent(null);
      toastSuccess(MESSAGES.successTitle, MESSAGES.loggedOutDescription);
      void goTo("/", { replace: true });
    } catch (error) {
      setErrorCode(statusOf(error));
    } finally {
      setWorking(false);
    }
  }, [setAgent]);

  const forgotPassword = useCallback(
    (email: string) =>
      submit(async () => {
        await authApi.forgotPassword(email, window.location.origin);
        toastSuccess(MESSAGES.successTitle, MESSAGES.resetLinkSent);
        void goTo("/login");
      }),
    [submit],
  );

  const resetPassword = useCallback(
    (payload: ResetPasswordPayload) =>
      submit(async () => {
        await authApi.updatePassword(payload);
        void goTo("/login");
      }),
    [submit],
  );

  const clearErrors = useCallback(() => setErrors([]), []);

  const resumeSession = useCallback(
    (renewed: Agent) => {
      setTwoFactor(null);
      setAgent(renewed);
    },
    [setAgent],
  );
  const cancelTwoFactor = useCallback(() => {
    setTwoFactor(null);
    setErrors([]);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      agent,
      errorCode,
      errors,
      working,
      twoFactor,
      cancelTwoFactor,
      login,
      resumeSession,
      logout,
      forgotPassword,
      resetPassword,
      clearErrors,
    }),
    [
      status,
      agent,
      errorCode,
      errors,
      working,
      twoFactor,
      cancelTwoFactor,
      login,
      resumeSession,
      logout,
      forgotPassword,
      resetPassword,
      clearErrors,
    ],
  );

  if (status === "loading") return <LoadingScreen />;
  // Signed out on a panel page (the panel's loader sends such a request to /login on the server;
  // here a session that ended in the page): sign in first, then back here.
  if (status === "unauthenticated" && errorCode === null && !working && isPanelPath(location.pathname))
    return <GoTo href={loginPathFor(location)} />;
  return (
    <AuthContext.Provider value={value}>
      {errorCode !== null ? <ErrorScreen code={errorCode} /> : children}
    </AuthContext.Provider>
  );
}
