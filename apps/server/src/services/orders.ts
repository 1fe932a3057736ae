import {
  canPushOrder,
  checkOrderTransition,
  isStaff,
  ORDER_INACTIVE,
  ORDER_STATUS_LABELS,
  RECORD_STATUS,
  type Agent,
  type TListQuery,
  type TErpPushState,
  type TShipDate,
  type TUpdateOrderRequest,
} from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../http/errors.js";
import { iso, num } from "./convert.js";
import { listArgs } from "./list-query.js";
import { quoteScope } from "./scope.js";
import { toConfigurationDto } from "./configurations.js";
import { toAccessoryDto } from "./accessories.js";
import { quoteTerms } from "./quote-totals.js";
import { recordStatusChange } from "./audit.js";
import { notifyOrderStatusChanged } from "./notifications/index.js";
import type { ErpConnector, ErpOrderPayload } from "./erp/connector.js";
import { ERP_MAX_ATTEMPTS, recordFailedPush, recordPushed } from "./erp/retries.js";
import { claimOrderForErp, releaseErpClaim } from "./erp/claim.js";
import { shipDatesOf } from "./production.js";
import { lockRow } from "../db/row-locks.js";

export const orderInclude = {
  quote: {
    select: {
      id: true,
      quote_number: true,
      title: true,
      brokerage_fee: true,
      markup_variable: true,
      price_level: true,
      dealer_factor: true,
      dealer_discount: true,
      dealer_id: true,
      account_id: true,
      dealer: { select: { company_name: true, account_number: true, account_id: true } },
    },
  },
} satisfies Prisma.OrderInclude;
type OrderRow = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;

function orderScope(agent: Agent): Prisma.OrderWhereInput {
  return { quote: quoteScope(agent) };
}

const shipOf = (ship: TShipDate | null | undefined): TShipDate | null =>
  ship ? { date: ship.date, source: ship.source } : null;

/** The rows' ship dates (decision 172): planned from capacity, else the lead time; null once produced. */
async function shipDatesOfRows(db: PrismaClient | Prisma.TransactionClient, rows: OrderRow[]) {
  return shipDatesOf(
    db,
    rows.map((row) => ({ ...row, account_id: row.quote.dealer?.account_id ?? row.quote.account_id })),
  );
}

/** A list row; `ship_date` is filled by the orders' own reads (listOrders, getOrder), null elsewhere. */
export function toOrderListItem(row: OrderRow) {
  return {
    id: row.id,
    order_number: row.order_number,
    quote_id: row.quote_id,
    status: row.status,
    status_label: ORDER_STATUS_LABELS[row.status] ?? String(row.status),
    netsuite_id: row.netsuite_id,
    ship_date: null as TShipDate | null,
    shipping_cost: num(row.shipping_cost),
    sale_price: num(row.sale_price),
    created_at: iso(row.created_at),
    quote: { quote_number: row.quote.quote_number, title: row.quote.title },
    dealer: row.quote.dealer ? { company_name: row.quote.dealer.company_name } : null,
  };
}
export type OrderListItem = ReturnType<typeof toOrderListItem>;

const SORTABLE = ["id", "created_at", "status", "sale_price", "order_number"] as const;

export async function listOrders(
  prisma: PrismaClient,
  agent: Agent,
  query: TListQuery,
  options: { dealer_id?: number } = {},
) {
  const args = await listArgs<Prisma.OrderWhereInput>(query, {
    sortable: SORTABLE,
    search: (q) => ({
      OR: [
        { order_number: { contains: q, mode: "insensitive" } },
        { quote: { title: { contains: q, mode: "insensitive" } } },
        { quote: { dealer: { company_name: { contains: q, mode: "insensitive" } } } },
      ],
    }),
    scope: [
      orderScope(agent),
      options.dealer_id !== undefined ? { quote: { dealer_id: options.dealer_id } } : {},
    ],
    count: (args) => prisma.order.count(args),
  });
  if (!args) return [];
  const rows = await prisma.order.findMany({
    ...args,
    include: orderInclude,
  });
  const ships = await shipDatesOfRows(prisma, rows);
  return rows.map((row) => ({ ...toOrderListItem(row), ship_date: shipOf(ships.get(row.id)) }));
}

async function findOrder(prisma: PrismaClient | Prisma.TransactionClient, agent: Agent, id: number) {
  const row = await prisma.order.findFirst({ where: { id, ...orderScope(agent) }, include: orderInclude });
  if (!row) throw notFound();
  return row;
}

