// Where screens-price reads a price book from (`--book`): a file, or the server's
// `GET /api/price-books/...` with the user's session (docs/pricing.md, "CLI").
import { readFileSync } from "node:fs";

/** The environment variable holding the session, and the cookie the server reads it from (apps/server/src/http/cookies.ts). */
export const SESSION_ENV = "SCREENS_SESSION";
export const SESSION_COOKIE = "screens_session";
const TIMEOUT_MS = 30_000;

/** A book that could not be read: the message says what to do. */
export class BookSourceError extends Error {}

export const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** The session goes only where no one else reads it: over https, or plain http to this machine. */
function mayCarrySession(url: URL): boolean {
  return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/** The text of the book at a file path or an http(s) URL. */
export async function readBookSource(source: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (!isUrl(source)) {
    try {
      return readFileSync(source, "utf8");
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new BookSourceError(`cannot read ${source}${code ? ` (${code})` : ""}`);
    }
  }
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new BookSourceError(`${source} is not a valid URL`);
  }
  const session = env[SESSION_ENV]?.trim();
  const headers: Record<string, string> = { accept: "application/json" };
  if (session) {
    if (!mayCarrySession(url))
      throw new BookSourceError(
        `${SESSION_ENV} is sent only over https (or http to localhost): not to ${url.origin}`,
      );
    headers.cookie = `${SESSION_COOKIE}=${session}`;
  }
  let response: Response;
  try {
    response = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    const why =
      e instanceof Error && e.name === "TimeoutError"
        ? `no answer in ${TIMEOUT_MS / 1000} s`
        : (cause?.code ?? cause?.message ?? (e instanceof Error ? e.message : String(e)));
    throw new BookSourceError(`cannot reach ${source} (${why})`);
  }
  if (response.ok) return response.text();
  await response.body?.cancel();
  throw new BookSourceError(
    `${source} answered ${response.status}: ${statusAdvice(response, Boolean(session))}`,
  );
}

function statusAdvice(response: Response, hadSession: boolean): string {
  switch (response.status) {
    case 401:
      return hadSession
        ? `the session in ${SESSION_ENV} is not signed in (expired or signed out); sign in again and copy the ${SESSION_COOKIE} cookie`
        : `sign in, then set ${SESSION_ENV} to the value of the ${SESSION_COOKIE} cookie`;
    case 403:
      return "the signed-in user may not read price books";
    case 404:
      return "no price book there (check the version in the address)";
    default:
      if (response.status >= 300 && response.status < 400)
        return `a redirect${response.headers.get("location") ? ` to ${response.headers.get("location")}` : ""}, not a price book`;
      return response.statusText || "not a price book";
  }
}
