import {
  can,
  isStaff,
  RECORD_STATUS,
  ROLE,
  type Agent,
  type TCreateDealerRequest,
  type TListQuery,
  type TUpdateDealerRequest,
} from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { badRequest, forbidden, notFound } from "../http/errors.js";
import { changedFields, iso, num } from "./convert.js";
import { COMPANY_SEARCHED, COMPANY_SORTABLE, eachContains, listArgs } from "./list-query.js";
import { accountScope, dealerScope } from "./scope.js";
import { rasterizeLogo } from "./documents/logo-image.js";
import { assertDepositRule, depositKindOf } from "./payments.js";
import { syncDraftTerms } from "./price-books/quote-pricing.js";
import type { PriceBookStore } from "./price-books/store.js";
import { diffFields, recordAudit } from "./audit-log.js";

type DealerRow = Omit<Prisma.DealerGetPayload<object>, "logo"> & {
  price_level?: { name: string; factor: Prisma.Decimal } | null;
};

/** Every column but the logo's bytes: lists and forms never carry them (GET /dealers/{id}/logo does). */
const withoutLogo = { logo: false } as const;
/** The dealer's price level by name and factor (decision 149). */
const LEVEL = { price_level: { select: { name: true, factor: true } } } as const;

export function toDealerDto(row: DealerRow) {
  return {
    id: row.id,
    account_id: row.account_id,
    account_number: row.account_number,
    company_name: row.company_name,
    email: row.email,
    phone: row.phone,
    address_1: row.address_1,
    address_2: row.address_2,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    country: row.country,
    website: row.website,
    discount: num(row.discount),
    can_create_dealers: row.can_create_dealers,
    quote_terms: row.quote_terms,
    quote_validity_days: row.quote_validity_days,
    expiry_reminder: row.expiry_reminder,
    default_markup: num(row.default_markup),
    max_discount_sales_manager: num(row.max_discount_sales_manager),
    max_discount_representative: num(row.max_discount_representative),
    max_discount_purchaser: num(row.max_discount_purchaser),
    auto_submit_on_accept: row.auto_submit_on_accept,
    deposit_kind: depositKindOf(row.deposit_kind),
    deposit_value: num(row.deposit_value),
    price_level_id: row.price_level_id,
    price_level: row.price_level ? { name: row.price_level.name, factor: num(row.price_level.factor) } : null,
    logo_updated_at: row.logo_updated_at ? iso(row.logo_updated_at) : null,
    status: row.status,
    created_by: row.created_by,
    created_at: iso(row.created_at),
  };
}
export type DealerDto = ReturnType<typeof toDealerDto>;

/**
 * Management list (decision 040: every status): staff see their account's dealers (super admin:
 * all), dealer users their own dealer. `account_id` narrows it to one account.
 */
export async function listDealers(
  prisma: PrismaClient,
  agent: Agent,
  query: TListQuery,
  filter: { account_id?: number } = {},
) {
  const args = await listArgs<Prisma.DealerWhereInput>(query, {
    sortable: COMPANY_SORTABLE,
    search: (q) => ({ OR: eachContains(COMPANY_SEARCHED, q) }),
    scope: [dealerScope(agent), filter.account_id !== undefined ? { account_id: filter.account_id } : {}],
    count: (args) => prisma.dealer.count(args),
  });
  if (!args) return [];
  const rows = await prisma.dealer.findMany({ ...args, omit: withoutLogo, include: LEVEL });
  return rows.map(toDealerDto);
}

export async function findDealer(prisma: PrismaClient | Prisma.TransactionClient, agent: Agent, id: number) {
  const row = await prisma.dealer.findFirst({
    where: { AND: [{ id }, dealerScope(agent)] },
    omit: withoutLogo,
    include: LEVEL,
  });
  if (!row) throw notFound();
  return row;
}

export async function getDealer(prisma: PrismaClient, agent: Agent, id: number) {
  return toDealerDto(await findDealer(prisma, agent, id));
}

/** Throws 404 unless the dealer exists within the agent's tenancy (for sub-resources). */
export async function assertDealerVisible(prisma: PrismaClient, agent: Agent, id: number): Promise<void> {
  await findDealer(prisma, agent, id);
}

/** DLR-1001 for dealer 1, DLR-1003 for dealer 3: unique because ids are. */
export function dealerAccountNumber(id: number): string {
  return `DLR-${1000 + id}`;
}

