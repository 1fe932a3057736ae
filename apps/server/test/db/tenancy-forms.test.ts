import { beforeAll, expect, it } from "vitest";
import { QUOTE_STATUS, type Agent } from "@screens/domain";
import { loadAgent } from "../../src/auth/agent.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { quoteScope, seesDeactivatedQuotes, tenancyOf } from "../../src/services/scope.js";
import { loadQuoteList } from "../../src/services/quote-list-query.js";
import { loadQuotePage, loadQuotePageWithSession } from "../../src/services/quote-page-query.js";
import { createSession } from "../../src/auth/sessions.js";
import { hashToken } from "../../src/auth/tokens.js";
import { seedForeignAccount } from "../helpers/fixtures.js";
import { forEachDatabase } from "../helpers/test-database.js";

/**
 * The quote tenancy rule is written once (services/scope.ts) and read in two forms: Prisma's
 * `where` (every write and most reads) and SQL (the quote page and lists). For every user, both
 * forms must pick exactly the same quotes, including the awkward ones: a manufacturer's own quote
 * without a dealer, a quote whose dealer belongs to the account but which names no account, another
 * manufacturer's quotes, and a deactivated quote.
 */
forEachDatabase("the quote tenancy rule's Prisma and SQL forms agree", (getDatabase) => {
  const agents: Agent[] = [];
  let quoteIds: number[] = [];

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    const foreign = await seedForeignAccount(prisma);
    const gulf = await prisma.dealer.findFirstOrThrow({
      where: { company_name: "Gulf Coast Shade & Screen" },
    });
    const title = (text: string) => ({ title: text, quote_number: `T-${text}` });
    await prisma.quote.createMany({
      data: [
        { ...title("own"), account_id: gulf.account_id, status: QUOTE_STATUS.STARTED },
        { ...title("dealer-only"), dealer_id: gulf.id, status: QUOTE_STATUS.AWAITING_APPROVAL },
        { ...title("foreign"), dealer_id: foreign.dealer.id, account_id: foreign.account.id },
        { ...title("foreign-own"), account_id: foreign.account.id },
        {
          ...title("deactivated"),
          dealer_id: gulf.id,
          account_id: gulf.account_id,
          status: QUOTE_STATUS.INACTIVE,
        },
      ],
    });
    quoteIds = (await prisma.quote.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map(
      (q) => q.id,
    );
    for (const user of await prisma.user.findMany({ orderBy: { id: "asc" } })) {
      const agent = await loadAgent(prisma, user.id);
      if (agent) agents.push(agent);
    }
  });

  it("every user sees the same quotes through the list, the page and Prisma", async () => {
    const { prisma } = getDatabase();
    expect(new Set(agents.map((agent) => agent.role_id)).size).toBe(7);
    for (const agent of agents) {
      const viaPrisma = (
        await prisma.quote.findMany({
          where: { AND: [quoteScope(agent), { status: { not: QUOTE_STATUS.INACTIVE } }] },
          select: { id: true },
          orderBy: { id: "asc" },
        })
      ).map((quote) => quote.id);
      const viaList = (await loadQuoteList(prisma, agent, { sort: "id" })).map((quote) => quote.id);
      // The page also shows the manufacturer's staff deactivated quotes (product rule R7).
      const pageable = (
        await prisma.quote.findMany({
          where: seesDeactivatedQuotes(tenancyOf(agent).kind)
            ? quoteScope(agent)
            : { AND: [quoteScope(agent), { status: { not: QUOTE_STATUS.INACTIVE } }] },
          select: { id: true },
          orderBy: { id: "asc" },
        })
      ).map((quote) => quote.id);
      // The page read with the session in the same statement (GET /api/quotes/{id}).
      const { token } = await createSession(prisma, agent.id);
      const viaPage: number[] = [];
      const viaSessionPage: number[] = [];
      for (const id of quoteIds) {
        if (await loadQuotePage(prisma, agent, id)) viaPage.push(id);
        if ((await loadQuotePageWithSession(prisma, hashToken(token), id)).page) viaSessionPage.push(id);
      }

      const who = `${agent.username} (role ${agent.role_id})`;
      expect(viaPrisma.length, who).toBeGreaterThan(0);
      expect(viaList, who).toEqual(viaPrisma);
      expect(viaPage, who).toEqual(pageable);
      expect(viaSessionPage, who).toEqual(pageable);
    }
  });
});
