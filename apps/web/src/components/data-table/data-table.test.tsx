import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { DataTable } from "./data-table";
import type { DataTableColumn, DataTableProps } from "./types";
import type { ListQuery } from "./list-source";

interface QuoteRow {
  id: number;
  title: string;
  dealer: string;
  status: number;
  total: number;
}

const titles = ["Alpha patio", "Bravo deck", "Charlie lanai", "Delta porch", "Echo terrace", "Foxtrot pool"];
const rows: QuoteRow[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  title: `${titles[index % titles.length]} ${index + 1}`,
  dealer: index % 2 === 0 ? "Sunset Shades" : "Harbor Screens",
  status: index < 3 ? 50 : 1,
  total: 1000 + index * 10,
}));

const columns: DataTableColumn<QuoteRow>[] = [
  { id: "title", header: "Title" },
  { id: "dealer", header: "Dealer" },
  { id: "total", header: "Total", alignment: "right" },
  { id: "status", header: "Status", visible: false },
];

function renderTable(props: Partial<DataTableProps<QuoteRow>> = {}) {
  // Server-side pages are React Query queries.
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <DataTable name="quotes" displayName="Quotes" data={rows} columns={columns} {...props} />
    </QueryClientProvider>,
  );
}

const bodyRows = () => within(screen.getAllByRole("rowgroup")[1]!).getAllByRole("row");
const firstCellTexts = () => bodyRows().map((row) => within(row).getAllByRole("cell")[0]!.textContent);

