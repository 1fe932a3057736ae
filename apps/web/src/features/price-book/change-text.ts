import { RAISE_SECTIONS } from "@screens/domain/schemas";
import { BOOK_MONEY_KEYS, type PriceBook } from "@screens/pricing/book";
import { formatUSD } from "@/lib/format";

const SECTION_LABELS: Record<string, string> = {
  ...RAISE_SECTIONS,
  motor_brands: "Motors",
  extended_cord_price: "Extended cord",
  powder_charge: "Powder coating",
  frame_collections: "Frame colours",
  dealer_factor: "Dealer factor",
};

export interface ChangeWhere {
  /** The book's section, in words ("Motors and cords"). */
  section: string;
  /** The rest of the path ("somfy.types.rts.price"), or a size table's cell in feet. */
  detail: string;
}

/** A change's path in words: its section, then where in it. */
export function describePath(path: string, book?: PriceBook): ChangeWhere {
  const [head = "", ...rest] = path.split(".");
  const section = SECTION_LABELS[head] ?? head.replaceAll("_", " ");
  const cell = /^cells\.(\d+)\.(\d+)$/.exec(rest.join("."));
  if (head === "fabric_size_table" && cell && book) {
    const width = book.fabric_size_table.widths_ft[Number(cell[1])];
    const height = book.fabric_size_table.heights_ft[Number(cell[2])];
    if (width !== undefined && height !== undefined)
      return { section, detail: `${width} ft wide × ${height} ft high` };
  }
  return { section, detail: rest.join(" › ") };
}

/** Whether a path's number is money: a key on its way is one of the money keys. */
export function isMoneyPath(path: string): boolean {
  return path.split(".").some((key) => BOOK_MONEY_KEYS.has(key));
}

/** A before or after value as text: money as dollars, an option by its label, else short JSON. */
export function valueText(value: unknown, path: string): string {
  if (value === undefined) return "";
  if (typeof value === "number") return isMoneyPath(path) ? formatUSD(value) : String(value);
  if (typeof value === "string" || typeof value === "boolean") return String(value);
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (typeof record.label === "string") return record.label;
    if (typeof record.name === "string") return record.name;
  }
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 79)}…` : json;
}

/** The change in percent between two numbers ("+4.0%"), or "" for anything else. */
export function percentChange(before: unknown, after: unknown): string {
  if (typeof before !== "number" || typeof after !== "number" || before === 0) return "";
  const percent = ((after - before) / before) * 100;
  return `${percent > 0 ? "+" : ""}${percent.toFixed(1)}%`;
}
