import type { Agent } from "@screens/domain/agent";
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

/** REST calls of the session (spec section 7). */
export const authApi = {
  checkSession: () => api<Agent>("/api/check-session"),
  login: (payload: LoginPayload) => api<Agent>("/api/login", { method: "POST", body: payload }),
  logout: () => api<unknown>("/api/logout", { method: "DELETE" }),
  forgotPassword: (email: string, url: string) =>
    api<unknown>("/api/forgot-password", { method: "POST", body: { email, url } }),
  updatePassword: (payload: ResetPasswordPayload) =>
    api<unknown>("/api/update-password", { method: "POST", body: payload }),
};
