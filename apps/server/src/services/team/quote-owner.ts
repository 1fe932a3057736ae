import {
  mayReassignQuotes,
  QUOTE_STATUS,
  RECORD_STATUS,
  TEAM_MESSAGES,
  type Agent,
  type TQuoteOwnerCandidate,
} from "@screens/domain";
import type { Prisma, PrismaClient } from "../../db/client.js";
import { badRequest, forbidden, notFound } from "../../http/errors.js";
import { recordStatusChange } from "../audit.js";
import { lockedQuote, getQuote } from "../quotes.js";
import { quoteScope } from "../scope.js";

/**
 * A quote's owner (docs/decisions/157-quote-owner.md): its creator at first; a dealer admin, a sales
 * manager or manufacturer staff hand it to another active user of the quote's dealer (or, for a
 * quote without a dealer, of its account), and the quote's history says who did, when, from whom
 * to whom. Tenancy is the quote's: another dealer's quote is a 404, like a missing one.
 */

type Tx = Prisma.TransactionClient;
const nameOf = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`.trim();

/** The users a quote may belong to: the active users of its dealer, else of its account. */
function candidatesWhere(quote: {
  dealer_id: number | null;
  account_id: number | null;
}): Prisma.UserWhereInput {
  return quote.dealer_id !== null
    ? { dealer_id: quote.dealer_id, status: RECORD_STATUS.ACTIVE }
    : { account_id: quote.account_id ?? -1, dealer_id: null, status: RECORD_STATUS.ACTIVE };
}

async function visibleQuote(prisma: PrismaClient | Tx, agent: Agent, id: number) {
  const quote = await prisma.quote.findFirst({
    where: { id, status: { not: QUOTE_STATUS.INACTIVE }, ...quoteScope(agent) },
    select: { id: true, dealer_id: true, account_id: true, owner_id: true },
  });
  if (!quote) throw notFound();
  return quote;
}

/** GET /quotes/{id}/owners: who the agent may hand the quote to, by name. */
export async function ownerCandidates(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
): Promise<TQuoteOwnerCandidate[]> {
  if (!mayReassignQuotes(agent.role_id)) throw forbidden(TEAM_MESSAGES.reassignNotAllowed);
  const quote = await visibleQuote(prisma, agent, id);
  const users = await prisma.user.findMany({
    where: candidatesWhere(quote),
    select: { id: true, first_name: true, last_name: true, role_id: true },
    orderBy: [{ first_name: "asc" }, { last_name: "asc" }, { id: "asc" }],
  });
  return users.map((user) => ({ id: user.id, name: nameOf(user), role_id: user.role_id }));
}

/** POST /quotes/{id}/owner: the quote's new owner, under the quote's lock; answers the quote page. */
export async function reassignQuote(prisma: PrismaClient, agent: Agent, id: number, ownerId: number) {
  if (!mayReassignQuotes(agent.role_id)) throw forbidden(TEAM_MESSAGES.reassignNotAllowed);
  await prisma.$transaction(async (tx) => {
    const quote = await lockedQuote(tx, agent, id);
    if (quote.owner_id === ownerId) return;
    const owner = await tx.user.findFirst({
      where: { AND: [{ id: ownerId }, candidatesWhere(quote)] },
      select: { first_name: true, last_name: true },
    });
    if (!owner)
      throw badRequest(
        quote.dealer_id !== null ? TEAM_MESSAGES.ownerNotInDealer : TEAM_MESSAGES.ownerNotInAccount,
      );
    const before =
      quote.owner_id === null
        ? null
        : await tx.user.findUnique({
            where: { id: quote.owner_id },
            select: { first_name: true, last_name: true },
          });
    await tx.quote.update({ where: { id }, data: { owner_id: ownerId } });
    await recordStatusChange(tx, {
      entity: "quote",
      entity_id: id,
      from_status: quote.status,
      to_status: quote.status,
      user_id: agent.id,
      event: "owner_changed",
      note: `Owner: ${before ? nameOf(before) : "nobody"} → ${nameOf(owner)}`,
    });
  });
  return getQuote(prisma, agent, id);
}
