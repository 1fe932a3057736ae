import {
  isStaff,
  joinNotes,
  QUOTE_STATUS,
  QUOTE_TEMPLATES_MAX,
  RECORD_STATUS,
  ZQuoteTemplateContent,
  type Agent,
  type TQuoteTemplateContent,
  type TQuoteTemplatesRequest,
  type TSaveTemplateRequest,
  type TStartFromTemplateRequest,
} from "@screens/domain";
import type { PriceBookStore } from "./price-books/store.js";
import type { Prisma, PrismaClient, QuoteTemplate } from "../db/client.js";
import { badRequest, conflict, notFound } from "../http/errors.js";
import { iso } from "./convert.js";
import { dealerScope, quoteScope } from "./scope.js";
import { createDraftWithLines, customerFor, priceLines, readQuoteLines } from "./quote-copies.js";
import { getQuote } from "./quotes.js";
import { lockRow } from "../db/row-locks.js";

/**
 * A dealer's quote templates (docs/decisions/133-quote-copies-and-templates.md): a quote's lines
 * saved under a name, offered by the new quote form's "Start with", priced again when used. A
 * template belongs to its dealer: another dealer's is not found.
 */

/** The templates of the dealers the agent may see (dealerScope: staff their account's, a dealer its own). */
const templateScope = (agent: Agent): Prisma.QuoteTemplateWhereInput => ({
  status: RECORD_STATUS.ACTIVE,
  dealer: dealerScope(agent),
});

function toTemplateDto(row: QuoteTemplate) {
  const content = ZQuoteTemplateContent.safeParse(row.content);
  return {
    id: row.id,
    dealer_id: row.dealer_id,
    name: row.name,
    // A line of n identical units is n units (decision 160); a template from before holds one a line.
    unit_count: content.success
      ? content.data.units.reduce((n, unit) => n + (typeof unit.quantity === "number" ? unit.quantity : 1), 0)
      : 0,
    accessory_count: content.success ? content.data.accessories.length : 0,
    service_line_count: content.success ? content.data.service_lines.length : 0,
    created_by: row.created_by,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** POST /quotes/{id}/template: the lines of a quote the agent may read, under a name new to its dealer. */
export async function saveTemplate(prisma: PrismaClient, agent: Agent, input: TSaveTemplateRequest) {
  const quote = await prisma.quote.findFirst({
    where: { id: input.id, status: { not: QUOTE_STATUS.INACTIVE }, ...quoteScope(agent) },
    select: { id: true, dealer_id: true },
  });
  if (!quote) throw notFound();
  const dealerId = quote.dealer_id;
  if (dealerId === null)
    throw badRequest("A quote without a dealer cannot be saved as a template: templates belong to a dealer.");
  const lines = await readQuoteLines(prisma, quote.id);
  if (lines.units.length + lines.accessories.length + lines.service_lines.length === 0)
    throw badRequest("This quote has no saved units, accessories or services to save as a template.");
  const content = { version: 1 as const, ...lines } satisfies TQuoteTemplateContent;
  const row = await prisma.$transaction(async (tx) => {
    // One save at a time per dealer, so two saves of the same name cannot both pass the check.
    await lockRow(tx, "dealers", dealerId);
    const active = { dealer_id: dealerId, status: RECORD_STATUS.ACTIVE };
    const same = await tx.quoteTemplate.count({
      where: { ...active, name: { equals: input.name, mode: "insensitive" } },
    });
    if (same > 0)
      throw conflict(
        `A template named "${input.name}" already exists: choose another name or delete it first.`,
      );
    if ((await tx.quoteTemplate.count({ where: active })) >= QUOTE_TEMPLATES_MAX)
      throw conflict(`A dealer keeps at most ${QUOTE_TEMPLATES_MAX} templates: delete one first.`);
    return tx.quoteTemplate.create({
      data: {
        dealer_id: dealerId,
        name: input.name,
        content,
        created_by: agent.id,
      },
    });
  });
  return toTemplateDto(row);
}

/** The dealer whose templates a request means: a dealer user's own; staff name one they may see. */
async function templateDealerOf(prisma: PrismaClient, agent: Agent, requested: number | undefined) {
  if (!isStaff(agent.role_id)) {
    if (agent.dealer_id === null || (requested !== undefined && requested !== agent.dealer_id))
      throw notFound();
    return agent.dealer_id;
  }
  if (requested === undefined) throw badRequest("dealer_id: Choose the dealer whose templates to list.");
  const dealer = await prisma.dealer.findFirst({
    where: { id: requested, ...dealerScope(agent) },
    select: { id: true },
  });
  if (!dealer) throw notFound();
  return dealer.id;
}

/** GET /quote-templates: the dealer's templates by name. */
export async function listTemplates(prisma: PrismaClient, agent: Agent, input: TQuoteTemplatesRequest) {
  const dealerId = await templateDealerOf(prisma, agent, input.dealer_id);
  const rows = await prisma.quoteTemplate.findMany({
    where: { ...templateScope(agent), dealer_id: dealerId },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: QUOTE_TEMPLATES_MAX,
  });
  return rows.map(toTemplateDto);
}

async function findTemplate(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await prisma.quoteTemplate.findFirst({ where: { id, ...templateScope(agent) } });
  if (!row) throw notFound();
  return row;
}

/** DELETE /quote-templates/{id}: deactivated (status 0); quotes started from it keep their lines. */
export async function deleteTemplate(prisma: PrismaClient, agent: Agent, id: number) {
  await findTemplate(prisma, agent, id);
  const row = await prisma.quoteTemplate.update({ where: { id }, data: { status: RECORD_STATUS.INACTIVE } });
  return toTemplateDto(row);
}

/**
 * POST /quote-templates/{template_id}/quotes: a new draft of the template's dealer with the
 * template's lines priced now, "Start with" its name.
 */
export async function startFromTemplate(
  prisma: PrismaClient,
  agent: Agent,
  books: PriceBookStore,
  input: TStartFromTemplateRequest,
) {
  const book = await books.current();
  const template = await findTemplate(prisma, agent, input.template_id);
  const content = ZQuoteTemplateContent.safeParse(template.content);
  if (!content.success)
    throw badRequest(`The template "${template.name}" can no longer be read: delete it and save it again.`);
  const { version: _version, ...stored } = content.data;
  const lines = priceLines(stored, book);
  const dealer = await prisma.dealer.findUniqueOrThrow({
    where: { id: template.dealer_id },
    select: { id: true, account_id: true },
  });
  if (input.customer_id) await customerFor(prisma, agent, input.customer_id, dealer.id);
  const head = {
    title: input.title,
    notes: joinNotes(input.notes, input.shipping_address),
    start_with: template.name,
    dealer_id: dealer.id,
    account_id: dealer.account_id,
    customer_id: input.customer_id ?? null,
  };
  const note = `Started from the template "${template.name}"`;
  const id = await prisma.$transaction((tx) => createDraftWithLines(tx, agent, books, head, lines, note));
  return getQuote(prisma, agent, id);
}
