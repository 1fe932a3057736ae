import type { Response } from "express";
import { stringify } from "csv-stringify/sync";
import { requestLog } from "../../log.js";

/**
 * A CSV download written as the rows arrive (decision 113): csv-stringify quotes what needs quoting
 * (RFC 4180) and, with `escape_formulas`, puts an apostrophe before a text cell starting with =, +,
 * -, @, a tab or a carriage return (and their full-width forms), so a spreadsheet shows it as text
 * instead of running it as a formula; numbers stay numbers (a negative amount is not a formula).
 * Rows are stringified in blocks (csv-stringify's synchronous API, one call per block instead of a
 * stream step per row: 90,000 quotes went from 6.4 s to about half) and each block waits for the
 * socket to drain: a slow client pauses the reads, and at most one block is held.
 */

export interface ExportColumn<Row> {
  /** The web table's column id (`columns=` picks and orders them). */
  id: string;
  header: string;
  value: (row: Row) => string | number | null;
  /** In the file when no `columns` are named (the table's default columns). */
  visible?: boolean;
}

/** A file name safe in a Content-Disposition header: letters, digits, dashes, dots. */
export function downloadName(base: string, extension: string, now = new Date()) {
  const safe = base.replace(/[^a-z0-9-]+/gi, "-").replace(/^-+|-+$/g, "") || "export";
  return `${safe}-${now.toISOString().slice(0, 10)}.${extension}`;
}

export function attachmentHeaders(res: Response, fileName: string, contentType: string) {
  res.setHeader("Content-Type", contentType);
  res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
}

/** Rows stringified and written at once (a block is about 50-100 KB of text). */
const CSV_BLOCK_ROWS = 500;

export async function sendCsv<Row>(
  res: Response,
  fileName: string,
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
): Promise<void> {
  // The first read runs before any header: a bad sort or a missing record still answers its 400/404.
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  attachmentHeaders(res, fileName, "text/csv; charset=utf-8");
  // The BOM tells Excel the file is UTF-8 (accents, the em dash); other readers skip it.
  res.write("\uFEFF");
  const options = { escape_formulas: true, record_delimiter: "windows" } as const;
  // One drain and one close listener for the whole download: the compression middleware hands
  // res.on("drain") to its gzip stream but not res.off, so a listener per wait would pile up there.
  let resume: (() => void) | null = null;
  const wake = () => {
    resume?.();
    resume = null;
  };
  res.on("drain", wake);
  res.on("close", wake);
  const write = async (records: (string | number)[][]) => {
    if (res.write(stringify(records, options)) || res.destroyed) return;
    await new Promise<void>((resolve) => {
      resume = resolve;
    });
  };
  try {
    await write([columns.map((column) => column.header)]);
    let block: (string | number)[][] = [];
    for (let next = first; !next.done && !res.destroyed; next = await iterator.next()) {
      // Read once outside the callback: a closure over `next` would lose the narrowing to a row.
      const row = next.value;
      block.push(columns.map((column) => column.value(row) ?? ""));
      if (block.length === CSV_BLOCK_ROWS) {
        await write(block);
        block = [];
      }
    }
    if (block.length > 0 && !res.destroyed) await write(block);
    res.end();
  } catch (error) {
    // Half a file is already out: the connection is cut (no 200 body that looks complete).
    requestLog(res.req).error({ err: error }, "CSV export failed");
    res.destroy();
  } finally {
    // A client gone mid-file: the reader stops (its statement's batches are released).
    await iterator.return?.();
  }
}

/**
 * Reads a list page by page (the list's own function, its filters and sort) until it ends: at most
 * `batch` rows are held at once, whatever the list's length. `cursor` is the last row's id, the
 * lists' own paging (docs/api.md).
 */
export async function* allPages<Row extends { id: number }>(
  fetchPage: (page: { limit: number; cursor?: number }) => Promise<Row[]>,
  batch = 1000,
): AsyncGenerator<Row> {
  let cursor: number | undefined;
  for (;;) {
    const page = await fetchPage(cursor === undefined ? { limit: batch } : { limit: batch, cursor });
    yield* page;
    const last = page[page.length - 1];
    if (page.length < batch || !last) return;
    cursor = last.id;
  }
}

/** `columns=a,b,c`: the named columns in that order; none: the default ones. Unknown ids are a 400. */
export function pickColumns<Row>(
  all: readonly ExportColumn<Row>[],
  requested: string | undefined,
): ExportColumn<Row>[] | string {
  if (!requested) return all.filter((column) => column.visible !== false);
  const picked: ExportColumn<Row>[] = [];
  for (const id of requested
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const column = all.find((candidate) => candidate.id === id);
    if (!column) return `columns: ${id} is not a column (one of ${all.map((c) => c.id).join(", ")}).`;
    if (!picked.includes(column)) picked.push(column);
  }
  return picked.length > 0 ? picked : all.filter((column) => column.visible !== false);
}
