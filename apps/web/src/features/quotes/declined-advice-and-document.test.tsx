import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CustomerViewProvider } from "@/lib/customer-view";
import { makeAgent } from "@/test/fixtures";
import { makeQuote, makeUnit } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession } from "@/test/trpc";
import { TopBar } from "@/features/shell/top-bar";
import { mockQuotePage } from "./test-utils";
import QuotePage from "./quote-page";

// Decision 198 (a declined housing advice on the quote page) and 199 (a quote that can no longer be
// edited reads as a document).

const dealer = makeAgent({ role_id: 6 });
const staff = makeAgent({ role_id: 3, id: 3 });

const declined = makeUnit({
  id: 502,
  unit_name: "Lanai",
  unit_width_in: 240,
  housing_type: "standard",
  housing_advice_declined_at: "2026-11-29T10:00:00.000Z",
  housing_advice_declined_by: 6,
});

function renderQuote(agent = staff) {
  return renderWithProviders(
    <CustomerViewProvider userId={agent.id}>
      <TopBar agent={agent} />
      <QuotePage />
    </CustomerViewProvider>,
    { path: "/panel/quotes/31", route: "/panel/quotes/:id" },
  );
}

describe("a declined housing advice on the quote page (decision 198)", () => {
  it("staff approving see it in a notice, on the unit's line and in the confirmation", async () => {
    mockSession(staff);
    mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 30, screenconfigurations: [makeUnit(), declined] }) },
      "dealers.customers": { data: [] },
    });
    renderQuote();
    const notice = await screen.findByTestId("quote-declined-housing-advice");
    expect(notice).toHaveTextContent("Jumbo housing was recommended and declined for 1 unit: Lanai.");
    const table = screen.getByRole("table", { name: "Configurations" });
    const badges = within(table).getAllByTestId("unit-declined-housing-advice");
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveAttribute("title", expect.stringContaining("declined 2026-11-29"));

    await userEvent.click(screen.getByRole("button", { name: "Approve & Submit Order" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(
      "Jumbo housing was recommended and declined for 1 unit: Lanai.",
    );
  });

  it("the dealer sees it as their record; in front of the homeowner (customer view) it is gone", async () => {
    document.cookie = `panel_customer_view_${String(dealer.id)}=; max-age=0; path=/`;
    mockSession(dealer);
    mockQuotePage({
      "quotes.get": { data: makeQuote({ screenconfigurations: [declined] }) },
      "dealers.customers": { data: [] },
    });
    renderQuote(dealer);
    expect(await screen.findByTestId("quote-declined-housing-advice")).toBeInTheDocument();
    expect(screen.getByTestId("unit-declined-housing-advice")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Customer view" }));
    expect(screen.queryByTestId("quote-declined-housing-advice")).not.toBeInTheDocument();
    expect(screen.queryByTestId("unit-declined-housing-advice")).not.toBeInTheDocument();
    expect(screen.queryByText(/Jumbo housing/)).not.toBeInTheDocument();
    document.cookie = `panel_customer_view_${String(dealer.id)}=; max-age=0; path=/`;
  });

  it("a quote without a declined advice shows none", async () => {
    mockSession(staff);
    mockQuotePage({ "quotes.get": { data: makeQuote({ status: 30 }) }, "dealers.customers": { data: [] } });
    renderQuote();
    expect(await screen.findByRole("table", { name: "Configurations" })).toBeInTheDocument();
    expect(screen.queryByTestId("quote-declined-housing-advice")).not.toBeInTheDocument();
  });
});

describe("a submitted quote reads as a document (decision 199)", () => {
  it("the dealer's submitted quote shows its details as text, no greyed-out field", async () => {
    mockSession(dealer);
    mockQuotePage({
      "quotes.get": {
        data: makeQuote({
          status: 30,
          notes: "Gate code 1234",
          shipping_address: "12 Palm Way\nNaples FL",
          customer_name: "Olivia Brooks",
        }),
      },
      "dealers.customers": { data: [] },
    });
    renderQuote(dealer);
    const list = await screen.findByLabelText("Quote details");
    expect(list.tagName).toBe("DL");
    expect(list.querySelectorAll("input, textarea, select, button")).toHaveLength(0);
    const valueOf = (label: string) =>
      within(list).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(valueOf("Title")).toBe("Lanai screens");
    expect(valueOf("Customer")).toBe("Olivia Brooks");
    expect(valueOf("Notes")).toBe("Gate code 1234");
    expect(valueOf("Start with")).toBe("None");
    expect(screen.queryByRole("textbox", { name: "Title" })).not.toBeInTheDocument();
  });

  it("a draft keeps its form", async () => {
    mockSession(dealer);
    mockQuotePage({ "quotes.get": { data: makeQuote() }, "dealers.customers": { data: [] } });
    renderQuote(dealer);
    expect(await screen.findByRole("textbox", { name: /Title/ })).toBeEnabled();
  });
});
