import type { TDealer } from "@screens/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-app";
import { mockTrpc } from "@/test/trpc";
import { ServicesAndTaxCard } from "./services-and-tax-card";

const dealer = { id: 11, country: "USA" } as TDealer;

function mockLists() {
  return mockTrpc({
    "dealerServices.list": {
      data: [
        { id: 1, name: "Installation", unit_price: 150, taxable: true },
        { id: 2, name: "Trip charge", unit_price: 40, taxable: false },
      ],
    },
    "dealerTaxRates.list": { data: [] },
    "dealerServices.create": (input) =>
      (input as { name: string }).name === ""
        ? { error: { status: 400, errors: ["name: This field is required."] } }
        : { data: { id: 3 } },
    "dealerServices.deactivate": { data: { id: 1 } },
    "dealerTaxRates.create": { data: { id: 9 } },
  });
}

describe("the dealer's services and sales tax rates (decision 132)", () => {
  it("lists each service with its price, its tax and a Remove; no rates says the quotes carry no tax", async () => {
    mockLists();
    renderWithProviders(<ServicesAndTaxCard dealer={dealer} editable />);
    const services = await screen.findByRole("region", { name: "Services" });
    const rows = await within(services).findAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual(["Installation$150.00", "Trip chargenot taxed$40.00"]);
    expect(within(services).getByRole("button", { name: "Remove Trip charge" })).toBeEnabled();
    const rates = screen.getByRole("region", { name: "Sales tax rates" });
    expect(await within(rates).findByText("No rates: your quotes carry no tax.")).toBeVisible();
  });

  it("adds and removes a service, adds a rate; a refused field shows its message", async () => {
    const calls = mockLists();
    renderWithProviders(<ServicesAndTaxCard dealer={dealer} editable />);
    const services = await screen.findByRole("region", { name: "Services" });
    await userEvent.click(within(services).getByRole("button", { name: "Add" }));
    expect(await within(services).findByText("This field is required.")).toBeVisible();
    await userEvent.type(within(services).getByLabelText("New service"), "Removal");
    await userEvent.type(within(services).getByLabelText("Price ($)"), "75");
    await userEvent.click(within(services).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(within(services).getByLabelText("New service")).toHaveValue(""));
    await userEvent.click(await within(services).findByRole("button", { name: "Remove Installation" }));
    const rates = screen.getByRole("region", { name: "Sales tax rates" });
    await userEvent.type(within(rates).getByLabelText("Rate (%)"), "7");
    await userEvent.click(within(rates).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(within(rates).getByLabelText("Rate (%)")).toHaveValue(""));
    const mutations = calls
      .filter((call) => call.type === "mutation")
      .map(({ path, input }) => ({ path, input }));
    expect(mutations).toEqual([
      { path: "dealerServices.create", input: { dealer_id: 11, name: "", unit_price: null, taxable: true } },
      {
        path: "dealerServices.create",
        input: { dealer_id: 11, name: "Removal", unit_price: 75, taxable: true },
      },
      { path: "dealerServices.deactivate", input: { id: 1 } },
      { path: "dealerTaxRates.create", input: { dealer_id: 11, region: "FL", name: "Sales tax", rate: 7 } },
    ]);
  });

  it("read only: no Remove and no add form", async () => {
    mockLists();
    renderWithProviders(<ServicesAndTaxCard dealer={dealer} editable={false} />);
    const services = await screen.findByRole("region", { name: "Services" });
    await within(services).findByText("Installation");
    expect(within(services).queryByRole("button")).toBeNull();
    expect(screen.queryByLabelText("Rate (%)")).toBeNull();
  });
});
