/**
 * A spreadsheet's clipboard as rows of cells (docs/decisions/194-price-book-editor.md): Excel,
 * Numbers and Google Sheets copy a range as tab-separated lines; a cell holding a tab, a newline or a
 * quote comes quoted ("a""b"). The trailing line break a copy ends with is not an empty row.
 */
export function parseClipboardGrid(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = 0;
  const input = text.replace(/\r\n?/g, "\n");
  while (i < input.length) {
    const ch = input.charAt(i);
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === "") quoted = true;
    else if (ch === "\t") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
    i += 1;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.map((cells) => cells.map((value) => value.trim()));
}

/** A typed or pasted price as a number ("$1,234.50", "99", "-3"), else its text for the check to refuse. */
export function cellNumber(text: string): number | string {
  const plain = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (/^-?(\d+(\.\d*)?|\.\d+)$/.test(plain)) return Number(plain);
  return text.trim();
}

/** A number as the grid shows it: money with cents, other figures as they are. */
export function formatCell(value: unknown, money: boolean): string {
  if (typeof value === "string") return value;
  if (typeof value !== "number") return "";
  if (!money) return value.toLocaleString("en-US", { maximumFractionDigits: 4 });
  return value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });
}