/**
 * POST /dealers: under the staff member's own account (the super admin may name another), status 1,
 * discount default 0, an account number generated here, created_by the agent.
 */
export async function createDealer(prisma: PrismaClient, agent: Agent, input: TCreateDealerRequest) {
  if (!isStaff(agent.role_id)) throw forbidden();
  const { account_id: requested, ...fields } = input;
  const accountId = requested ?? agent.account_id;
  if (accountId === null) throw badRequest("account_id: This field is required.");
  if (requested !== undefined && agent.role_id !== ROLE.SUPER_ADMIN && requested !== agent.account_id)
    throw badRequest("account_id: No such account.");
  const account = await prisma.account.findFirst({
    where: { AND: [{ id: accountId }, accountScope(agent)] },
  });
  if (!account) throw badRequest("account_id: No such account.");
  const row = await prisma.$transaction(async (tx) => {
    const created = await tx.dealer.create({
      data: {
        ...fields,
        address_2: fields.address_2 || null,
        website: fields.website || null,
        account_id: accountId,
        account_number: `new-${crypto.randomUUID()}`,
        status: RECORD_STATUS.ACTIVE,
        created_by: agent.id,
      },
    });
    const wanted = dealerAccountNumber(created.id);
    const taken = await tx.dealer.findUnique({ where: { account_number: wanted } });
    const numbered = await tx.dealer.update({
      where: { id: created.id },
      data: { account_number: taken ? `${wanted}-${created.id}` : wanted },
      omit: withoutLogo,
    });
    await recordDealerAudit(tx, agent, numbered, "created", [
      { field: "account_number", from: null, to: numbered.account_number },
    ]);
    return numbered;
  });
  return toDealerDto(row);
}

/** The changed fields of PATCH /dealers/{id} (the id comes from the path). */
export type UpdateDealerInput = Omit<TUpdateDealerRequest, "id">;

/** Fields only manufacturer staff may change: the dealer's terms and standing. */
// The country decides the Canadian brokerage fee: only the manufacturer changes it.
const STAFF_ONLY = ["discount", "can_create_dealers", "status", "country", "price_level_id"] as const;

/** The dealer's selling settings: its admin's (docs/decisions/131-selling-price.md). */
const SELLING_FIELDS = [
  "default_markup",
  "max_discount_sales_manager",
  "max_discount_representative",
  "max_discount_purchaser",
  // A signed job's deposit and submission (docs/decisions/136-signature-to-order.md).
  "auto_submit_on_accept",
  "deposit_kind",
  "deposit_value",
] as const;

/** PATCH /dealers/{id}: only the fields that differ are written. */
export async function updateDealer(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  input: UpdateDealerInput,
  books: PriceBookStore,
) {
  const row = await findDealer(prisma, agent, id);
  const patch = {
    ...input,
    ...(input.website !== undefined ? { website: input.website || null } : {}),
    ...(input.address_2 !== undefined ? { address_2: input.address_2 || null } : {}),
    // Blank terms are no terms; trailing blanks and Windows line ends are not kept.
    ...(input.quote_terms !== undefined
      ? { quote_terms: input.quote_terms?.replace(/\r\n?/g, "\n").trimEnd() || null }
      : {}),
  };
  const changes = changedFields(row, patch);
  if (Object.keys(changes).length === 0) return toDealerDto(row);
  if (!isStaff(agent.role_id) && STAFF_ONLY.some((field) => changes[field] !== undefined))
    throw forbidden(
      "Only manufacturer staff can change a dealer's discount, price level, status or dealer rights.",
    );
  if (
    changes.price_level_id !== undefined &&
    changes.price_level_id !== null &&
    !(await prisma.priceLevel.findUnique({ where: { id: changes.price_level_id } }))
  )
    throw badRequest("price_level_id: No such price level.");
  if (changes.status !== undefined && !can(agent.permissions, "dealer", "deactivate")) throw forbidden();
  if (
    !isStaff(agent.role_id) &&
    agent.role_id !== ROLE.DEALER_ADMIN &&
    SELLING_FIELDS.some((field) => changes[field] !== undefined)
  )
    throw forbidden(
      "Only the dealer admin can change the default markup, the discount limits and the deposit.",
    );
  assertDepositRule({
    kind: changes.deposit_kind ?? row.deposit_kind,
    value: changes.deposit_value ?? num(row.deposit_value),
  });
  const termsChanged = changes.discount !== undefined || changes.price_level_id !== undefined;
  const updated = await prisma.$transaction(async (tx) => {
    const dealer = await tx.dealer.update({
      where: { id },
      data: changes,
      omit: withoutLogo,
      include: LEVEL,
    });
    // The dealer's drafts price with its terms of today (docs/decisions/149-dealer-price-levels.md).
    if (termsChanged) await syncDraftTerms(tx, books, id);
    await recordDealerAudit(
      tx,
      agent,
      dealer,
      changes.status === RECORD_STATUS.INACTIVE ? "deactivated" : "updated",
      diffFields(row, changes),
    );
    return dealer;
  });
  return toDealerDto(updated);
}

