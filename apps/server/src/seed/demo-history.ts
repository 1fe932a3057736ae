import {
  defaultConfiguration,
  defaultPriceBook,
  CANADIAN_BROKERAGE_FEE,
  isCanadian,
  type Configuration,
} from "@screens/pricing";
import { MANUFACTURER_ACCOUNT_ID, ORDER_STATUS, QUOTE_STATUS } from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { hashToken } from "../auth/tokens.js";
import { createConfigurationRecord } from "../services/configurations.js";
import { orderNumber, quoteNumber } from "../services/numbers.js";
import { computeQuoteTotals, dealerPrice, recomputeQuoteTotals } from "../services/quote-totals.js";

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Six months of quotes and orders behind the demo's dashboards (decisions 110-112): every sixth day back from
 * the seed, alternating dealers, units of varied housing, fabric and motor, most ordered and moved
 * along the order statuses by their age, some sent and answered by the customer, a few waiting for
 * approval. Deterministic: the same pattern each time, dated relative to the seed's moment.
 * Only the first start's demo (seedIfEmpty) adds it; tests seeding the demo world do not.
 */
const QUOTES = 30;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const HOUSINGS = ["standard", "micro", "jumbo"] as const;
const FABRICS = [
  { fabric_collection: "nano95", fabric_color: "charcoal" },
  { fabric_collection: "nano97", fabric_color: "black" },
  { fabric_collection: "textilene90", fabric_color: "black" },
  { fabric_collection: "nano50", fabric_color: "grey" },
] as const;
const MOTORS = [
  { motor_brand: "somfy", motor_type: "rts", motor_cord: "pigtail10ft" },
  { motor_brand: "alpha", motor_type: "pro", motor_cord: "pigtail6ft" },
] as const;
const PLACES = ["Lanai", "Patio", "Pool cage", "Porch", "Deck", "Garage"] as const;
const NAMES = [
  "Alvarez",
  "Bennett",
  "Carter",
  "Dubois",
  "Evans",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ibsen",
  "Jensen",
];

type Outcome = "ordered" | "declined" | "awaiting" | "sent";
/** What became of the i-th quote: mostly orders; one in six declined; the youngest few still open. */
function outcomeOf(i: number): Outcome {
  if (i % 6 === 4) return "declined";
  if (i % 12 === 5) return i < 12 ? "awaiting" : "ordered";
  if (i % 12 === 11) return i < 12 ? "sent" : "ordered";
  return "ordered";
}

/** The order's status after `age` days: Processing, In Production, Produced, then Closed. */
function orderPath(ageDays: number): Array<[number, number]> {
  const path: Array<[number, number]> = [
    [ORDER_STATUS.ACTIVE, 0],
    [ORDER_STATUS.PROCESSING, 1],
  ];
  if (ageDays > 8) path.push([ORDER_STATUS.IN_PRODUCTION, 3]);
  if (ageDays > 20) path.push([ORDER_STATUS.PRODUCED, 7 + (ageDays % 4)]);
  if (ageDays > 45) path.push([ORDER_STATUS.CLOSED, 18]);
  return path;
}

