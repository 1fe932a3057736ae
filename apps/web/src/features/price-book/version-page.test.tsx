import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc, type TrpcHandlers } from "@/test/trpc";
import { firstOfNextMonth, impactCsv, localInputToIso, parseImport } from "./book-files";
import { IMPACT, LEVELS, VERSIONS } from "./test-data";
import VersionPage from "./version-page";
import { expectMarksOfSchema } from "@/test/required-marks";
import { FormSchema as RaiseForm } from "./raise-dialog";
import { ZPublishRequest } from "@screens/domain/schemas";

const admin = makeAgent({ role_id: 2, id: 2 });

const BOOK = {
  version: "2027.1",
  dealer_factor: 0.55,
  housing_types: [{ value: "h4", label: "4 in" }],
  housing_options: [],
  motor_brands: [{ value: "somfy", label: "Somfy", types: [{}, {}], cords: [{}] }],
  retention_types: [],
  hem_bar_types: [],
  fabric_collections: [{ value: "nano50", label: "Nano 50", colors: [{}, {}, {}] }],
  frame_collections: [],
  buildout: { materials: [] },
  packages: [],
  fabric_size_table: {
    widths_ft: [2, 3],
    heights_ft: [4, 5, 6],
    cells: [
      [100, 110, 120],
      [130, 140, 150],
    ],
  },
};

function answers(extra: TrpcHandlers = {}): TrpcHandlers {
  return {
    "priceBooks.list": { data: VERSIONS },
    "priceBooks.levels": { data: LEVELS },
    "priceBooks.diff": {
      data: {
        version: "2027.1",
        against: "2026.2",
        total: 2,
        changes: [
          { path: "motor_brands.somfy.types.rts.price", kind: "changed", before: 400, after: 416 },
          { path: "fabric_size_table.cells.1.2", kind: "changed", before: 150, after: 156 },
        ],
      },
    },
    "priceBooks.contents": {
      data: { version: "2027.1", status: "draft", book: BOOK, accessories: { items: [{}] } },
    },
    "priceBooks.impact": { data: IMPACT },
    ...extra,
  };
}

function renderVersion(version = "2027.1", tab = "changes") {
  document.cookie = `panel_tab_price_book_version=${tab}; path=/`;
  return renderWithProviders(<VersionPage />, {
    path: `/panel/price-book/${version}`,
    route: "/panel/price-book/:version",
  });
}

afterEach(() => vi.useRealTimers());

