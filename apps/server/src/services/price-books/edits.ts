import { BOOK_LISTS, type Agent, type TBookEdit } from "@screens/domain";
import type { Prisma, PrismaClient } from "../../db/client.js";
import { HttpError } from "../../http/errors.js";
import { recordAudit } from "../audit-log.js";
import { assertKeepsPriceBook } from "./access.js";
import type { PriceBookStore } from "./store.js";
import { bookProblems } from "./contents.js";
import { draftRow, versionContents } from "./versions.js";

/**
 * A draft changed by edits (docs/decisions/194-price-book-editor.md): cells of a size table, a
 * catalogue entry's field, a new entry, a single price, a table copied onto another. The edits are
 * plain changes to the book's JSON; whether the result is a price book is the pricing package's own
 * check (`loadPriceBook`, as for an import), and nothing is saved unless the whole book passes it.
 */

type Json = Record<string, unknown>;
const isRecord = (x: unknown): x is Json => typeof x === "object" && x !== null && !Array.isArray(x);

/** A problem of an edit as the book's check names them: "path: message". */
class EditProblem extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** A size table by its reference: "fabric_size_table" or "packages.{value}". */
function tableAt(book: Json, ref: string): Json {
  if (ref === "fabric_size_table" && isRecord(book.fabric_size_table)) return book.fabric_size_table;
  const match = /^packages\.(.+)$/.exec(ref);
  if (match && Array.isArray(book.packages)) {
    const found: unknown = (book.packages as unknown[]).find((p) => isRecord(p) && p.value === match[1]);
    if (isRecord(found)) return found;
  }
  throw new EditProblem(ref, "There is no such table in this draft.");
}

/** The array of a catalogue by its path ("motor_brands.somfy.types"), checked against BOOK_LISTS. */
function listAt(book: Json, path: string): Json[] {
  const parts = path.split(".");
  const pattern = parts.map((part, i) => (i % 2 === 1 && parts.length > 2 ? "*" : part)).join(".");
  const known =
    (BOOK_LISTS as readonly string[]).includes(pattern) || (BOOK_LISTS as readonly string[]).includes(path);
  if (!known) throw new EditProblem(path, "The book has no such list.");
  let node: unknown = book;
  for (const part of parts) {
    if (Array.isArray(node)) {
      node = node.find((entry) => isRecord(entry) && entry.value === part);
    } else if (isRecord(node)) {
      node = node[part];
    } else node = undefined;
    if (node === undefined) throw new EditProblem(path, "The book has no such list.");
  }
  if (!Array.isArray(node)) throw new EditProblem(path, "The book has no such list.");
  return node as Json[];
}

function entryOf(list: Json[], listPath: string, value: string): Json {
  const entry = list.find((candidate) => candidate.value === value);
  if (!entry) throw new EditProblem(`${listPath}.${value}`, `There is no “${value}” in this list.`);
  return entry;
}

/** A dotted field of an entry that holds a number today ("price", "housing.per_ft", "pricing.amount"). */
function numberField(entry: Json, field: string): { parent: Json; key: string } | null {
  const parts = field.split(".");
  let parent: unknown = entry;
  for (const part of parts.slice(0, -1)) parent = isRecord(parent) ? parent[part] : undefined;
  const key = parts.at(-1) ?? "";
  if (isRecord(parent) && typeof parent[key] === "number") return { parent, key };
  return null;
}

/** A typed or pasted number: "1,234.50", "$99", " 12 " are numbers; other text stays text. */
function cellValue(value: number | string): number | string {
  if (typeof value === "number") return value;
  const text = value.trim().replace(/^\$/, "").replace(/,/g, "");
  if (/^-?\d+(\.\d+)?$/.test(text) || /^-?\.\d+$/.test(text)) return Number(text);
  return value.trim();
}

