import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeAgent } from "@/test/fixtures";
import {
  makeAccessory,
  makeDepositPaidCustomer,
  makeHalfDepositCustomer,
  makePayments,
  makeQuote,
  makeUnit,
} from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession } from "@/test/trpc";
import { mockQuotePage } from "./test-utils";
import QuotePage from "./quote-page";

vi.mock("@/lib/confetti", () => ({ celebrate: vi.fn(async () => {}) }));

function renderQuote() {
  return renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });
}

const dealer = makeAgent({ role_id: 6 });
const staff = makeAgent({ role_id: 3, id: 3 });

function steps() {
  return within(screen.getByRole("list", { name: "Quote progress" }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("data-state"));
}

describe("quote page", () => {
  it("status 1: step one current, dealer may submit, edit and delete", async () => {
    mockSession(dealer);
    mockQuotePage({ "quotes.get": { data: makeQuote() }, "dealers.customers": { data: [] } });
    renderQuote();
    expect(await screen.findByRole("heading", { name: /Lanai screens/ })).toBeInTheDocument();
    expect(steps()).toEqual(["current", "upcoming", "upcoming"]);
    expect(screen.getByRole("button", { name: "Submit for Approval" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Configuration" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve & Submit Order" })).not.toBeInTheDocument();
    // Dealer: no list price in the summary.
    expect(screen.queryByText("List price")).not.toBeInTheDocument();
  });

  it("selects the quote's stored customer once the customers have loaded", async () => {
    mockSession(dealer);
    mockQuotePage({
      "quotes.get": { data: makeQuote({ customer_id: 7 }) },
      "dealers.customers": {
        data: [
          { id: 5, first_name: "Ann", last_name: "Other", status: 1 },
          { id: 7, first_name: "Olivia", last_name: "Brooks", status: 1 },
        ],
      },
    });
    renderQuote();
    // The customer picker names the stored customer once the dealer's customers are there.
    const picker = await screen.findByRole("combobox", { name: "Customer" });
    await waitFor(() => expect(picker).toHaveTextContent("Olivia Brooks"));
  });

  it("status 30 for a dealer: step two current, 'Awaiting approval', no Save, no add or delete rows", async () => {
    mockSession(dealer);
    mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 30, status_label: "Awaiting Approval" }) },
      "dealers.customers": { data: [] },
    });
    renderQuote();
    expect(await screen.findByText("Awaiting approval")).toBeInTheDocument();
    expect(steps()).toEqual(["complete", "current", "upcoming"]);
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Configuration" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit for Approval" })).not.toBeInTheDocument();
  });

  it("status 30 for staff: Approve & Submit Order creates the order and celebrates; Awaiting Payment offered", async () => {
    mockSession(staff);
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 30 }) },
      "dealers.customers": { data: [] },
      "orders.create": { data: { id: 71 } },
    });
    renderQuote();
    expect(await screen.findByText("List price")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Set Status: Awaiting Payment" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Approve & Submit Order" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }),
    );
    await waitFor(() => expect(calls.some((call) => call.path === "orders.create")).toBe(true));
    expect(calls.find((call) => call.path === "orders.create")?.input).toEqual({ quote_id: 31 });
    const { celebrate } = await import("@/lib/confetti");
    await waitFor(() => expect(celebrate).toHaveBeenCalled());
    expect(await screen.findByText("Created successfully.")).toBeInTheDocument();
  });

  it("status 50: all steps complete, 'Ordered', nobody edits", async () => {
    mockSession(staff);
    mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 50, order_id: 71 }) },
      "dealers.customers": { data: [] },
    });
    renderQuote();
    expect(await screen.findByTestId("progress-note")).toHaveTextContent("Ordered");
    expect(steps()).toEqual(["complete", "complete", "complete"]);
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "View Order" })).toBeInTheDocument();
  });

  it("submit checks client-side: every configuration needs a price", async () => {
    mockSession(dealer);
    const calls = mockQuotePage({
      "quotes.get": {
        data: makeQuote({ screenconfigurations: [makeUnit({ unit_total: 0, customer_price: 0 })] }),
      },
      "dealers.customers": { data: [] },
    });
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Submit for Approval" }));
    expect(await screen.findByText("All configurations must have a price")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "quotes.update")).toBe(false);
  });

  it("submit checks client-side: the quote needs configurations or accessories", async () => {
    mockSession(dealer);
    mockQuotePage({
      "quotes.get": { data: makeQuote({ screenconfigurations: [], add_on_accessories: [] }) },
      "dealers.customers": { data: [] },
    });
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Submit for Approval" }));
    expect(await screen.findByText("Quote must contain configurations or accessories")).toBeInTheDocument();
  });

  it("submit asks for the dealer's PO and whether measurements are final, and shows the server's error", async () => {
    mockSession(dealer);
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ add_on_accessories: [makeAccessory()] }) },
      "dealers.customers": { data: [] },
      "quotes.submit": { error: { status: 409, errors: ["Quote changed meanwhile."] } },
    });
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Submit for Approval" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit for approval?" });
    await userEvent.type(within(dialog).getByLabelText("Your PO reference"), " PO-7781 ");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Measurements are final/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit for Approval" }));
    expect(await screen.findByText("Quote changed meanwhile.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "quotes.submit")?.input).toEqual({
      id: 31,
      po_reference: "PO-7781",
      measurements_final: false,
    });
  });

  it("a signed job: the customer accepted, the dealer records the deposit and may send again or submit", async () => {
    mockSession(dealer);
    const calls = mockQuotePage({
      "quotes.get": {
        data: makeQuote({
          status: 12,
          status_label: "Customer Accepted",
          signature: {
            accepted_at: "2026-11-20T15:00:00Z",
            accepted_total: 1345,
            price_changed: false,
            po_reference: null,
            measurements_final: null,
          },
        }),
      },
      "dealers.customers": { data: [] },
      "payments.forQuote": {
        data: makePayments({ customer: makeHalfDepositCustomer({ can_record: true }) }),
      },
      "payments.record": {
        data: makePayments({
          customer: makeDepositPaidCustomer(),
        }),
      },
    });
    renderQuote();
    expect(await screen.findByText("The customer accepted this quote")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit for Approval" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send to Customer" })).toBeInTheDocument();
    const payments = await screen.findByRole("region", { name: "Payments" });
    expect(within(payments).getByTestId("deposit-outstanding")).toHaveTextContent("$672.50");
    await userEvent.click(within(payments).getByRole("button", { name: "Record payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record the customer's payment" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(await within(dialog).findByText("Enter the amount.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), "$672.50");
    await userEvent.type(within(dialog).getByLabelText("Reference"), "1042");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(await screen.findByText("Payment recorded.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "payments.record")?.input).toMatchObject({
      id: 31,
      payer: "customer",
      kind: "payment",
      amount: 672.5,
      method: "check",
      reference: "1042",
    });
    await waitFor(() =>
      expect(within(payments).getByTestId("customer-balance")).toHaveTextContent("$672.50"),
    );
    expect(within(payments).queryByTestId("deposit-outstanding")).toBeNull();
  });

  it("a dealer may recall a submitted quote with a reason", async () => {
    mockSession(dealer);
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 30, status_label: "Awaiting Approval" }) },
      "dealers.customers": { data: [] },
      "quotes.recall": { data: makeQuote({ status: 1 }) },
    });
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Recall" }));
    const dialog = await screen.findByRole("dialog", { name: "Recall this quote?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Recall" }));
    expect(await within(dialog).findByText("Give a reason for the recall.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), "Left track moved at final measure");
    await userEvent.click(within(dialog).getByRole("button", { name: "Recall" }));
    expect(await screen.findByText("Quote recalled.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "quotes.recall")?.input).toEqual({
      id: 31,
      reason: "Left track moved at final measure",
    });
  });

  it("a dealer who may not delete at 30 is not offered Delete (the lifecycle table)", async () => {
    mockSession(dealer);
    mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 30 }) },
      "dealers.customers": { data: [] },
    });
    renderQuote();
    expect(await screen.findByRole("heading", { name: /Lanai screens/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("staff may delete at 30 after confirming", async () => {
    mockSession(staff);
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 30 }) },
      "dealers.customers": { data: [] },
      "quotes.deactivate": { data: { id: 31 } },
    });
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }),
    );
    expect(await screen.findByText("Deactivated successfully.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "quotes.deactivate")?.input).toEqual({ id: 31 });
  });

  it("saving details sends only the changed fields; unchanged says 'No changes in data.'", async () => {
    mockSession(dealer);
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote() },
      "dealers.customers": { data: [] },
      "quotes.update": { data: makeQuote({ title: "Lanai screens v2" }) },
    });
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("No changes in data.")).toBeInTheDocument();
    const title = screen.getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, "Lanai screens v2");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((call) => call.path === "quotes.update")).toBe(true));
    expect(calls.find((call) => call.path === "quotes.update")?.input).toEqual({
      id: 31,
      title: "Lanai screens v2",
    });
  });

  it("shows the Canadian brokerage line", async () => {
    mockSession(makeAgent({ role_id: 4, dealer: { id: 12, company_name: "Maple", country: "Canada" } }));
    const quote = makeQuote();
    mockQuotePage({
      "quotes.get": {
        data: { ...quote, summary: { ...quote.summary, brokerage_fee: 60, total: 1405, country: "Canada" } },
      },
      "dealers.customers": { data: [] },
    });
    renderQuote();
    expect(await screen.findByText("Canadian brokerage fee")).toBeInTheDocument();
    expect(screen.getByTestId("quote-total")).toHaveTextContent("$1,405.00");
  });
});
