import { randomBytes } from "node:crypto";
import {
  CUSTOMER,
  MESSAGES,
  ORDER_STATUS_LABELS,
  QUOTE_STATUS,
  QUOTE_EVENTS,
  QUOTE_STATUS_LABELS,
  type QuoteEvent,
  type Agent,
  type TAcceptQuoteRequest,
  type TChosenLines,
  type TDeclineQuoteRequest,
  type THistoryEntry,
  type TQuoteHistory,
  type TShareLink,
} from "@screens/domain";
import type { PriceBookStore } from "./price-books/store.js";
import { assertDiscountMaySend } from "./selling-price.js";
import type { Prisma, PrismaClient } from "../db/client.js";
import { hashToken } from "../auth/tokens.js";
import { openSealed, sealSecret } from "../auth/totp-secrets.js";
import { badRequest, conflict, HttpError, notFound } from "../http/errors.js";
import {
  documentChoiceLines,
  documentChosenKeys,
  documentForChoice,
  documentLineKey,
} from "@screens/domain/quote-document";
import { resolveChoice } from "@screens/pricing";
import { choiceProblemMessage, settleChoice } from "./line-choices.js";
import { recomputeQuoteTotals } from "./quote-totals.js";
import { panelOrigin, shareLinkUrl } from "../mail/origin.js";
import { documentSha256, loadQuoteDocument, type QuoteDocument } from "./documents/quote-document.js";
import { deadLink, readPublicQuote, TOKEN_PATTERN, type PublicQuote } from "./public-quote.js";
import { pdfFileName, renderQuotePdf } from "./documents/quote-pdf-loader.js";
import { notifyCustomerDecision, notifyQuoteSent } from "./notifications/index.js";
import { notifyQuoteAccepted } from "./notifications/quote-accepted.js";
import { iso } from "./convert.js";
import { lockQuote } from "./quote-lock.js";
import { quoteScope } from "./scope.js";
import { moveQuote } from "./quote-transitions.js";
import { lockRow } from "../db/row-locks.js";

/**
 * The customer's side of a quote (docs/customer-approval.md): sending it with a share
 * link, the public page's answers through that link, and the quote's history.
 */

type Tx = Prisma.TransactionClient;

/** A dealer without its own setting: a sent quote stays valid this many days (the schema's default). */
const DEFAULT_VALIDITY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The link outlives the printed valid-until date (the end of that day in UTC) by 11 hours, so it
 * works through that whole date in every North American time zone, Hawaii's (UTC-10) included.
 */
const LINK_GRACE_MS = 11 * 60 * 60 * 1000;

/** A sent quote is valid through the end (UTC) of the day its dealer's validity ends on. */
export function validUntilFrom(sentAt: Date, days: number): Date {
  const end = new Date(sentAt.getTime() + days * DAY_MS);
  end.setUTCHours(23, 59, 59, 999);
  return end;
}

/** 32 random bytes, base64url: the link's secret. Only its SHA-256 (hex) is stored. */
function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The options of a transaction that may send: its PDF is rendered before it (withSendingPdf), but on
 * a last try inside it, which can take longer than Prisma's 5 s default on a busy machine.
 */
export const SENDING_TRANSACTION = { maxWait: 20_000, timeout: 30_000 };

/**
 * A send's PDF, rendered before its transaction (decision 147): the render takes seconds for a
 * large quote, and inside the transaction it would hold the quote's lock and, on the embedded
 * database, the one connection that every other request waits for. `sha256` names the document it
 * shows; the send attaches it only when the document it freezes is that very one.
 */
export interface SendingPdf {
  sentAt: Date;
  sha256: string | null;
  pdf: Buffer | null;
  /** The last try: a document that changed again is rendered inside the transaction. */
  last: boolean;
}

/** Thrown inside a send's transaction (rolling it back) when its document is not the one rendered. */
class DocumentChanged extends Error {
  constructor(readonly document: QuoteDocument) {
    super("The quote's document changed while its PDF was rendered.");
  }
}

/**
 * Runs `send` (a transaction that may call sendLockedQuote with the SendingPdf it is given) with the
 * PDF rendered beforehand, outside it and on the renderer's thread. The document is read as the send
 * will freeze it; when the transaction froze another one (prices frozen anew, an edit in between),
 * it is rolled back and run again with that document's PDF, twice at most.
 */
