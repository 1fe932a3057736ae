import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { makeOrder } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import OrderPage from "./order-page";

function renderOrder() {
  return renderWithProviders(<OrderPage />, { path: "/panel/orders/71", route: "/panel/orders/:id" });
}
const staff = makeAgent({ role_id: 2, id: 2 });

describe("order page", () => {
  it("shows the lead time and each unit's embed code, or 'invalid' when empty", async () => {
    mockSession(staff);
    mockTrpc({ "orders.get": { data: makeOrder() } });
    renderOrder();
    expect(await screen.findByText(/Standard production lead time is 4-5 business days/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to Quote" })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole("button", { expanded: false });
    await userEvent.click(first!);
    expect(await screen.findByTestId("embed-501")).toHaveTextContent("ZT-120-96-AB");
    await userEvent.click(second!);
    expect(await screen.findByTestId("embed-502")).toHaveTextContent("invalid");
  });

  it("pushes to the ERP with configurators {id: {embed, description}}, then shows 'Pushed (BETA)' disabled", async () => {
    mockSession(staff);
    const calls = mockTrpc({
      "orders.get": { data: makeOrder() },
      "orders.pushToErp": { data: makeOrder({ netsuite_id: "NS-1" }) },
    });
    renderOrder();
    await userEvent.click(await screen.findByRole("button", { name: /Push to ERP/ }));
    expect(await screen.findByText("Order successfully pushed (BETA)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pushed (BETA)" })).toBeDisabled();
    expect(calls.find((call) => call.path === "orders.pushToErp")?.input).toEqual({
      id: 71,
      configurators: {
        "501": { embed: "ZT-120-96-AB", description: "Pool side 120 x 96" },
        "502": { embed: "invalid", description: "Pool side 120 x 96" },
      },
    });
  });

  it("a failed push says 'Failed to push order to the ERP' and also ends 'Pushed (BETA)'", async () => {
    mockSession(staff);
    mockTrpc({
      "orders.get": { data: makeOrder() },
      "orders.pushToErp": { error: { status: 502, errors: ["ERP down"] } },
    });
    renderOrder();
    await userEvent.click(await screen.findByRole("button", { name: /Push to ERP/ }));
    expect(await screen.findByText("Failed to push order to the ERP")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Pushed (BETA)" })).toBeDisabled());
  });

  it("offers no push at status 1, with a netsuite_id, or to dealers", async () => {
    mockSession(staff);
    mockTrpc({ "orders.get": { data: makeOrder({ status: 1 }) } });
    const first = renderOrder();
    await screen.findByText(/Standard production lead time/);
    expect(screen.queryByRole("button", { name: /Push to ERP/ })).not.toBeInTheDocument();
    first.unmount();

    mockTrpc({ "orders.get": { data: makeOrder({ netsuite_id: "NS-9" }) } });
    const second = renderOrder();
    await screen.findByText(/Standard production lead time/);
    expect(screen.queryByRole("button", { name: /Push to ERP/ })).not.toBeInTheDocument();
    second.unmount();

    mockSession(makeAgent({ role_id: 4 }));
    mockTrpc({ "orders.get": { data: makeOrder({ status: 50 }) } });
    renderOrder();
    await screen.findByText(/Standard production lead time/);
    expect(screen.queryByRole("button", { name: /Push to ERP/ })).not.toBeInTheDocument();
  });

  it("shows the order's own history, newest first, with who changed it", async () => {
    mockSession(staff);
    const calls = mockTrpc({
      "orders.get": { data: makeOrder({ status: 10, status_label: "In Production" }) },
      "quoteSharing.history": {
        data: {
          quote: [],
          order: [
            {
              id: 8,
              entity: "order",
              at: "2026-03-02T10:00:00Z",
              from_status: null,
              from_label: null,
              to_status: 1,
              to_label: "Active",
              who: { kind: "user", name: "Mia Staff" },
              note: null,
              signature: null,
            },
            {
              id: 9,
              entity: "order",
              at: "2026-03-03T10:00:00Z",
              from_status: 1,
              from_label: "Active",
              to_status: 10,
              to_label: "In Production",
              who: { kind: "user", name: "Mia Staff" },
              note: null,
              signature: null,
            },
          ],
        },
      },
    });
    renderOrder();
    const timeline = await screen.findByRole("list", { name: "Order history" });
    const items = within(timeline).getAllByTestId("history-entry");
    expect(items[0]).toHaveTextContent("Status changed to In Production");
    expect(items[0]).toHaveTextContent("Active");
    expect(items[1]).toHaveTextContent("Order created");
    expect(items[1]).toHaveTextContent("Mia Staff");
    // Read through the order's quote.
    expect(calls.find((call) => call.path === "quoteSharing.history")?.input).toEqual({ id: 31 });
  });
});
