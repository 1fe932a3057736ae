import type { Agent } from "@screens/domain/agent";
import type { TTwoFactorSetup, TwoFactorStep } from "@screens/domain/schemas";
import { api } from "@/lib/api";

export interface LoginPayload {
  username: string;
  password: string;
}

export interface ResetPasswordPayload {
  password: string;
  confirmPassword: string;
  hashedKey: string;
}

/** Whether the login's answer is the second step rather than the agent. */
export function isTwoFactorStep(answer: Agent | TwoFactorStep): answer is TwoFactorStep {
  return "two_factor" in answer;
}

/** REST calls of the session (docs/api.md). */
export const authApi = {
  checkSession: () => api<Agent>("/api/check-session"),
  /** The agent, or the second step when the user signs in with an authenticator app (decision 141). */
  login: (payload: LoginPayload) =>
    api<Agent | TwoFactorStep>("/api/login", { method: "POST", body: payload }),
  /** The second step: a code of the app or a recovery code. */
  twoFactorCode: (code: string) => api<Agent>("/api/login/two-factor", { method: "POST", body: { code } }),
  /** The company requires an app and the user has none: set one up before the session starts. */
  twoFactorSetup: () => api<TTwoFactorSetup>("/api/login/two-factor/setup", { method: "POST", body: {} }),
  twoFactorEnroll: (code: string) =>
    api<{ agent: Agent; recovery_codes: string[] }>("/api/login/two-factor/enroll", {
      method: "POST",
      body: { code },
    }),
  logout: () => api<unknown>("/api/logout", { method: "DELETE" }),
  forgotPassword: (email: string, url: string) =>
    api<unknown>("/api/forgot-password", { method: "POST", body: { email, url } }),
  updatePassword: (payload: ResetPasswordPayload) =>
    api<unknown>("/api/update-password", { method: "POST", body: payload }),
};
