import { ORDER_INACTIVE, RECORD_STATUS, type Agent } from "@screens/domain";
import type { PriceBook } from "@screens/pricing";
import {
  cutList,
  fabricRequirements,
  ProductionBookError,
  type CutList,
  type FabricRequirement,
} from "@screens/pricing/production";
import type { Prisma, PrismaClient } from "../../db/client.js";
import { rowToConfiguration } from "../configurations.js";
import { quoteScope } from "../scope.js";
import type { ReportPeriodRange } from "../reports/period.js";

/**
 * The fabric a period's orders need (docs/decisions/155-fabric-requirements.md): every unit's fabric
 * strips from its cut list, grouped by collection and colour and laid on the roll (planFabric).
 */
export interface FabricRequirementsReport {
  period: Pick<ReportPeriodRange, "label" | "from" | "to" | "tz">;
  orders: number;
  units: number;
  fabrics: FabricRequirement[];
  /** Units the book could not list: not in the plans. */
  unlisted: { order_number: string; unit_id: number; problems: string[] }[];
}

type Db = PrismaClient | Prisma.TransactionClient;

/** The instant a day starts in a time zone (the report's days are the agent's, decision 111). */
export function dayStart(day: string, tz: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  // How far the zone's clock is ahead of UTC at an instant.
  const offset = (at: number) => {
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(format.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
    return (
      Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")) -
      at
    );
  };
  // Twice: the offset at the day's start may differ from the one at UTC midnight (a clock change).
  const first = wall - offset(wall);
  return new Date(wall - offset(first));
}

export async function loadFabricRequirements(
  db: Db,
  agent: Agent,
  range: ReportPeriodRange,
  bookForQuote: (quoteId: number) => Promise<PriceBook>,
): Promise<FabricRequirementsReport> {
  const orders = await db.order.findMany({
    where: {
      status: { not: ORDER_INACTIVE },
      created_at: { gte: dayStart(range.from, range.tz), lt: dayStart(range.until, range.tz) },
      quote: quoteScope(agent),
    },
    orderBy: { id: "asc" },
    select: {
      id: true,
      order_number: true,
      quote_id: true,
      quote: {
        select: {
          screenconfigurations: {
            where: { status: { not: RECORD_STATUS.INACTIVE }, saved_at: { not: null } },
            orderBy: { id: "asc" },
          },
        },
      },
    },
  });
  const lists: { label: string; cutList: CutList }[] = [];
  const unlisted: FabricRequirementsReport["unlisted"] = [];
  let units = 0;
  for (const order of orders) {
    const number = order.order_number ?? `#${order.id}`;
    const book = await bookForQuote(order.quote_id);
    for (const row of order.quote.screenconfigurations) {
      // n identical units need n times the fabric, each piece planned on the roll (decision 160).
      units += row.quantity;
      const problems = (issues: string[]) =>
        unlisted.push({ order_number: number, unit_id: row.id, problems: issues });
      try {
        const listed = cutList(rowToConfiguration(row), { priceBook: book });
        if (listed.ok)
          for (let piece = 1; piece <= row.quantity; piece++)
            lists.push({
              label: `${number} ${row.unit_name ?? "Unit"} (unit ${row.id}${row.quantity > 1 ? `, ${piece} of ${row.quantity}` : ""})`,
              cutList: listed.cutList,
            });
        else problems(listed.errors.map((e) => `${e.path}: ${e.message}`));
      } catch (error) {
        if (!(error instanceof ProductionBookError)) throw error;
        problems(error.issues);
      }
    }
  }
  return {
    period: { label: range.label, from: range.from, to: range.to, tz: range.tz },
    orders: orders.length,
    units,
    fabrics: fabricRequirements(lists),
    unlisted,
  };
}
