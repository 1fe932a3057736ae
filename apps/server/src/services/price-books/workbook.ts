import type ExcelJS from "exceljs";

/**
 * A price book version as an Excel workbook and back (docs/price-book-workbook.md): a "Book" sheet of
 * single values (a list: one entry per line of its cell), one sheet per catalogue (its options as rows, nested lists as sheets of their own
 * with a `parent` column), and one grid per size table (widths down, heights across). The layout
 * follows the JSON, so a field added to the book needs no change here.
 */

type Json = unknown;
type Row = Record<string, Json>;
interface Sheet {
  name: string;
  headers: string[];
  rows: Json[][];
}

const BOOK_SHEET = "Book";
const GRID_CORNER = "Width (ft) \\ Height (ft)";
const LIST = "[]";
/** Columns whose empty cell means null (a fabric collection without a package), not absent. */
const NULLABLE_COLUMNS = new Set(["package"]);

const isRecord = (x: Json): x is Row => typeof x === "object" && x !== null && !Array.isArray(x);
const isSizeTable = (x: Json): x is Row & { widths_ft: number[]; heights_ft: number[]; cells: Json[][] } =>
  isRecord(x) && Array.isArray(x.widths_ft) && Array.isArray(x.heights_ft) && Array.isArray(x.cells);
const isObjectList = (x: Json): x is Row[] => Array.isArray(x) && x.length > 0 && x.every(isRecord);
const isPrimitiveList = (x: Json): x is Json[] => Array.isArray(x) && !x.some((item) => isRecord(item));
const keyOf = (item: Row, index: number) =>
  typeof item.value === "string" ? item.value : typeof item.sku === "string" ? item.sku : String(index + 1);

// -------------------------------------------------------------------------------------------------
// JSON to sheets

function gridSheet(
  name: string,
  table: { widths_ft: number[]; heights_ft: number[]; cells: Json[][] },
): Sheet {
  return {
    name,
    headers: [GRID_CORNER, ...table.heights_ft.map(String)],
    rows: table.widths_ft.map((width, i) => [width, ...(table.cells[i] ?? [])]),
  };
}

/** A list of options as a sheet; nested lists and size tables become sheets of their own. */
function tableSheets(name: string, items: Row[], parents?: string[]): Sheet[] {
  const headers: string[] = parents ? ["parent"] : [];
  const rows: Row[] = [];
  const children = new Map<string, { items: Row[]; parents: string[] }>();
  const grids: Sheet[] = [];
  items.forEach((item, index) => {
    const flat: Row = parents ? { parent: parents[index] } : {};
    const walk = (node: Row, prefix: string) => {
      for (const [key, value] of Object.entries(node)) {
        const at = prefix + key;
        if (isSizeTable(node) && (key === "widths_ft" || key === "heights_ft" || key === "cells")) continue;
        if (isObjectList(value)) {
          const child = children.get(at) ?? { items: [], parents: [] };
          for (const entry of value) {
            child.items.push(entry);
            child.parents.push(keyOf(item, index));
          }
          children.set(at, child);
        } else if (isPrimitiveList(value)) flat[at + LIST] = value.join("\n");
        else if (isRecord(value)) walk(value, `${at}.`);
        else flat[at] = value;
      }
    };
    walk(item, "");
    if (isSizeTable(item)) grids.push(gridSheet(`${name}.${index + 1}`, item));
    for (const key of Object.keys(flat)) if (!headers.includes(key)) headers.push(key);
    rows.push(flat);
  });
  const sheet: Sheet = { name, headers, rows: rows.map((row) => headers.map((h) => row[h] ?? null)) };
  const nested = [...children].flatMap(([key, child]) =>
    tableSheets(`${name}.${key}`, child.items, child.parents),
  );
  return [sheet, ...nested, ...grids];
}

export function contentsToSheets(book: Row, accessories: Row): Sheet[] {
  const single: Json[][] = [];
  const sheets: Sheet[] = [];
  const walk = (node: Row, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const at = prefix + key;
      if (at === "version" || at === "accessories.version") continue;
      if (isSizeTable(value)) sheets.push(gridSheet(at, value));
      else if (isObjectList(value)) sheets.push(...tableSheets(at, value));
      else if (isPrimitiveList(value)) single.push([at + LIST, value.join("\n")]);
      else if (isRecord(value)) walk(value, `${at}.`);
      else single.push([at, value]);
    }
  };
  walk(book, "");
  walk(accessories, "accessories.");
  return [{ name: BOOK_SHEET, headers: ["key", "value"], rows: single }, ...sheets];
}

