import { opensOnOwnQuotes } from "@screens/domain/team";

/**
 * Whose quotes the list shows (docs/decisions/157-quote-owner.md), from the address's `owner`:
 * "all", "mine" or a user's id. Without one a representative sees their own ("My quotes"), everyone
 * else all. The loader and the screen read the same answer, so the first HTML is the list asked for.
 */
export type OwnerChoice = "all" | "mine" | `${number}`;

export function ownerChoiceOf(
  params: URLSearchParams,
  agent: { id: number; role_id: number } | null | undefined,
): OwnerChoice {
  const asked = params.get("owner");
  if (asked === "all" || asked === "mine") return asked;
  if (asked && /^[1-9]\d{0,9}$/.test(asked)) return asked as `${number}`;
  return agent && opensOnOwnQuotes(agent.role_id) ? "mine" : "all";
}

/** The list's `owner_id` for a choice: none for all quotes. */
export function ownerIdOf(choice: OwnerChoice, agent: { id: number } | null | undefined): number | undefined {
  if (choice === "all") return undefined;
  if (choice === "mine") return agent?.id;
  return Number(choice);
}
