import { errorForStatus, MESSAGES, type Agent } from "@screens/domain";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { ErrorScreen } from "@/components/feedback/error-screen";
import { LoadingScreen } from "@/components/feedback/loading-screen";
import { ApiError } from "@/lib/api";
import { takeBootSession, takeSettledBootSession, type SessionOutcome } from "@/app/boot";
import { authApi, type LoginPayload, type ResetPasswordPayload } from "./auth-api";
import { AuthContext, type AuthContextValue, type SessionStatus } from "./auth-context";
import { loginPathFor, safeNextPath } from "./next-path";

function isPanelPath(pathname: string): boolean {
  return pathname === "/panel" || pathname.startsWith("/panel/");
}

function errorsOf(error: unknown): string[] {
  if (error instanceof ApiError)
    return error.errors.length > 0 ? error.errors : [errorForStatus(error.status).message];
  return [MESSAGES.unexpectedError];
}

function statusOf(boot: SessionOutcome | null): SessionStatus {
  if (!boot) return "loading";
  return "agent" in boot ? "authenticated" : "unauthenticated";
}

/** A failed session check: 401 is simply signed out; anything else shows the error screen. */
function errorCodeOf(error: unknown): number | null {
  if (error instanceof ApiError && error.status === 401) return null;
  return error instanceof ApiError ? error.status : 500;
}

/**
 * Owns the session (spec section 4): checks it on start (a spinner replaces the app meanwhile),
 * 401 means signed out silently, any other failure shows the error screen with its code.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The boot check has usually come back before the first render (decision 125): start from it.
  const [boot] = useState(takeSettledBootSession);
  const [status, setStatus] = useState<SessionStatus>(() => statusOf(boot));
  const [agent, setAgent] = useState<Agent | null>(() => (boot && "agent" in boot ? boot.agent : null));
  const [errorCode, setErrorCode] = useState<number | null>(() =>
    boot && "error" in boot ? errorCodeOf(boot.error) : null,
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (boot) return;
    let cancelled = false;
    // The check boot.ts started with the document, if still unused (issue 14 §1).
    (takeBootSession() ?? authApi.checkSession())
      .then((sessionAgent) => {
        if (cancelled) return;
        setAgent(sessionAgent);
        setStatus("authenticated");
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setStatus("unauthenticated");
        setErrorCode(errorCodeOf(error));
      });
    return () => {
      cancelled = true;
    };
  }, [boot]);

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
    (payload: LoginPayload, next?: string | null) =>
      submit(async () => {
        const signedIn = await authApi.login({ ...payload, username: payload.username.trim().toLowerCase() });
        setAgent(signedIn);
        setStatus("authenticated");
        // A deep link the visitor opened signed out comes back after sign-in (issue 12).
        void navigate(safeNextPath(next) ?? "/panel/dashboard");
        toast.success(MESSAGES.welcomeBackTitle, { description: MESSAGES.welcomeBackDescription });
      }),
    [navigate, submit],
  );

  const logout = useCallback(async () => {
    setWorking(true);
    try {
      await authApi.logout();
      setAgent(null);
      setStatus("unauthenticated");
      toast.success(MESSAGES.successTitle, { description: MESSAGES.loggedOutDescription });
    } catch (error) {
      setErrorCode(error instanceof ApiError ? error.status : 500);
    } finally {
      setWorking(false);
      void navigate("/", { replace: true });
    }
  }, [navigate]);

  const forgotPassword = useCallback(
    (email: string) =>
      submit(async () => {
        await authApi.forgotPassword(email, window.location.origin);
        toast.success(MESSAGES.successTitle, { description: MESSAGES.resetLinkSent });
        void navigate("/login");
      }),
    [navigate, submit],
  );

  const resetPassword = useCallback(
    (payload: ResetPasswordPayload) =>
      submit(async () => {
        await authApi.updatePassword(payload);
        void navigate("/login");
      }),
    [navigate, submit],
  );

  const clearErrors = useCallback(() => setErrors([]), []);

  const resumeSession = useCallback((renewed: Agent) => {
    setAgent(renewed);
    setStatus("authenticated");
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      agent,
      errorCode,
      errors,
      working,
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
      login,
      resumeSession,
      logout,
      forgotPassword,
      resetPassword,
      clearErrors,
    ],
  );

  if (status === "loading") return <LoadingScreen />;
  // Signed out on a panel page: sign in first, then back here (signed-in users without the
  // permission still get the 403 view of <Page>).
  if (status === "unauthenticated" && errorCode === null && !working && isPanelPath(location.pathname))
    return <Navigate to={loginPathFor(location)} replace />;
  return (
    <AuthContext.Provider value={value}>
      {errorCode !== null ? <ErrorScreen code={errorCode} /> : children}
    </AuthContext.Provider>
  );
}