export async function withSendingPdf<T>(
  prisma: PrismaClient,
  agent: Agent,
  quoteId: number,
  send: (pdf: SendingPdf) => Promise<T>,
): Promise<T> {
  const sentAt = new Date();
  // Only a quote the agent may see is rendered (the send checks the rest under the lock).
  const visible = await prisma.quote.count({ where: { id: quoteId, ...quoteScope(agent) } });
  let document = visible ? await loadQuoteDocument(prisma, quoteId, { now: sentAt, sending: true }) : null;
  for (let attempt = 1; ; attempt++) {
    const prepared: SendingPdf = {
      sentAt,
      sha256: document ? documentSha256(document) : null,
      pdf: document ? await renderQuotePdf(document) : null,
      last: attempt >= 3,
    };
    try {
      return await send(prepared);
    } catch (error) {
      if (!(error instanceof DocumentChanged) || prepared.last) throw error;
      document = error.document;
    }
  }
}

/**
 * 1 -> 10 on a quote the caller has locked: the table's checks (content, prices, a customer with an
 * e-mail address), prices frozen as submit freezes them, sent_at and valid_until, a new link (the
 * earlier ones end), and the e-mail to the customer with the PDF attached, queued in this transaction.
 * The PDF is the one `prepared` holds when its document is the one frozen here; without `prepared`,
 * or on its last try, it is rendered here. `message`: the sender's personal note in the e-mail.
 */
export async function sendLockedQuote(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number; dealer_id: number | null },
  books: PriceBookStore,
  prepared?: SendingPdf,
  message?: string | null,
): Promise<void> {
  const dealer =
    quote.dealer_id === null
      ? null
      : await tx.dealer.findUnique({ where: { id: quote.dealer_id }, select: { quote_validity_days: true } });
  await assertDiscountMaySend(tx, agent, quote);
  const sentAt = prepared?.sentAt ?? new Date();
  const validUntil = validUntilFrom(sentAt, dealer?.quote_validity_days ?? DEFAULT_VALIDITY_DAYS);
  await moveQuote(tx, {
    quote,
    action: "send",
    actor: agent,
    books,
    data: { sent_at: sentAt, valid_until: validUntil },
  });
  const token = newShareToken();
  await tx.quoteShareLink.create({
    data: {
      quote_id: quote.id,
      token_hash: hashToken(token),
      // Sealed for "Copy link" and the reminder (decision 183); the hash stays the look-up.
      token_sealed: sealSecret(token),
      expires_at: new Date(validUntil.getTime() + LINK_GRACE_MS),
      created_by: agent.id,
    },
  });
  const document = await loadQuoteDocument(tx, quote.id);
  if (!document) throw notFound();
  let pdf = prepared?.sha256 === documentSha256(document) ? prepared.pdf : null;
  if (!pdf) {
    if (prepared && !prepared.last) throw new DocumentChanged(document);
    pdf = await renderQuotePdf(document);
  }
  await notifyQuoteSent(tx, {
    quoteId: quote.id,
    token,
    origin: panelOrigin(),
    pdf: { filename: pdfFileName(document.quote.number), content: pdf },
    sender: agent,
    message,
  });
}

/**
 * GET /quotes/{id}/share-link (decision 183): the quote's live link (the newest one neither ended
 * nor expired, with its token kept sealed) for the dealer to copy and text; null without one.
 * Tenancy as for the quote; a quote beyond it is a 404.
 */
export async function quoteShareLink(prisma: PrismaClient, agent: Agent, id: number): Promise<TShareLink> {
  const quote = await prisma.quote.findFirst({
    where: { id, status: { not: QUOTE_STATUS.INACTIVE }, ...quoteScope(agent) },
    select: { id: true },
  });
  if (!quote) throw notFound();
  const link = await prisma.quoteShareLink.findFirst({
    where: { quote_id: id, revoked_at: null, expires_at: { gt: new Date() }, token_sealed: { not: null } },
    orderBy: { id: "desc" },
    select: { token_sealed: true, expires_at: true },
  });
  if (!link?.token_sealed) return { link: null };
  return {
    link: {
      url: shareLinkUrl(panelOrigin(), openSealed(link.token_sealed)),
      expires_at: iso(link.expires_at),
    },
  };
}

type LinkRow = Prisma.QuoteShareLinkGetPayload<{ include: { decision: true } }>;

/** The link of a token while it stands: unknown, revoked and expired tokens are all null. */
async function findLink(db: Tx | PrismaClient, token: string): Promise<LinkRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const link = await db.quoteShareLink.findUnique({
    where: { token_hash: hashToken(token) },
    include: { decision: true },
  });
  if (!link || link.revoked_at || link.expires_at.getTime() <= Date.now()) return null;
  return link;
}

/**
 * GET /public/quotes/{token}: the customer-facing document (customer prices only) and the answer;
 * a dead link is a 404. readPublicQuote (public-quote.ts) answers null instead.
 */
