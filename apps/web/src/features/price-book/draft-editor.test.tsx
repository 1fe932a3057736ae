import { defaultPriceBook } from "@screens/pricing/price-book";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc, type TrpcCall } from "@/test/trpc";
import { cataloguesOf, CataloguesPanel } from "./catalogues-panel";
import { parseClipboardGrid } from "./grid-paste";
import { tableAsText, TablesPanel } from "./tables-panel";

const admin = makeAgent({ role_id: 2, id: 2 });

/** The bundled book with a small fabric table (2 widths × 3 heights), as a draft holds it. */
function draftBook() {
  const book = structuredClone(defaultPriceBook);
  book.version = "2027.1";
  book.fabric_size_table = {
    widths_ft: [2, 3],
    heights_ft: [4, 5, 6],
    cells: [
      [100, 110, 120],
      [130, 140, 150],
    ],
  };
  return book;
}
const contents = (book = draftBook()) => ({
  data: {
    version: "2027.1",
    status: "draft",
    book,
    accessories: { version: "2027.1", items: [{ sku: "SOM-SIT1", name: "Situo 1", cost: 80 }] },
  },
});

function paste(target: Element, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}
const editsOf = (calls: TrpcCall[]) =>
  calls.filter((call) => call.path === "priceBooks.edit").map((call) => call.input);

describe("clipboard text from a spreadsheet", () => {
  it("is rows of tab-separated cells; quoted cells keep tabs, newlines and quotes; the last line break is no row", () => {
    expect(parseClipboardGrid("1\t2\r\n3\t4\r\n")).toEqual([
      ["1", "2"],
      ["3", "4"],
    ]);
    expect(parseClipboardGrid('"a\tb"\t"say ""hi"""\n"two\nlines"\t$1,200.50')).toEqual([
      ["a\tb", 'say "hi"'],
      ["two\nlines", "$1,200.50"],
    ]);
    expect(parseClipboardGrid("42")).toEqual([["42"]]);
  });

  it("a table copied as text pastes back as the same cells, without its header row and column", () => {
    const table = draftBook().fabric_size_table;
    const rows = parseClipboardGrid(tableAsText(table));
    expect(rows[0]).toEqual(["W × H (ft)", "4", "5", "6"]);
    expect(rows.slice(1).map((row) => row.slice(1).map(Number))).toEqual(table.cells);
  });
});

