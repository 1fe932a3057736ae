import {
  bookDealerFactor,
  compileBook,
  cellAtFeet,
  inTable,
  lookupTable,
  type CompiledBook,
  type CompletePackage,
  type PriceBook,
  type SizeTableData,
} from "./book";
import type { Charges, Configuration } from "./configuration";
import { defaultPriceBook } from "./price-book";
import {
  afterDealerDiscount,
  ceilDollars,
  customerPrice,
  DEFAULT_MARKUP,
  roundCents,
  type DealerTerms,
} from "./money";
import { housingAdvice } from "./rules";
import { check, type ValidationIssue } from "./validate";

export interface PackageAdjustment {
  name: string;
  amount: number;
}

export interface PackageMatch {
  /** Package value, e.g. "sun_control". */
  name: string;
  label: string;
  width_ft: number;
  height_ft: number;
  /** The table cell (dealer dollars). */
  cell: number;
  /** Alpha motor, housing option, retention and hem bar adjustments (dealer dollars). */
  adjustments: PackageAdjustment[];
  /** 0.55 x (motor cord + powder + buildout + clear window charges): what the package does not include. */
  extras: number;
  /** cell + adjustments + extras, in cents, at the book's standard factor. */
  total: number;
  /** The total at the dealer's price level (total x level factor / standard factor), before rounding up. */
  level_total: number;
}

export interface PriceLookup {
  /** Unit width and height rounded up to whole feet (decision 011). */
  width_ft: number;
  height_ft: number;
  /** The fabric table lookup; swapped when the fabric is rotated. */
  fabric_width_ft: number;
  fabric_height_ft: number;
  rotated: boolean;
  /** The fabric size-table cell and the collection factor. */
  fabric_table_factor: number;
  fabric_collection_factor: number;
}

export interface PriceBreakdown extends Charges {
  /** Sum of the charge fields, in cents. */
  charges_sum: number;
  /** The complete-unit package used, or null when unit_total comes from the charges. */
  package: PackageMatch | null;
  lookup: PriceLookup;
  /** The dealer's factor: its price level's, or the book's standard 0.55. */
  dealer_cost_factor: number;
  /** The dealer's price level by name; null: the standard factor (decision 149). */
  price_level: string | null;
  /** Before the dealer's discount: ceil(factor x charges_sum), or ceil(package level_total). Whole dollars. */
  level_price: number;
  /** The dealer's discount in percent and in whole dollars (level_price - unit_total). */
  dealer_discount_pct: number;
  dealer_discount: number;
  /** Dealer price: level_price less the dealer's discount, rounded up. Whole dollars. */
  unit_total: number;
  markup: number;
  /** ceil(unit_total x markup). */
  customer_price: number;
  price_book_version: string;
  warnings: string[];
}

export type PriceResult =
  | { ok: true; breakdown: PriceBreakdown; configuration: Configuration }
  | { ok: false; errors: ValidationIssue[] };

export interface PriceOptions {
  priceBook?: PriceBook;
  markup?: number;
  /** The dealer's price level and discount; default: the book's standard factor, no discount. */
  terms?: DealerTerms;
}

const ceilFt = (inches: number) => Math.ceil(inches / 12 - 1e-9);

// -------------------------------------------------------------------------------------------------
// The pricing tables of a book: built once per book (kept with its compiled book), so that pricing
// a unit reads flat records, one Map per option, and allocates nothing but its answer
// (docs/decisions/196-pricing-engine-speed.md).

/** A size table as one array, row by width; null when the table is not regular (then the book's own lookups run). */
interface Grid {
  w0: number;
  h0: number;
  wLast: number;
  hLast: number;
  nw: number;
  nh: number;
  cells: Float64Array;
}

interface MotorRecord {
  label: string;
  package_adjustment: number;
  adjustmentName: string;
  typePrice: Map<string, number>;
  cordPrice: Map<string, number>;
}
interface HousingOptionRecord {
  housing_per_ft: number;
  housing_zero: boolean;
  package_per_ft: number;
  adjustmentName: string;
}
/** kind: 0 linear (per_ft x width + intercept), 1 flat (amount), 2 otherwise (0); varies: the sides' average. */
interface RetentionRecord {
  kind: 0 | 1 | 2;
  varies: boolean;
  per_ft: number;
  intercept: number;
  amount: number;
  adjustmentPerFt: number;
  adjustmentIntercept: number;
  adjustmentName: string;
}
interface HemBarRecord {
  per_ft: number;
  intercept: number;
  adjustmentPerFt: number;
  adjustmentIntercept: number;
  adjustmentName: string;
}
interface PackageRecord {
  source: CompletePackage;
  housing: Set<string>;
  grid: Grid | null;
}
interface FabricRecord {
  value: string;
  factor: number;
  freight: number;
  package: PackageRecord | undefined;
}

