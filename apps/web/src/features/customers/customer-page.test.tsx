import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TQuoteListItem } from "@screens/domain/schemas";
import { makeAgent } from "@/test/fixtures";
import { makeOrder } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import CustomerPage from "./customer-page";

// A customer's page lists the customer's quotes and orders (decision 133).

const olivia = {
  id: 7,
  dealer_id: 11,
  first_name: "Olivia",
  last_name: "Brooks",
  customername: "Olivia Brooks",
  notes: null,
  email: "olivia@example.com",
  phone: null,
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

/** A quote of the list: the quote page's quote without its lines. */
function listItem(overrides: Partial<TQuoteListItem>): TQuoteListItem {
  return {
    id: 31,
    quote_number: "Q-000031",
    title: "Lanai screens",
    notes: "",
    shipping_address: "",
    start_with: null,
    dealer_id: 11,
    account_id: null,
    customer_id: 7,
    status: 1,
    status_label: "Started",
    sale_price: 1345,
    discount: 0,
    markup_variable: 1.43,
    price_book_version: null,
    created_by: 6,
    owner_id: 6,
    owner_name: "Ray Patel",
    created_at: "2026-03-01T10:00:00Z",
    valid_until: null,
    dealer: { company_name: "Sunset Shades" },
    customer_name: "Olivia Brooks",
    order_id: null,
    unit_count: 1,
    accessory_count: 0,
    ...overrides,
  };
}

function renderCustomer() {
  return renderWithProviders(<CustomerPage />, {
    path: "/panel/customers/7",
    route: "/panel/customers/:id",
  });
}

describe("the customer's page", () => {
  it("lists the customer's quotes and, on its tab, the orders; a row opens its record", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    const calls = mockTrpc({
      "customers.get": { data: olivia },
      "customers.quotes": { data: [listItem({ id: 31, title: "Lanai screens" })] },
      "customers.orders": { data: [{ ...makeOrder(), quote: { quote_number: "Q-000031", title: "Lanai" } }] },
    });
    const { router } = renderCustomer();
    const quotes = within(await screen.findByRole("table", { name: "Quotes" }));
    expect(await quotes.findByText("Lanai screens")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "customers.quotes")?.input).toMatchObject({ id: 7 });

    await userEvent.click(screen.getByRole("tab", { name: "Orders" }));
    const orders = within(await screen.findByRole("table", { name: "Orders" }));
    expect(await orders.findByText("SO-000071")).toBeInTheDocument();
    await userEvent.click(orders.getByText("SO-000071"));
    expect(router.state.location.pathname).toBe("/panel/orders/71");
  });

  it("says when there is nothing yet, and offers the customer's first quote", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    mockTrpc({
      "customers.get": { data: olivia },
      "customers.quotes": { data: [] },
      "customers.orders": { data: [] },
    });
    const { router } = renderCustomer();
    const quotes = within(await screen.findByRole("tabpanel", { name: "Quotes" }));
    expect(await quotes.findByText("No results.")).toBeInTheDocument();
    expect(
      quotes.getByText("There are no quotes here yet. Add the first one to get started."),
    ).toBeInTheDocument();
    await userEvent.click(quotes.getByRole("button", { name: "Create the first quote" }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      "/panel/dealers/11/new-quote?customer=7",
    );
  });
});
