import type { Request } from "express";

/** The session cookie: its value is the session token (the database keeps only its hash). */
export const SESSION_COOKIE = "screens_session";

/** Reads one cookie from the request header (the server sets just one, so no parser middleware). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
