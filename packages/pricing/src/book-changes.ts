import type { AccessoryCatalogue } from "./accessories";
import { BOOK_MONEY_KEYS, type PriceBookInput } from "./book";

/**
 * Changes to a price book as the manufacturer makes them (docs/decisions/148-price-book-versions.md):
 * a percentage on a section's prices, and the difference between two versions.
 */

/**
 * A version's book and catalogue as stored: what the schemas accept, taken as written (a loaded
 * PriceBook is one too). A raise or a diff never fills in the book's defaults.
 */
export interface BookContents {
  book: PriceBookInput;
  accessories: AccessoryCatalogue;
}

/** value x (1 + percent / 100), rounded to the step (0.01, 1, 5 or 10); cents stay exact. */
export function raisePrice(value: number, percent: number, step: number): number {
  const raised = (value * (100 + percent)) / 100;
  const steps = Math.round(Math.round(raised * 1e6) / 1e6 / step);
  return Math.round(steps * step * 100) / 100;
}

/** Every money number under `node` raised; answers the copy and how many numbers changed. */
function raiseNode(
  node: unknown,
  money: boolean,
  percent: number,
  step: number,
  count: { n: number },
): unknown {
  if (typeof node === "number") {
    if (!money) return node;
    const raised = raisePrice(node, percent, step);
    if (raised !== node) count.n += 1;
    return raised;
  }
  if (Array.isArray(node)) return node.map((item) => raiseNode(item, money, percent, step, count));
  if (typeof node === "object" && node !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node))
      out[key] = raiseNode(value, money || BOOK_MONEY_KEYS.has(key), percent, step, count);
    return out;
  }
  return node;
}

/**
 * A section of the book ("motor_brands", "fabric_size_table", ..., "accessories", or "all") with its
 * prices raised by `percent` and rounded to `step`. Sizes, factors and the dealer factor never move.
 */
export function raiseBook(
  contents: BookContents,
  section: string,
  percent: number,
  step: number,
): BookContents & { changed: number } {
  const count = { n: 0 };
  const book = { ...contents.book } as Record<string, unknown>;
  let accessories = contents.accessories;
  const bookSections = section === "all" ? Object.keys(book) : section === "accessories" ? [] : [section];
  for (const key of bookSections) {
    if (!(key in book)) throw new Error(`The price book has no section "${key}".`);
    // A size table's cells are money; so is every priced field of a catalogue.
    book[key] = raiseNode(book[key], BOOK_MONEY_KEYS.has(key), percent, step, count);
  }
  if (section === "all" || section === "accessories")
    accessories = raiseNode(accessories, false, percent, step, count) as AccessoryCatalogue;
  return { book: book as unknown as PriceBookInput, accessories, changed: count.n };
}

export interface BookChange {
  /** Where, by the options' values rather than positions: "motor_brands.somfy.types.rts.price". */
  path: string;
  kind: "changed" | "added" | "removed";
  before?: unknown;
  after?: unknown;
}

/** Arrays of catalogue entries are keyed by their value (or sku); others by position. */
function keyOf(item: unknown, index: number): string {
  if (typeof item === "object" && item !== null) {
    const record = item as Record<string, unknown>;
    if (typeof record.value === "string") return record.value;
    if (typeof record.sku === "string") return record.sku;
  }
  return String(index);
}

function diffNode(before: unknown, after: unknown, path: string, out: BookChange[]): void {
  if (Array.isArray(before) && Array.isArray(after)) {
    const left = new Map(before.map((item, i) => [keyOf(item, i), item]));
    const right = new Map(after.map((item, i) => [keyOf(item, i), item]));
    for (const [key, item] of left) {
      const at = path ? `${path}.${key}` : key;
      if (!right.has(key)) out.push({ path: at, kind: "removed", before: item });
      else diffNode(item, right.get(key), at, out);
    }
    for (const [key, item] of right)
      if (!left.has(key)) out.push({ path: path ? `${path}.${key}` : key, kind: "added", after: item });
    return;
  }
  const isRecord = (x: unknown): x is Record<string, unknown> =>
    typeof x === "object" && x !== null && !Array.isArray(x);
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const at = path ? `${path}.${key}` : key;
      if (!(key in after)) out.push({ path: at, kind: "removed", before: before[key] });
      else if (!(key in before)) out.push({ path: at, kind: "added", after: after[key] });
      else diffNode(before[key], after[key], at, out);
    }
    return;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) out.push({ path, kind: "changed", before, after });
}

/** What changed from `before` to `after`: cells and prices changed, options added or removed. */
export function diffBooks(before: BookContents, after: BookContents): BookChange[] {
  const out: BookChange[] = [];
  const { version: _a, ...left } = before.book;
  const { version: _b, ...right } = after.book;
  diffNode(left, right, "", out);
  const { version: _c, ...leftAccessories } = before.accessories;
  const { version: _d, ...rightAccessories } = after.accessories;
  diffNode(leftAccessories, rightAccessories, "accessories", out);
  return out;
}
