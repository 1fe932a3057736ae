import {
  can,
  isStaff,
  QUOTE_STATUS,
  RECORD_STATUS,
  type Agent,
  type TCreateCustomerRequest,
  type TListQuery,
  type TQuoteListRequest,
  type TUpdateCustomerRequest,
} from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { badRequest, forbidden, notFound } from "../http/errors.js";
import { changedFields, iso } from "./convert.js";
import { eachContains, listArgs } from "./list-query.js";
import { activeQuoteScope, customerScope, dealerScope, quoteScope } from "./scope.js";
import { QUOTE_SORTABLE } from "./quote-list-query.js";
import { listInclude, toQuoteListItem, unitCounts, withUnitCount } from "./quotes.js";
import { orderInclude, toOrderListItem } from "./orders.js";

const include = { dealer: { select: { company_name: true } } } satisfies Prisma.CustomerInclude;
type CustomerRow = Prisma.CustomerGetPayload<{ include: typeof include }>;

export function toCustomerDto(row: CustomerRow) {
  return {
    id: row.id,
    dealer_id: row.dealer_id,
    first_name: row.first_name,
    last_name: row.last_name,
    customername: row.customername,
    notes: row.notes,
    email: row.email,
    phone: row.phone,
    address_1: row.address_1,
    address_2: row.address_2,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    country: row.country,
    status: row.status,
    created_at: iso(row.created_at),
    dealer: { company_name: row.dealer.company_name },
  };
}
export type CustomerDto = ReturnType<typeof toCustomerDto>;

const SORTABLE = [
  "id",
  "created_at",
  "first_name",
  "last_name",
  "customername",
  "email",
  "city",
  "state",
  "country",
  "status",
] as const;

/** The customer fields a list's `q` searches (its dealer's name as well). */
const CUSTOMER_SEARCHED = [
  "first_name",
  "last_name",
  "customername",
  "email",
  "phone",
  "address_1",
  "city",
  "state",
  "zip_code",
  "country",
] as const;

/** Management list (decision 040: every status) within the agent's tenancy; `dealer_id` narrows it. */
export async function listCustomers(
  prisma: PrismaClient,
  agent: Agent,
  query: TListQuery,
  filter: { dealer_id?: number } = {},
) {
  const args = await listArgs<Prisma.CustomerWhereInput>(query, {
    sortable: SORTABLE,
    search: (q) => ({
      OR: [
        ...eachContains(CUSTOMER_SEARCHED, q),
        { dealer: { company_name: { contains: q, mode: "insensitive" } } },
      ],
    }),
    scope: [customerScope(agent), filter.dealer_id !== undefined ? { dealer_id: filter.dealer_id } : {}],
    count: (args) => prisma.customer.count(args),
  });
  if (!args) return [];
  const rows = await prisma.customer.findMany({
    ...args,
    include,
  });
  return rows.map(toCustomerDto);
}

/**
 * GET /customers/{id}/quotes: the customer's quotes with the quote lists' controls and rows. One
 * customer's quotes are few, so Prisma reads them; the lists of thousands use the typed SQL of
 * quote-list-query.ts. Deactivated quotes are left out, as in every quote list.
 */
export async function listCustomerQuotes(
  prisma: PrismaClient,
  agent: Agent,
  customerId: number,
  query: TQuoteListRequest,
) {
  await findCustomer(prisma, agent, customerId);
  const args = await listArgs<Prisma.QuoteWhereInput>(query, {
    sortable: QUOTE_SORTABLE,
    search: (q) => ({
      OR: [
        { title: { contains: q, mode: "insensitive" } },
        { quote_number: { contains: q, mode: "insensitive" } },
        { dealer: { company_name: { contains: q, mode: "insensitive" } } },
      ],
    }),
    scope: [
      activeQuoteScope(agent),
      { customer_id: customerId },
      query.hide_closed ? { status: { not: QUOTE_STATUS.ORDERED } } : {},
      query.owner_id !== undefined ? { owner_id: query.owner_id } : {},
    ],
    count: (args) => prisma.quote.count(args),
  });
  if (!args) return [];
  const rows = await prisma.quote.findMany({ ...args, include: listInclude });
  // The owners' names (decision 157): quotes have no relation to their owner for Prisma to include.
  const ownerIds = [...new Set(rows.flatMap((row) => (row.owner_id === null ? [] : [row.owner_id])))];
  const owners = new Map(
    (
      await prisma.user.findMany({
        where: { id: { in: ownerIds } },
        select: { id: true, first_name: true, last_name: true },
      })
    ).map((user) => [user.id, user]),
  );
  const counts = await unitCounts(
    prisma,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toQuoteListItem({
      ...withUnitCount(row, counts),
      owner: row.owner_id === null ? null : (owners.get(row.owner_id) ?? null),
    }),
  );
}

