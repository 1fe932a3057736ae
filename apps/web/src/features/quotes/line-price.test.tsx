import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { unitLine } from "@screens/pricing/money";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CustomerViewProvider } from "@/lib/customer-view";
import { TopBar } from "@/features/shell/top-bar";
import { makeAgent } from "@/test/fixtures";
import { makeAccessory, makeQuote, makeUnit } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession } from "@/test/trpc";
import { mockQuotePage } from "./test-utils";
import QuotePage from "./quote-page";

// A line's own markup and discount on the quote page (docs/decisions/192-line-markup-and-discount.md).

function renderQuote() {
  return renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });
}

const rep = makeAgent({ role_id: 6 });
// The customer view is remembered in a cookie: each test starts without it.
const forgetCustomerView = () => {
  document.cookie = `panel_customer_view_${String(rep.id)}=; max-age=0; path=/`;
};
beforeEach(forgetCustomerView);
afterEach(forgetCustomerView);

describe("a line's own price", () => {
  it("previews the line's price with the pricing engine, refuses a markup below 1.00, and saves", async () => {
    mockSession(rep);
    const unit = makeUnit({ unit_total: 940, quantity: 2, unit_name: "Lanai west" });
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ screenconfigurations: [unit], add_on_accessories: [] }) },
      "dealers.customers": { data: [] },
      "quotes.setLinePrice": { data: makeQuote() },
    });
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Line price of Lanai west: $2,690.00" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Line price: Lanai west" }));

    await userEvent.type(dialog.getByLabelText("Markup"), "0.9");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    expect(
      await dialog.findByText("Markup cannot be below 1.00: the customer would pay less than your cost."),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === "quotes.setLinePrice")).toBe(false);

    await userEvent.clear(dialog.getByLabelText("Markup"));
    await userEvent.type(dialog.getByLabelText("Markup"), "1.5");
    await userEvent.type(dialog.getByLabelText("Discount (%)"), "12.5");
    // ceil(940 x 1.5) = 1410 each, 2820 for two; 12.5% rounded down to the dollar is 352.
    const expected = unitLine(940, 1.43, 2, { markup: 1.5, discount_pct: 12.5 });
    expect(expected.price).toBe(2468);
    expect(dialog.getByTestId("line-price-preview")).toHaveTextContent("$2,468.00");
    expect(dialog.getByText("Discount (12.5%)")).toBeInTheDocument();

    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "quotes.setLinePrice")?.input).toEqual({
        quote_id: 31,
        line: "unit",
        line_id: unit.id,
        markup: 1.5,
        discount_percent: 12.5,
      }),
    );
    expect(await screen.findByText("Updated successfully.")).toBeInTheDocument();
  });

  it("shows a line's markup and discount in its row, and the markup never in the customer view", async () => {
    mockSession(rep);
    const accessory = makeAccessory({
      prod_name: "Somfy Situo 5 remote",
      line_markup: 1.8,
      line_discount_pct: 10,
      line_list_price: 188,
      line_discount: 18,
      line_price: 170,
    });
    mockQuotePage({
      "quotes.get": { data: makeQuote({ add_on_accessories: [accessory] }) },
      "dealers.customers": { data: [] },
    });
    renderWithProviders(
      <CustomerViewProvider userId={rep.id}>
        <TopBar agent={rep} />
        <QuotePage />
      </CustomerViewProvider>,
      { path: "/panel/quotes/31", route: "/panel/quotes/:id" },
    );
    expect(
      await screen.findByRole("button", { name: "Line price of Somfy Situo 5 remote: $170.00" }),
    ).toBeVisible();
    expect(screen.getByText("× 1.80 · 10% off")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Customer view" }));
    await waitFor(() => expect(screen.queryByText("× 1.80 · 10% off")).not.toBeInTheDocument());
    expect(screen.getByText("10% off")).toBeInTheDocument();
  });

  it("offers no change of a line's price on a sent quote", async () => {
    mockSession(rep);
    mockQuotePage({
      "quotes.get": {
        data: makeQuote({ status: 10, screenconfigurations: [makeUnit({ unit_name: "Pool" })] }),
      },
      "dealers.customers": { data: [] },
    });
    renderQuote();
    await screen.findByText("Pool");
    expect(screen.queryByRole("button", { name: /^Line price of/ })).not.toBeInTheDocument();
  });
});
