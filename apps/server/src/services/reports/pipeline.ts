import {
  isStaff,
  pipelineStageOf,
  QUOTE_STATUS,
  RECORD_STATUS,
  TEAM_MESSAGES,
  type Agent,
  type PipelineStage,
  type TPipelineByRep,
  type TPipelineQuery,
  type TPipelineRow,
} from "@screens/domain";
import { sql } from "kysely";
import type { PrismaClient } from "../../db/client.js";
import { sqlBuilder } from "../../db/typed-sql.js";
import { badRequest, forbidden, notFound } from "../../http/errors.js";
import { dealerScope } from "../scope.js";
import { inPeriod, money, runReport } from "./filters.js";
import { resolvePeriod } from "./period.js";

/**
 * The pipeline by rep (docs/decisions/158-pipeline-by-rep.md): one dealer's quotes created in the
 * period, by owner and by stage (open, sent, accepted, ordered: `pipelineStageOf`), with counts and
 * customer totals (the stored `sale_price`, decision 112). A dealer user sees its own dealer only;
 * staff name a dealer of their tenancy. Every active user of the dealer has a row, quotes or not.
 */

const zero = () => ({ count: 0, total: 0 });
const emptyRow = (owner: Pick<TPipelineRow, "owner_id" | "owner_name" | "role_id">): TPipelineRow => ({
  ...owner,
  open: zero(),
  sent: zero(),
  accepted: zero(),
  ordered: zero(),
  all: zero(),
});
const cents = (value: number) => Math.round(value * 100) / 100;

async function dealerOf(prisma: PrismaClient, agent: Agent, dealerId: number | undefined) {
  if (!isStaff(agent.role_id)) {
    if (agent.dealer_id === null) throw forbidden();
    // A dealer user's pipeline is its own dealer's, whatever it asks for: another is not found.
    if (dealerId !== undefined && dealerId !== agent.dealer_id) throw notFound();
    dealerId = agent.dealer_id;
  }
  if (dealerId === undefined) throw badRequest(TEAM_MESSAGES.pipelineDealerNeeded);
  const dealer = await prisma.dealer.findFirst({
    where: { AND: [{ id: dealerId }, dealerScope(agent)] },
    select: { id: true, company_name: true },
  });
  if (!dealer) throw notFound();
  return dealer;
}

export async function pipelineByRep(
  prisma: PrismaClient,
  agent: Agent,
  query: TPipelineQuery,
): Promise<TPipelineByRep> {
  const range = resolvePeriod(query, agent);
  const dealer = await dealerOf(prisma, agent, query.dealer_id);
  const statement = sqlBuilder
    .selectFrom("quotes as q")
    .select([
      "q.owner_id",
      "q.status",
      sql<number>`count(*)::int`.as("count"),
      money(sql`sum(q.sale_price)`).as("total"),
    ])
    .where("q.dealer_id", "=", dealer.id)
    .where("q.status", "<>", sql.lit(QUOTE_STATUS.INACTIVE))
    .where((eb) => inPeriod(eb.ref("q.created_at"), range))
    .groupBy(["q.owner_id", "q.status"]);
  const [groups, users] = await Promise.all([
    runReport<{ owner_id: number | null; status: number; count: number; total: number }>(prisma, statement),
    prisma.user.findMany({
      where: { dealer_id: dealer.id },
      select: { id: true, first_name: true, last_name: true, role_id: true, status: true },
    }),
  ]);
  const byId = new Map(users.map((user) => [user.id, user]));
  const rows = new Map<number | null, TPipelineRow>();
  const rowOf = (ownerId: number | null) => {
    let row = rows.get(ownerId);
    if (!row) {
      const user = ownerId === null ? undefined : byId.get(ownerId);
      row = emptyRow({
        owner_id: ownerId,
        owner_name: user ? `${user.first_name} ${user.last_name}`.trim() : "No owner",
        role_id: user?.role_id ?? null,
      });
      rows.set(ownerId, row);
    }
    return row;
  };
  for (const user of users) if (user.status === RECORD_STATUS.ACTIVE) rowOf(user.id);
  const totals = emptyRow({ owner_id: null, owner_name: "", role_id: null });
  for (const group of groups) {
    const stage = pipelineStageOf(group.status);
    if (!stage) continue;
    const row = rowOf(group.owner_id);
    for (const target of [row, totals])
      for (const key of [stage, "all"] as Array<PipelineStage | "all">) {
        target[key].count += group.count;
        target[key].total = cents(target[key].total + group.total);
      }
  }
  // The busiest first (by customer total in the period), then by name.
  const sorted = [...rows.values()].sort(
    (a, b) => b.all.total - a.all.total || a.owner_name.localeCompare(b.owner_name),
  );
  const { open, sent, accepted, ordered, all } = totals;
  return {
    period: { period: range.period, label: range.label, from: range.from, to: range.to, tz: range.tz },
    dealer,
    rows: sorted,
    totals: { open, sent, accepted, ordered, all },
  };
}
