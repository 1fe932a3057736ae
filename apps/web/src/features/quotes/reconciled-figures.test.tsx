import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { defaultConfiguration } from "@screens/pricing/configuration";
import { formatUSD } from "@screens/pricing/money";
import { priceConfiguration } from "@screens/pricing";
import { figuresFromBreakdown, PricingSummary } from "@/features/configurator/pricing-summary";
import { OrderTotals } from "@/features/orders/order-totals";
import { makeAgent } from "@/test/fixtures";
import { makeAccessory, makeOrder, makeQuote, makeUnit } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession } from "@/test/trpc";
import { QuoteSummary } from "./summary";
import { mockQuotePage } from "./test-utils";
import QuotePage from "./quote-page";

/** An amount as shown ("−$1,505.70", "+$0.50", "$3,346.00") in whole cents. */
const cents = (text: string | null) => {
  const value = Math.round(Number((text ?? "").replace(/[$,+]/g, "").replace("−", "-")) * 100);
  if (Number.isNaN(value)) throw new Error(`not an amount: ${text}`);
  return value;
};
const shown = (testId: string) => cents(screen.getByTestId(testId).textContent);

describe("numbers that reconcile (product rule R12, decision 075)", () => {
  it("the editor shows how the dealer cost comes from the charges: list price, factor, package, rounding", () => {
    const priced = priceConfiguration(defaultConfiguration());
    if (!priced.ok) throw new Error("the default unit prices");
    const breakdown = priced.breakdown;
    expect(breakdown.package).not.toBeNull();
    render(
      <PricingSummary
        figures={figuresFromBreakdown(breakdown, "CODE", "")}
        problemCount={0}
        markup={1.43}
        showListPrice={false}
      />,
    );
    const bridge = screen.getByTestId("price-bridge");
    const amounts = within(bridge)
      .getAllByRole("definition")
      .map((cell) => cents(cell.textContent));
    // List price, the steps, then the dealer cost they add up to.
    const dealerCost = amounts.pop()!;
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(dealerCost);
    expect(dealerCost).toBe(shown("unit-total"));
    expect(shown("bridge-list-price")).toBe(Math.round(breakdown.charges_sum * 100));
    expect(within(bridge).getByText(`${breakdown.package!.label} package`)).toBeInTheDocument();
    expect(screen.getByTestId("package-price")).toHaveTextContent(formatUSD(breakdown.package!.total));
    // The charge lines add up to the list price.
    const charges = within(screen.getByLabelText("Charge breakdown"))
      .getAllByRole("definition")
      .map((cell) => cents(cell.textContent));
    expect(charges.reduce((sum, amount) => sum + amount, 0)).toBe(shown("bridge-list-price"));
  });

  it("the quote summary: customer price and brokerage add up to the total; dealer figures apart", () => {
    const quote = makeQuote({
      summary: {
        unit_count: 1,
        accessory_count: 0,
        lines_total: 1345,
        discount: 0,
        customer_price: 1345,
        services_total: 0,
        tax_total: 0,
        dealer_cost: 940,
        brokerage_fee: 60,
        total: 1405,
        currency: "USD",
        shipping: "Shipping to be confirmed",
        country: "Canada",
        list_price: 1709.09,
        options: [],
      },
    });
    render(<QuoteSummary quote={quote} staff />);
    expect(shown("summary-customer-price") + shown("summary-brokerage")).toBe(shown("quote-total"));
    expect(screen.getByText("Customer total (USD)")).toBeInTheDocument();
    expect(screen.getByText("Dealer cost")).toBeInTheDocument();
    expect(screen.getByText("List price")).toBeInTheDocument();
  });

  it("the order: dealer-cost lines and the brokerage add up to the order total, which says it is a dealer cost", () => {
    const order = makeOrder({
      screenconfigurations: [makeUnit({ unit_total: 877 }), makeUnit({ id: 502, unit_total: 1026 })],
      add_on_accessories: [makeAccessory({ dealer_cost: 21.99, quantity: 3 })],
      sale_price: 877 + 1026 + 65.97 + 60,
      brokerage_fee: 60,
    });
    render(
      <dl>
        <OrderTotals order={order} />
      </dl>,
    );
    expect(shown("order-units") + shown("order-accessories") + shown("order-brokerage")).toBe(
      shown("order-total"),
    );
    expect(screen.getByText("Order total (dealer cost)")).toBeInTheDocument();
    expect(screen.getByTestId("order-brokerage")).toHaveTextContent("$60.00");
  });

  it("the order's brokerage is the quote's stored fee, never what the lines leave of the price (decision 193)", () => {
    // The lines' prices no longer add up to the order's price (a unit repriced since): no fee is made up.
    const { unmount } = render(
      <dl>
        <OrderTotals
          order={makeOrder({
            screenconfigurations: [makeUnit({ unit_total: 877 })],
            sale_price: 940.5,
            brokerage_fee: 0,
          })}
        />
      </dl>,
    );
    expect(screen.queryByTestId("order-brokerage")).toBeNull();
    unmount();
    render(
      <dl>
        <OrderTotals
          order={makeOrder({
            screenconfigurations: [makeUnit({ unit_total: 877 })],
            sale_price: 1000,
            brokerage_fee: 60,
          })}
        />
      </dl>,
    );
    expect(screen.getByTestId("order-brokerage")).toHaveTextContent("$60.00");
  });

  it("an accessory's quantity changes on the quote page, without deleting the line", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    const line = makeAccessory({ quantity: 2 });
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ add_on_accessories: [line], accessory_count: 1 }) },
      "dealers.customers": { data: [] },
      "accessories.update": (input) => ({ data: { ...line, ...(input as object) } }),
    });
    renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });
    await userEvent.click(await screen.findByRole("button", { name: `One more ${line.prod_name}` }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "accessories.update")?.input).toEqual({
        id: line.id,
        quantity: 3,
      }),
    );
    const input = screen.getByRole("spinbutton", { name: `Quantity of ${line.prod_name}` });
    await userEvent.clear(input);
    await userEvent.type(input, "5{Enter}");
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === "accessories.update").map((call) => call.input),
      ).toContainEqual({
        id: line.id,
        quantity: 5,
      }),
    );
  });

  it("a unit line of two identical screens: one price, the line twice it, its quantity changes in place (decision 160)", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    const unit = makeUnit({ quantity: 2 });
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ screenconfigurations: [unit], add_on_accessories: [] }) },
      "dealers.customers": { data: [] },
      "configurations.update": (input) => ({ data: { ...unit, ...(input as object) } }),
    });
    renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });
    const row = (await screen.findByText(unit.unit_name)).closest("tr")!;
    expect(within(row).getByText(formatUSD(unit.customer_price * 2))).toBeInTheDocument();
    expect(within(row).getByRole("spinbutton", { name: `Quantity of ${unit.unit_name}` })).toHaveValue(2);
    await userEvent.click(within(row).getByRole("button", { name: `One more ${unit.unit_name}` }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "configurations.update")?.input).toEqual({
        id: unit.id,
        quantity: 3,
      }),
    );
  });

  it("a submitted quote shows the dealer the quantity, not a control", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    const line = makeAccessory({ quantity: 2 });
    mockQuotePage({
      "quotes.get": {
        data: makeQuote({ status: 30, status_label: "Awaiting approval", add_on_accessories: [line] }),
      },
      "dealers.customers": { data: [] },
    });
    renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });
    expect(await screen.findByText(line.prod_name)).toBeInTheDocument();
    expect(screen.queryByRole("spinbutton", { name: `Quantity of ${line.prod_name}` })).toBeNull();
  });
});
