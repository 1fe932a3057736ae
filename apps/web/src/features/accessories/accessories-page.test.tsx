import { MESSAGES } from "@screens/domain/messages";
import { accessoryCatalogue, firstSentence } from "@screens/pricing/accessories";
import { accessoryDisplayPrice, formatUSD } from "@screens/pricing/money";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent, mockTrpc, quoteRow, renderRoutes, signIn } from "@/features/configurator/test-utils";
import AccessoriesPage from "./accessories-page";

async function openAccessories(status = 1, motorBrands: string[] = []) {
  signIn(makeAgent(6));
  const calls = mockTrpc({
    "quotes.get": {
      data: {
        ...quoteRow(status),
        ...(motorBrands.length > 0 && {
          screenconfigurations: motorBrands.map((motor_brand, id) => ({ id, motor_brand })),
        }),
      },
    },
    "accessories.create": (input) => ({ data: { id: 9, ...(input as object) } }),
  });
  const user = userEvent.setup();
  renderRoutes(
    [{ path: "/panel/quotes/:id/add-on-accessories", element: <AccessoriesPage /> }],
    "/panel/quotes/5/add-on-accessories",
  );
  await screen.findByRole("heading", { name: "Accessories" });
  await screen.findAllByRole("button", { name: /Add to Cart/ });
  return { user, calls };
}

const cards = () => screen.getAllByRole("article");
const card = (name: string) => screen.getByRole("article", { name });
const somfyCount = accessoryCatalogue.filter((i) => i.category.includes("Somfy")).length;
const alphaCount = accessoryCatalogue.filter((i) => i.category.includes("Alpha")).length;

describe("accessories screen", () => {
  it("shows the title, the subtitle and every item with image, price rounded up and the first sentence", async () => {
    await openAccessories();
    expect(screen.getByText("Available accessories")).toBeInTheDocument();
    expect(cards()).toHaveLength(accessoryCatalogue.length);
    for (const item of accessoryCatalogue) {
      const c = within(card(item.name));
      expect(c.getByRole("img")).toHaveAttribute("src", `/assets/images/accessories/${item.image}`);
      expect(c.getByTestId("accessory-price")).toHaveTextContent(
        formatUSD(accessoryDisplayPrice(item.cost, 1.43)),
      );
      const short = c.getByText(firstSentence(item.prod_description), { selector: "p" });
      expect(short).toHaveAttribute("title", item.prod_description);
      expect(c.getByRole("tooltip", { hidden: true })).toHaveTextContent(item.prod_description);
    }
  });

  it("filters: Somfy and Alpha on by default; choosing one turns 'all' off; 'all' flips every filter", async () => {
    const { user } = await openAccessories();
    const all = screen.getByRole("checkbox", { name: "All" });
    const somfy = screen.getByRole("checkbox", { name: "Somfy" });
    const alpha = screen.getByRole("checkbox", { name: "Alpha" });
    expect(all).toBeChecked();
    expect(somfy).toBeChecked();
    expect(alpha).toBeChecked();
    await user.click(somfy);
    expect(all).not.toBeChecked();
    expect(cards()).toHaveLength(alphaCount);
    await user.click(somfy);
    await user.click(alpha);
    expect(cards()).toHaveLength(somfyCount);
    await user.click(all);
    expect(all).toBeChecked();
    expect(alpha).toBeChecked();
    expect(cards()).toHaveLength(accessoryCatalogue.length);
    await user.click(all);
    expect(somfy).not.toBeChecked();
    expect(screen.getByText(MESSAGES.noResults)).toBeInTheDocument();
  });

  it("a search box keeps the items holding every word typed", async () => {
    const { user } = await openAccessories();
    await user.type(screen.getByRole("searchbox", { name: "Search accessories" }), "situo rts");
    expect(cards().map((c) => c.getAttribute("aria-label"))).toEqual([
      "Somfy Situo 1 RTS Remote",
      "Somfy Situo 5 RTS Remote",
    ]);
    expect(screen.getByText("2 products")).toBeInTheDocument();
  });

  it("the remotes that fit the quote's motors come first", async () => {
    await openAccessories(1, ["alpha"]);
    const names = cards().map((c) => c.getAttribute("aria-label"));
    expect(names).toHaveLength(accessoryCatalogue.length);
    expect(names.slice(0, alphaCount).every((name) => name?.startsWith("Alpha"))).toBe(true);
    expect(screen.getByText(/those for this quote's motors first/)).toBeInTheDocument();
  });

  it("Add to Cart waits for a variation, then adds it and toasts 'Created successfully.'", async () => {
    const { user, calls } = await openAccessories();
    const item = accessoryCatalogue.find((i) => (i.variations ?? []).length > 0)!;
    const variation = item.variations![1]!;
    const c = within(card(item.name));
    const add = c.getByRole("button", { name: /Add to Cart/ });
    expect(add).toBeDisabled();
    const select = c.getByRole("combobox");
    expect(within(select).getByRole("option", { name: "Select a variation" })).toBeInTheDocument();
    await user.selectOptions(select, variation.sku);
    expect(c.getByTestId("accessory-price")).toHaveTextContent(
      formatUSD(accessoryDisplayPrice(variation.cost, 1.43)),
    );
    expect(c.getByRole("img")).toHaveAttribute("src", `/assets/images/accessories/${variation.image}`);
    expect(add).toBeEnabled();
    await user.click(add);
    expect(await screen.findByText(MESSAGES.created)).toBeInTheDocument();
    // The toast says what was added under its title (product rule R41).
    expect(screen.getByText(`1 x ${variation.name} added to the quote.`)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.path === "accessories.create")?.input).toEqual({
        quote_id: 5,
        sku: item.sku,
        variation_sku: variation.sku,
        quantity: 1,
      }),
    );
  });

  it("items without variations can be added at once", async () => {
    await openAccessories();
    const item = accessoryCatalogue.find((i) => !(i.variations ?? []).length)!;
    expect(within(card(item.name)).getByRole("button", { name: /Add to Cart/ })).toBeEnabled();
  });

  it("at status 50 nothing can be added", async () => {
    await openAccessories(50);
    for (const button of screen.getAllByRole("button", { name: /Add to Cart/ }))
      expect(button).toBeDisabled();
  });
});