function setCells(book: Json, edit: Extract<TBookEdit, { op: "set_cells" }>): number {
  const table = tableAt(book, edit.table);
  const cells = table.cells as unknown[][];
  const widths = (table.widths_ft as number[]).length;
  const heights = (table.heights_ft as number[]).length;
  const columns = Math.max(...edit.values.map((row) => row.length));
  if (edit.row + edit.values.length > widths || edit.column + columns > heights)
    throw new EditProblem(
      `${edit.table}.cells.${edit.row}.${edit.column}`,
      `${edit.values.length} × ${columns} cells from here run past the table (${widths} widths × ${heights} heights).`,
    );
  let changed = 0;
  edit.values.forEach((row, r) => {
    row.forEach((value, c) => {
      const target = cells[edit.row + r];
      if (!target) return;
      const next = cellValue(value);
      if (target[edit.column + c] !== next) changed += 1;
      target[edit.column + c] = next;
    });
  });
  return changed;
}

function setField(book: Json, edit: Extract<TBookEdit, { op: "set_field" }>): number {
  const list = listAt(book, edit.list);
  const entry = entryOf(list, edit.list, edit.entry);
  const at = `${edit.list}.${edit.entry}.${edit.field}`;
  const before = JSON.stringify(entry);
  if (edit.field === "enabled" || edit.field === "discontinued") {
    if (typeof edit.value !== "boolean") throw new EditProblem(at, "Must be yes or no.");
    // The defaults (enabled, not discontinued) are the flag's absence, as in the bundled book.
    if (edit.value !== (edit.field === "enabled")) entry[edit.field] = edit.value;
    else if (edit.field === "enabled") delete entry.enabled;
    else delete entry.discontinued;
  } else if (edit.field === "label" || edit.field === "code") {
    entry[edit.field] = typeof edit.value === "string" ? edit.value.trim() : edit.value;
  } else {
    const target = numberField(entry, edit.field);
    if (!target) throw new EditProblem(at, "This field cannot be changed here.");
    target.parent[target.key] = typeof edit.value === "boolean" ? edit.value : cellValue(edit.value);
  }
  return JSON.stringify(entry) === before ? 0 : 1;
}

function addEntry(book: Json, edit: Extract<TBookEdit, { op: "add_entry" }>): number {
  const list = listAt(book, edit.list);
  const like = edit.like ? entryOf(list, edit.list, edit.like) : list.at(-1);
  if (!like) throw new EditProblem(edit.list, "The list is empty: there is nothing to copy.");
  // Paths name entries by value, so a value holds no dot.
  if (edit.value.includes("."))
    throw new EditProblem(edit.list, "A value is letters, digits, '_' or '-', without a dot.");
  const entry: Json = { ...structuredClone(like), value: edit.value, label: edit.label, code: edit.code };
  delete entry.enabled;
  delete entry.discontinued;
  // A new fabric collection is in no complete-unit package until a table is copied to it.
  if (edit.list === "fabric_collections") entry.package = null;
  list.push(entry);
  return 1;
}

function setValue(book: Json, edit: Extract<TBookEdit, { op: "set_value" }>): number {
  const parts = edit.path.split(".");
  let parent: unknown = book;
  for (const part of parts.slice(0, -1)) parent = isRecord(parent) ? parent[part] : undefined;
  const key = parts.at(-1) ?? "";
  if (!isRecord(parent)) throw new EditProblem(edit.path, "The book has no such price.");
  const next = cellValue(edit.value);
  if (parent[key] === next) return 0;
  parent[key] = next;
  return 1;
}

/**
 * A complete-unit table onto another package's, or onto a fabric collection's own: the collection's
 * table when it has one to itself; otherwise a new package for it alone (its old package keeps its
 * other collections), priced for the source's housing types.
 */