export interface PricingTables {
  standardFactor: number;
  fabricGrid: Grid | null;
  motor: Map<string, MotorRecord>;
  housingOption: Map<string, HousingOptionRecord>;
  retention: Map<string, RetentionRecord>;
  hemBar: Map<string, HemBarRecord>;
  fabric: Map<string, FabricRecord>;
}

function gridOf(t: SizeTableData): Grid | null {
  const nw = t.widths_ft.length;
  const nh = t.heights_ft.length;
  const consecutive = (xs: readonly number[]) => xs.every((x, i) => i === 0 || x === (xs[i - 1] ?? NaN) + 1);
  if (nw === 0 || nh === 0 || !consecutive(t.widths_ft) || !consecutive(t.heights_ft)) return null;
  if (t.cells.length !== nw) return null;
  const cells = new Float64Array(nw * nh);
  for (let i = 0; i < nw; i++) {
    const row = t.cells[i];
    if (!row || row.length !== nh) return null;
    for (let j = 0; j < nh; j++) {
      const v = row[j];
      if (typeof v !== "number") return null;
      cells[i * nh + j] = v;
    }
  }
  const w0 = t.widths_ft[0] ?? 0;
  const h0 = t.heights_ft[0] ?? 0;
  return { w0, h0, wLast: w0 + nw - 1, hLast: h0 + nh - 1, nw, nh, cells };
}

function compilePricing(cb: CompiledBook): PricingTables {
  const book = cb.book;
  const motor = new Map<string, MotorRecord>();
  for (const m of cb.motor.values())
    motor.set(m.value, {
      label: m.label,
      package_adjustment: m.package_adjustment,
      adjustmentName: `${m.label} motor`,
      typePrice: new Map(m.types.map((t) => [t.value, t.price])),
      cordPrice: new Map(m.cords.map((t) => [t.value, t.price])),
    });
  const housingOption = new Map<string, HousingOptionRecord>();
  for (const o of cb.housingOption.values())
    housingOption.set(o.value, {
      housing_per_ft: o.housing_per_ft,
      housing_zero: o.housing_zero,
      package_per_ft: o.package_per_ft,
      adjustmentName: `Housing option ${o.value}`,
    });
  const retention = new Map<string, RetentionRecord>();
  for (const r of cb.retention.values()) {
    const p = r.pricing;
    retention.set(r.value, {
      kind: p.kind === "linear" ? 0 : p.kind === "flat" ? 1 : 2,
      varies: p.kind === "varies",
      per_ft: p.kind === "linear" ? p.per_ft : 0,
      intercept: p.kind === "linear" ? p.intercept : 0,
      amount: p.kind === "flat" ? p.amount : 0,
      adjustmentPerFt: r.package_adjustment.per_ft,
      adjustmentIntercept: r.package_adjustment.intercept,
      adjustmentName: `Retention ${r.value}`,
    });
  }
  const hemBar = new Map<string, HemBarRecord>();
  for (const h of cb.hemBar.values())
    hemBar.set(h.value, {
      per_ft: h.per_ft,
      intercept: h.intercept,
      adjustmentPerFt: h.package_adjustment.per_ft,
      adjustmentIntercept: h.package_adjustment.intercept,
      adjustmentName: `Hem bar ${h.value}`,
    });
  const packages = new Map<CompletePackage, PackageRecord>();
  const fabric = new Map<string, FabricRecord>();
  for (const f of cb.fabric.values()) {
    const p = cb.packageByFabric.get(f.value);
    let pr: PackageRecord | undefined;
    if (p) {
      pr = packages.get(p);
      if (!pr) {
        pr = { source: p, housing: new Set(p.housing_types), grid: gridOf(p) };
        packages.set(p, pr);
      }
    }
    fabric.set(f.value, { value: f.value, factor: f.factor, freight: f.freight, package: pr });
  }
  return {
    standardFactor: bookDealerFactor(book),
    fabricGrid: gridOf(book.fabric_size_table),
    motor,
    housingOption,
    retention,
    hemBar,
    fabric,
  };
}

