import {
  RECORD_STATUS,
  type Agent,
  type TCustomLinkInput,
  type TListQuery,
  type TUpdateCustomLinkRequest,
} from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { notFound } from "../http/errors.js";
import { changedFields, iso } from "./convert.js";
import { eachContains, listArgs } from "./list-query.js";

type LinkRow = Prisma.UserCustomLinkGetPayload<object>;

export function toCustomLinkDto(row: LinkRow) {
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    subtitle: row.subtitle,
    icon: row.icon,
    link: row.link,
    created_at: iso(row.created_at),
  };
}
export type CustomLinkDto = ReturnType<typeof toCustomLinkDto>;

/** Quick Links are personal: every query is limited to the agent's own, live (status 1) links. */
function own(agent: Agent): Prisma.UserCustomLinkWhereInput {
  return { user_id: agent.id, status: RECORD_STATUS.ACTIVE };
}

/** GET /user-custom-links: the agent's own links, oldest first (the order they were added). */
export async function listCustomLinks(prisma: PrismaClient, agent: Agent, query: TListQuery) {
  const args = await listArgs<Prisma.UserCustomLinkWhereInput>(query, {
    sortable: ["id", "created_at", "title"],
    defaultSort: "id",
    search: (q) => ({
      OR: eachContains(["title", "subtitle", "link"], q),
    }),
    scope: [own(agent)],
    count: (args) => prisma.userCustomLink.count(args),
  });
  if (!args) return [];
  const rows = await prisma.userCustomLink.findMany(args);
  return rows.map(toCustomLinkDto);
}

async function findLink(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await prisma.userCustomLink.findFirst({ where: { AND: [{ id }, own(agent)] } });
  if (!row) throw notFound();
  return row;
}

export async function getCustomLink(prisma: PrismaClient, agent: Agent, id: number) {
  return toCustomLinkDto(await findLink(prisma, agent, id));
}

export async function createCustomLink(prisma: PrismaClient, agent: Agent, input: TCustomLinkInput) {
  const row = await prisma.userCustomLink.create({
    data: {
      user_id: agent.id,
      title: input.title,
      subtitle: input.subtitle || null,
      icon: input.icon || null,
      link: input.link,
    },
  });
  return toCustomLinkDto(row);
}

export async function updateCustomLink(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  input: Omit<TUpdateCustomLinkRequest, "id">,
) {
  const row = await findLink(prisma, agent, id);
  const patch = {
    ...input,
    ...(input.subtitle !== undefined ? { subtitle: input.subtitle || null } : {}),
    ...(input.icon !== undefined ? { icon: input.icon || null } : {}),
  };
  const changes = changedFields(row, patch);
  if (Object.keys(changes).length === 0) return toCustomLinkDto(row);
  return toCustomLinkDto(await prisma.userCustomLink.update({ where: { id }, data: changes }));
}

/** DELETE /user-custom-links/{id}: the link is retired (status 0) and no longer listed. */
export async function deleteCustomLink(prisma: PrismaClient, agent: Agent, id: number) {
  await findLink(prisma, agent, id);
  return toCustomLinkDto(
    await prisma.userCustomLink.update({ where: { id }, data: { status: RECORD_STATUS.INACTIVE } }),
  );
}
