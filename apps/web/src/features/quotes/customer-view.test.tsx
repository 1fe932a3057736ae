import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CustomerViewProvider } from "@/lib/customer-view";
import { makeAgent } from "@/test/fixtures";
import { makeQuote } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession } from "@/test/trpc";
import { TopBar } from "@/features/shell/top-bar";
import { mockQuotePage } from "./test-utils";
import QuotePage from "./quote-page";

// "Customer view" (docs/decisions/134-customer-view.md): the dealer's figures leave the screen.

const rep = makeAgent({ role_id: 6 });

function renderWithToggle() {
  return renderWithProviders(
    <CustomerViewProvider userId={rep.id}>
      <TopBar agent={rep} />
      <QuotePage />
    </CustomerViewProvider>,
    { path: "/panel/quotes/31", route: "/panel/quotes/:id" },
  );
}

describe("customer view", () => {
  it("hides the dealer cost and the selling price card, keeps the customer's prices, and is remembered", async () => {
    document.cookie = `panel_customer_view_${String(rep.id)}=; max-age=0; path=/`;
    mockSession(rep);
    mockQuotePage({ "quotes.get": { data: makeQuote() }, "dealers.customers": { data: [] } });
    renderWithToggle();
    expect(await screen.findByTestId("summary-dealer-cost")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Selling price" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Customer view" }));
    expect(screen.getByRole("button", { name: "Customer view" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByTestId("summary-dealer-cost")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Selling price" })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("table", { name: "Configurations" })).getByText("$1,345.00"),
    ).toBeInTheDocument();
    expect(screen.getByTestId("quote-total")).toHaveTextContent("$1,345.00");
    expect(document.cookie).toContain(`panel_customer_view_${String(rep.id)}=1`);
  });
});
