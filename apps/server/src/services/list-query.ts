import type { TListQuery } from "@screens/domain";
import { badRequest } from "../http/errors.js";

/**
 * Turns the optional `q`, `sort`, `limit` and `cursor` of a list into Prisma arguments, applied in
 * the database. Without them a list is complete (the spec's behaviour), newest first.
 */
export function listArgs<Where>(
  query: TListQuery,
  options: { sortable: readonly string[]; search: (q: string) => Where; defaultSort?: string },
) {
  const sort = query.sort ?? options.defaultSort ?? "-id";
  const descending = sort.startsWith("-");
  const field = descending ? sort.slice(1) : sort;
  if (!options.sortable.includes(field)) {
    throw badRequest(`sort: Sort by one of ${options.sortable.join(", ")} (prefix - for descending).`);
  }
  const direction = descending ? ("desc" as const) : ("asc" as const);
  return {
    where: query.q ? options.search(query.q) : undefined,
    orderBy: field === "id" ? [{ id: direction }] : [{ [field]: direction }, { id: direction }],
    ...(query.limit ? { take: query.limit } : {}),
    ...(query.cursor ? { cursor: { id: query.cursor }, skip: 1 } : {}),
  };
}