/** DELETE /dealers/{id}: deactivation (status 0); the row and everything under it stay. */
export async function deactivateDealer(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await findDealer(prisma, agent, id);
  if (!isStaff(agent.role_id)) throw forbidden();
  if (row.status === RECORD_STATUS.INACTIVE) return toDealerDto(row);
  return toDealerDto(
    await prisma.$transaction(async (tx) => {
      const dealer = await tx.dealer.update({
        where: { id },
        data: { status: RECORD_STATUS.INACTIVE },
        omit: withoutLogo,
      });
      await recordDealerAudit(tx, agent, dealer, "deactivated", diffFields(row, { status: 0 }));
      return dealer;
    }),
  );
}

/** A dealer's change in the audit log (decision 175), in the change's transaction. */
export function recordDealerAudit(
  tx: Prisma.TransactionClient,
  agent: Agent,
  dealer: { id: number; company_name: string; account_id: number },
  action: string,
  changes: ReturnType<typeof diffFields>,
) {
  return recordAudit(tx, {
    entity: "dealer",
    entity_id: dealer.id,
    entity_label: dealer.company_name,
    action,
    actor: agent,
    account_id: dealer.account_id,
    dealer_id: dealer.id,
    changes,
  });
}

/**
 * Who may set a dealer's branding: dealer update permission (the dealer's own admin, manufacturer
 * admins) within the agent's tenancy; a foreign dealer is 404 before the permission is looked at.
 */
async function brandableDealer(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await findDealer(prisma, agent, id);
  if (!can(agent.permissions, "dealer", "update")) throw forbidden();
  return row;
}

/** PUT /dealers/{id}/logo: the upload, checked and rasterized to PNG (decision 065), replaces the logo. */
export async function setDealerLogo(prisma: PrismaClient, agent: Agent, id: number, upload: Buffer) {
  await brandableDealer(prisma, agent, id);
  const png = await rasterizeLogo(upload);
  const row = await prisma.$transaction(async (tx) => {
    const dealer = await tx.dealer.update({
      where: { id },
      data: { logo: new Uint8Array(png), logo_mime: "image/png", logo_updated_at: new Date() },
      omit: withoutLogo,
    });
    await recordDealerAudit(tx, agent, dealer, "updated", [{ field: "logo", from: null, to: "new logo" }]);
    return dealer;
  });
  return toDealerDto(row);
}

/** DELETE /dealers/{id}/logo: back to the clean text header. */
export async function deleteDealerLogo(prisma: PrismaClient, agent: Agent, id: number) {
  await brandableDealer(prisma, agent, id);
  const row = await prisma.$transaction(async (tx) => {
    const dealer = await tx.dealer.update({
      where: { id },
      data: { logo: null, logo_mime: null, logo_updated_at: null },
      omit: withoutLogo,
    });
    await recordDealerAudit(tx, agent, dealer, "updated", [{ field: "logo", from: "logo", to: null }]);
    return dealer;
  });
  return toDealerDto(row);
}

/** GET /dealers/{id}/logo: the stored PNG and its version, or null when the dealer has none. */
export async function getDealerLogo(prisma: PrismaClient, agent: Agent, id: number) {
  await findDealer(prisma, agent, id);
  const row = await prisma.dealer.findUniqueOrThrow({
    where: { id },
    select: { logo: true, logo_updated_at: true },
  });
  if (!row.logo || !row.logo_updated_at) return null;
  return { png: Buffer.from(row.logo), updatedAt: row.logo_updated_at };
}