function copyTable(book: Json, edit: Extract<TBookEdit, { op: "copy_table" }>): number {
  const source = tableAt(book, edit.from);
  const grid = {
    widths_ft: structuredClone(source.widths_ft),
    heights_ft: structuredClone(source.heights_ft),
    cells: structuredClone(source.cells),
  };
  const packages = book.packages as Json[];
  if ("package" in edit.to) {
    const target = tableAt(book, `packages.${edit.to.package}`);
    if (target === source) throw new EditProblem(`packages.${edit.to.package}`, "That is the same table.");
    Object.assign(target, grid);
    return (grid.cells as unknown[][]).flat().length;
  }
  const fabricValue = edit.to.fabric_collection;
  const fabric = entryOf(book.fabric_collections as Json[], "fabric_collections", fabricValue);
  const holder = packages.find((p) => (p.fabric_collections as string[]).includes(fabricValue));
  if (holder === source && (holder.fabric_collections as string[]).length === 1)
    throw new EditProblem(`fabric_collections.${fabricValue}`, "That is the same table.");
  if (holder && (holder.fabric_collections as string[]).length === 1) {
    Object.assign(holder, grid);
  } else {
    if (holder)
      holder.fabric_collections = (holder.fabric_collections as string[]).filter((f) => f !== fabricValue);
    const taken = new Set(packages.map((p) => p.value));
    let value = fabricValue;
    for (let n = 2; taken.has(value); n += 1) value = `${fabricValue}_${n}`;
    packages.push({
      value,
      label: String(fabric.label),
      fabric_collections: [fabricValue],
      housing_types: structuredClone(source.housing_types ?? holder?.housing_types ?? []),
      ...grid,
    });
    fabric.package = value;
  }
  return (grid.cells as unknown[][]).flat().length;
}

/** An accessory's name or list cost, found by its SKU in the version's catalogue. */
function setAccessory(accessories: Json, edit: Extract<TBookEdit, { op: "set_accessory" }>): number {
  const items = Array.isArray(accessories.items) ? (accessories.items as unknown[]) : [];
  const item = items.find((candidate) => isRecord(candidate) && candidate.sku === edit.sku);
  if (!isRecord(item))
    throw new EditProblem(`accessories.items.${edit.sku}`, "There is no such accessory in this draft.");
  const next = edit.field === "cost" ? cellValue(edit.value) : String(edit.value).trim();
  if (item[edit.field] === next) return 0;
  item[edit.field] = next;
  return 1;
}

/**
 * The edits applied in order to a copy of the book and of its accessories catalogue; a problem of an
 * edit itself is thrown.
 */
export function applyBookEdits(
  book: unknown,
  edits: TBookEdit[],
  accessories: unknown = {},
): { book: Json; accessories: Json; changed: number } {
  if (!isRecord(book)) throw new EditProblem("(root)", "The draft holds no price book.");
  const next = structuredClone(book);
  const nextAccessories = isRecord(accessories) ? structuredClone(accessories) : {};
  let changed = 0;
  for (const edit of edits) {
    switch (edit.op) {
      case "set_accessory":
        changed += setAccessory(nextAccessories, edit);
        break;
      case "set_cells":
        changed += setCells(next, edit);
        break;
      case "set_field":
        changed += setField(next, edit);
        break;
      case "add_entry":
        changed += addEntry(next, edit);
        break;
      case "set_value":
        changed += setValue(next, edit);
        break;
      case "copy_table":
        changed += copyTable(next, edit);
        break;
    }
  }
  return { book: next, accessories: nextAccessories, changed };
}

/**
 * A path of the book's check ("motor_brands.0.types.2.price") keyed by the options' values, as the
 * editor and the diff name them ("motor_brands.somfy.types.rts.price"); other indexes (a table's
 * cells) stay numbers.
 */
export function valuePath(book: unknown, path: string): string {
  let node: unknown = book;
  return path
    .split(".")
    .map((part) => {
      if (Array.isArray(node) && /^\d+$/.test(part)) {
        node = node[Number(part)];
        if (isRecord(node) && typeof node.value === "string") return node.value;
        return isRecord(node) && typeof node.sku === "string" ? node.sku : part;
      }
      node = isRecord(node) ? node[part] : undefined;
      return part;
    })
    .join(".");
}

