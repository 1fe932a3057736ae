import type { TPriceBookImpact } from "@screens/domain/schemas";

/** What an import sends: the book, and the accessories catalogue when the file has one. */
export interface ImportedContents {
  book: unknown;
  accessories?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A file's JSON as the draft's new contents: the export's own shape ({ version, book, accessories })
 * or a bare price book. The server checks the contents; here only that it is a JSON object.
 */
export function parseImport(text: string): ImportedContents | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: "The file is not JSON. Choose a price book exported from here, or a book's JSON." };
  }
  if (!isRecord(parsed)) return { error: "The file holds no price book: its JSON is not an object." };
  if ("book" in parsed)
    return parsed.accessories === undefined
      ? { book: parsed.book }
      : { book: parsed.book, accessories: parsed.accessories };
  return { book: parsed };
}

/** Saves text as a file in the browser's downloads. */
export function downloadText(fileName: string, text: string, type: string): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** A CSV field: quoted when it holds a comma, a quote or a line break. */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The per-dealer impact as CSV, for a spreadsheet: plain numbers, no currency signs. */
export function impactCsv(impact: TPriceBookImpact): string {
  const rows: (string | number)[][] = [
    [
      "Dealer",
      "Open quotes",
      "Quotes changed",
      "Total before",
      "Total after",
      "Change",
      "Largest change",
      "Largest change quote",
    ],
    ...impact.dealers.map((dealer) => [
      dealer.company_name,
      dealer.quotes,
      dealer.quotes_changed,
      dealer.total_before.toFixed(2),
      dealer.total_after.toFixed(2),
      (Math.round((dealer.total_after - dealer.total_before) * 100) / 100).toFixed(2),
      dealer.largest_change.toFixed(2),
      dealer.largest_quote ?? "",
    ]),
  ];
  return `${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** The first day of next month at 00:00, local time: when a new price book usually starts. */
export function firstOfNextMonth(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth() + 1, 1, 0, 0, 0, 0);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A local date and time as a datetime-local input's value ("2027-01-01T00:00"). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value as an ISO instant with the browser's offset ("2027-01-01T00:00:00-05:00"),
 * so the server keeps the moment the admin meant; null when the text is no date.
 */
export function localInputToIso(value: string): string | null {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${toLocalInput(date)}:00${sign}${hours}:${minutes}`;
}
