/** Where a signed-out visitor was going: only panel paths of this site (never another origin). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/panel") || next.startsWith("//") || next.includes("\\")) return null;
  const rest = next.slice("/panel".length);
  if (rest !== "" && !/^[/?#]/.test(rest)) return null;
  return next;
}

/** /login with the page asked for as `next`. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${new URLSearchParams({ next }).toString()}`;
}