describe("the draft's price tables", () => {
  it("a block pasted at a cell fills the table from there, sent as one request of numbers", async () => {
    mockSession(admin);
    const saved = draftBook();
    saved.fabric_size_table.cells = [
      [100, 1200, 1250.5],
      [130, 1300, 1350],
    ];
    const calls = mockTrpc({
      "priceBooks.contents": contents(),
      "priceBooks.edit": { data: { ...contents(saved).data, changed: 4 } },
    });
    renderWithProviders(<TablesPanel version="2027.1" editable />);
    const grid = await screen.findByRole("grid", { name: "Fabric size table" });
    const cell = within(grid).getAllByRole("gridcell")[1]!; // width 2 ft, height 5 ft
    await userEvent.click(cell);
    paste(cell, "$1,200\t1250.50\n1300\t1350\n");
    await waitFor(() => expect(editsOf(calls)).toHaveLength(1));
    expect(editsOf(calls)[0]).toEqual({
      version: "2027.1",
      edits: [
        { op: "set_cells", table: "fabric_size_table", row: 0, column: 1, values: [[1200]] },
        { op: "set_cells", table: "fabric_size_table", row: 0, column: 2, values: [[1250.5]] },
        { op: "set_cells", table: "fabric_size_table", row: 1, column: 1, values: [[1300]] },
        { op: "set_cells", table: "fabric_size_table", row: 1, column: 2, values: [[1350]] },
      ],
    });
    expect(await within(grid).findByText("1,250.50")).toBeInTheDocument();
    const region = screen.getByRole("region", { name: "Fabric size table" });
    expect(within(region).getByText("All changes saved")).toBeInTheDocument();
  });

  it("a refused cell shows the server's message at the cell and keeps what was typed; nothing else is lost", async () => {
    mockSession(admin);
    const calls = mockTrpc({
      "priceBooks.contents": contents(),
      "priceBooks.edit": {
        error: { status: 400, errors: ["fabric_size_table.cells.1.2: Must be 0 or more."] },
      },
    });
    renderWithProviders(<TablesPanel version="2027.1" editable />);
    const grid = await screen.findByRole("grid", { name: "Fabric size table" });
    const cells = within(grid).getAllByRole("gridcell");
    await userEvent.click(cells[4]!); // width 3 ft, height 5 ft
    paste(cells[4]!, "145\t-5");
    const refused = cells[5]!;
    await waitFor(() => expect(refused).toHaveAttribute("aria-invalid", "true"));
    expect(refused).toHaveAccessibleDescription("Must be 0 or more.");
    expect(refused).toHaveTextContent("-5");
    // The valid cell of the same paste is not saved either, but kept to send again.
    expect(cells[4]).not.toHaveAttribute("aria-invalid");
    expect(cells[4]).toHaveTextContent("145");
    expect(screen.getByText("2 changes not saved")).toBeInTheDocument();
    // Fixing the refused cell sends both again.
    await userEvent.click(refused);
    await userEvent.keyboard("155{Enter}");
    await waitFor(() => expect(editsOf(calls)).toHaveLength(2));
    expect((editsOf(calls)[1] as { edits: unknown[] }).edits).toEqual([
      { op: "set_cells", table: "fabric_size_table", row: 1, column: 1, values: [[145]] },
      { op: "set_cells", table: "fabric_size_table", row: 1, column: 2, values: [[155]] },
    ]);
  });

  it("a block that would run past the table is refused at the cell it was pasted at, without a request", async () => {
    mockSession(admin);
    const calls = mockTrpc({ "priceBooks.contents": contents() });
    renderWithProviders(<TablesPanel version="2027.1" editable />);
    const grid = await screen.findByRole("grid", { name: "Fabric size table" });
    const cell = within(grid).getAllByRole("gridcell")[3]!; // width 3 ft, height 4 ft: the last row
    await userEvent.click(cell);
    paste(cell, "1\n2\n3");
    await waitFor(() => expect(cell).toHaveAttribute("aria-invalid", "true"));
    expect(cell).toHaveAccessibleDescription(
      "3 × 1 cells from here run past the table (2 widths × 3 heights).",
    );
    expect(editsOf(calls)).toHaveLength(0);
  });

  it("read only (a published version, or a manufacturer user): typing and pasting change nothing", async () => {
    mockSession(makeAgent({ role_id: 3, id: 3 }));
    const calls = mockTrpc({ "priceBooks.contents": contents() });
    renderWithProviders(<TablesPanel version="2027.1" editable={false} />);
    const grid = await screen.findByRole("grid", { name: "Fabric size table" });
    expect(grid).toHaveAttribute("aria-readonly", "true");
    const cell = within(grid).getAllByRole("gridcell")[0]!;
    await userEvent.click(cell);
    await userEvent.keyboard("9{Enter}");
    paste(cell, "1\t2");
    expect(within(grid).queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy to…" })).not.toBeInTheDocument();
    expect(editsOf(calls)).toHaveLength(0);
  });
});

describe("the draft's catalogues", () => {
  it("renames an entry at its cell, shows a refusal there, and sets an entry's availability with the book's flags", async () => {
    mockSession(admin);
    let answer = 0;
    const calls = mockTrpc({
      "priceBooks.contents": contents(),
      "priceBooks.edit": () =>
        ++answer === 1
          ? {
              error: {
                status: 400,
                errors: ["housing_types.micro.code: A code is 1 to 8 uppercase letters or digits."],
              },
            }
          : { data: { ...contents().data, changed: 1 } },
    });
    renderWithProviders(<CataloguesPanel version="2027.1" editable />);
    const grid = await screen.findByRole("grid", { name: "Housing types" });
    // Every catalogue of the book is a choice, in its group, and the version's accessories.
    const choice = screen.getByRole("combobox", { name: "Catalogue" });
    expect(within(choice).getAllByRole("option")).toHaveLength(cataloguesOf(draftBook()).length + 1);
    const micro = within(grid).getAllByRole("row")[2]!; // header, standard, micro
    const code = within(micro).getAllByRole("gridcell")[1]!;
    await userEvent.dblClick(code);
    await userEvent.keyboard("micro{Enter}");
    await waitFor(() => expect(code).toHaveAttribute("aria-invalid", "true"));
    expect(code).toHaveAccessibleDescription("A code is 1 to 8 uppercase letters or digits.");
    expect(editsOf(calls)[0]).toEqual({
      version: "2027.1",
      edits: [{ op: "set_field", list: "housing_types", entry: "micro", field: "code", value: "micro" }],
    });

    await userEvent.selectOptions(within(micro).getByLabelText(/Availability of/), "discontinued");
    await waitFor(() => expect(editsOf(calls)).toHaveLength(2));
    expect((editsOf(calls)[1] as { edits: unknown[] }).edits).toEqual([
      { op: "set_field", list: "housing_types", entry: "micro", field: "enabled", value: true },
      { op: "set_field", list: "housing_types", entry: "micro", field: "discontinued", value: true },
    ]);
  });

  it("an accessory's list cost is typed at its row and sent by its SKU", async () => {
    mockSession(admin);
    const calls = mockTrpc({
      "priceBooks.contents": contents(),
      "priceBooks.edit": { data: { ...contents().data, changed: 1 } },
    });
    renderWithProviders(<CataloguesPanel version="2027.1" editable />);
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Catalogue" }), "Accessories");
    const grid = await screen.findByRole("grid", { name: "Accessories" });
    expect(screen.queryByRole("button", { name: "Add entry" })).not.toBeInTheDocument();
    await userEvent.dblClick(within(grid).getAllByRole("gridcell")[1]!);
    await userEvent.keyboard("84.50{Enter}");
    await waitFor(() => expect(editsOf(calls)).toHaveLength(1));
    expect(editsOf(calls)[0]).toEqual({
      version: "2027.1",
      edits: [{ op: "set_accessory", sku: "SOM-SIT1", field: "cost", value: 84.5 }],
    });
  });
});
