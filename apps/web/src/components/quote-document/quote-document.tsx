import type { ReactNode } from "react";
import {
  documentGroups,
  type DocumentGroup,
  type DocumentLineDiscount,
  type DocumentLineOption,
} from "@screens/domain/quote-document";
import { formatUSD } from "@/lib/format";
import { cn } from "@/lib/utils";
import { displayWebsite, formatDocumentDate, websiteHref } from "./format";
import type { QuoteDocumentData } from "./types";
import { UnitDrawingSvg } from "./unit-drawing-svg";

/**
 * The customer-facing quote (decision 066): the dealer's letterhead, who it is for, each unit with
 * its drawing and price, accessories, totals in USD and the dealer's terms. It renders customer
 * prices only; the data it is given holds nothing else (no dealer cost, list price or notes).
 * One component for the homeowner's page and the quote page's print view; the PDF mirrors it.
 */
export function QuoteDocument({
  document,
  className,
  onChoose,
}: {
  document: QuoteDocumentData;
  className?: string;
  /** The homeowner's page: tick an optional line, pick an alternative (decision 182). */
  onChoose?: ChooseLine;
}) {
  const { quote } = document;
  const groups = documentGroups(document);
  return (
    <article
      aria-label={`Quote ${quote.number}`}
      data-testid="quote-document"
      className={cn(
        "quote-document light mx-auto w-full max-w-4xl bg-white text-slate-900 sm:rounded-2xl sm:border sm:shadow-xl sm:shadow-slate-900/5",
        "print:max-w-none print:rounded-none print:border-0 print:shadow-none",
        className,
      )}
    >
      <Letterhead dealer={document.dealer} />
      <div className="px-5 py-7 sm:px-10 sm:py-9 print:px-0">
        <QuoteHeading document={document} />
        {groups.map((group, index) => (
          <LineGroup
            key={group.room ?? ""}
            group={group}
            // Units are numbered through the whole document, room after room.
            firstIndex={groups.slice(0, index).reduce((n, earlier) => n + earlier.units.length, 0)}
            id={`document-group-${index}`}
            onChoose={onChoose}
          />
        ))}
        {document.services && document.services.length > 0 && (
          <LineTable
            id="document-services"
            title="Services"
            line="service"
            lines={document.services}
            onChoose={onChoose}
          />
        )}
        <Totals totals={document.totals} />
        {document.terms && (
          <section aria-labelledby="document-terms" className="mt-10 break-inside-avoid">
            <SectionTitle id="document-terms">Terms</SectionTitle>
            <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-slate-600">
              {document.terms}
            </p>
          </section>
        )}
      </div>
      <footer className="flex flex-col gap-1 border-t border-slate-200 px-5 py-5 text-xs text-slate-500 sm:flex-row sm:justify-between sm:px-10 print:px-0">
        <span>
          {document.dealer.company_name} · Quote {quote.number}
        </span>
        <span>Valid until {formatDocumentDate(quote.valid_until)}</span>
      </footer>
    </article>
  );
}

/**
 * A room's lines under its name, with its subtotal (decision 161), or the lines without a room as
 * Screens and Accessories.
 */
function LineGroup({
  group,
  firstIndex,
  id,
  onChoose,
}: {
  group: DocumentGroup;
  firstIndex: number;
  id: string;
  onChoose?: ChooseLine;
}) {
  const screens = group.units.length > 0 && (
    <section aria-labelledby={`${id}-units`} className="mt-10 break-inside-auto">
      <SectionTitle id={`${id}-units`}>Screens</SectionTitle>
      <ol className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
        {group.units.map((unit, index) => (
          <UnitRow key={unit.id} unit={unit} index={firstIndex + index} onChoose={onChoose} />
        ))}
      </ol>
    </section>
  );
  const accessories = group.accessories.length > 0 && (
    <LineTable
      id={`${id}-accessories`}
      title="Accessories"
      line="accessory"
      lines={group.accessories}
      onChoose={onChoose}
    />
  );
  if (group.room === null)
    return (
      <>
        {screens}
        {accessories}
      </>
    );
  return (
    <section aria-labelledby={id} className="mt-12 break-inside-auto" data-testid="document-room">
      <h2 id={id} className="border-b-2 border-slate-900 pb-2 text-lg font-semibold tracking-tight">
        {group.room}
      </h2>
      {screens}
      {accessories}
      <p className="mt-3 flex justify-between gap-6 text-sm font-medium text-slate-700">
        <span>{group.room} subtotal</span>
        <span className="tabular-nums" data-testid="document-room-subtotal">
          {formatUSD(group.subtotal ?? 0)}
        </span>
      </p>
    </section>
  );
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-xs font-semibold tracking-[0.12em] text-slate-500 uppercase">
      {children}
    </h2>
  );
}

