import {
  declinedHousingAdvice,
  estimateDelivery,
  RECORD_STATUS,
  unitDrawing,
  type UnitDrawing,
} from "@screens/domain";
import { formatInches, type Configuration, type PriceBook } from "@screens/pricing";
import {
  cutList,
  cutRows,
  ProductionBookError,
  type CutList,
  type CutRow,
} from "@screens/pricing/production";
import type { Prisma, PrismaClient } from "../../db/client.js";
import { rowToConfiguration } from "../configurations.js";
import { ADDRESS, addressLines } from "./quote-document.js";
import { shipDateOfOrder } from "../production.js";

/** One unit's page of the work order: what to cut and fit, or why it cannot be listed. */
export interface WorkOrderUnit {
  id: number;
  name: string;
  /** 96" × 96" */
  size: string;
  order_code: string;
  /**
   * How many identical units the line holds (decision 160): the page is the line's, its cut rows
   * count every piece for all of them, and each of them gets its own labels.
   */
  quantity: number;
  /** The unit's elevation, as the quote draws it; the work order marks the fabric's seams on it. */
  drawing: UnitDrawing;
  cut_list: CutList | null;
  rows: CutRow[];
  /** The unit's problems under the price book (a discontinued option, a missing production entry). */
  problems: string[];
  /** "Jumbo housing recommended, declined …" when the dealer kept the unit against it (decision 198). */
  housing_advice: string | null;
}

/**
 * The factory's paper for an order (docs/decisions/154-work-orders-and-labels.md): one page per unit
 * with its drawing, cuts and parts from the same rules that priced it (decision 153), and a label
 * per unit and per box.
 */
export interface WorkOrder {
  manufacturer: string;
  dealer: { company_name: string; address_lines: string[] };
  order: {
    id: number;
    number: string;
    /** YYYY-MM-DD */
    date: string;
    /** YYYY-MM-DD: the planned ship date, else the lead time's long end (decision 172). */
    due: string;
    quote_number: string;
    po_reference: string | null;
  };
  units: WorkOrderUnit[];
  /** A label per unit and per box, in unit order (workOrderLabels). */
  labels: WorkOrderLabel[];
}

/** One 4 x 6 in label: the unit itself, or one of the boxes it ships in. */
export interface WorkOrderLabel {
  unit_id: number;
  unit_name: string;
  size: string;
  /** "Unit", or "Box 1 of 2" */
  title: string;
  contents: string;
  /** What the QR code holds: `SP1|U{unit id}|{box}|{order number}|{order code}` (box: "UNIT" or "B1/2"). */
  barcode: string;
}

/**
 * The boxes a unit ships in: the screen (housing, tube and motor, fabric) and, apart, the long
 * parts (tracks or cables, hem bar, buildout), each only when the unit has some of it.
 */
function unitBoxes(list: CutList | null): string[] {
  if (!list) return ["The unit"];
  const screen = [list.housing && "housing", list.tube && "tube and motor", list.fabric && "fabric"];
  const long = [list.tracks.length > 0 && "tracks", list.hem_bar && "hem bar", list.buildout && "buildout"];
  const contents = (parts: (string | false | null)[]) =>
    parts.filter((p): p is string => Boolean(p)).join(", ");
  return [contents(screen), contents(long)].filter((box) => box !== "");
}

/**
 * A label per unit and per box of it (docs/decisions/154-work-orders-and-labels.md); a line of n
 * identical units has n sets, each piece's box field followed by `#{piece}/{n}` (decision 160).
 */
