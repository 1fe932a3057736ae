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
const staff = makeAgent({ role_id: 3, id: 3 });
const retrying = {
  status: "retrying" as const,
  connector: "netsuite",
  error: "NetSuite could not take the sales order (HTTP 503): Service unavailable. [SERVICE_UNAVAILABLE].",
  attempts: 2,
  max_attempts: 5,
  next_attempt_at: "2026-03-02T10:15:00Z",
};

// The order page's status follows the order table with a confirmation (decisions 061, 170), and shows
// staff the ERP push that did not go through (decision 186).
describe("order page: moves and the ERP push", () => {
  it("offers the table's moves as buttons, never a select; a move asks first, naming it", async () => {
    mockSession(staff);
    const calls = mockTrpc({
      "orders.get": { data: makeOrder({ status: 2, status_label: "Processing" }) },
      "orders.update": { data: makeOrder({ status: 10, status_label: "In Production" }) },
    });
    renderOrder();
    const control = await screen.findByTestId("order-status-control");
    expect(within(control).queryByRole("combobox")).not.toBeInTheDocument();
    // Cancelled: nothing sent.
    await userEvent.click(within(control).getByRole("button", { name: "Move to In Production" }));
    let dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Move order SO-000071 to In Production?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.path === "orders.update")).toBe(false);
    // The other moves of the table: one back, the skips forward.
    await userEvent.click(within(control).getByRole("button", { name: "More moves for order SO-000071" }));
    const items = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    expect(items).toEqual(["Back to Active", "Move to Produced", "Move to Closed"]);
    await userEvent.keyboard("{Escape}");
    // Confirmed: the move is sent.
    await userEvent.click(within(control).getByRole("button", { name: "Move to In Production" }));
    dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "orders.update")?.input).toEqual({ id: 71, status: 10 }),
    );
    expect(await screen.findByText("Order SO-000071 moved to In Production.")).toBeInTheDocument();
  });

  it("a closed order offers no move; dealers have no status control", async () => {
    mockSession(staff);
    mockTrpc({ "orders.get": { data: makeOrder({ status: 50, status_label: "Closed" }) } });
    const first = renderOrder();
    expect(await screen.findByText("No move is open from Closed.")).toBeInTheDocument();
    first.unmount();
    mockSession(makeAgent({ role_id: 4 }));
    mockTrpc({ "orders.get": { data: makeOrder() } });
    renderOrder();
    await screen.findByText(/Standard production lead time/);
    expect(screen.queryByTestId("order-status-control")).not.toBeInTheDocument();
  });

  it("shows staff the retried push: NetSuite's message, the attempts and the next try; Retry now pushes", async () => {
    mockSession(staff);
    const calls = mockTrpc({
      "orders.get": { data: makeOrder({ erp_push: retrying }) },
      "orders.pushToErp": { data: makeOrder({ netsuite_id: "9001" }) },
    });
    renderOrder();
    const alert = await screen.findByTestId("erp-push-alert");
    expect(alert).toHaveTextContent("The push to NetSuite failed: it is being retried");
    expect(alert).toHaveTextContent(retrying.error);
    expect(alert).toHaveTextContent(/2 attempts of 5 · next automatic try/);
    await userEvent.click(within(alert).getByRole("button", { name: "Retry now" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "orders.pushToErp")?.input).toMatchObject({ id: 71 }),
    );
    expect(await screen.findByText("Order successfully pushed (BETA)")).toBeInTheDocument();
  });

  it("a refused push: failed, not retried automatically; a retry's failure is the server's message", async () => {
    mockSession(staff);
    mockTrpc({
      "orders.get": {
        data: makeOrder({
          erp_push: { ...retrying, status: "failed", attempts: 1, next_attempt_at: null, error: "Refused." },
        }),
      },
      "orders.pushToErp": { error: { status: 502, errors: ["Failed to push order to the ERP: Refused."] } },
    });
    renderOrder();
    const alert = await screen.findByTestId("erp-push-alert");
    expect(alert).toHaveTextContent("The push to NetSuite failed");
    expect(alert).toHaveTextContent("1 attempt · not retried automatically");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry now" }));
    expect(await screen.findByText("Failed to push order to the ERP: Refused.")).toBeInTheDocument();
  });

  it("no Retry now where the order cannot be pushed (status 10)", async () => {
    mockSession(staff);
    mockTrpc({
      "orders.get": { data: makeOrder({ status: 10, status_label: "In Production", erp_push: retrying }) },
    });
    renderOrder();
    const alert = await screen.findByTestId("erp-push-alert");
    expect(within(alert).queryByRole("button", { name: "Retry now" })).not.toBeInTheDocument();
  });
});