/** The dealer's logo (or its name set as a wordmark) and how to reach them. */
function Letterhead({ dealer }: { dealer: QuoteDocumentData["dealer"] }) {
  const contact = [dealer.phone, dealer.email].filter((line): line is string => !!line);
  return (
    <header className="flex flex-col gap-5 border-b border-slate-200 px-5 py-6 sm:flex-row sm:items-start sm:justify-between sm:px-10 sm:py-8 print:px-0">
      <div className="min-w-0">
        {dealer.logo_url ? (
          <img
            src={dealer.logo_url}
            alt={dealer.company_name}
            className="block h-auto max-h-16 w-auto max-w-[240px] object-contain object-left"
          />
        ) : (
          <p className="text-2xl leading-tight font-semibold tracking-tight text-slate-900">
            {dealer.company_name}
          </p>
        )}
      </div>
      <address className="grid gap-0.5 text-sm leading-snug text-slate-600 not-italic sm:text-right">
        {dealer.logo_url && <span className="font-semibold text-slate-900">{dealer.company_name}</span>}
        {dealer.address_lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        {contact.map((line, index) => (
          <span key={line} className={index === 0 ? "mt-1" : undefined}>
            {line}
          </span>
        ))}
        {dealer.website && (
          <a href={websiteHref(dealer.website)} className="text-slate-600 hover:underline" rel="noreferrer">
            {displayWebsite(dealer.website)}
          </a>
        )}
      </address>
    </header>
  );
}

/** "Quote", its title, the customer it is prepared for, its number and dates. */
function QuoteHeading({ document }: { document: QuoteDocumentData }) {
  const { quote, customer } = document;
  const facts = [
    { label: "Quote number", value: quote.number },
    { label: "Date", value: formatDocumentDate(quote.date) },
    { label: "Valid until", value: formatDocumentDate(quote.valid_until) },
  ];
  return (
    <div className="grid gap-8 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.12em] text-amber-700 uppercase">Quote</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{quote.title}</h1>
        {customer && (
          <div className="mt-6">
            <p className="text-xs font-semibold tracking-[0.12em] text-slate-500 uppercase">Prepared for</p>
            <address className="mt-2 grid gap-0.5 text-sm leading-snug text-slate-700 not-italic">
              <span className="text-base font-semibold text-slate-900">{customer.name}</span>
              {customer.address_lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              {customer.email && <span>{customer.email}</span>}
              {customer.phone && <span>{customer.phone}</span>}
            </address>
          </div>
        )}
      </div>
      <dl className="grid h-fit gap-y-2 rounded-xl bg-slate-50 p-4 text-sm sm:min-w-52 sm:gap-y-3 print:bg-transparent print:p-0">
        {facts.map((fact) => (
          // A phone reads label and value on one line; wider, the value sits under its label.
          <div key={fact.label} className="flex items-baseline justify-between gap-4 sm:block">
            <dt className="text-xs text-slate-500">{fact.label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums sm:mt-0.5">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A line's kind as a choice names it (decision 182). */
export type DocumentLineKind = "unit" | "accessory" | "service";
export type ChooseLine = (line: DocumentLineKind, id: number, option: DocumentLineOption) => void;

/**
 * An optional or alternative line's mark (decision 182): "Optional" or "Alternative · Lanai screen",
 * "Not included" while it is out of the total, and on the homeowner's page the tick box or the
 * group's radio button that puts it in.
 */
function OptionMark({
  line,
  item,
  onChoose,
}: {
  line: DocumentLineKind;
  item: { id: number; name: string; option?: DocumentLineOption };
  onChoose?: ChooseLine;
}) {
  const option = item.option;
  if (!option) return null;
  const label = option.choice === "optional" ? "Optional" : `Alternative · ${option.group ?? ""}`;
  return (
    <span
      className="mt-1 flex flex-wrap items-center gap-2 text-xs font-normal"
      data-testid="document-option"
    >
      <span className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-800 ring-1 ring-amber-200 print:ring-0">
        {label}
      </span>
      {onChoose ? (
        <label className="inline-flex cursor-pointer items-center gap-1.5 text-slate-700 print:hidden">
          <input
            type={option.choice === "optional" ? "checkbox" : "radio"}
            name={option.choice === "alternative" ? `choice-${option.group ?? ""}` : undefined}
            className="size-4 accent-amber-600"
            checked={option.chosen}
            onChange={() => onChoose(line, item.id, option)}
          />
          {option.choice === "optional" ? `Include ${item.name}` : `Choose ${item.name}`}
        </label>
      ) : (
        !option.chosen && <span className="text-slate-500">Not included in the total</span>
      )}
    </span>
  );
}

function UnitRow({
  unit,
  index,
  onChoose,
}: {
  unit: QuoteDocumentData["units"][number];
  index: number;
  onChoose?: ChooseLine;
}) {
  const motor = unit.drawing.labels.find((label) => label.kind === "motor")?.text.toLowerCase();
  const drawingTitle = [`${unit.name}: ${unit.size.width} wide by ${unit.size.height} high`, motor]
    .filter(Boolean)
    .join(", ");
  return (
    <li className="grid grid-cols-1 gap-4 py-6 break-inside-avoid sm:grid-cols-[200px_minmax(0,1fr)_auto] sm:gap-6">
      <div className="flex items-center justify-center rounded-lg bg-slate-50 p-2 print:bg-transparent">
        <UnitDrawingSvg drawing={unit.drawing} title={drawingTitle} className="h-auto" />
      </div>
      <div className="min-w-0">
        <h3 className="flex items-baseline gap-2 text-base font-semibold">
          <span className="text-sm font-medium text-slate-500 tabular-nums">{index + 1}.</span>
          <span className="min-w-0">{unit.name}</span>
        </h3>
        <OptionMark line="unit" item={unit} onChoose={onChoose} />
        <p className="mt-1 text-sm font-medium text-slate-700">
          {unit.size.inches} <span className="font-normal text-slate-500">({unit.size.feet})</span>
        </p>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">{unit.description}</p>
        {unit.quantity && (
          // n identical screens: the price of one and how many (decision 160).
          <p
            className="mt-2 text-sm font-medium text-slate-700 tabular-nums"
            data-testid="document-unit-quantity"
          >
            Quantity {unit.quantity} × {formatUSD(unit.unit_price ?? 0)}
          </p>
        )}
      </div>
      <p className="flex items-baseline justify-between gap-4 border-t border-dashed border-slate-200 pt-3 sm:block sm:border-0 sm:pt-0 sm:text-right">
        <span className="text-sm text-slate-500 sm:hidden">Price</span>
        <span
          className={cn(
            "text-base font-semibold tabular-nums",
            unit.option && !unit.option.chosen && "text-slate-400",
          )}
        >
          {formatUSD(unit.price)}
        </span>
        <LineDiscountNote discount={unit.line_discount} />
      </p>
    </li>
  );
}

/**
 * A line's own discount under its price (docs/decisions/192-line-markup-and-discount.md): the price
 * before it struck through and "10% off", so the homeowner sees what was taken off.
 */
function LineDiscountNote({ discount }: { discount: DocumentLineDiscount | undefined }) {
  if (!discount) return null;
  return (
    <span
      className="block text-xs font-normal text-slate-500 tabular-nums"
      data-testid="document-line-discount"
    >
      <span className="sr-only">Before the discount: </span>
      <s>{formatUSD(discount.list_price)}</s> {discount.label}
    </span>
  );
}

/** The accessories, or the dealer's services: item, quantity, price of one, amount. */
function LineTable({
  id,
  title,
  line,
  lines: accessories,
  onChoose,
}: {
  id: string;
  title: string;
  line: DocumentLineKind;
  lines: ReadonlyArray<
    QuoteDocumentData["accessories"][number] | NonNullable<QuoteDocumentData["services"]>[number]
  >;
  onChoose?: ChooseLine;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 break-inside-avoid">
      <SectionTitle id={id}>{title}</SectionTitle>
      <table className="mt-3 w-full border-y border-slate-200 text-sm">
        <thead className="text-left text-xs text-slate-500">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-3 font-medium">
              Item
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Qty
            </th>
            <th
              scope="col"
              className="hidden px-3 py-2 text-right font-medium sm:table-cell print:table-cell"
            >
              Unit price
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {accessories.map((item) => (
            <tr key={item.id}>
              <td className="py-3 pr-3 font-medium text-slate-800">
                {item.name}
                <span className="block text-xs font-normal text-slate-500 sm:hidden print:hidden">
                  {formatUSD(item.unit_price)} each
                </span>
                <OptionMark line={line} item={item} onChoose={onChoose} />
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{item.quantity}</td>
              <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell print:table-cell">
                {formatUSD(item.unit_price)}
              </td>
              <td
                className={cn(
                  "py-3 pl-3 text-right font-medium tabular-nums",
                  item.option && !item.option.chosen && "text-slate-400",
                )}
              >
                {formatUSD(item.price)}
                {"line_discount" in item && <LineDiscountNote discount={item.line_discount} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Totals({ totals }: { totals: QuoteDocumentData["totals"] }) {
  // Read top-down the figures add up: the lines, the rounding of their sum (decision 066), the
  // subtotal (the quote page's customer price), the brokerage, the total.
  const rows: { label: string; value: number }[] = [];
  if (totals.rounding_adjustment !== 0)
    rows.push({ label: "Rounding adjustment", value: totals.rounding_adjustment });
  rows.push({ label: "Subtotal", value: totals.subtotal });
  if (totals.discount) rows.push({ label: totals.discount.label, value: -totals.discount.amount });
  if (totals.services_total) rows.push({ label: "Services", value: totals.services_total });
  for (const tax of totals.taxes ?? []) rows.push({ label: tax.label, value: tax.amount });
  if (totals.brokerage_fee > 0) rows.push({ label: "Canadian brokerage fee", value: totals.brokerage_fee });
  return (
    <section aria-label="Totals" className="mt-8 flex justify-end break-inside-avoid">
      <div className="grid w-full gap-2 text-sm sm:w-80">
        <dl className="grid gap-2">
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-6 text-slate-600">
              <dt>{row.label}</dt>
              <dd className="tabular-nums">{formatUSD(row.value)}</dd>
            </div>
          ))}
          <div className="mt-1 flex items-baseline justify-between gap-6 border-t-2 border-slate-900 pt-3">
            <dt className="font-semibold">Total ({totals.currency})</dt>
            <dd className="text-2xl font-semibold tracking-tight tabular-nums" data-testid="document-total">
              {formatUSD(totals.total)}
            </dd>
          </div>
        </dl>
        {totals.deposit && (
          <dl className="grid gap-1 rounded-md bg-slate-50 px-3 py-2" aria-label="Deposit">
            <div className="flex justify-between gap-6 font-medium">
              <dt>{totals.deposit.label}</dt>
              <dd className="tabular-nums" data-testid="document-deposit">
                {formatUSD(totals.deposit.amount)}
              </dd>
            </div>
            <div className="flex justify-between gap-6 text-slate-600">
              <dt>Balance</dt>
              <dd className="tabular-nums">{formatUSD(totals.deposit.balance)}</dd>
            </div>
          </dl>
        )}
        {totals.tax_exempt_note && (
          <p className="text-right text-xs text-slate-500">{totals.tax_exempt_note}</p>
        )}
        <p className="text-right text-xs text-slate-500">{totals.shipping_note}</p>
      </div>
    </section>
  );
}