function retentionPrice(r: RetentionRecord | undefined, wFt: number): number {
  if (!r) return 0;
  return r.kind === 0 ? r.per_ft * wFt + r.intercept : r.kind === 1 ? r.amount : 0;
}
/** inTable on the package's table. */
function inPackage(pr: PackageRecord, wFt: number, hFt: number): boolean {
  const g = pr.grid;
  if (!g) return inTable(pr.source, wFt, hFt);
  return wFt >= g.w0 && wFt <= g.wLast && hFt >= g.h0 && hFt <= g.hLast;
}
const retentionAdjustment = (r: RetentionRecord | undefined, wFt: number) =>
  r ? r.adjustmentPerFt * wFt + r.adjustmentIntercept : 0;

/**
 * Prices a configuration that is already normalized and valid (the output of normalize that validate
 * accepts). No validation and no zod: the fast path for the server after validation and for benchmarks.
 * Unknown catalogue values price as 0. included_complete_unit is recomputed from the five assemblies.
 */
export function priceValidated(
  c: Configuration,
  book: PriceBook = defaultPriceBook,
  markup: number = DEFAULT_MARKUP,
  terms?: DealerTerms,
): PriceBreakdown {
  const cb: CompiledBook = compileBook(book);
  const pt = (cb.pricing ??= compilePricing(cb));
  const standardFactor = pt.standardFactor;
  const factor = terms?.factor ?? standardFactor;
  const wFt = ceilFt(c.unit_width_in);
  const hFt = ceilFt(c.unit_height_in);
  const warnings: string[] = [];
  const ht = c.housing_type === null ? undefined : cb.housing.get(c.housing_type);
  const ho = c.housing_option === null ? undefined : pt.housingOption.get(c.housing_option);
  const brand = c.motor_brand === null ? undefined : pt.motor.get(c.motor_brand);

  let motor_charge = 0;
  let motor_cord_charge = 0;
  let tube_charge = 0;
  if (c.included_motor_tube) {
    motor_charge = (c.motor_type === null ? undefined : brand?.typePrice.get(c.motor_type)) ?? 0;
    motor_cord_charge =
      ((c.motor_cord === null ? undefined : brand?.cordPrice.get(c.motor_cord)) ?? 0) +
      (c.motor_extended_cord ? book.extended_cord_price : 0);
    if (ht) tube_charge = roundCents(ht.tube.per_ft * wFt + ht.tube.intercept);
  }

  let housing_charge = 0;
  if (c.included_housing && ht) {
    housing_charge =
      ho?.housing_zero === true
        ? 0
        : Math.max(
            0,
            roundCents(ht.housing.per_ft * wFt + ht.housing.intercept + (ho?.housing_per_ft ?? 0) * wFt),
          );
  }

  const rt = c.retention_type === null ? undefined : pt.retention.get(c.retention_type);
  // "varies": the left and right sides, averaged (looked up once for the charge and the package).
  let rl: RetentionRecord | undefined;
  let rr: RetentionRecord | undefined;
  if (rt?.varies) {
    rl = c.retention_left === null ? undefined : pt.retention.get(c.retention_left);
    rr = c.retention_right === null ? undefined : pt.retention.get(c.retention_right);
  }
  let retention_charge = 0;
  if (c.included_retention && rt) {
    if (rt.varies) retention_charge = roundCents((retentionPrice(rl, wFt) + retentionPrice(rr, wFt)) / 2);
    else retention_charge = roundCents(retentionPrice(rt, wFt));
  }

  const hb = c.hem_bar_type === null ? undefined : pt.hemBar.get(c.hem_bar_type);
  const hem_bar_charge = c.included_hem_bar && hb ? roundCents(hb.per_ft * wFt + hb.intercept) : 0;

  const fc = c.fabric_collection === null ? undefined : pt.fabric.get(c.fabric_collection);
  const rotated = c.rotate_fabric === true;
  const fw = rotated ? hFt : wFt;
  const fh = rotated ? wFt : hFt;
  let fabric_charge = 0;
  let fabric_freight_charge = 0;
  let tableFactor = 0;
  if (c.included_fabric && fc) {
    const g = pt.fabricGrid;
    let value: number;
    let clamped = false;
    if (g) {
      // lookupTable on the flat table: clamped to the table's edge.
      let wi = fw - g.w0;
      let hi = fh - g.h0;
      if (wi < 0 || wi >= g.nw) {
        wi = wi < 0 ? 0 : g.nw - 1;
        clamped = true;
      }
      if (hi < 0 || hi >= g.nh) {
        hi = hi < 0 ? 0 : g.nh - 1;
        clamped = true;
      }
      value = g.cells[wi * g.nh + hi] ?? 0;
    } else {
      const cell = lookupTable(book.fabric_size_table, fw, fh);
      value = cell.value;
      clamped = cell.clamped;
    }
    if (clamped)
      warnings.push(`Fabric size ${fw} x ${fh} ft is outside the fabric table; the nearest cell was used.`);
    tableFactor = value;
    fabric_charge = roundCents(value * fc.factor);
    fabric_freight_charge = fc.freight;
  }

  const powder_charge = c.frame_color_varies ? book.powder_charge : 0;

  let buildout_charge = 0;
  if (c.included_buildout) {
    const m = c.buildout_material === null ? undefined : cb.buildout.get(c.buildout_material);
    if (m)
      buildout_charge = roundCents(
        (m.per_ft * ceilFt(c.buildout_length_in) + book.buildout.base_price) * c.buildout_quantity,
      );
  }

  const clear_window_charge = c.included_clear_window
    ? book.clear_window.pane_charge * (clearWindowPanes(c, book) - 1)
    : 0;

  const charges_sum = roundCents(
    motor_charge +
      motor_cord_charge +
      tube_charge +
      housing_charge +
      retention_charge +
      hem_bar_charge +
      fabric_freight_charge +
      fabric_charge +
      powder_charge +
      buildout_charge +
      clear_window_charge,
  );

  // Complete-unit package (decision 016).
  let pkgMatch: PackageMatch | null = null;
  const complete =
    c.included_housing &&
    c.included_retention &&
    c.included_hem_bar &&
    c.included_fabric &&
    c.included_motor_tube;
  const pr = complete && fc ? fc.package : undefined;
  if (pr && ht && pr.housing.has(ht.value) && inPackage(pr, wFt, hFt)) {
    const pkg = pr.source;
    const g = pr.grid;
    const cell = g ? (g.cells[(wFt - g.w0) * g.nh + (hFt - g.h0)] ?? 0) : cellAtFeet(pkg, wFt, hFt);
    const adjustments: PackageAdjustment[] = [];
    if (brand && brand.package_adjustment !== 0)
      adjustments.push({ name: brand.adjustmentName, amount: brand.package_adjustment });
    if (ho && ho.package_per_ft !== 0)
      adjustments.push({ name: ho.adjustmentName, amount: roundCents(ho.package_per_ft * wFt) });
    if (rt) {
      let a: number;
      if (rt.varies) a = roundCents((retentionAdjustment(rl, wFt) + retentionAdjustment(rr, wFt)) / 2);
      else a = roundCents(rt.adjustmentPerFt * wFt + rt.adjustmentIntercept);
      if (a !== 0) adjustments.push({ name: rt.adjustmentName, amount: a });
    }
    if (hb) {
      const a = roundCents(hb.adjustmentPerFt * wFt + hb.adjustmentIntercept);
      if (a !== 0) adjustments.push({ name: hb.adjustmentName, amount: a });
    }
    let adjSum = 0;
    for (let i = 0; i < adjustments.length; i++) adjSum += (adjustments[i] as PackageAdjustment).amount;
    const extras = roundCents(
      standardFactor * (motor_cord_charge + powder_charge + buildout_charge + clear_window_charge),
    );
    const total = Math.max(0, roundCents(cell + adjSum + extras));
    pkgMatch = {
      name: pkg.value,
      label: pkg.label,
      width_ft: wFt,
      height_ft: hFt,
      cell,
      adjustments,
      extras,
      total,
      // A package's cells are dealer dollars at the standard factor; a price level scales them.
      level_total: factor === standardFactor ? total : roundCents((total * factor) / standardFactor),
    };
  }

  const level_price = pkgMatch ? ceilDollars(pkgMatch.level_total) : ceilDollars(factor * charges_sum);
  const dealer_discount_pct = terms?.discount_pct ?? 0;
  const unit_total = afterDealerDiscount(level_price, dealer_discount_pct);

  const advice = housingAdvice(c);
  if (advice) warnings.push(advice.message);

  return {
    motor_charge,
    motor_cord_charge,
    tube_charge,
    housing_charge,
    retention_charge,
    hem_bar_charge,
    fabric_freight_charge,
    fabric_charge,
    powder_charge,
    buildout_charge,
    clear_window_charge,
    charges_sum,
    package: pkgMatch,
    lookup: {
      width_ft: wFt,
      height_ft: hFt,
      fabric_width_ft: fw,
      fabric_height_ft: fh,
      rotated,
      fabric_table_factor: tableFactor,
      fabric_collection_factor: fc?.factor ?? 0,
    },
    dealer_cost_factor: factor,
    price_level: terms?.level ?? null,
    level_price,
    dealer_discount_pct,
    dealer_discount: level_price - unit_total,
    unit_total,
    markup,
    customer_price: customerPrice(unit_total, markup),
    price_book_version: book.version,
    warnings,
  };
}

