import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TOrderListItem } from "@screens/domain/schemas";
import { makeAgent } from "@/test/fixtures";
import { makeOrder } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import { OpenOrders } from "./open-orders";

const row = (overrides: Partial<TOrderListItem>): TOrderListItem => {
  const {
    screenconfigurations: _units,
    add_on_accessories: _accessories,
    erp_push: _push,
    ...item
  } = makeOrder();
  return { ...item, ...overrides };
};

// The dealer's dashboard shows each open order's ship date (decision 188).
describe("the dealer's open orders", () => {
  it("each open order with the day planned from capacity, the soonest first; produced orders left out", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    mockTrpc({
      "orders.list": {
        data: [
          row({
            id: 1,
            order_number: "SO-1",
            quote: { quote_number: "Q-1", title: "Lanai" },
            ship_date: { date: "2026-12-09", source: "capacity" },
          }),
          row({
            id: 2,
            order_number: "SO-2",
            quote: { quote_number: "Q-2", title: "Porch" },
            ship_date: { date: "2026-12-03", source: "capacity" },
          }),
          row({ id: 3, order_number: "SO-3", status: 20, ship_date: null }),
        ],
      },
    });
    renderWithProviders(<OpenOrders />);
    const card = await screen.findByTestId("open-orders");
    expect(card).toHaveTextContent("Planned from the factory's capacity and its queue");
    const items = within(card).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("link").textContent)).toEqual(["SO-2", "SO-1"]);
    expect(items[0]).toHaveTextContent("Ships Thu, Dec 3, 2026");
    expect(card).not.toHaveTextContent("SO-3");
  });

  it("the standard lead time's text while the factory has no capacity", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    mockTrpc({ "orders.list": { data: [row({ id: 4, order_number: "SO-4" })] } });
    renderWithProviders(<OpenOrders />);
    const card = await screen.findByTestId("open-orders");
    expect(card).toHaveTextContent("Standard production lead time is 4-5 business days.");
    expect(within(card).getByRole("listitem")).toHaveTextContent(/4-5 business days$/);
    expect(card).not.toHaveTextContent("Ships");
  });

  it("nothing when no order is open", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    const calls = mockTrpc({ "orders.list": { data: [row({ id: 5, status: 50, ship_date: null })] } });
    renderWithProviders(<OpenOrders />);
    await waitFor(() => expect(calls.some((call) => call.path === "orders.list")).toBe(true));
    expect(screen.queryByTestId("open-orders")).not.toBeInTheDocument();
  });
});