/**
 * The last push the ERP did not take (decision 186): shown to the manufacturer's staff on the order
 * page, never to a dealer (connector, message and attempts are the manufacturer's business).
 */
async function erpPushState(
  prisma: PrismaClient,
  agent: Agent,
  row: { id: number; netsuite_id: string | null },
): Promise<TErpPushState | null> {
  if (!isStaff(agent.role_id) || row.netsuite_id) return null;
  const push = await prisma.erpPush.findFirst({
    where: { order_id: row.id, status: { in: ["retrying", "failed"] } },
    orderBy: { id: "desc" },
  });
  if (!push) return null;
  return {
    status: push.status === "retrying" ? "retrying" : "failed",
    connector: push.connector,
    error: push.error ?? "The ERP push failed.",
    attempts: push.attempts,
    max_attempts: ERP_MAX_ATTEMPTS,
    next_attempt_at: push.status === "retrying" && push.next_attempt_at ? iso(push.next_attempt_at) : null,
  };
}

/** The order page: its quote's units (with the embed code) and accessories at the quote's prices. */
export async function getOrder(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await findOrder(prisma, agent, id);
  const markup = num(row.quote.markup_variable);
  const [units, accessories] = await Promise.all([
    prisma.configuration.findMany({
      where: { quote_id: row.quote_id, status: { not: RECORD_STATUS.INACTIVE } },
      orderBy: { id: "asc" },
    }),
    prisma.quoteAccessory.findMany({
      where: { quote_id: row.quote_id, status: { not: RECORD_STATUS.INACTIVE } },
      orderBy: { id: "asc" },
    }),
  ]);
  const ships = await shipDatesOfRows(prisma, [row]);
  return {
    ...toOrderListItem(row),
    ship_date: shipOf(ships.get(row.id)),
    erp_push: await erpPushState(prisma, agent, row),
    // The quote's stored fee, never what the lines leave of the price (decision 193).
    brokerage_fee: num(row.quote.brokerage_fee),
    screenconfigurations: units.map((unit) => toConfigurationDto(unit, markup)),
    add_on_accessories: accessories.map((line) => toAccessoryDto(line, markup, quoteTerms(row.quote))),
  };
}
export type OrderDetail = Awaited<ReturnType<typeof getOrder>>;

/**
 * PATCH /orders/{id}: staff change the shipping cost, and move the status along the order table
 * (decision 061); each move is recorded with who and when. Setting the current status is no move.
 */
export async function updateOrder(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  patch: Omit<TUpdateOrderRequest, "id">,
) {
  if (!isStaff(agent.role_id)) throw forbidden();
  await prisma.$transaction(async (tx) => {
    await findOrder(tx, agent, id);
    // The order's row lock: two status changes at once must not both pass the table's check.
    await lockRow(tx, "orders", id);
    const row = await findOrder(tx, agent, id);
    const to = patch.status !== undefined && patch.status !== row.status ? patch.status : null;
    if (to !== null) {
      const verdict = checkOrderTransition(agent, row.status, to);
      if (!verdict.ok) throw new HttpError(verdict.status, [verdict.message]);
    }
    await tx.order.update({
      where: { id },
      data: { status: patch.status, shipping_cost: patch.shipping_cost },
    });
    if (to !== null) {
      await recordStatusChange(tx, {
        entity: "order",
        entity_id: id,
        from_status: row.status,
        to_status: to,
        user_id: agent.id,
      });
      await notifyOrderStatusChanged(tx, { orderId: id, from: row.status, to });
    }
  });
  return getOrder(prisma, agent, id);
}

/**
 * DELETE /orders/{id}: deactivating an order (status 0) through the order table, staff with
 * order.d, never once it is Closed (decision 080); recorded in the history, the dealer is told.
 * Its quote stays Ordered, and an inactive order stays readable. Deactivating it again is no change.
 */
export async function deactivateOrder(prisma: PrismaClient, agent: Agent, id: number) {
  await prisma.$transaction(async (tx) => {
    await findOrder(tx, agent, id);
    await lockRow(tx, "orders", id);
    const row = await findOrder(tx, agent, id);
    if (row.status === ORDER_INACTIVE) return;
    const verdict = checkOrderTransition(agent, row.status, ORDER_INACTIVE);
    if (!verdict.ok) throw new HttpError(verdict.status, [verdict.message]);
    await tx.order.update({ where: { id }, data: { status: ORDER_INACTIVE } });
    await recordStatusChange(tx, {
      entity: "order",
      entity_id: id,
      from_status: row.status,
      to_status: ORDER_INACTIVE,
      user_id: agent.id,
    });
    // The dealer hears of it as of any other status change.
    await notifyOrderStatusChanged(tx, { orderId: id, from: row.status, to: ORDER_INACTIVE });
  });
  return getOrder(prisma, agent, id);
}

