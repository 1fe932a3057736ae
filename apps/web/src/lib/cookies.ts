/** Cookie lives for this many days unless told otherwise (the table sort's cookie life, decision 129). */
export const DEFAULT_COOKIE_DAYS = 36500;

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

export function writeCookie(name: string, value: string, days = DEFAULT_COOKIE_DAYS): void {
  const maxAge = Math.round(days * 24 * 60 * 60);
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

/** The cookie's JSON, unchecked: callers narrow it (a cookie is whatever the browser sends). */
export function readJsonCookie(name: string): unknown {
  const raw = readCookie(name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJsonCookie(name: string, value: unknown, days = DEFAULT_COOKIE_DAYS): void {
  writeCookie(name, JSON.stringify(value), days);
}