/** The mullion and size fields that count clear-window panes. */
export type PaneFields = Pick<
  Configuration,
  | "unit_width_in"
  | "unit_height_in"
  | "mullion_top_in"
  | "mullion_bottom_in"
  | "mullion_left_in"
  | "mullion_left_middle_in"
  | "mullion_middle_in"
  | "mullion_right_middle_in"
  | "mullion_right_in"
>;

/**
 * Clear-window panes, counted in steps of 50 and 100 (docs/decisions/014-pricing-clear-window-panes.md):
 * a pane is at most 50 in wide and 100 in high (the price book's `pane_max_width_in` and
 * `pane_max_height_in`). Across: at least one pane per section the interior mullions make, and at
 * least one per started 50 in of clear width; down: one per started 100 in of clear height.
 */
export function clearWindowPanes(c: PaneFields, book: PriceBook = defaultPriceBook): number {
  const { pane_max_width_in: maxWidth, pane_max_height_in: maxHeight } = book.clear_window;
  // The interior mullions, summed left to right from 0 (the same additions, so the same binary noise).
  const leftMiddle = c.mullion_left_middle_in ?? 0;
  const middle = c.mullion_middle_in ?? 0;
  const rightMiddle = c.mullion_right_middle_in ?? 0;
  const sections = 1 + (leftMiddle > 0 ? 1 : 0) + (middle > 0 ? 1 : 0) + (rightMiddle > 0 ? 1 : 0);
  const clearWidth =
    c.unit_width_in -
    (c.mullion_left_in ?? 0) -
    (c.mullion_right_in ?? 0) -
    (0 + leftMiddle + middle + rightMiddle);
  const clearHeight = c.unit_height_in - (c.mullion_top_in ?? 0) - (c.mullion_bottom_in ?? 0);
  return Math.max(sections, paneSteps(clearWidth, maxWidth)) * paneSteps(clearHeight, maxHeight);
}