export async function seedDemoHistory(prisma: Db, now = new Date()): Promise<void> {
  const [usDealer, caDealer] = await prisma.dealer.findMany({
    where: { account_id: MANUFACTURER_ACCOUNT_ID },
    orderBy: { id: "asc" },
    take: 2,
  });
  const rep = await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } });
  const caAdmin = await prisma.user.findUniqueOrThrow({ where: { username: "cadealer" } });
  const mfgUser = await prisma.user.findUniqueOrThrow({ where: { username: "mfguser" } });
  if (!usDealer || !caDealer) return;

  for (let i = 0; i < QUOTES; i += 1) {
    const dealer = i % 3 === 2 ? caDealer : usDealer;
    const by = dealer.id === caDealer.id ? caAdmin.id : rep.id;
    const ageDays = 4 + i * 6;
    const created = new Date(now.getTime() - ageDays * DAY_MS + (i % 5) * HOUR_MS);
    const at = (hours: number) => new Date(created.getTime() + hours * HOUR_MS);
    const outcome = outcomeOf(i);
    const name = NAMES[i % NAMES.length] ?? "Demo";
    const place = PLACES[i % PLACES.length] ?? "Patio";

    const quote = await prisma.quote.create({
      data: {
        created_at: created,
        title: `${name} ${place.toLowerCase()} screens`,
        dealer_id: dealer.id,
        account_id: MANUFACTURER_ACCOUNT_ID,
        status: QUOTE_STATUS.STARTED,
        created_by: by,
        owner_id: by,
      },
    });
    await prisma.quote.update({ where: { id: quote.id }, data: { quote_number: quoteNumber(quote.id) } });
    for (let unit = 0; unit <= i % 3; unit += 1) {
      const overrides: Partial<Configuration> = {
        unit_name: `${place} ${unit + 1}`,
        unit_width_in: 96 + ((i * 7 + unit * 13) % 9) * 12,
        unit_height_in: 90 + ((i + unit) % 3) * 9,
        housing_type: HOUSINGS[(i + unit) % HOUSINGS.length],
        ...FABRICS[(i * 3 + unit) % FABRICS.length],
        ...MOTORS[(i + unit * 2) % MOTORS.length],
      };
      await createConfigurationRecord(prisma, defaultPriceBook, quote.id, by, {
        ...defaultConfiguration(),
        ...overrides,
      });
    }
    await recomputeQuoteTotals(prisma, quote.id);

    const changes: Prisma.StatusChangeCreateManyInput[] = [
      {
        entity: "quote",
        entity_id: quote.id,
        from_status: null,
        to_status: QUOTE_STATUS.STARTED,
        user_id: by,
        created_at: created,
      },
    ];
    const customerAnswers =
      outcome === "declined" || outcome === "sent" || (outcome === "ordered" && i % 3 === 0);
    if (customerAnswers) {
      const sentAt = at(3);
      const link = await prisma.quoteShareLink.create({
        data: {
          quote_id: quote.id,
          token_hash: hashToken(`demo-history-${i}`),
          created_at: sentAt,
          expires_at: new Date(sentAt.getTime() + 30 * DAY_MS),
          decided_at: outcome === "sent" ? null : at(27),
          created_by: by,
        },
      });
      changes.push({
        entity: "quote",
        entity_id: quote.id,
        from_status: QUOTE_STATUS.STARTED,
        to_status: QUOTE_STATUS.CUSTOMER_APPROVAL,
        user_id: by,
        created_at: sentAt,
      });
      if (outcome !== "sent") {
        const accepted = outcome !== "declined";
        await prisma.quoteDecision.create({
          data: {
            quote_id: quote.id,
            share_link_id: link.id,
            decision: accepted ? "accepted" : "declined",
            signer_name: accepted ? `${name} household` : null,
            reason: accepted ? null : "Went with a cheaper option.",
            document_sha256: "demo",
            created_at: at(27),
          },
        });
        // The customer's answer moves the quote (accept: on to approval; decline: rejected).
        changes.push({
          entity: "quote",
          entity_id: quote.id,
          from_status: QUOTE_STATUS.CUSTOMER_APPROVAL,
          to_status: accepted ? QUOTE_STATUS.AWAITING_APPROVAL : QUOTE_STATUS.CUSTOMER_REJECTED,
          actor: "customer",
          note: accepted ? null : "Went with a cheaper option.",
          created_at: at(27),
        });
      }
    }

    let status: number =
      outcome === "declined"
        ? QUOTE_STATUS.CUSTOMER_REJECTED
        : outcome === "sent"
          ? QUOTE_STATUS.CUSTOMER_APPROVAL
          : QUOTE_STATUS.AWAITING_APPROVAL;
    if ((outcome === "awaiting" || outcome === "ordered") && !customerAnswers) {
      changes.push({
        entity: "quote",
        entity_id: quote.id,
        from_status: QUOTE_STATUS.STARTED,
        to_status: QUOTE_STATUS.AWAITING_APPROVAL,
        user_id: by,
        created_at: at(30),
      });
    }
    if (outcome === "ordered") {
      status = QUOTE_STATUS.ORDERED;
      // Approved a day or more after submission; the order's price is what the dealer owes (decision 004).
      const approved = at(30 + 20 + (i % 4) * 12);
      const orderAge = (now.getTime() - approved.getTime()) / DAY_MS;
      await prisma.quote.update({
        where: { id: quote.id },
        data: {
          status,
          submitted_at: at(30),
          price_book_version: defaultPriceBook.version,
          brokerage_fee: isCanadian(dealer.country) ? CANADIAN_BROKERAGE_FEE : 0,
        },
      });
      const totals = await computeQuoteTotals(prisma, quote.id);
      const path = orderPath(orderAge);
      const order = await prisma.order.create({
        data: {
          quote_id: quote.id,
          status: path[path.length - 1]?.[0] ?? ORDER_STATUS.ACTIVE,
          sale_price: dealerPrice(totals),
          created_by: mfgUser.id,
          created_at: approved,
        },
      });
      await prisma.order.update({ where: { id: order.id }, data: { order_number: orderNumber(order.id) } });
      changes.push({
        entity: "quote",
        entity_id: quote.id,
        from_status: QUOTE_STATUS.AWAITING_APPROVAL,
        to_status: QUOTE_STATUS.ORDERED,
        user_id: mfgUser.id,
        created_at: approved,
      });
      let from: number | null = null;
      for (const [to, days] of path) {
        changes.push({
          entity: "order",
          entity_id: order.id,
          from_status: from,
          to_status: to,
          user_id: mfgUser.id,
          created_at: new Date(approved.getTime() + days * DAY_MS),
        });
        from = to;
      }
    } else {
      await prisma.quote.update({
        where: { id: quote.id },
        data: {
          status,
          ...(outcome === "awaiting"
            ? {
                submitted_at: at(30),
                price_book_version: defaultPriceBook.version,
                brokerage_fee: isCanadian(dealer.country) ? CANADIAN_BROKERAGE_FEE : 0,
              }
            : {}),
          ...(outcome === "sent"
            ? { sent_at: at(3), valid_until: new Date(at(3).getTime() + 30 * DAY_MS) }
            : {}),
          // Sending froze the prices as it does in the panel: the book and a Canadian dealer's
          // brokerage (decision 081), so the list's price and the page's total are one figure.
          ...(outcome === "sent" || outcome === "declined"
            ? {
                price_book_version: defaultPriceBook.version,
                brokerage_fee: isCanadian(dealer.country) ? CANADIAN_BROKERAGE_FEE : 0,
              }
            : {}),
        },
      });
      await recomputeQuoteTotals(prisma, quote.id);
    }
    await prisma.statusChange.createMany({ data: changes });
  }
}
