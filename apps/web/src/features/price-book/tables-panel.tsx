import type { PriceBook } from "@screens/pricing/book";
import { BOOK_SCALARS, type TBookEdit } from "@screens/domain/schemas";
import { useQuery } from "@tanstack/react-query";
import { ClipboardCopy, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toastError, toastSuccess } from "@/lib/notify";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { CopyTableDialog } from "./copy-table-dialog";
import { EditGridCard, SaveState } from "./edit-grid-card";
import { cellKey, EditGrid, type GridCellChange } from "./edit-grid";
import { cellNumber } from "./grid-paste";
import { useUnsavedCells } from "./unsaved-cells";

type SizeTable = PriceBook["fabric_size_table"];

interface TableChoice {
  ref: string;
  label: string;
  description: string;
  table: SizeTable;
}

/** Every width × height table of the book: the fabric's, and each complete-unit package's. */
export function tablesOf(book: PriceBook): TableChoice[] {
  const fabrics = new Map(book.fabric_collections.map((f) => [f.value, f.label]));
  const housings = new Map(book.housing_types.map((h) => [h.value, h.label]));
  const names = (values: string[], labels: Map<string, string>) =>
    values.map((value) => labels.get(value) ?? value).join(", ");
  return [
    {
      ref: "fabric_size_table",
      label: "Fabric size table",
      description: "List price of the fabric by width and height, before a collection's factor.",
      table: book.fabric_size_table,
    },
    ...book.packages.map((p) => ({
      ref: `packages.${p.value}`,
      label: `${p.label} package`,
      description: `Complete-unit price of ${names(p.fabric_collections, fabrics)} in ${names(p.housing_types, housings)} housing.`,
      table: p,
    })),
  ];
}

/**
 * A table as a spreadsheet pastes it: a header row of heights, a row per width led by the width.
 * Pasted back at the first cell without its header row and column, it is the same table.
 */
export function tableAsText(table: SizeTable): string {
  const lines = [
    ["W × H (ft)", ...table.heights_ft].join("\t"),
    ...table.widths_ft.map((width, row) => [width, ...(table.cells[row] ?? [])].join("\t")),
  ];
  return `${lines.join("\n")}\n`;
}

async function copyAsText(choice: TableChoice) {
  try {
    await navigator.clipboard.writeText(tableAsText(choice.table));
    toastSuccess("Table copied to the clipboard.", "Paste it into Excel or Google Sheets.");
  } catch (error) {
    toastError(error);
  }
}

const SCALAR_LABELS: Record<(typeof BOOK_SCALARS)[number], string> = {
  extended_cord_price: "Extended motor cord",
  powder_charge: "Powder coating (custom frame colour)",
  "buildout.base_price": "Buildout base price",
  "clear_window.pane_charge": "Clear window, per pane",
};

/**
 * The draft's width × height tables as editable grids (docs/decisions/194-price-book-editor.md):
 * a cell typed or a block pasted from a spreadsheet is saved at once when the whole book stays valid;
 * a refused cell keeps its text with the message at it, and nothing is saved until it is fixed or
 * discarded. Read-only for the other staff and for published versions.
 */