// 1e-9: an opening of exactly 50 in is one pane, whatever binary noise the subtraction left.
const paneSteps = (size: number, max: number) => Math.max(1, Math.ceil(size / max - 1e-9));

/**
 * Validates, normalizes and prices a configuration (docs/pricing.md "Rules" and "Prices").
 * Returns { ok: false, errors } for an invalid one: only valid configurations get a price.
 */
export function priceConfiguration(input: unknown, options: PriceOptions = {}): PriceResult {
  const book = options.priceBook ?? defaultPriceBook;
  const markup = options.markup ?? DEFAULT_MARKUP;
  const terms = options.terms;
  if (typeof markup !== "number" || !Number.isFinite(markup) || markup <= 0)
    return { ok: false, errors: [{ path: "markup", message: "Markup must be a number greater than 0." }] };
  let r: ReturnType<typeof check>;
  try {
    r = check(input, book);
  } catch (e) {
    return {
      ok: false,
      errors: [
        {
          path: "",
          message: `Configuration could not be checked: ${e instanceof Error ? e.message : String(e)}`,
        },
      ],
    };
  }
  if (r.issues.length || !r.normalized) return { ok: false, errors: r.issues };
  return {
    ok: true,
    breakdown: priceValidated(r.normalized, book, markup, terms),
    configuration: r.normalized,
  };
}