/** GET /customers/{id}/orders: the orders of the customer's quotes, with the order lists' controls. */
export async function listCustomerOrders(
  prisma: PrismaClient,
  agent: Agent,
  customerId: number,
  query: TListQuery,
) {
  await findCustomer(prisma, agent, customerId);
  const args = await listArgs<Prisma.OrderWhereInput>(query, {
    sortable: ["id", "created_at", "status", "sale_price", "order_number"],
    search: (q) => ({
      OR: [
        { order_number: { contains: q, mode: "insensitive" } },
        { quote: { title: { contains: q, mode: "insensitive" } } },
        { quote: { dealer: { company_name: { contains: q, mode: "insensitive" } } } },
      ],
    }),
    scope: [{ quote: quoteScope(agent) }, { quote: { customer_id: customerId } }],
    count: (args) => prisma.order.count(args),
  });
  if (!args) return [];
  const rows = await prisma.order.findMany({ ...args, include: orderInclude });
  return rows.map(toOrderListItem);
}

async function findCustomer(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await prisma.customer.findFirst({ where: { AND: [{ id }, customerScope(agent)] }, include });
  if (!row) throw notFound();
  return row;
}

export async function getCustomer(prisma: PrismaClient, agent: Agent, id: number) {
  return toCustomerDto(await findCustomer(prisma, agent, id));
}

/**
 * POST /customers: dealer users create under their own dealer; staff must name a dealer of their
 * tenancy. Status 1, created_by the agent.
 */
export async function createCustomer(prisma: PrismaClient, agent: Agent, input: TCreateCustomerRequest) {
  // New customers are always active, whatever the request says.
  const { dealer_id: requested, status: _status, ...fields } = input;
  let dealerId: number;
  if (isStaff(agent.role_id)) {
    if (requested === undefined) throw badRequest("dealer_id: This field is required.");
    const dealer = await prisma.dealer.findFirst({ where: { AND: [{ id: requested }, dealerScope(agent)] } });
    if (!dealer) throw badRequest("dealer_id: No such dealer.");
    dealerId = dealer.id;
  } else {
    if (agent.dealer_id === null) throw forbidden();
    if (requested !== undefined && requested !== agent.dealer_id)
      throw forbidden("You can only create customers for your own dealer.");
    dealerId = agent.dealer_id;
  }
  const row = await prisma.customer.create({
    data: {
      ...fields,
      address_2: fields.address_2 || null,
      notes: fields.notes || null,
      customername: `${fields.first_name} ${fields.last_name}`,
      dealer_id: dealerId,
      status: RECORD_STATUS.ACTIVE,
      created_by: agent.id,
    },
    include,
  });
  return toCustomerDto(row);
}

/** PATCH /customers/{id}: only the fields that differ are written; a status change needs customer.d. */
export async function updateCustomer(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  input: Omit<TUpdateCustomerRequest, "id">,
) {
  const row = await findCustomer(prisma, agent, id);
  const patch = {
    ...input,
    ...(input.address_2 !== undefined ? { address_2: input.address_2 || null } : {}),
    ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
  };
  const changes: Prisma.CustomerUpdateInput = changedFields(row, patch);
  if (Object.keys(changes).length === 0) return toCustomerDto(row);
  if (changes.status !== undefined && !can(agent.permissions, "customer", "deactivate")) throw forbidden();
  if (changes.first_name !== undefined || changes.last_name !== undefined)
    changes.customername = `${input.first_name ?? row.first_name} ${input.last_name ?? row.last_name}`;
  return toCustomerDto(await prisma.customer.update({ where: { id }, data: changes, include }));
}

/** DELETE /customers/{id}: deactivation (status 0); the row stays. */
export async function deactivateCustomer(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await findCustomer(prisma, agent, id);
  if (row.status === RECORD_STATUS.INACTIVE) return toCustomerDto(row);
  return toCustomerDto(
    await prisma.customer.update({ where: { id }, data: { status: RECORD_STATUS.INACTIVE }, include }),
  );
}