export async function publicQuote(prisma: PrismaClient, token: string): Promise<PublicQuote> {
  const found = await readPublicQuote(prisma, token);
  if (!found) throw deadLink();
  return found;
}

/** GET /public/quotes/{token}/pdf: the same document as a PDF. */
export async function publicQuotePdf(prisma: PrismaClient, token: string) {
  const { document } = await publicQuote(prisma, token);
  return { filename: pdfFileName(document.quote.number), pdf: await renderQuotePdf(document) };
}

/** Where an answer came from: kept with the e-signature. */
export interface AnswerOrigin {
  ip: string | null;
  user_agent: string | null;
}

export type CustomerAnswer =
  ({ decision: "accepted" } & TAcceptQuoteRequest) | ({ decision: "declined" } & TDeclineQuoteRequest);

/**
 * The customer's answer through the link: accept (10 -> 12, the signed job stays with the dealer;
 * 10 -> 30 for a dealer that submits on acceptance, decision 136) or decline (10 -> 11). A link answers once: the quote's row lock, then the link's, and decided_at
 * read under them make a second answer, even a concurrent one, a 409. The decision keeps the name,
 * time, address, user agent and the SHA-256 of the document as answered.
 */
export async function answerQuote(
  prisma: PrismaClient,
  token: string,
  answer: CustomerAnswer,
  from: AnswerOrigin,
) {
  try {
    await prisma.$transaction(async (tx) => {
      const found = await findLink(tx, token);
      if (!found) throw deadLink();
      // The lock order of every quote change (withdrawing revokes links under the quote's lock).
      await lockQuote(tx, found.quote_id);
      await lockRow(tx, "quote_share_links", found.id);
      const link = await findLink(tx, token);
      if (!link) throw deadLink();
      if (link.decided_at) throw conflict(MESSAGES.quoteAlreadyAnswered);
      const quote = await tx.quote.findUniqueOrThrow({
        where: { id: link.quote_id },
        select: { id: true, status: true },
      });
      const document = await loadQuoteDocument(tx, quote.id);
      if (!document) throw deadLink();
      if (answer.document_sha256 && answer.document_sha256 !== documentSha256(document))
        throw conflict(MESSAGES.quoteChangedSinceOpened);
      const accepted = answer.decision === "accepted";
      // The customer's picks among the options, checked against the document's lines; the signature
      // covers the document of exactly that choice, and the lines not chosen are set aside (decision 182).
      const signed = accepted ? documentOfChoice(document, answer.chosen) : document;
      const sha256 = documentSha256(signed);
      if (accepted && signed.choices) {
        await settleChoice(tx, quote.id, new Set(documentChosenKeys(signed)));
        await recomputeQuoteTotals(tx, quote.id);
      }
      const reason = accepted ? null : answer.reason?.trim() || null;
      const moved = await moveQuote(tx, {
        quote,
        action: accepted ? "accept" : "decline",
        actor: CUSTOMER,
        // The history keeps which options the customer took (decision 182).
        note: accepted ? choiceNote(signed) : reason,
      });
      const decidedAt = new Date();
      await tx.quoteShareLink.update({ where: { id: link.id }, data: { decided_at: decidedAt } });
      await tx.quoteDecision.create({
        data: {
          quote_id: quote.id,
          share_link_id: link.id,
          decision: answer.decision,
          signer_name: accepted ? answer.signer_name : null,
          reason,
          ip_address: from.ip?.slice(0, 100) ?? null,
          user_agent: from.user_agent?.slice(0, 500) ?? null,
          document_sha256: sha256,
          created_at: decidedAt,
        },
      });
      await notifyCustomerDecision(tx, {
        quoteId: quote.id,
        decision: answer.decision,
        reason,
        signerName: accepted ? answer.signer_name : null,
        submitted: moved.transition.to === QUOTE_STATUS.AWAITING_APPROVAL,
      });
      // The homeowner's own copy of what they signed (decision 167).
      if (accepted)
        await notifyQuoteAccepted(tx, {
          quoteId: quote.id,
          document: signed,
          documentSha256: sha256,
          signerName: answer.signer_name,
          signedAt: decidedAt,
          senderId: link.created_by,
        });
    });
  } catch (error) {
    // The unique share_link_id of decisions: the last guard against a second answer.
    if (!(error instanceof HttpError) && (error as { code?: string }).code === "P2002")
      throw conflict(MESSAGES.quoteAlreadyAnswered);
    throw error;
  }
  return publicQuote(prisma, token);
}

/**
 * The document of the customer's picks (decision 182): every alternative group exactly one, every
 * line the quote's own, else a 400 that says which rule; no picks: the default choice as offered.
 */