describe("DataTable", () => {
  it("filters case-insensitively across every defined column", async () => {
    const user = userEvent.setup();
    renderTable();
    await user.type(screen.getByPlaceholderText("Filter..."), "HARBOR");
    expect(bodyRows()).toHaveLength(6);
    await user.clear(screen.getByPlaceholderText("Filter..."));
    await user.type(screen.getByPlaceholderText("Filter..."), "lanai 9");
    expect(firstCellTexts()).toEqual(["Charlie lanai 9"]);
  });

  it("shows 'No results.' when nothing matches", async () => {
    const user = userEvent.setup();
    renderTable();
    await user.type(screen.getByPlaceholderText("Filter..."), "no such screen");
    expect(screen.getByText("No results.")).toBeInTheDocument();
  });

  it("shows 'No results.' for an empty list", () => {
    renderTable({ data: [] });
    expect(screen.getByText("No results.")).toBeInTheDocument();
  });

  it("cycles the sort asc, desc, clear on header clicks and keeps it in the table_sort cookie", async () => {
    const user = userEvent.setup();
    renderTable();
    const header = () => screen.getByRole("columnheader", { name: /total/i });
    await user.click(within(header()).getByRole("button"));
    expect(header()).toHaveAttribute("aria-sort", "ascending");
    expect(decodeURIComponent(document.cookie)).toContain('table_sort_quotes=[{"id":"total","desc":false}]');
    await user.click(within(header()).getByRole("button"));
    expect(header()).toHaveAttribute("aria-sort", "descending");
    expect(firstCellTexts()[0]).toBe("Foxtrot pool 12");
    await user.click(within(header()).getByRole("button"));
    expect(header()).not.toHaveAttribute("aria-sort");
    expect(decodeURIComponent(document.cookie)).toContain("table_sort_quotes=[]");
  });

  it("writes the sort cookie for 36500 days", async () => {
    const user = userEvent.setup();
    const setter = vi.spyOn(document, "cookie", "set");
    renderTable();
    await user.click(within(screen.getByRole("columnheader", { name: /title/i })).getByRole("button"));
    const written = setter.mock.calls
      .map(([value]) => value)
      .find((value) => value.startsWith("table_sort_quotes"));
    expect(written).toContain(`max-age=${36500 * 24 * 60 * 60}`);
    setter.mockRestore();
  });

  it("restores the sort from its cookie", () => {
    document.cookie = `table_sort_quotes=${encodeURIComponent('[{"id":"total","desc":true}]')}; path=/`;
    renderTable();
    expect(screen.getByRole("columnheader", { name: /total/i })).toHaveAttribute("aria-sort", "descending");
    expect(firstCellTexts()[0]).toBe("Foxtrot pool 12");
  });

  it("hides columns marked not visible, toggles columns from the chooser and keeps the choice in a cookie", async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable();
    expect(screen.queryByRole("columnheader", { name: /status/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /columns/i }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Dealer" }));
    expect(screen.queryByRole("columnheader", { name: /dealer/i })).not.toBeInTheDocument();
    expect(decodeURIComponent(document.cookie)).toContain(
      'columnVisibility_quotes={"status":false,"dealer":false}',
    );
    unmount();
    renderTable();
    expect(screen.queryByRole("columnheader", { name: /dealer/i })).not.toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: /title/i })).toBeInTheDocument();
  });

  it("pages by 10 with Previous and Next, only when there is more than one page", async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole("button", { name: /previous/i })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: /next/i }));
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByRole("button", { name: /next/i })).toBeDisabled();
    unmount();
    renderTable({ data: rows.slice(0, 10) });
    expect(screen.queryByRole("button", { name: /next/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /previous/i })).not.toBeInTheDocument();
  });

  it("counts selected rows", async () => {
    const user = userEvent.setup();
    renderTable({ rowOptions: { selectable: true } });
    expect(screen.getByText("0 of 12 row(s) selected.")).toBeInTheDocument();
    await user.click(screen.getAllByRole("checkbox", { name: "Select row" })[0]!);
    expect(screen.getByText("1 of 12 row(s) selected.")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Select all rows" }));
    expect(screen.getByText("12 of 12 row(s) selected.")).toBeInTheDocument();
  });

  it("offers View, extra actions and Delete (in red) in the row menu", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onDelete = vi.fn();
    const approve = vi.fn();
    renderTable({
      rowOptions: { actions: [{ label: "Approve", onSelect: approve }], onClick, onDelete },
    });
    await user.click(screen.getAllByRole("button", { name: "Open row actions" })[0]!);
    const items = screen.getAllByRole("menuitem").map((item) => item.textContent);
    expect(items).toEqual(["View", "Approve", "Delete"]);
    expect(screen.getByRole("menuitem", { name: "Delete" })).toHaveClass("text-destructive");
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledWith(rows[0]);
    expect(onClick).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole("button", { name: "Open row actions" })[1]!);
    await user.click(screen.getByRole("menuitem", { name: "Approve" }));
    expect(approve).toHaveBeenCalledWith(rows[1]);
    await user.click(screen.getAllByRole("button", { name: "Open row actions" })[2]!);
    await user.click(screen.getByRole("menuitem", { name: "View" }));
    expect(onClick).toHaveBeenCalledWith(rows[2]);
  });

  it("shows 'Add {item}' only when creation is allowed", async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    const { unmount } = renderTable();
    expect(screen.queryByRole("button", { name: /add quote/i })).not.toBeInTheDocument();
    unmount();
    renderTable({ rowOptions: { onCreate } });
    await user.click(screen.getByRole("button", { name: "Add Quote" }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it("opens a row's detail on click and with Enter", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderTable({ rowOptions: { onClick } });
    await user.click(screen.getByText("Bravo deck 2"));
    expect(onClick).toHaveBeenCalledWith(rows[1]);
    bodyRows()[3]!.focus();
    await user.keyboard("{Enter}");
    expect(onClick).toHaveBeenLastCalledWith(rows[3]);
  });

  it("hides closed quotes (status 50) when the box is ticked", async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable();
    expect(screen.queryByLabelText("Hide closed quotes")).not.toBeInTheDocument();
    unmount();
    renderTable({ hideClosedToggle: true, data: rows.slice(0, 6) });
    expect(bodyRows()).toHaveLength(6);
    await user.click(screen.getByLabelText("Hide closed quotes"));
    expect(bodyRows()).toHaveLength(3);
    expect(firstCellTexts()).not.toContain("Alpha patio 1");
  });

  it("in server mode, ticking 'Hide closed quotes' on page two asks the server and starts at page one", async () => {
    const user = userEvent.setup();
    const all: QuoteRow[] = Array.from({ length: 40 }, (_, index) => ({
      id: 40 - index,
      title: `Quote ${40 - index}`,
      dealer: "Sunset Shades",
      status: (40 - index) % 4 === 0 ? 50 : 1,
      total: 1000,
    }));
    const queries: ListQuery[] = [];
    const fetchPage = (query: ListQuery) => {
      queries.push(query);
      return Promise.resolve(
        all
          .filter((row) => !query.hide_closed || row.status !== 50)
          .filter((row) => query.cursor === undefined || row.id < query.cursor)
          .slice(0, query.limit),
      );
    };
    const initialRows = all.slice(0, 30);
    renderTable({
      data: initialRows,
      hideClosedToggle: true,
      serverSide: { key: ["quotes"], fetchPage, initialRows },
    });
    expect(firstCellTexts()[0]).toBe("Quote 40");
    await user.click(screen.getByRole("button", { name: /next/i }));
    await waitFor(() => expect(firstCellTexts()[0]).toBe("Quote 30"));
    await user.click(screen.getByLabelText("Hide closed quotes"));
    await waitFor(() => expect(firstCellTexts()[0]).toBe("Quote 39"));
    expect(queries.at(-1)).toEqual({ limit: 11, hide_closed: true });
    expect(bodyRows()).toHaveLength(10);
    expect(firstCellTexts()).not.toContain("Quote 36");
  });
});
