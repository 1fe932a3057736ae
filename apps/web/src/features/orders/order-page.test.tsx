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

  it("shows the order's tracking: its timeline newest first with who, its shipment, where it stands", async () => {
    mockSession(staff);
    const event = (key: string, at: string, fields: Record<string, unknown>) => ({
      key,
      kind: "status",
      at,
      from_status: null,
      from_label: null,
      to_status: null,
      to_label: null,
      shipment_id: null,
      who: { kind: "user", name: "Mia Staff" },
      ...fields,
    });
    const calls = mockTrpc({
      "orders.get": { data: makeOrder({ status: 10, status_label: "In Production" }) },
      "shipments.tracking": {
        data: {
          order_id: 71,
          status: 10,
          status_label: "In Production",
          ordered_at: "2026-03-02T10:00:00Z",
          estimate: { earliest: "2026-03-06", latest: "2026-03-09", source: "lead_time" },
          allowed_statuses: [20, 50],
          can_edit_shipments: true,
          events: [
            event("status-8", "2026-03-02T10:00:00Z", { to_status: 1, to_label: "Active" }),
            event("status-9", "2026-03-03T10:00:00Z", {
              from_status: 1,
              from_label: "Active",
              to_status: 10,
              to_label: "In Production",
            }),
            event("shipped-4", "2026-03-05T12:00:00Z", {
              kind: "shipped",
              shipment_id: 4,
              who: { kind: "erp", name: "ERP" },
            }),
          ],
          shipments: [
            {
              id: 4,
              order_id: 71,
              carrier: "UPS",
              tracking_number: "1Z9",
              tracking_url: "https://ups.example/1Z9",
              shipped_at: "2026-03-05T12:00:00Z",
              delivered_at: null,
              source: "erp",
              created_at: "2026-03-05T12:00:00Z",
              updated_at: "2026-03-05T12:00:00Z",
            },
          ],
        },
      },
    });
    renderOrder();
    const timeline = await screen.findByRole("list", { name: "Order timeline" });
    const items = within(timeline).getAllByTestId("tracking-event");
    expect(items[0]).toHaveTextContent("Shipped with UPS 1Z9");
    expect(items[0]).toHaveTextContent("ERP");
    expect(items[1]).toHaveTextContent("Status changed to In Production");
    expect(items[2]).toHaveTextContent("Order created");
    expect(items[2]).toHaveTextContent("Mia Staff");
    expect(screen.getByTestId("order-outlook")).toHaveTextContent("Shipped");
    expect(screen.getByRole("link", { name: /1Z9/ })).toHaveAttribute("href", "https://ups.example/1Z9");
    expect(screen.getByRole("button", { name: "Add shipment" })).toBeInTheDocument();
    expect(calls.find((call) => call.path === "shipments.tracking")?.input).toEqual({ id: 71 });
  });
});
