import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { formatUSD } from "@screens/pricing/money";
import { makeAgent } from "@/test/fixtures";
import { makeQuote, makeUnit } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession } from "@/test/trpc";
import { mockQuotePage } from "./test-utils";
import QuotePage from "./quote-page";

vi.mock("@/lib/confetti", () => ({ celebrate: vi.fn(async () => {}) }));

/** Decision 070: a unit never saved is listed as such, with its actions, and no price. */
describe("quote page: a unit not saved yet", () => {
  it("shows 'Not saved yet' instead of a price, and keeps open and delete", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    const saved = makeUnit({ id: 501, unit_name: "Pool side", customer_price: 1345 });
    const pending = makeUnit({
      id: 502,
      unit_name: "Unit 2",
      saved_at: null,
      unit_total: 0,
      customer_price: 0,
    });
    mockQuotePage({
      "quotes.get": { data: makeQuote({ screenconfigurations: [saved, pending] }) },
      "dealers.customers": { data: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });

    const table = await screen.findByRole("table", { name: /Configurations/ });
    const pendingRow = within(table).getByText("Unit 2").closest("tr")!;
    expect(within(pendingRow).getByText("Not saved yet")).toBeInTheDocument();
    expect(within(pendingRow).queryByText(formatUSD(0))).toBeNull();
    const savedRow = within(table).getByText("Pool side").closest("tr")!;
    expect(within(savedRow).queryByText("Not saved yet")).toBeNull();
    expect(within(savedRow).getByText(formatUSD(1345))).toBeInTheDocument();

    await user.click(within(pendingRow).getByRole("button", { name: "Open row actions" }));
    const items = screen.getAllByRole("menuitem").map((item) => item.textContent);
    expect(items).toEqual(["View", "Delete"]);
  });
});
