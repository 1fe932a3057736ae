import { createRequire } from "node:module";
import {
  Document,
  Font,
  Image,
  Page,
  Path,
  StyleSheet,
  Svg,
  Text,
  View,
  renderToBuffer,
} from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { UNIT_DRAWING_STYLE, type UnitDrawing } from "@screens/domain";
import {
  documentGroups,
  type DocumentLineDiscount,
  type DocumentLineOption,
} from "@screens/domain/quote-document";
import { formatUSD } from "@screens/pricing";
import type { QuoteDocument } from "./quote-document.js";

/**
 * The quote document as a PDF (@react-pdf/renderer, no browser): a branded header, who it is
 * from and for, the units with their drawings, the accessories, the totals and the dealer's terms.
 * Noto Sans, embedded (subset to the characters used): the names of the customers and dealers we
 * serve are written in more than the standard Helvetica's Latin-1 (decision 135).
 */

// Words are never split: "com-plete" reads badly in a price quote, and hyphenation is a third of
// the layout time of a long quote.
Font.registerHyphenationCallback((word) => [word]);

const fontFile = (path: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${path}`);
export const FONT = "Noto Sans";
Font.register({
  family: FONT,
  fonts: [
    { src: fontFile("400Regular/NotoSans_400Regular.ttf") },
    { src: fontFile("700Bold/NotoSans_700Bold.ttf"), fontWeight: 700 },
  ],
});
export const BOLD = { fontFamily: FONT, fontWeight: 700 } as const;

export const INK = "#0f172a";
export const MUTED = "#64748b";
export const RULE = "#e2e8f0";
export const ACCENT = "#1e3a5f";
export const PANEL = "#f8fafc";

/** About one accessory row's height: a table's title and head never end a page without a row under them. */
const LINE_ROW_MIN_HEIGHT = 24;

/** A Letter page of the manufacturer's and dealers' paper: the font, the ink and the margins. */
export const PAGE_STYLE = {
  fontFamily: FONT,
  fontSize: 9.5,
  color: INK,
  paddingTop: 40,
  paddingBottom: 56,
  paddingHorizontal: 48,
} as const;

/** The box of the dealer's terms and of the signature: a tinted panel ruled on its left. */
const TERMS_BOX = { backgroundColor: PANEL, borderLeftWidth: 2, borderLeftColor: ACCENT };
const TERMS_TITLE = { ...BOLD, fontSize: 9.5, marginBottom: 4 };

const styles = StyleSheet.create({
  page: PAGE_STYLE,

  header: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
  brand: { maxWidth: 300 },
  logo: { maxWidth: 200, maxHeight: 64, objectFit: "contain", objectPosition: "left" },
  brandName: { ...BOLD, fontSize: 18, color: ACCENT, lineHeight: 1.2 },
  title: { alignItems: "flex-end" },
  titleWord: { ...BOLD, fontSize: 20, letterSpacing: 2, color: ACCENT, marginBottom: 4 },
  meta: { marginTop: 3, flexDirection: "row" },
  metaLabel: { color: MUTED, width: 70, textAlign: "right", marginRight: 10 },
  metaValue: { ...BOLD, width: 104, textAlign: "right" },
  accentRule: { marginTop: 16, height: 2, backgroundColor: ACCENT },
  parties: { flexDirection: "row", marginTop: 16, marginBottom: 6 },
  party: { flex: 1, paddingRight: 16 },
  partyLabel: {
    ...BOLD,
    fontSize: 7.5,
    color: MUTED,
    letterSpacing: 1,
    marginBottom: 4,
  },
  partyName: { ...BOLD, fontSize: 10.5, marginBottom: 2 },
  // Line heights on the texts, never on the page: a page-level lineHeight hid the footer with its
  // page numbers (react-pdf 4.9).
  // (A unitless lineHeight needs the fontSize on the same style.)
  partyLine: { fontSize: 9.5, lineHeight: 1.4 },
  project: { marginTop: 10, marginBottom: 4, fontSize: 10 },
  projectLabel: { color: MUTED },
  roomTitle: { marginTop: 18, ...BOLD, fontSize: 13, color: INK },
  roomSubtotal: {
    flexDirection: "row",
    justifyContent: "space-between",
    marginTop: 6,
    paddingTop: 4,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    ...BOLD,
  },
  sectionTitle: {
    marginTop: 16,
    marginBottom: 6,
    ...BOLD,
    fontSize: 11,
    color: ACCENT,
  },
  tableHead: {
    flexDirection: "row",
    borderBottomWidth: 1,
    borderBottomColor: INK,
    paddingBottom: 4,
    ...BOLD,
    fontSize: 7.5,
    color: MUTED,
    letterSpacing: 0.6,
  },
  unitRow: { flexDirection: "row", paddingVertical: 9, borderBottomWidth: 0.75, borderBottomColor: RULE },
  colIndex: { width: 20, color: MUTED },
  colDrawing: { width: 150, alignItems: "center", justifyContent: "center", paddingRight: 12 },
  colText: { flex: 1, paddingRight: 12 },
  colPrice: { width: 80, textAlign: "right" },
  colQty: { width: 44, textAlign: "right" },
  colUnitPrice: { width: 80, textAlign: "right" },
  unitName: { ...BOLD, fontSize: 10.5 },
  unitSize: { marginTop: 1, marginBottom: 3 },
  unitSizeFeet: { color: MUTED },
  unitDescription: { color: "#334155", fontSize: 8.5, lineHeight: 1.35 },
  price: { ...BOLD, textAlign: "right" },
  lineRow: { flexDirection: "row", paddingVertical: 6, borderBottomWidth: 0.75, borderBottomColor: RULE },
  totalsWrap: { flexDirection: "row", justifyContent: "flex-end", marginTop: 14 },
  totals: { width: 250 },
  totalsRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3 },
  totalsLabel: { color: "#334155" },
  grandTotal: {
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "center",
    marginTop: 6,
    paddingVertical: 8,
    paddingHorizontal: 10,
    backgroundColor: ACCENT,
    color: "#ffffff",
  },
  grandTotalLabel: { ...BOLD, fontSize: 10.5 },
  grandTotalValue: { ...BOLD, fontSize: 14 },
  note: { marginTop: 4, color: MUTED, fontSize: 8, textAlign: "right" },
  deposit: { marginTop: 8, paddingHorizontal: 6, paddingVertical: 4, backgroundColor: PANEL },
  depositLabel: { ...BOLD },
  terms: { ...TERMS_BOX, marginTop: 20, padding: 12 },
  termsTitle: TERMS_TITLE,
  // The terms run over pages: the box's top padding is its title's, so that a page never ends with
  // an empty strip of the box (the pagination splits a box between its edge and its first line).
  longTerms: { ...TERMS_BOX, paddingHorizontal: 12, paddingBottom: 12 },
  longTermsTitle: { ...TERMS_TITLE, paddingTop: 12 },
  termsText: { fontSize: 8.5, color: "#334155", lineHeight: 1.4 },
  footer: {
    position: "absolute",
    bottom: 26,
    left: 48,
    right: 48,
    flexDirection: "row",
    justifyContent: "space-between",
    borderTopWidth: 0.75,
    borderTopColor: RULE,
    paddingTop: 6,
    fontSize: 7.5,
    color: MUTED,
  },
});

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** "2026-11-23" as "November 23, 2026" (a date, no time zone to get wrong). */
function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** "https://www.example.com/" reads as "www.example.com". */
const bareWebsite = (url: string) => url.replace(/^https?:\/\//i, "").replace(/\/$/, "");

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.meta}>
      <Text style={styles.metaLabel}>{label}</Text>
      <Text style={styles.metaValue}>{value}</Text>
    </View>
  );
}

/**
 * The shapes of one style as one path: a drawing is a handful of PDF paths rather than a dozen
 * nodes, which keeps a long quote's layout fast (docs/performance.md). Paint order is kept: each
 * style paints where its first shape came.
 */
function drawingPaths(drawing: UnitDrawing) {
  const paths = new Map<string, { fill: string; stroke: string; d: string[] }>();
  for (const shape of drawing.shapes) {
    const style = UNIT_DRAWING_STYLE[shape.kind];
    const key = `${style.fill} ${style.stroke}`;
    let path = paths.get(key);
    if (!path) paths.set(key, (path = { ...style, d: [] }));
    path.d.push(`M${shape.x} ${shape.y}h${shape.width}v${shape.height}h${-shape.width}Z`);
  }
  // Dimension lines with short end marks across them, like an architect's drawing (and the panel's).
  const tick = drawing.fontSize * 0.35;
  const dimensions = drawing.lines.map((line) => {
    const ends =
      line.y1 === line.y2
        ? `M${line.x1} ${line.y1 - tick}v${2 * tick}M${line.x2} ${line.y2 - tick}v${2 * tick}`
        : `M${line.x1 - tick} ${line.y1}h${2 * tick}M${line.x2 - tick} ${line.y2}h${2 * tick}`;
    return `M${line.x1} ${line.y1}L${line.x2} ${line.y2}${ends}`;
  });
  return { shapes: [...paths.values()], dimensions: dimensions.join("") };
}

/** A unit's drawing; `children` are drawn over it in the same units (the work order's seams). */
export function UnitDrawingPdf({ drawing, children }: { drawing: UnitDrawing; children?: ReactNode }) {
  const { shapes, dimensions } = drawingPaths(drawing);
  return (
    <Svg width={drawing.width} height={drawing.height} viewBox={`0 0 ${drawing.width} ${drawing.height}`}>
      {shapes.map((path, index) => (
        <Path
          key={index}
          d={path.d.join("")}
          fill={path.fill}
          stroke={path.stroke}
          strokeWidth={path.stroke === "none" ? 0 : 0.6}
        />
      ))}
      {dimensions ? (
        <Path d={dimensions} fill="none" stroke={UNIT_DRAWING_STYLE.dimension.stroke} strokeWidth={0.6} />
      ) : null}
      {drawing.labels.map((label, index) => (
        <Text
          key={index}
          x={label.x}
          y={label.y}
          textAnchor={label.anchor}
          fill={UNIT_DRAWING_STYLE.label.fill}
          style={{ fontSize: drawing.fontSize, fontFamily: FONT }}
        >
          {label.text}
        </Text>
      ))}
      {children}
    </Svg>
  );
}

function Header({ document }: { document: QuoteDocument }) {
  const { dealer, quote } = document;
  return (
    <View style={styles.header}>
      <View style={styles.brand}>
        {dealer.logo_url ? (
          <Image style={styles.logo} src={dealer.logo_url} />
        ) : (
          <Text style={styles.brandName}>{dealer.company_name}</Text>
        )}
      </View>
      <View style={styles.title}>
        <Text style={styles.titleWord}>QUOTE</Text>
        <Meta label="Quote no." value={quote.number} />
        <Meta label="Date" value={longDate(quote.date)} />
        <Meta label="Valid until" value={longDate(quote.valid_until)} />
      </View>
    </View>
  );
}

function Parties({ document }: { document: QuoteDocument }) {
  const { dealer, customer } = document;
  const dealerContact = [dealer.phone, dealer.email, dealer.website ? bareWebsite(dealer.website) : null];
  return (
    <View style={styles.parties}>
      <View style={styles.party}>
        <Text style={styles.partyLabel}>FROM</Text>
        <Text style={styles.partyName}>{dealer.company_name}</Text>
        {[...dealer.address_lines, ...dealerContact].filter(Boolean).map((line, index) => (
          <Text key={index} style={styles.partyLine}>
            {line}
          </Text>
        ))}
      </View>
      <View style={styles.party}>
        <Text style={styles.partyLabel}>PREPARED FOR</Text>
        {customer ? (
          <>
            <Text style={styles.partyName}>{customer.name}</Text>
            {[...customer.address_lines, customer.phone, customer.email]
              .filter(Boolean)
              .map((line, index) => (
                <Text key={index} style={styles.partyLine}>
                  {line}
                </Text>
              ))}
          </>
        ) : (
          <Text style={{ color: MUTED }}>No customer named on this quote</Text>
        )}
      </View>
    </View>
  );
}

/** An optional or alternative line's mark (decision 182): "Optional, not included in the total". */
function optionText(option: DocumentLineOption): string {
  const kind = option.choice === "optional" ? "Optional" : `Alternative · ${option.group ?? ""}`;
  return option.chosen ? kind : `${kind}, not included in the total`;
}

function Units({ units, firstIndex = 0 }: { units: QuoteDocument["units"]; firstIndex?: number }) {
  if (units.length === 0) return null;
  return (
    <View>
      <Text style={styles.sectionTitle}>Screens</Text>
      <View style={styles.tableHead} fixed={false}>
        <Text style={styles.colIndex}>#</Text>
        <Text style={{ ...styles.colDrawing, textAlign: "center" }}>DRAWING</Text>
        <Text style={styles.colText}>DESCRIPTION</Text>
        <Text style={styles.colPrice}>PRICE</Text>
      </View>
      {units.map((unit, index) => (
        <View key={unit.id} style={styles.unitRow} wrap={false}>
          <Text style={styles.colIndex}>{firstIndex + index + 1}</Text>
          <View style={styles.colDrawing}>
            <UnitDrawingPdf drawing={unit.drawing} />
          </View>
          <View style={styles.colText}>
            <Text style={styles.unitName}>{unit.name}</Text>
            <Text style={styles.unitSize}>
              {unit.size.width} W × {unit.size.height} H{"  "}
              <Text style={styles.unitSizeFeet}>({unit.size.feet})</Text>
            </Text>
            <Text style={styles.unitDescription}>{unit.description}</Text>
            {unit.quantity ? (
              // n identical screens: the price of one and how many (decision 160).
              <Text style={styles.unitSize}>
                Quantity {unit.quantity} × {formatUSD(unit.unit_price ?? 0)}
              </Text>
            ) : null}
            {unit.option ? <Text style={styles.unitSize}>{optionText(unit.option)}</Text> : null}
            {unit.line_discount ? (
              <Text style={styles.unitSize}>{lineDiscountText(unit.line_discount)}</Text>
            ) : null}
          </View>
          <Text style={{ ...styles.colPrice, ...styles.price }}>{formatUSD(unit.price)}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * The accessories, or the dealer's services: item, quantity, price of one, amount. The table breaks
 * between rows, never inside one: an unbreakable table taller than a page is what made react-pdf
 * draw at an infinite offset (decision 144). The title and the head stay with the first rows.
 */
function Lines({
  title,
  lines,
}: {
  title: string;
  lines: ReadonlyArray<QuoteDocument["accessories"][number] | NonNullable<QuoteDocument["services"]>[number]>;
}) {
  if (lines.length === 0) return null;
  return (
    <View>
      <View wrap={false} minPresenceAhead={LINE_ROW_MIN_HEIGHT}>
        <Text style={styles.sectionTitle}>{title}</Text>
        <View style={styles.tableHead}>
          <Text style={styles.colText}>ITEM</Text>
          <Text style={styles.colQty}>QTY</Text>
          <Text style={styles.colUnitPrice}>EACH</Text>
          <Text style={styles.colPrice}>AMOUNT</Text>
        </View>
      </View>
      {lines.map((line) => (
        <View key={line.id} style={styles.lineRow} wrap={false}>
          <Text style={styles.colText}>
            {line.name}
            {line.option ? ` (${optionText(line.option)})` : ""}
            {"line_discount" in line && line.line_discount
              ? ` (${lineDiscountText(line.line_discount)})`
              : ""}
          </Text>
          <Text style={styles.colQty}>{line.quantity}</Text>
          <Text style={styles.colUnitPrice}>{formatUSD(line.unit_price)}</Text>
          <Text style={{ ...styles.colPrice, ...styles.price }}>{formatUSD(line.price)}</Text>
        </View>
      ))}
    </View>
  );
}

/** A line's own discount (decision 192): "10% off: $1,430.00 less $143.00". */
function lineDiscountText(discount: DocumentLineDiscount): string {
  return `${discount.label}: ${formatUSD(discount.list_price)} less ${formatUSD(discount.amount)}`;
}

function Totals({ totals }: { totals: QuoteDocument["totals"] }) {
  // The adjustment comes first so that each row adds up to the next, as on the panel's document.
  const rows: Array<[string, number]> = [];
  if (totals.rounding_adjustment !== 0) rows.push(["Rounding adjustment", totals.rounding_adjustment]);
  rows.push(["Subtotal", totals.subtotal]);
  if (totals.discount) rows.push([totals.discount.label, -totals.discount.amount]);
  if (totals.services_total) rows.push(["Services", totals.services_total]);
  for (const tax of totals.taxes ?? []) rows.push([tax.label, tax.amount]);
  if (totals.brokerage_fee > 0) rows.push(["Canadian brokerage fee", totals.brokerage_fee]);
  return (
    <View style={styles.totalsWrap} wrap={false}>
      <View style={styles.totals}>
        {rows.map(([label, value]) => (
          <View key={label} style={styles.totalsRow}>
            <Text style={styles.totalsLabel}>{label}</Text>
            <Text>{formatUSD(value)}</Text>
          </View>
        ))}
        <View style={styles.grandTotal}>
          <Text style={styles.grandTotalLabel}>Total ({totals.currency})</Text>
          <Text style={styles.grandTotalValue}>{formatUSD(totals.total)}</Text>
        </View>
        {totals.deposit ? (
          <View style={styles.deposit}>
            <View style={styles.totalsRow}>
              <Text style={styles.depositLabel}>{totals.deposit.label}</Text>
              <Text style={styles.depositLabel}>{formatUSD(totals.deposit.amount)}</Text>
            </View>
            <View style={styles.totalsRow}>
              <Text style={styles.totalsLabel}>Balance</Text>
              <Text>{formatUSD(totals.deposit.balance)}</Text>
            </View>
          </View>
        ) : null}
        {totals.tax_exempt_note ? <Text style={styles.note}>{totals.tax_exempt_note}.</Text> : null}
        <Text style={styles.note}>All prices in US dollars. {totals.shipping_note}.</Text>
      </View>
    </View>
  );
}

/** The homeowner's signature, printed on the copy sent to them after accepting (decision 167). */
export interface QuoteSignature {
  signer_name: string;
  /** ISO instant. */
  signed_at: string;
  document_sha256: string;
}

export function QuotePdf({ document, signature }: { document: QuoteDocument; signature?: QuoteSignature }) {
  const { dealer, quote } = document;
  return (
    <Document
      title={`Quote ${quote.number}`}
      author={dealer.company_name}
      subject={`Quote ${quote.number} from ${dealer.company_name}`}
      creator={dealer.company_name}
      producer={dealer.company_name}
    >
      {/* The page's layout (its footer around the content) puts the document on react-pdf's
          pagination that measures the content once: a long quote renders in linear time (decision 209). */}
      <Page
        size="LETTER"
        style={styles.page}
        layout={({ children, pageNumber, totalPages }) => (
          <>
            {children}
            <View style={styles.footer}>
              <Text>
                {dealer.company_name} · Quote {quote.number}
              </Text>
              {/* The engine's first round counts the pages; the second prints them. */}
              <Text>{`Page ${pageNumber} of ${totalPages ?? ""}`}</Text>
            </View>
          </>
        )}
      >
        <Header document={document} />
        <View style={styles.accentRule} />
        <Parties document={document} />
        {quote.title ? (
          <Text style={styles.project}>
            <Text style={styles.projectLabel}>Project: </Text>
            {quote.title}
          </Text>
        ) : null}
        {/* By room, each with its subtotal, then the lines without one (decision 161). */}
        {documentGroups(document).map((group, index, groups) => (
          <View key={group.room ?? ""}>
            {group.room !== null ? (
              <Text style={styles.roomTitle} minPresenceAhead={LINE_ROW_MIN_HEIGHT}>
                {group.room}
              </Text>
            ) : null}
            <Units
              units={group.units}
              firstIndex={groups.slice(0, index).reduce((n, earlier) => n + earlier.units.length, 0)}
            />
            <Lines title="Accessories" lines={group.accessories} />
            {group.room !== null ? (
              <View style={styles.roomSubtotal} wrap={false}>
                <Text>{group.room} subtotal</Text>
                <Text>{formatUSD(group.subtotal ?? 0)}</Text>
              </View>
            ) : null}
          </View>
        ))}
        <Lines title="Services" lines={document.services ?? []} />
        <Totals totals={document.totals} />
        {document.terms ? (
          <View style={{ marginTop: 20 }}>
            <View style={styles.longTerms}>
              <Text style={styles.longTermsTitle} minPresenceAhead={40}>
                Terms &amp; conditions
              </Text>
              <Text style={styles.termsText}>{document.terms}</Text>
            </View>
          </View>
        ) : null}
        {signature ? (
          <View style={styles.terms} wrap={false}>
            <Text style={styles.termsTitle}>Accepted and signed</Text>
            <Text style={styles.termsText}>
              Signed electronically by {signature.signer_name} on{" "}
              {signature.signed_at.slice(0, 16).replace("T", " at ")} UTC, accepting this quote and its terms.
              Document fingerprint (SHA-256): {signature.document_sha256}
            </Text>
          </View>
        ) : null}
      </Page>
    </Document>
  );
}

export function renderQuotePdf(document: QuoteDocument, signature?: QuoteSignature): Promise<Buffer> {
  return renderToBuffer(<QuotePdf document={document} signature={signature} />);
}
