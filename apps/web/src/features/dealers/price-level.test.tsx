import type { TDealer } from "@screens/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent, makeDealer as makeDealerFixture } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import DealerPage from "./dealer-page";

const LEVELS = [
  { id: 4, name: "Premier", factor: 0.52, dealers: 2 },
  { id: 5, name: "Volume", factor: 0.5, dealers: 0 },
];

/** The fixture dealer with a discount and no terms of its own. */
const makeDealer = (overrides: Partial<TDealer> = {}): TDealer =>
  makeDealerFixture({ discount: 2, quote_terms: null, ...overrides });

function renderDealer() {
  document.cookie = "panel_tab_dealer=details; path=/";
  return renderWithProviders(<DealerPage />, { path: "/panel/dealers/11", route: "/panel/dealers/:id" });
}

const detailsForm = () => screen.getByRole("form", { name: "Edit Dealer" });

describe("dealer page: price level (docs/decisions/149-dealer-price-levels.md)", () => {
  it("staff choose a level beside the discount; it is saved with the dealer", async () => {
    mockSession(makeAgent({ role_id: 2, id: 2 }));
    let dealer = makeDealer();
    const calls = mockTrpc({
      "dealers.get": () => ({ data: dealer }),
      "priceBooks.levels": { data: LEVELS },
      "dealers.update": () => {
        dealer = makeDealer({ price_level_id: 4, price_level: { name: "Premier", factor: 0.52 } });
        return { data: dealer };
      },
      "dealerServices.list": { data: [] },
      "dealerTaxRates.list": { data: [] },
      "twoFactor.rule": { data: { required: false } },
    });
    renderDealer();
    expect(await screen.findByText("Standard (× 0.55)")).toBeInTheDocument();
    const select = await within(detailsForm()).findByLabelText("Price level");
    await waitFor(() =>
      expect(within(select).getByRole("option", { name: "Premier (× 0.52)" })).toBeInTheDocument(),
    );
    expect(select).toHaveValue("none");
    expect(within(select).getByRole("option", { name: "None (standard 0.55)" })).toBeInTheDocument();
    await userEvent.click(within(detailsForm()).getByRole("button", { name: "Edit Dealer" }));
    await userEvent.selectOptions(within(detailsForm()).getByLabelText("Price level"), "Premier (× 0.52)");
    await userEvent.click(within(detailsForm()).getByRole("button", { name: "Save" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "dealers.update")?.input).toEqual({
        id: 11,
        price_level_id: 4,
      }),
    );
    expect(await screen.findByText("Premier (× 0.52)", { selector: "dd" })).toBeInTheDocument();
  });

  it("back to the standard factor sends null", async () => {
    mockSession(makeAgent({ role_id: 1, id: 1 }));
    const calls = mockTrpc({
      "dealers.get": {
        data: makeDealer({ price_level_id: 4, price_level: { name: "Premier", factor: 0.52 } }),
      },
      "priceBooks.levels": { data: LEVELS },
      "dealers.update": { data: makeDealer() },
      "dealerServices.list": { data: [] },
      "dealerTaxRates.list": { data: [] },
      "twoFactor.rule": { data: { required: false } },
    });
    renderDealer();
    const select = await within(await screen.findByRole("form", { name: "Edit Dealer" })).findByLabelText(
      "Price level",
    );
    await waitFor(() => expect(select).toHaveValue("4"));
    await userEvent.click(within(detailsForm()).getByRole("button", { name: "Edit Dealer" }));
    await userEvent.selectOptions(within(detailsForm()).getByLabelText("Price level"), "none");
    await userEvent.click(within(detailsForm()).getByRole("button", { name: "Save" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "dealers.update")?.input).toEqual({
        id: 11,
        price_level_id: null,
      }),
    );
  });

  it("a dealer's user sees its own level and discount, read-only, and no list of levels", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    const calls = mockTrpc({
      "dealers.get": {
        data: makeDealer({ price_level_id: 4, price_level: { name: "Premier", factor: 0.52 } }),
      },
      "dealerServices.list": { data: [] },
      "dealerTaxRates.list": { data: [] },
      "twoFactor.rule": { data: { required: false } },
    });
    renderDealer();
    expect(await screen.findByText("Premier (× 0.52)")).toBeInTheDocument();
    expect(screen.getByText("2%")).toBeInTheDocument();
    expect(within(detailsForm()).queryByLabelText("Price level")).not.toBeInTheDocument();
    await userEvent.click(within(detailsForm()).getByRole("button", { name: "Edit Dealer" }));
    expect(within(detailsForm()).getByLabelText(/^Discount/)).toBeDisabled();
    expect(calls.some((call) => call.path === "priceBooks.levels")).toBe(false);
  });
});
