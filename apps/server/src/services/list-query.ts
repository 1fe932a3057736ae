import { LIST_PAGE, type TListQuery } from "@screens/domain";
import { badRequest } from "../http/errors.js";

/** A list's `sort` ("field" or "-field" for descending), refused unless the field is sortable. */
export function parseSort<Field extends string>(sort: string, sortable: readonly Field[]) {
  const descending = sort.startsWith("-");
  const name = descending ? sort.slice(1) : sort;
  const field = sortable.find((candidate) => candidate === name);
  if (field === undefined) {
    throw badRequest(`sort: Sort by one of ${sortable.join(", ")} (prefix - for descending).`);
  }
  return { field, descending };
}

interface ListOptions<Where> {
  sortable: readonly string[];
  search: (q: string) => Where;
  defaultSort?: string;
  /** The agent's tenancy and the list's own filters: every row of the page must match all of them. */
  scope: Where[];
  /** Counts rows matching a filter (`prisma.customer.count`, ...): checks the cursor row. */
  count: (args: { where: Where }) => Promise<number>;
}

/**
 * Turns the optional `q`, `sort`, `limit` and `cursor` of a list into Prisma arguments, applied in
 * the database, inside the list's scope. Without them a list is its first page (LIST_PAGE.default
 * rows, newest first): the last row's id is the cursor of the next page.
 *
 * Prisma positions a cursor by its id alone (its subquery ignores `where`), so a cursor naming a row
 * outside the scope would place the page by data the agent may not see (and, sorted by a text field,
 * reveal it bit by bit). Such a cursor answers an empty page (null), exactly as a missing one does.
 */
export async function listArgs<Where>(query: TListQuery, options: ListOptions<Where>) {
  const { field, descending } = parseSort(query.sort ?? options.defaultSort ?? "-id", options.sortable);
  if (query.cursor) {
    const visible = await options.count({
      where: { AND: [{ id: query.cursor }, ...options.scope] } as Where,
    });
    if (visible === 0) return null;
  }
  const direction = descending ? ("desc" as const) : ("asc" as const);
  const filters = query.q ? [...options.scope, options.search(query.q)] : options.scope;
  return {
    where: { AND: filters } as Where,
    orderBy: field === "id" ? [{ id: direction }] : [{ [field]: direction }, { id: direction }],
    take: query.limit ?? LIST_PAGE.default,
    ...(query.cursor ? { cursor: { id: query.cursor }, skip: 1 } : {}),
  };
}

/** One condition per field, each met where the field contains `q` whatever its case: a list's search. */
export function eachContains(fields: readonly string[], q: string) {
  return fields.map((field) => ({ [field]: { contains: q, mode: "insensitive" as const } }));
}

/** A company's list (an account's, a dealer's): the columns it sorts by and the fields `q` searches. */
export const COMPANY_SORTABLE = [
  "id",
  "created_at",
  "account_number",
  "company_name",
  "email",
  "city",
  "state",
  "country",
  "discount",
  "status",
] as const;
export const COMPANY_SEARCHED = [
  "account_number",
  "company_name",
  "email",
  "phone",
  "city",
  "state",
  "zip_code",
  "country",
] as const;
