import { ZQuoteTaxRequest } from "@screens/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { makeQuote } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession } from "@/test/trpc";
import { isRequiredGiven } from "@/lib/schema-fields";
import { mockQuotePage } from "./test-utils";
import QuotePage from "./quote-page";

// The quote's services and sales tax on its page (docs/decisions/132-service-lines-and-sales-tax.md).

function renderQuote() {
  return renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });
}

const rep = makeAgent({ role_id: 6 });
const taxed = makeQuote({
  service_lines: [
    {
      id: 5,
      quote_id: 31,
      service_id: 2,
      name: "Installation, per opening",
      unit_price: 175,
      quantity: 2,
      taxable: false,
      price: 350,
      choice: "required",
      choice_group: null,
      chosen: null,
    },
  ],
  summary: {
    unit_count: 1,
    accessory_count: 0,
    lines_total: 1345,
    discount: 0,
    customer_price: 1345,
    services_total: 350,
    tax_total: 94.15,
    dealer_cost: 940,
    brokerage_fee: 0,
    total: 1789.15,
    currency: "USD",
    shipping: "Shipping to be confirmed",
    country: "USA",
    list_price: null,
    options: [],
  },
  tax: {
    region: "FL",
    region_source: "customer",
    exempt: false,
    certificate: null,
    taxable_base: 1345,
    lines: [{ name: "Sales tax", rate: 7, amount: 94.15 }],
    total: 94.15,
  },
});

describe("services and sales tax", () => {
  it("shows the services, the tax and a total that is their sum", async () => {
    mockSession(rep);
    mockQuotePage({ "quotes.get": { data: taxed }, "dealers.customers": { data: [] } });
    renderQuote();
    const services = await screen.findByRole("table", { name: "Services" });
    expect(within(services).getByText("Installation, per opening")).toBeInTheDocument();
    expect(screen.getByTestId("summary-services")).toHaveTextContent("$350.00");
    expect(screen.getByTestId("summary-tax")).toHaveTextContent("$94.15");
    expect(screen.getByTestId("quote-total")).toHaveTextContent("$1,789.15");
    const tax = within(screen.getByRole("region", { name: "Sales tax" }));
    expect(tax.getByTestId("tax-state")).toHaveTextContent("Florida (the customer's address)");
  });

  it("an exempt quote's certificate is marked required, as the server's refinement asks (decision 193)", async () => {
    mockSession(rep);
    mockQuotePage({ "quotes.get": { data: taxed }, "dealers.customers": { data: [] } });
    renderQuote();
    const region = await screen.findByRole("region", { name: "Sales tax" });
    await userEvent.click(within(region).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Sales tax" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /exempt from sales tax/ }));
    const certificate = within(dialog).getByLabelText(/^Exemption certificate number/);
    expect(certificate).toHaveAttribute("aria-required", "true");
    expect(isRequiredGiven(ZQuoteTaxRequest, { id: 31, region: null, exempt: true }, "certificate")).toBe(
      true,
    );
    expect(isRequiredGiven(ZQuoteTaxRequest, { id: 31, region: null, exempt: false }, "certificate")).toBe(
      false,
    );
    // No other mark: the region's "From the addresses" is the request's null.
    expect(dialog.querySelectorAll('[aria-required="true"]')).toHaveLength(1);
  });

  it("adds a service from the dealer's catalogue", async () => {
    mockSession(rep);
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote() },
      "dealers.customers": { data: [] },
      "dealerServices.list": {
        data: [{ id: 2, dealer_id: 11, name: "Removal of old screens", unit_price: 85, taxable: false }],
      },
      "serviceLines.add": { data: taxed },
    });
    renderQuote();
    const services = await screen.findByRole("table", { name: "Services" });
    await userEvent.click(
      within(services.closest("section") ?? document.body).getAllByRole("button", {
        name: /Add Service|Create the first service/,
      })[0]!,
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Add a service" }));
    await waitFor(() =>
      expect(dialog.getByRole("option", { name: /Removal of old screens/ })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(dialog.getByLabelText("From your services"), "2");
    expect(dialog.getByLabelText(/Unit price/)).toHaveValue("85");
    await userEvent.clear(dialog.getByLabelText(/^Quantity/));
    await userEvent.type(dialog.getByLabelText(/^Quantity/), "3");
    await userEvent.click(dialog.getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "serviceLines.add")?.input).toEqual({
        quote_id: 31,
        service_id: 2,
        name: "Removal of old screens",
        unit_price: 85,
        quantity: 3,
        taxable: false,
      }),
    );
  });
});