function documentOfChoice(document: QuoteDocument, picks: TChosenLines | undefined): QuoteDocument {
  if (picks === undefined) return document;
  const resolved = resolveChoice(
    documentChoiceLines(document),
    picks.map((pick) => documentLineKey(pick.line, pick.id)),
  );
  if ("problem" in resolved) throw badRequest(choiceProblemMessage(resolved.problem));
  return documentForChoice(document, resolved.chosen);
}

// ---------------------------------------------------------------------------------------------
// History

const isQuoteEvent = (event: string | null): event is QuoteEvent =>
  event !== null && (QUOTE_EVENTS as readonly string[]).includes(event);

function whoOf(change: {
  user: { first_name: string; last_name: string } | null;
  actor: string | null;
}): THistoryEntry["who"] {
  if (change.user) return { kind: "user", name: `${change.user.first_name} ${change.user.last_name}`.trim() };
  if (change.actor === "customer") return { kind: "customer", name: "Customer" };
  return { kind: "system", name: change.actor === "erp" ? "ERP" : "System" };
}

/**
 * GET /quotes/{id}/history: every status change of the quote and of its order, oldest first,
 * with who (a user's name, "Customer" for the share link), when, the labels and the note; the
 * customer's acceptance carries the e-signature's name and time. Tenancy as for the quote.
 */
export async function quoteHistory(prisma: PrismaClient, agent: Agent, id: number): Promise<TQuoteHistory> {
  const quote = await prisma.quote.findFirst({
    where: { id, status: { not: QUOTE_STATUS.INACTIVE }, ...quoteScope(agent) },
    select: { id: true, order: { select: { id: true } } },
  });
  if (!quote) throw notFound();
  const entities: Prisma.StatusChangeWhereInput[] = [{ entity: "quote", entity_id: quote.id }];
  if (quote.order) entities.push({ entity: "order", entity_id: quote.order.id });
  const [changes, acceptances] = await Promise.all([
    prisma.statusChange.findMany({
      where: { OR: entities },
      include: { user: { select: { first_name: true, last_name: true } } },
      orderBy: [{ created_at: "asc" }, { id: "asc" }],
    }),
    prisma.quoteDecision.findMany({
      where: { quote_id: quote.id, decision: "accepted" },
      orderBy: { id: "asc" },
    }),
  ]);
  // The customer's acceptances, in order, are the decisions of the same name, in order: each was
  // written in the transaction of its status change.
  const signatures = acceptances.map((decision) => ({
    signer_name: decision.signer_name ?? "",
    signed_at: iso(decision.created_at),
  }));
  const history: TQuoteHistory = { quote: [], order: [] };
  for (const change of changes) {
    const entity = change.entity === "order" ? "order" : "quote";
    const labels = entity === "quote" ? QUOTE_STATUS_LABELS : ORDER_STATUS_LABELS;
    const acceptance =
      entity === "quote" &&
      change.actor === "customer" &&
      change.from_status === QUOTE_STATUS.CUSTOMER_APPROVAL &&
      (change.to_status === QUOTE_STATUS.CUSTOMER_ACCEPTED ||
        change.to_status === QUOTE_STATUS.AWAITING_APPROVAL);
    history[entity].push({
      id: change.id,
      entity,
      at: iso(change.created_at),
      from_status: change.from_status,
      from_label:
        change.from_status === null ? null : (labels[change.from_status] ?? String(change.from_status)),
      to_status: change.to_status,
      to_label: labels[change.to_status] ?? String(change.to_status),
      who: whoOf(change),
      note: change.note,
      event: isQuoteEvent(change.event) ? change.event : null,
      signature: acceptance ? (signatures.shift() ?? null) : null,
    });
  }
  return history;
}

/**
 * The options of a signed document as the quote's history keeps them (decision 182): "Chose
 * “Lanai better” (Lanai screen), “Sun sensor”. Not taken: “Lanai good” (Lanai screen)."; null
 * without options.
 */
export function choiceNote(
  document: Pick<QuoteDocument, "units" | "accessories" | "services">,
): string | null {
  const lines = [...document.units, ...document.accessories, ...(document.services ?? [])].filter(
    (line) => line.option,
  );
  if (lines.length === 0) return null;
  const named = (line: (typeof lines)[number]) =>
    `“${line.name}”${line.option?.group ? ` (${line.option.group})` : ""}`;
  const taken = lines.filter((line) => line.option?.chosen).map(named);
  const left = lines.filter((line) => !line.option?.chosen).map(named);
  return [
    taken.length > 0 ? `Chose ${taken.join(", ")}.` : "Took no option.",
    left.length > 0 ? `Not taken: ${left.join(", ")}.` : null,
  ]
    .filter(Boolean)
    .join(" ");
}
