// How a user reads in the panel's lists and pages. Plain code, no schema (api/users.ts has those).

/** A user's address as the panel shows it: the confirmed one, the pending one, or a dash. */
export function userEmailLabel(user: { email: string | null; pending_email?: string | null }): string {
  if (user.email) return user.email;
  return user.pending_email ? `Pending confirmation: ${user.pending_email}` : "—";
}