export function workOrderLabels(orderNumber: string, units: WorkOrderUnit[]): WorkOrderLabel[] {
  return units.flatMap((unit) => {
    const boxes = unitBoxes(unit.cut_list);
    const of = { unit_id: unit.id, unit_name: unit.name, size: unit.size };
    return Array.from({ length: unit.quantity }, (_, p) => {
      const piece =
        unit.quantity > 1
          ? { code: `#${p + 1}/${unit.quantity}`, title: ` · ${p + 1} of ${unit.quantity}` }
          : { code: "", title: "" };
      const code = (box: string) => `SP1|U${unit.id}|${box}${piece.code}|${orderNumber}|${unit.order_code}`;
      return [
        { ...of, title: `Unit${piece.title}`, contents: unit.order_code, barcode: code("UNIT") },
        ...boxes.map((contents, i) => ({
          ...of,
          title: `Box ${i + 1} of ${boxes.length}${piece.title}`,
          contents,
          barcode: code(`B${i + 1}/${boxes.length}`),
        })),
      ];
    }).flat();
  });
}

type Db = PrismaClient | Prisma.TransactionClient;

/** A unit line's cut list under the book (its rows for every unit of the line), or its problems, one line each. */
function unitCuts(row: Parameters<typeof rowToConfiguration>[0], book: PriceBook): Omit<WorkOrderUnit, "id"> {
  const base = {
    name: row.unit_name ?? "Unit",
    quantity: row.quantity,
    size: `${formatInches(Number(row.unit_width_in))}" × ${formatInches(Number(row.unit_height_in))}"`,
    order_code: row.order_code,
    housing_advice: declinedHousingAdvice(row.housing_advice_declined_at),
  };
  const config = rowToConfiguration(row);
  const drawn = (c: Configuration) => unitDrawing(c, { maxWidth: 230, maxHeight: 190, fontSize: 8, book });
  try {
    const listed = cutList(config, { priceBook: book });
    if (!listed.ok)
      return {
        ...base,
        drawing: drawn(config),
        cut_list: null,
        rows: [],
        problems: listed.errors.map((e) => `${e.path}: ${e.message}`),
      };
    return {
      ...base,
      drawing: drawn(listed.configuration),
      cut_list: listed.cutList,
      rows: cutRows(listed.cutList).map((cut) => ({ ...cut, quantity: cut.quantity * row.quantity })),
      problems: [],
    };
  } catch (error) {
    if (error instanceof ProductionBookError)
      return { ...base, drawing: drawn(config), cut_list: null, rows: [], problems: error.issues };
    throw error;
  }
}

/** The work order of an order, its units cut with `book` (the book its quote priced with); null when there is no such order. */
export async function loadWorkOrder(db: Db, orderId: number, book: PriceBook): Promise<WorkOrder | null> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: {
      order_number: true,
      created_at: true,
      quote: {
        select: {
          quote_number: true,
          dealer_po: true,
          account: { select: { company_name: true } },
          dealer: { select: { company_name: true, ...ADDRESS, account: { select: { company_name: true } } } },
          screenconfigurations: {
            where: { status: { not: RECORD_STATUS.INACTIVE }, saved_at: { not: null } },
            orderBy: { id: "asc" },
          },
        },
      },
    },
  });
  if (!order) return null;
  const { quote } = order;
  const number = order.order_number ?? `#${orderId}`;
  const units = quote.screenconfigurations.map((row) => ({ id: row.id, ...unitCuts(row, book) }));
  return {
    manufacturer: quote.dealer?.account.company_name ?? quote.account?.company_name ?? "",
    dealer: {
      company_name: quote.dealer?.company_name ?? "",
      address_lines: quote.dealer ? addressLines(quote.dealer) : [],
    },
    order: {
      id: orderId,
      number,
      date: order.created_at.toISOString().slice(0, 10),
      // The planned ship date while queued (decision 172), else the lead time's long end.
      due: (await shipDateOfOrder(db, orderId))?.date ?? estimateDelivery(order.created_at).latest,
      quote_number: quote.quote_number ?? "",
      po_reference: quote.dealer_po,
    },
    units,
    labels: workOrderLabels(number, units),
  };
}

/** "SO-000123" stays as it is; anything a file name should not hold goes. */
export const workOrderFileName = (orderNumber: string, what: "work-order" | "labels") =>
  `Order-${orderNumber.replace(/[^A-Za-z0-9_-]/g, "")}-${what}.pdf`;
