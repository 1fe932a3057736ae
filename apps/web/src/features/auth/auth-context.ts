import type { Agent } from "@screens/domain/agent";
import { createContext, useContext } from "react";
import type { LoginPayload, ResetPasswordPayload } from "./auth-api";

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface AuthContextValue {
  status: SessionStatus;
  agent: Agent | null;
  /** HTTP status of a failed session check or logout; the error screen replaces the app while set. */
  errorCode: number | null;
  /** Server errors of the last login / forgot / reset attempt (the first one shows as the red line). */
  errors: string[];
  /** True while a login, logout, forgot or reset call runs. */
  working: boolean;
  /**
   * After a right password, the second step of a two-factor sign-in (decision 141): "code" (the
   * app's code or a recovery code) or "enroll" (the company requires an app: set one up); else null.
   */
  twoFactor: "code" | "enroll" | null;
  /** Back from the second step to the password. */
  cancelTwoFactor: () => void;
  /** Signs in; the login page then goes on to the page asked for, or the dashboard. */
  login: (payload: LoginPayload) => Promise<boolean>;
  /** A session renewed in place (the sign-in dialog of an expired session): no navigation. */
  resumeSession: (agent: Agent) => void;
  logout: () => Promise<void>;
  forgotPassword: (email: string) => Promise<boolean>;
  resetPassword: (payload: ResetPasswordPayload) => Promise<boolean>;
  clearErrors: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
