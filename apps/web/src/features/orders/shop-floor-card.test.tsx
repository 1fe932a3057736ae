import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { makeOrder } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import OrderPage from "./order-page";

function renderOrder() {
  return renderWithProviders(<OrderPage />, { path: "/panel/orders/71", route: "/panel/orders/:id" });
}

describe("order page: the shop floor's paper", () => {
  it("staff download the work order and the labels of the order", async () => {
    mockSession(makeAgent({ role_id: 3, id: 3 }));
    mockTrpc({ "orders.get": { data: makeOrder() } });
    renderOrder();
    const workOrder = await screen.findByRole("link", { name: /Work order \(PDF\)/ });
    expect(workOrder).toHaveAttribute("href", "/api/orders/71/work-order/pdf");
    expect(workOrder).toHaveAttribute("download");
    expect(screen.getByRole("link", { name: /Labels, 4 × 6 in \(PDF\)/ })).toHaveAttribute(
      "href",
      "/api/orders/71/labels/pdf",
    );
  });

  it("dealers see no shop floor card", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    mockTrpc({ "orders.get": { data: makeOrder() } });
    renderOrder();
    await screen.findByText(/Standard production lead time/);
    expect(screen.queryByText("Shop floor")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Work order/ })).not.toBeInTheDocument();
  });
});