/**
 * Push to the ERP (BETA, product rule R9): orders without netsuite_id in status 2 or 50, by staff.
 * The order is claimed first (erp/claim.ts): of concurrent pushes exactly one calls the ERP, the
 * others answer 409. The idempotency key is the order's, for ERPs that honour it: a retry after a
 * lost answer never makes a second ERP record there. On failure the order stays unpushed, the
 * failure is recorded and the claim released; nothing is half-written.
 */
export async function pushOrderToErp(
  prisma: PrismaClient,
  agent: Agent,
  erp: ErpConnector,
  id: number,
  configurators: Record<string, { embed: string; description: string }>,
) {
  const order = await getOrder(prisma, agent, id);
  if (!isStaff(agent.role_id)) throw forbidden();
  if (!canPushOrder(agent, order)) {
    if (order.netsuite_id) throw conflict("This order has already been pushed to the ERP.");
    throw conflict("Only an order in status Processing (2) or Closed (50) can be pushed to the ERP.");
  }
  const unitIds = new Set(order.screenconfigurations.map((unit) => String(unit.id)));
  for (const key of Object.keys(configurators)) {
    if (!unitIds.has(key)) throw badRequest(`configurators: ${key} is not a configuration of this order.`);
  }
  const owner = await prisma.quote.findUnique({
    where: { id: order.quote_id },
    select: { dealer_id: true, dealer: { select: { account_number: true } } },
  });
  const payload: ErpOrderPayload = {
    order_id: order.id,
    order_number: order.order_number,
    quote_number: order.quote.quote_number,
    // NetSuite names the customer by the dealer's account number (decision 173).
    dealer: {
      id: owner?.dealer_id ?? null,
      company_name: order.dealer?.company_name ?? null,
      account_number: owner?.dealer?.account_number ?? null,
    },
    sale_price: order.sale_price,
    brokerage_fee: order.brokerage_fee,
    shipping_cost: order.shipping_cost,
    configurators,
    lines: [
      ...order.screenconfigurations.map((unit) => ({
        kind: "unit" as const,
        id: unit.id,
        name: unit.unit_name,
        // n identical units, each at its unit_total (decision 160), as an accessory's piece price.
        quantity: unit.quantity,
        price: unit.unit_total,
        embed: configurators[String(unit.id)]?.embed ?? unit.order_code,
      })),
      ...order.add_on_accessories.map((line) => ({
        kind: "accessory" as const,
        id: line.id,
        name: line.prod_name,
        quantity: line.quantity,
        price: line.dealer_cost,
      })),
    ],
  };
  const idempotencyKey = `order-${order.id}`;
  // Stored as the push's JSON column (an interface has no index signature for Prisma's JSON type).
  const storedPayload: object = payload;
  // One push at a time, whatever the ERP does with the key: the claim goes first (docs/security.md).
  if (!(await claimOrderForErp(prisma, order.id))) {
    const now = await prisma.order.findUnique({ where: { id: order.id }, select: { netsuite_id: true } });
    if (now?.netsuite_id) throw conflict("This order has already been pushed to the ERP.");
    throw conflict("This order is being pushed to the ERP right now: reload the order in a moment.");
  }
  let externalId: string;
  try {
    externalId = (await erp.push(payload, idempotencyKey)).externalId;
  } catch (error) {
    // NetSuite down or busy: the push is kept and tried again by the server (decision 174).
    const failed = await recordFailedPush(prisma, {
      orderId: order.id,
      key: idempotencyKey,
      connector: erp.name,
      payload: storedPayload,
      error,
      userId: agent.id,
    });
    await releaseErpClaim(prisma, order.id);
    const again = failed.nextAttemptAt ? " The panel tries again in a few minutes." : "";
    throw new HttpError(502, [`Failed to push order to the ERP: ${failed.message}${again}`]);
  }
  await recordPushed(prisma, {
    orderId: order.id,
    key: idempotencyKey,
    connector: erp.name,
    payload: storedPayload,
    externalId,
    userId: agent.id,
  });
  return getOrder(prisma, agent, id);
}
