import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QUOTE_STATUS } from "@screens/domain/status";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { makeAccessory, makeQuote, makeUnit } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession } from "@/test/trpc";
import { mockQuotePage } from "./test-utils";
import QuotePage from "./quote-page";

// After a change the quote page shows the server's new figures without a reload: each mutation
// invalidates the quote it changed (lib/invalidate.ts).

function renderQuote() {
  return renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });
}

const dealer = makeAgent({ role_id: 6 });
const staff = makeAgent({ role_id: 3, id: 3 });

const EMPTY_SUMMARY = {
  unit_count: 0,
  accessory_count: 0,
  lines_total: 0,
  discount: 0,
  customer_price: 0,
  services_total: 0,
  tax_total: 0,
  dealer_cost: 0,
  brokerage_fee: 0,
  total: 0,
  currency: "USD" as const,
  shipping: "Shipping to be confirmed",
  country: "USA",
  list_price: null,
  options: [],
};

async function confirmDialog() {
  await userEvent.click(
    within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }),
  );
}

describe("quote page after a change", () => {
  it("deleting a unit refreshes the quote's totals and its configurations", async () => {
    mockSession(dealer);
    let quote = makeQuote({ screenconfigurations: [makeUnit()] });
    const calls = mockQuotePage({
      "quotes.get": () => ({ data: quote }),
      "dealers.customers": { data: [] },
      "configurations.deactivate": () => {
        quote = makeQuote({ screenconfigurations: [], sale_price: 0, unit_count: 0, summary: EMPTY_SUMMARY });
        return { data: makeUnit({ status: 0 }) };
      },
    });
    renderQuote();
    expect(await screen.findByTestId("quote-total")).toHaveTextContent("$1,345.00");
    const units = screen.getByRole("table", { name: "Configurations" });
    expect(within(units).getByText("Pool side")).toBeInTheDocument();

    await userEvent.click(within(units).getByRole("button", { name: "Open row actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    await confirmDialog();

    expect(await screen.findByText("Deactivated successfully.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "configurations.deactivate")?.input).toEqual({ id: 501 });
    await waitFor(() => expect(screen.getByTestId("quote-total")).toHaveTextContent("$0.00"));
    expect(within(units).queryByText("Pool side")).not.toBeInTheDocument();
  });

  it("deleting an accessory refreshes the quote's totals", async () => {
    mockSession(dealer);
    let quote = makeQuote({ add_on_accessories: [makeAccessory()] });
    mockQuotePage({
      "quotes.get": () => ({ data: quote }),
      "dealers.customers": { data: [] },
      "accessories.deactivate": () => {
        quote = makeQuote({ summary: { ...quote.summary, customer_price: 1000, total: 1000 } });
        return { data: { id: makeAccessory().id } };
      },
    });
    renderQuote();
    expect(await screen.findByTestId("quote-total")).toHaveTextContent("$1,345.00");
    const accessories = screen.getByRole("table", { name: "Accessories" });
    await userEvent.click(within(accessories).getByRole("button", { name: "Open row actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    await confirmDialog();
    await waitFor(() => expect(screen.getByTestId("quote-total")).toHaveTextContent("$1,000.00"));
  });

  it("'Set Status: Awaiting Payment' shows the new status and withdraws the button", async () => {
    mockSession(staff);
    let quote = makeQuote({ status: QUOTE_STATUS.AWAITING_APPROVAL, status_label: "Awaiting Approval" });
    const calls = mockQuotePage({
      "quotes.get": () => ({ data: quote }),
      "dealers.customers": { data: [] },
      "quotes.update": () => {
        quote = makeQuote({ status: QUOTE_STATUS.AWAITING_PAYMENT, status_label: "Awaiting Payment" });
        return { data: quote };
      },
    });
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Set Status: Awaiting Payment" }));
    expect(await screen.findByText("Updated successfully.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "quotes.update")?.input).toEqual({
      id: 31,
      status: QUOTE_STATUS.AWAITING_PAYMENT,
    });
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Set Status: Awaiting Payment" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: "Approve & Submit Order" })).toBeInTheDocument();
  });

  it("a failed change keeps the figures and reloads nothing", async () => {
    mockSession(dealer);
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote() },
      "dealers.customers": { data: [] },
      "configurations.deactivate": { error: { status: 409, errors: ["The quote changed meanwhile."] } },
    });
    renderQuote();
    const units = within(await screen.findByRole("table", { name: "Configurations" }));
    await userEvent.click(units.getByRole("button", { name: "Open row actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    await confirmDialog();
    expect(await screen.findByText("The quote changed meanwhile.")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "quotes.get")).toHaveLength(1);
    expect(units.getByText("Pool side")).toBeInTheDocument();
  });
});