describe("price book version page", () => {
  it("a draft shows its state and its changes from the version it copies, in words", async () => {
    mockSession(admin);
    const calls = mockTrpc(answers());
    renderVersion();
    expect(await screen.findByRole("heading", { name: /Version 2027.1/ })).toHaveTextContent("Draft");
    expect(await screen.findByText("2 changes from 2026.2.")).toBeInTheDocument();
    expect(screen.getByText("Motors")).toBeInTheDocument();
    expect(screen.getByText("$416.00")).toBeInTheDocument();
    expect(screen.getAllByText("+4.0%")).toHaveLength(2);
    // A size table's cell in feet, once the book is here.
    expect(await screen.findByText("3 ft wide × 6 ft high")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "priceBooks.diff")?.input).toEqual({
      version: "2027.1",
      against: "2026.2",
    });
  });

  it("raise prices sends the section, the percentage and the rounding step", async () => {
    mockSession(admin);
    const calls = mockTrpc(answers({ "priceBooks.raise": { data: { changed: 38 } } }));
    renderVersion();
    await userEvent.click(await screen.findByRole("button", { name: "Raise prices" }));
    const dialog = await screen.findByRole("dialog", { name: "Raise prices" });
    expectMarksOfSchema(dialog, RaiseForm, { section: "Section", percent: "Percent", step: "Rounding" });
    expect(within(dialog).getByRole("option", { name: "Motors and cords" })).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Section/), "motor_brands");
    await userEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("The percentage must be a number.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Percent/), "4");
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Rounding/), "To $1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("38 prices raised.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "priceBooks.raise")?.input).toEqual({
      version: "2027.1",
      section: "motor_brands",
      percent: 4,
      step: 1,
    });
  });

  it("an import the server refuses lists every problem, and nothing changes", async () => {
    mockSession(admin);
    const calls = mockTrpc(
      answers({
        "priceBooks.replaceDraft": {
          error: {
            status: 400,
            errors: [
              "housing_types: Required",
              "fabric_size_table.cells.3: row must have one cell per height (24)",
              "accessories.items.0.cost: Number must be greater than or equal to 0",
            ],
          },
        },
      }),
    );
    renderVersion();
    await screen.findByRole("button", { name: "Raise prices" });
    const file = new File(
      [JSON.stringify({ version: "x", book: { version: "x" }, accessories: { items: [] } })],
      "book.json",
      {
        type: "application/json",
      },
    );
    await userEvent.upload(screen.getByLabelText("Price book file"), file);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("book.json was not imported: 3 problems");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "housing_types: Required",
      "fabric_size_table.cells.3: row must have one cell per height (24)",
      "accessories.items.0.cost: Number must be greater than or equal to 0",
    ]);
    expect(calls.find((call) => call.path === "priceBooks.replaceDraft")?.input).toEqual({
      version: "2027.1",
      book: { version: "x" },
      accessories: { items: [] },
    });
    // A file that is no JSON never reaches the server.
    await userEvent.upload(screen.getByLabelText("Price book file"), new File(["{oops"], "notes.json"));
    expect(await screen.findByText(/notes.json was not imported: 1 problem/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "priceBooks.replaceDraft")).toHaveLength(1);
  });

  it("publish sends the instant, by default the first of next month at midnight local time", async () => {
    mockSession(admin);
    const calls = mockTrpc(answers({ "priceBooks.publish": { data: VERSIONS } }));
    renderVersion();
    await userEvent.click(await screen.findByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish 2027.1?" });
    expect(dialog).toHaveTextContent("keep the prices they were sent with");
    expectMarksOfSchema(dialog, ZPublishRequest, { effective_at: "Takes effect" });
    const input = within(dialog).getByLabelText(/^Takes effect/);
    const first = firstOfNextMonth();
    expect(input).toHaveValue(
      `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, "0")}-01T00:00`,
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Version 2027.1 published.")).toBeInTheDocument();
    const sent = calls.find((call) => call.path === "priceBooks.publish")?.input as { effective_at: string };
    expect(sent).toMatchObject({ version: "2027.1" });
    expect(new Date(sent.effective_at).getTime()).toBe(first.getTime());
    // Another instant, typed by the admin.
    await userEvent.click(await screen.findByRole("button", { name: "Publish" }));
    const again = await screen.findByRole("dialog", { name: "Publish 2027.1?" });
    fireEvent.change(within(again).getByLabelText(/^Takes effect/), {
      target: { value: "2030-03-15T06:30" },
    });
    await userEvent.click(within(again).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(calls.filter((call) => call.path === "priceBooks.publish")).toHaveLength(2));
    const second = calls.filter((call) => call.path === "priceBooks.publish")[1]?.input as {
      effective_at: string;
    };
    expect(new Date(second.effective_at).getTime()).toBe(new Date(2030, 2, 15, 6, 30).getTime());
  });

  it("the impact lists each dealer's totals before and after, and its units", async () => {
    mockSession(admin);
    mockTrpc(answers());
    renderVersion("2027.1", "impact");
    const dealers = await screen.findByRole("table", { name: "Impact by dealer" });
    const sunset = (await within(dealers).findByText("Sunset Shades")).closest("tr")!;
    expect(within(sunset).getByText("$10,000.00")).toBeInTheDocument();
    expect(within(sunset).getByText("$10,400.00")).toBeInTheDocument();
    expect(within(sunset).getByText("+$400.00")).toBeInTheDocument();
    const units = screen.getByRole("table", { name: "Units that change" });
    expect(within(units).getByText("Lanai left")).toBeInTheDocument();
    expect(within(units).getByText("+$48.00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeInTheDocument();
  });

  it("a published version offers no tools but its export; its contents are readable", async () => {
    mockSession(admin);
    mockTrpc(answers());
    renderVersion("2026.1", "contents");
    expect(await screen.findByRole("heading", { name: /Version 2026.1/ })).toHaveTextContent("In effect");
    expect(screen.queryByRole("button", { name: "Raise prices" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export JSON" })).toBeInTheDocument();
    const catalogues = await screen.findByRole("region", { name: "Catalogues" });
    expect(within(catalogues).getByText("1 brand, 2 motors, 1 cord")).toBeInTheDocument();
    expect(within(catalogues).getByText("× 0.55")).toBeInTheDocument();
    const grid = screen.getByRole("region", { name: "Fabric size table" });
    expect(within(grid).getByRole("rowheader", { name: "3" })).toBeInTheDocument();
    expect(within(grid).getByText("$150.00")).toBeInTheDocument();
  });

  it("a draft's price tables are editable for its keepers (decision 194)", async () => {
    mockSession(admin);
    mockTrpc(answers());
    renderVersion("2027.1", "tables");
    const grid = await screen.findByRole("grid", { name: "Fabric size table" });
    expect(grid).toHaveAttribute("aria-readonly", "false");
    expect(screen.getByRole("tab", { name: "Catalogues" })).toBeInTheDocument();
  });

  it("a manufacturer user reads a draft's price tables, and nobody edits a published version's", async () => {
    mockSession(makeAgent({ role_id: 3, id: 3 }));
    mockTrpc(answers());
    const first = renderVersion("2027.1", "tables");
    expect(await screen.findByRole("grid", { name: "Fabric size table" })).toHaveAttribute(
      "aria-readonly",
      "true",
    );
    first.unmount();
    mockSession(admin);
    mockTrpc(answers());
    renderVersion("2026.1", "tables");
    expect(await screen.findByRole("grid", { name: "Fabric size table" })).toHaveAttribute(
      "aria-readonly",
      "true",
    );
  });

  it("an unknown version is a 404", async () => {
    mockSession(admin);
    mockTrpc(answers());
    renderVersion("nope");
    expect((await screen.findAllByText(/404/)).length).toBeGreaterThan(0);
  });
});

describe("price book files", () => {
  it("an import takes the export's shape or a bare book", () => {
    expect(parseImport('{"version":"a","book":{"x":1},"accessories":{"items":[]}}')).toEqual({
      book: { x: 1 },
      accessories: { items: [] },
    });
    expect(parseImport('{"book":{"x":1}}')).toEqual({ book: { x: 1 } });
    expect(parseImport('{"version":"a","housing_types":[]}')).toEqual({
      book: { version: "a", housing_types: [] },
    });
    expect(parseImport("[1]")).toHaveProperty("error");
    expect(parseImport("nope")).toHaveProperty("error");
  });

  it("the impact CSV quotes what needs quoting", () => {
    const lines = impactCsv(IMPACT).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Dealer,Open quotes,Quotes changed,Total before,Total after,Change,Largest change,Largest change quote",
    );
    expect(lines[1]).toBe("Sunset Shades,2,2,10000.00,10400.00,400.00,250.00,Q-000031");
    expect(lines[2]).toBe('"Gulf Coast, Shade & Screen",1,0,2500.00,2500.00,0.00,0.00,');
  });

  it("a local date and time becomes an instant with the browser's offset", () => {
    const iso = localInputToIso("2027-01-01T00:00");
    expect(iso).toMatch(/^2027-01-01T00:00:00[+-]\d\d:\d\d$/);
    expect(new Date(iso!).getTime()).toBe(new Date(2027, 0, 1).getTime());
    expect(localInputToIso("")).toBeNull();
  });
});