/** The workbook of a version's contents. */
export async function writeBookWorkbook(version: string, book: Row, accessories: Row): Promise<Buffer> {
  // exceljs loads with the first workbook asked for (decision 124).
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  workbook.creator = "Screens Panel";
  workbook.title = `Price book ${version}`;
  for (const sheet of contentsToSheets(book, accessories)) {
    const ws = workbook.addWorksheet(sheet.name);
    ws.addRow(sheet.headers).font = { bold: true };
    for (const row of sheet.rows) ws.addRow(row.map((cell) => (cell === null ? undefined : cell)));
    ws.views = [{ state: "frozen", xSplit: sheet.headers[0] === GRID_CORNER ? 1 : 0, ySplit: 1 }];
    ws.columns.forEach((column) => {
      column.width = 14;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// -------------------------------------------------------------------------------------------------
// Sheets to JSON

/** Where each value of the book came from, for the problems' messages. */
export type Locations = Map<string, string>;

function cellValue(value: ExcelJS.CellValue): Json {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") {
    if ("result" in value) return cellValue(value.result);
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value) return value.text;
    return undefined;
  }
  return typeof value === "string" ? value.trim() : value;
}

/** A cell as text: a header, a key, a parent's name. */
function text(value: Json): string {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : "";
}

function setPath(target: Row, path: string[], value: Json) {
  let node = target;
  const last = path.at(-1);
  if (last === undefined) return;
  path.slice(0, -1).forEach((key) => {
    if (!isRecord(node[key])) node[key] = {};
    node = node[key] as Row;
  });
  node[last] = value;
}

const columnName = (index: number) => {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

function readSheet(ws: ExcelJS.Worksheet): { headers: string[]; rows: { line: number; cells: Json[] }[] } {
  const headers: string[] = [];
  ws.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = text(cellValue(cell.value));
  });
  const rows: { line: number; cells: Json[] }[] = [];
  ws.eachRow({ includeEmpty: false }, (row, line) => {
    if (line === 1) return;
    const cells = headers.map((_, i) => cellValue(row.getCell(i + 1).value));
    if (cells.some((cell) => cell !== undefined)) rows.push({ line, cells });
  });
  return { headers, rows };
}

const listOf = (value: Json) =>
  typeof value === "string"
    ? value
        .split(/\r?\n/)
        .map((part) => part.trim())
        .filter(Boolean)
    : value === undefined
      ? []
      : [value];

/**
 * The book and accessories a workbook holds, and where each value came from: "Sheet “x”, row 4,
 * column C (price)". Structure problems (an unknown sheet, a row whose parent does not exist) are
 * problems too; the values themselves are checked by the pricing package's schema afterwards.
 */
export async function readBookWorkbook(
  upload: Buffer,
): Promise<{ book: Row; accessories: Row; locations: Locations; problems: string[] }> {
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  const problems: string[] = [];
  const locations: Locations = new Map();
  const root: Row = {};
  try {
    // exceljs types `load` with its own Buffer (an ArrayBuffer), which Node's Buffer is not; JSZip
    // reads an ArrayBuffer of the same bytes alike.
    await workbook.xlsx.load(new Uint8Array(upload).buffer);
  } catch {
    return { book: {}, accessories: {}, locations, problems: ["The file is not an Excel workbook (.xlsx)."] };
  }
  const where = (sheet: string, line: number, col: number, header: string) =>
    `Sheet “${sheet}”, row ${line}, column ${columnName(col)} (${header})`;
  // Lists by sheet name, so nested sheets find their parents' items.
  const lists = new Map<string, { items: Row[]; path: string }>();
  const sheets = workbook.worksheets.map((ws) => ({ ws, ...readSheet(ws) }));
  for (const { ws, headers, rows } of sheets) {
    const name = ws.name;
    if (name === BOOK_SHEET) {
      for (const { line, cells } of rows) {
        const key = text(cells[0]);
        const list = key.endsWith(LIST);
        const path = list ? key.slice(0, -LIST.length) : key;
        setPath(root, path.split("."), list ? listOf(cells[1]) : cells[1]);
        locations.set(path, where(name, line, 1, key));
      }
      continue;
    }
    if (headers[0] === GRID_CORNER) continue;
    const parentSheet = headers[0] === "parent" ? name.slice(0, name.lastIndexOf(".")) : null;
    const items: Row[] = [];
    const path = name;
    rows.forEach(({ line, cells }) => {
      const item: Row = {};
      headers.forEach((header, col) => {
        if (header === "parent") return;
        if (cells[col] === undefined) {
          // An empty cell is an absent field, except the ones the book writes as null.
          if (NULLABLE_COLUMNS.has(header)) item[header] = null;
          return;
        }
        const list = header.endsWith(LIST);
        const key = list ? header.slice(0, -LIST.length) : header;
        setPath(item, key.split("."), list ? listOf(cells[col]) : cells[col]);
      });
      if (parentSheet) {
        const parent = lists.get(parentSheet);
        const parentKey = text(cells[0]);
        const owner = parent?.items.find((candidate, i) => keyOf(candidate, i) === parentKey);
        if (!parent || !owner) {
          problems.push(
            `${where(name, line, 0, "parent")}: no row “${parentKey}” in sheet “${parentSheet}”.`,
          );
          return;
        }
        const field = name.slice(parentSheet.length + 1);
        const list = (owner[field] as Row[] | undefined) ?? [];
        owner[field] = list;
        list.push(item);
        const ownerIndex = parent.items.indexOf(owner);
        headers.forEach((header, col) => {
          const key = header.endsWith(LIST) ? header.slice(0, -LIST.length) : header;
          if (header !== "parent")
            locations.set(
              `${parent.path}.${ownerIndex}.${field}.${list.length - 1}.${key}`,
              where(name, line, col, header),
            );
        });
        locations.set(
          `${parent.path}.${ownerIndex}.${field}.${list.length - 1}`,
          `Sheet “${name}”, row ${line}`,
        );
      } else {
        items.push(item);
        headers.forEach((header, col) => {
          const key = header.endsWith(LIST) ? header.slice(0, -LIST.length) : header;
          locations.set(`${path}.${items.length - 1}.${key}`, where(name, line, col, header));
        });
        locations.set(`${path}.${items.length - 1}`, `Sheet “${name}”, row ${line}`);
      }
    });
    lists.set(name, { items, path });
    if (!parentSheet) setPath(root, path.split("."), items);
  }
  // Grids last: a package's grid goes into the package its sheet's number names.
  for (const { ws, headers, rows } of sheets) {
    if (headers[0] !== GRID_CORNER) continue;
    const name = ws.name;
    const table = {
      widths_ft: rows.map(({ cells }) => cells[0]),
      heights_ft: headers.slice(1).map(Number),
      cells: rows.map(({ cells }) => cells.slice(1).map((cell) => (cell === undefined ? null : cell))),
    };
    const match = /^(.*)\.(\d+)$/.exec(name);
    const listName = match?.[1] ?? "";
    const row = Number(match?.[2] ?? 0);
    const owner = match ? lists.get(listName)?.items[row - 1] : undefined;
    const base = match && owner ? `${listName}.${row - 1}` : name;
    if (match && !owner) {
      problems.push(`Sheet “${name}”: no row ${row} in sheet “${listName}”.`);
      continue;
    }
    if (owner) Object.assign(owner, table);
    else setPath(root, name.split("."), table);
    rows.forEach(({ line, cells }, wi) => {
      locations.set(`${base}.widths_ft.${wi}`, where(name, line, 0, GRID_CORNER));
      cells
        .slice(1)
        .forEach((_, hi) =>
          locations.set(`${base}.cells.${wi}.${hi}`, where(name, line, hi + 1, headers[hi + 1] ?? "")),
        );
    });
    locations.set(`${base}.cells`, `Sheet “${name}”`);
  }
  const { accessories, ...book } = root;
  return { book, accessories: isRecord(accessories) ? accessories : {}, locations, problems };
}

/** A problem "path: message" with the place in the workbook it came from, the closest one known. */
export function locateProblem(problem: string, locations: Locations): string {
  const split = problem.indexOf(": ");
  if (split < 0) return problem;
  const path = problem.slice(0, split);
  const message = problem.slice(split + 2);
  for (let parts = path.split("."); parts.length > 0; parts = parts.slice(0, -1)) {
    const at = locations.get(parts.join("."));
    if (at) return `${at}: ${message}`;
  }
  return problem;
}
