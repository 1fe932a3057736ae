import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { quoteTotals } from "@screens/pricing/money";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { makeQuote, makeSelling, makeUnit } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession } from "@/test/trpc";
import { mockQuotePage } from "./test-utils";
import QuotePage from "./quote-page";

// The quote's selling price on its page (docs/decisions/131-selling-price.md).

function renderQuote() {
  return renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });
}

const rep = makeAgent({ role_id: 6 });
const manager = makeAgent({ role_id: 5, id: 8 });

async function openDialog() {
  const card = within(await screen.findByRole("region", { name: "Selling price" }));
  await userEvent.click(card.getByRole("button", { name: "Edit" }));
  return within(await screen.findByRole("dialog", { name: "Selling price" }));
}

describe("the selling price", () => {
  it("previews the discount with the pricing engine, checks the reason, and saves", async () => {
    mockSession(rep);
    const unit = makeUnit({ unit_total: 940 });
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ screenconfigurations: [unit] }) },
      "dealers.customers": { data: [] },
      "quotes.setSellingPrice": { data: makeQuote() },
    });
    renderQuote();
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText("Discount (%)"), "10");
    // ceil(940 x 1.43) = 1345; 10% rounded down to the dollar is 134.
    const expected = quoteTotals({ unitTotals: [940], discount: { kind: "percent", value: 10 } });
    expect(dialog.getByTestId("selling-preview-price")).toHaveTextContent("$1,211.00");
    expect(expected.customer_total).toBe(1211);

    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("Give a reason for the discount.")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "quotes.setSellingPrice")).toBe(false);

    await userEvent.type(dialog.getByLabelText("Reason"), "Matched a competitor");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "quotes.setSellingPrice")?.input).toEqual({
        id: 31,
        markup: 1.43,
        discount: { kind: "percent", value: 10 },
        reason: "Matched a competitor",
      }),
    );
    expect(await screen.findByText("Selling price saved.")).toBeInTheDocument();
  });

  it("says when the price is above the rep's limit, and the rep asks for approval", async () => {
    mockSession(rep);
    const selling = makeSelling({
      markup: 1.2,
      effective_discount_percent: 16.09,
      approval: { status: "needed", approved_percent: 0, requested_at: null, may_decide: false },
    });
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ selling }) },
      "dealers.customers": { data: [] },
      "quotes.requestDiscountApproval": { data: makeQuote() },
    });
    renderQuote();
    const card = within(await screen.findByRole("region", { name: "Selling price" }));
    expect(card.getByText(/Above your limit of 10%/)).toBeInTheDocument();
    expect(card.getByTestId("selling-markup")).toHaveTextContent("× 1.20 (standard × 1.43)");
    await userEvent.click(card.getByRole("button", { name: "Ask for approval" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "quotes.requestDiscountApproval")?.input).toEqual({ id: 31 }),
    );
  });

  it("a sales manager approves the figure it sees, with a note", async () => {
    mockSession(manager);
    const selling = makeSelling({
      discount: { kind: "percent", value: 15, amount: 201, reason: "Builder account" },
      effective_discount_percent: 14.95,
      limit_percent: 25,
      approval: {
        status: "requested",
        approved_percent: 0,
        requested_at: "2026-11-28T10:00:00Z",
        may_decide: true,
      },
    });
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ selling }) },
      "dealers.customers": { data: [] },
      "quotes.decideDiscount": { data: makeQuote() },
    });
    renderQuote();
    const card = within(await screen.findByRole("region", { name: "Selling price" }));
    expect(card.getByText("“Builder account”")).toBeInTheDocument();
    await userEvent.type(card.getByLabelText("Note for the rep"), "OK this once");
    await userEvent.click(card.getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "quotes.decideDiscount")?.input).toEqual({
        id: 31,
        approve: true,
        effective_discount_percent: 14.95,
        note: "OK this once",
      }),
    );
  });
});