/** The schema's wording, in the editor's: said at the cell, so it need not repeat the field. */
export function plainMessage(message: string): string {
  const rules: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^Too small: expected number to be >=(\S+)$/, (m) => `Must be ${m[1]} or more.`],
    [/^Too small: expected number to be >(\S+)$/, (m) => `Must be more than ${m[1]}.`],
    [/^Too big: expected number to be <=(\S+)$/, (m) => `Must be at most ${m[1]}.`],
    [/^Too small: expected string to have >=1 characters$/, () => "Must not be empty."],
    [/^Invalid input: expected number, received \w+$/, () => "Must be a number."],
    [/^Invalid input: expected int, received \w+$/, () => "Must be a whole number."],
    [/^must be 1 to 8 uppercase letters or digits$/, () => "A code is 1 to 8 uppercase letters or digits."],
    [/^duplicate value "(.*)"$/, (m) => `Two entries have the value “${m[1]}”.`],
    [/^duplicate code "(.*)"$/, (m) => `Two entries have the code “${m[1]}”.`],
  ];
  for (const [pattern, say] of rules) {
    const m = pattern.exec(message);
    if (m) return say(m);
  }
  return message;
}

/**
 * "path: message" with the path keyed by values (an accessory by its SKU) and the message in the
 * editor's words.
 */
function located(book: unknown, accessories: unknown, problem: string): string {
  const at = problem.indexOf(": ");
  if (at < 0) return problem;
  const path = problem.slice(0, at);
  const keyed = path.startsWith("accessories.")
    ? `accessories.${valuePath(accessories, path.slice("accessories.".length))}`
    : valuePath(book, path);
  return `${keyed}: ${plainMessage(problem.slice(at + 2))}`;
}

/** In words for the audit log: what the edits touched. */
function describeEdits(edits: TBookEdit[], changed: number): string {
  const what = edits.map((edit) => {
    switch (edit.op) {
      case "set_cells":
        return `${edit.values.flat().length} ${edit.values.flat().length === 1 ? "cell" : "cells"} of ${edit.table}`;
      case "set_field":
        return `${edit.list}.${edit.entry}.${edit.field}`;
      case "add_entry":
        return `${edit.list} +${edit.value}`;
      case "set_value":
        return edit.path;
      case "set_accessory":
        return `accessories.${edit.sku}.${edit.field}`;
      case "copy_table":
        return `${edit.from} copied to ${"package" in edit.to ? `packages.${edit.to.package}` : `fabric_collections.${edit.to.fabric_collection}`}`;
    }
  });
  const shown = what.slice(0, 5).join("; ");
  return `Edited: ${shown}${what.length > 5 ? ` and ${what.length - 5} more` : ""} (${changed} ${changed === 1 ? "value" : "values"})`;
}

/**
 * POST /price-books/{version}/edits: the edits applied to a draft under its row lock and saved only
 * if the whole book (and its catalogue) passes the pricing package's check; a refusal names every
 * problem by its value-keyed path, for the editor to show at the cell.
 */
export async function editDraft(
  prisma: PrismaClient,
  books: PriceBookStore,
  agent: Agent,
  input: { version: string; edits: TBookEdit[] },
) {
  assertKeepsPriceBook(agent);
  let changed = 0;
  await prisma.$transaction(async (tx) => {
    const row = await draftRow(tx, input.version);
    let edited: ReturnType<typeof applyBookEdits>;
    try {
      edited = applyBookEdits(row.book, input.edits, row.accessories);
    } catch (error) {
      if (error instanceof EditProblem) throw new HttpError(400, [`${error.path}: ${error.message}`]);
      throw error;
    }
    edited.book.version = input.version;
    const problems = bookProblems(edited.book, edited.accessories);
    if (problems.length > 0)
      throw new HttpError(
        400,
        problems.map((problem) => located(edited.book, edited.accessories, problem)),
      );
    changed = edited.changed;
    if (changed === 0) return;
    await tx.priceBookVersion.update({
      where: { id: row.id },
      data: {
        book: edited.book as Prisma.InputJsonValue,
        accessories: edited.accessories as Prisma.InputJsonValue,
      },
    });
    await recordAudit(tx, {
      entity: "price_book",
      entity_id: row.id,
      entity_label: row.version,
      action: "draft_changed",
      actor: agent,
      account_id: null,
      dealer_id: null,
      note: describeEdits(input.edits, changed),
    });
  });
  books.forget(input.version);
  return { ...(await versionContents(prisma, agent, input.version)), changed };
}
