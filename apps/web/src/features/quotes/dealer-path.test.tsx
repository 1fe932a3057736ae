import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import CustomerPage from "@/features/customers/customer-page";
import CustomersPage from "@/features/customers/customers-page";
import DashboardPage from "@/features/dashboard/dashboard-page";
import { OrdersTable, QuotesTable } from "@/features/lists/tables";
import { makeAgent } from "@/test/fixtures";
import { makeAccessory, makeQuote } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import QuotePage from "./quote-page";
import { mockQuotePage } from "./test-utils";

const olivia = {
  id: 7,
  dealer_id: 11,
  first_name: "Olivia",
  last_name: "Brooks",
  customername: null,
  notes: null,
  email: "olivia@example.com",
  phone: "+1 (239) 555-0100",
  address_1: "12 Palm Way",
  address_2: null,
  city: "Naples",
  state: "FL",
  zip_code: "34102",
  country: "USA",
  status: 1,
  created_at: "2026-03-01T10:00:00Z",
  dealer: { company_name: "Sunset Shades" },
};

const rowMenu = async (table: HTMLElement, row = 0) => {
  await userEvent.click(within(table).getAllByRole("button", { name: "Open row actions" })[row]!);
  return (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
};

describe("a dealer's customers (decision 082)", () => {
  it("the Customers page speaks of the dealer's own customers; staff keep 'every dealer'", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    mockTrpc({ "customers.table": { data: [] } });
    const { unmount } = renderWithProviders(<CustomersPage />, { path: "/panel/customers" });
    expect(
      await screen.findByText("Your customers at Sunset Shades: pick one to start a quote."),
    ).toBeInTheDocument();
    unmount();
    mockSession(makeAgent({ role_id: 2 }));
    renderWithProviders(<CustomersPage />, { path: "/panel/customers" });
    expect(await screen.findByText("The end customers of every dealer.")).toBeInTheDocument();
  });

  it("a customer's page offers New quote: the dealer's new-quote page with the customer chosen", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    mockTrpc({ "customers.get": { data: olivia }, "customers.quotes": { data: [] } });
    const { router } = renderWithProviders(<CustomerPage />, {
      path: "/panel/customers/7",
      route: "/panel/customers/:id",
    });
    await userEvent.click(await screen.findByRole("link", { name: "New quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/dealers/11/new-quote"));
    expect(router.state.location.search).toBe("?customer=7");
  });

  it("no New quote for an inactive customer", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    mockTrpc({ "customers.get": { data: { ...olivia, status: 0 } }, "customers.quotes": { data: [] } });
    renderWithProviders(<CustomerPage />, { path: "/panel/customers/7", route: "/panel/customers/:id" });
    expect(await screen.findByRole("heading", { name: "Olivia Brooks", level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "New quote" })).toBeNull();
  });
});

describe("Delete where the lifecycle allows it (product rule R7, decision 082)", () => {
  it("the quotes table offers a dealer Delete at 1, none at 30; staff have it at 30", async () => {
    const rows = [makeQuote({ id: 31, status: 1 }), makeQuote({ id: 32, title: "Submitted", status: 30 })];
    const source = { rows, loading: false, errorStatus: null };
    mockSession(makeAgent({ role_id: 6 }));
    mockTrpc({});
    const { unmount } = renderWithProviders(<QuotesTable name="quotes" source={source} />);
    const table = await screen.findByRole("table", { name: "Quotes" });
    expect(await rowMenu(table, 0)).toContain("Delete");
    await userEvent.keyboard("{Escape}");
    expect(await rowMenu(table, 1)).not.toContain("Delete");
    unmount();
    mockSession(makeAgent({ role_id: 3 }));
    renderWithProviders(<QuotesTable name="quotes" source={source} />);
    expect(await rowMenu(await screen.findByRole("table", { name: "Quotes" }), 1)).toContain("Delete");
  });

  it("the orders table offers Delete to staff with order.d, never on a closed order, never to dealers", async () => {
    const order = (id: number, status: number) => ({
      id,
      order_number: `O-00000${id}`,
      quote_id: 31,
      status,
      status_label: status === 50 ? "Closed" : "Processing",
      netsuite_id: null,
      ship_date: null,
      shipping_cost: 0,
      sale_price: 1000,
      created_at: "2026-03-01T10:00:00Z",
      quote: { quote_number: "Q-000031", title: "Lanai screens" },
      dealer: { company_name: "Sunset Shades" },
    });
    const source = { rows: [order(1, 2), order(2, 50)], loading: false, errorStatus: null };
    mockSession(makeAgent({ role_id: 2 }));
    const calls = mockTrpc({ "orders.deactivate": { data: { ...order(1, 0), status_label: "Inactive" } } });
    const { unmount } = renderWithProviders(<OrdersTable name="orders" source={source} />);
    const table = await screen.findByRole("table", { name: "Orders" });
    expect(await rowMenu(table, 1)).not.toContain("Delete");
    await userEvent.keyboard("{Escape}");
    await rowMenu(table, 0);
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }),
    );
    expect(await screen.findByText("Deactivated successfully.")).toBeInTheDocument();
    expect(screen.getByText("This order is now inactive.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "orders.deactivate")?.input).toEqual({ id: 1 });
    unmount();
    mockSession(makeAgent({ role_id: 4 }));
    renderWithProviders(<OrdersTable name="orders" source={source} />);
    expect(await rowMenu(await screen.findByRole("table", { name: "Orders" }), 0)).not.toContain("Delete");
  });
});

describe("the quote's accessories table (product rule R39)", () => {
  it("has View in its row menu, also for a dealer at 30, showing the line", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    mockQuotePage({
      "quotes.get": {
        data: makeQuote({ status: 30, add_on_accessories: [makeAccessory({ quantity: 2 })] }),
      },
      "dealers.customers": { data: [] },
    });
    renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });
    const table = await screen.findByRole("table", { name: "Accessories" });
    expect(await rowMenu(table)).toEqual(["View"]);
    await userEvent.click(screen.getByRole("menuitem", { name: "View" }));
    const dialog = await screen.findByRole("dialog", { name: "Somfy Situo 1 RTS Remote" });
    expect(within(dialog).getByText("SKU SOM-SIT1")).toBeInTheDocument();
    expect(within(dialog).getByText("$104.00")).toBeInTheDocument();
  });
});

describe("Quick Links (product rule R4)", () => {
  it("Create Quote opens the agent's own dealer's new-quote page; the grid's columns are at least 200 px", async () => {
    mockSession(makeAgent({ role_id: 1, id: 1, dealer_id: 11, default_links: { create_quote: true } }));
    mockTrpc({
      "quotes.table": { data: [] },
      "orders.table": { data: [] },
      "customLinks.list": { data: [] },
    });
    const { router } = renderWithProviders(<DashboardPage />);
    const link = await screen.findByRole("button", { name: /Create Quote/ });
    expect(link.closest("ul,div.grid")?.className).toContain("minmax(200px,1fr)");
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/dealers/11/new-quote"));
  });
});