export function TablesPanel({ version, editable }: { version: string; editable: boolean }) {
  const trpc = useTRPC();
  const contents = useQuery(trpc.priceBooks.contents.queryOptions({ version }));
  const [selected, setSelected] = useState("fabric_size_table");
  const [copying, setCopying] = useState(false);
  const { unsavedIn, problems, setProblems, saveCells, discard, send, saving } = useUnsavedCells(version);

  if (contents.error) return <p className="text-sm text-destructive">{trpcErrorMessage(contents.error)}</p>;
  if (!contents.data) return <Skeleton className="h-96 w-full rounded-xl" />;
  const book = contents.data.book as PriceBook;
  const tables = tablesOf(book);
  const choice = tables.find((t) => t.ref === selected) ?? tables[0];
  if (!choice) return null;
  const { table } = choice;
  const pending = unsavedIn(choice.ref);
  const problemMap = new Map(problems.map((p) => [p.path, p.message]));
  const cellProblem = (row: number, column: number) => problemMap.get(`${choice.ref}.cells.${row}.${column}`);
  const others = problems.filter((p) => !p.path.startsWith(`${choice.ref}.cells.`));

  const change = (changes: GridCellChange[], at: { row: number; column: number }) => {
    const rows = table.widths_ft.length;
    const columns = table.heights_ft.length;
    const outside = changes.some((c) => c.row >= rows || c.column >= columns);
    if (outside) {
      // The server refuses it too; said here at once, at the cell the block was pasted at.
      const height = Math.max(...changes.map((c) => c.row)) - at.row + 1;
      const width = Math.max(...changes.map((c) => c.column)) - at.column + 1;
      setProblems([
        {
          path: `${choice.ref}.cells.${at.row}.${at.column}`,
          message: `${height} × ${width} cells from here run past the table (${rows} widths × ${columns} heights).`,
        },
      ]);
      return;
    }
    const next = new Map(pending);
    for (const c of changes) next.set(cellKey(c.row, c.column), c.text);
    const edits: TBookEdit[] = [...next].map(([key, text]) => {
      const [row, column] = key.split(":").map(Number) as [number, number];
      return { op: "set_cells", table: choice.ref, row, column, values: [[cellNumber(text)]] };
    });
    void saveCells(choice.ref, next, edits);
  };

  return (
    <div className="grid gap-6">
      <EditGridCard
        title={choice.label}
        description={
          <>
            {choice.description} {table.widths_ft[0]}–{table.widths_ft.at(-1)} ft wide × {table.heights_ft[0]}
            –{table.heights_ft.at(-1)} ft high.
          </>
        }
        choice={{
          label: "Table",
          value: choice.ref,
          onChange: (ref) => {
            setSelected(ref);
            setProblems([]);
          },
          options: tables.map((t) => ({ value: t.ref, label: t.label })),
        }}
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => void copyAsText(choice)}
              title="The whole table as tab-separated text, to paste into a spreadsheet"
            >
              <ClipboardCopy aria-hidden="true" />
              Copy all
            </Button>
            {editable && choice.ref.startsWith("packages.") && (
              <Button variant="outline" onClick={() => setCopying(true)}>
                <Copy aria-hidden="true" />
                Copy to…
              </Button>
            )}
          </>
        }
        editable={editable}
        hint="Click a cell and type, or paste a block copied from Excel or Google Sheets: it fills the cells from the one you chose. Each change is checked and saved at once."
        saveState={{
          saving,
          pending: pending.size,
          refused: problems.length > 0,
          onDiscard: () => discard(choice.ref),
        }}
        offGridProblems={others}
      >
        <EditGrid
          label={choice.label}
          corner="W × H (ft)"
          rows={table.widths_ft.map((w) => ({ id: String(w), header: w }))}
          columns={table.heights_ft.map((h) => ({ id: String(h), header: String(h), money: true }))}
          valueAt={(row, column) => table.cells[row]?.[column]}
          editable={editable}
          unsaved={pending}
          problemAt={cellProblem}
          onChange={change}
        />
      </EditGridCard>
      <SinglePrices book={book} editable={editable} version={version} />
      {editable && (
        <CopyTableDialog
          open={copying}
          onOpenChange={setCopying}
          book={book}
          from={choice.ref}
          onCopy={async (to, label) => {
            const result = await send([{ op: "copy_table", from: choice.ref, to }]);
            if (result.ok) {
              toastSuccess(`${choice.label} copied.`, `${label} now has the same prices.`);
              return null;
            }
            return result.problems.map((p) => p.message).join(" ");
          }}
        />
      )}
    </div>
  );
}

/** The book's single prices, one row each: one grid of its own, saved apart from the tables. */
const SINGLE_PRICES = "single_prices";
function SinglePrices({ book, editable, version }: { book: PriceBook; editable: boolean; version: string }) {
  const { unsavedIn, problems, saveCells, discard, saving } = useUnsavedCells(version);
  const unsaved = unsavedIn(SINGLE_PRICES);
  const valueOf = (path: string): unknown =>
    path
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], book);
  const change = (changes: GridCellChange[]) => {
    const next = new Map(unsaved);
    for (const c of changes)
      if (c.row < BOOK_SCALARS.length && c.column === 0) next.set(cellKey(c.row, 0), c.text);
    const edits = [...next].flatMap(([key, text]) => {
      const path = BOOK_SCALARS[Number(key.split(":")[0])];
      return path ? [{ op: "set_value" as const, path, value: cellNumber(text) }] : [];
    });
    void saveCells(SINGLE_PRICES, next, edits);
  };
  const problemMap = new Map(problems.map((p) => [p.path, p.message]));
  return (
    <Card role="region" aria-labelledby="single-prices-title" className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="single-prices-title">Single prices</CardTitle>
          <CardDescription>Charges that are one amount, whatever the size.</CardDescription>
        </div>
        {editable && (
          <SaveState
            saving={saving}
            pending={unsaved.size}
            refused={problems.length > 0}
            onDiscard={() => discard(SINGLE_PRICES)}
          />
        )}
      </CardHeader>
      <CardContent>
        <EditGrid
          label="Single prices"
          corner="Charge"
          rows={BOOK_SCALARS.map((path) => ({ id: path, header: SCALAR_LABELS[path] }))}
          columns={[{ id: "price", header: "List price", money: true }]}
          valueAt={(row) => valueOf(BOOK_SCALARS[row] ?? "")}
          editable={editable}
          unsaved={unsaved}
          problemAt={(row) => problemMap.get(BOOK_SCALARS[row] ?? "")}
          onChange={change}
        />
      </CardContent>
    </Card>
  );
}
