import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { makeQuote } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import DashboardPage from "./dashboard-page";
import { isInternalLink } from "./quick-links";
import { readCookie } from "@/lib/cookies";
import { expectMarksOfSchema } from "@/test/required-marks";
import { ZCustomLinkInput } from "@screens/domain/schemas";

const lists = {
  "quotes.table": { data: [makeQuote()] },
  "quotes.pending": { data: [makeQuote({ id: 32, title: "Pending porch", status: 30 })] },
  "orders.table": { data: [] },
  "users.table": { data: [] },
  "dealers.list": { data: [] },
  "accounts.table": { data: [] },
  "customers.table": { data: [] },
  "customLinks.list": {
    data: [
      {
        id: 5,
        user_id: 1,
        title: "Price book",
        subtitle: "PDF",
        icon: "globe",
        link: "example.com/pb",
        created_at: "",
      },
    ],
  },
};

async function tabs() {
  const list = await screen.findByRole("tablist");
  return within(list)
    .getAllByRole("tab")
    .map((tab) => tab.textContent);
}

describe("dashboard", () => {
  it("admin: Quick Links (Create Quote + custom) and the Management tabs", async () => {
    mockSession(makeAgent({ role_id: 1, id: 1, default_links: { create_quote: true } }));
    mockTrpc(lists);
    renderWithProviders(<DashboardPage />);
    expect(await tabs()).toEqual(["Quotes", "Orders", "Accounts", "Dealers", "Users", "Customers"]);
    expect(screen.getByRole("heading", { name: "Management" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /Create Quote/ })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /^Price book/ })).toBeInTheDocument();
    expect(await screen.findByText("Lanai screens")).toBeInTheDocument();
  });

  it("admin without the default link: no 'Create Quote'", async () => {
    mockSession(makeAgent({ role_id: 1, id: 1, default_links: { create_quote: false } }));
    mockTrpc(lists);
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole("button", { name: /^Price book/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Create Quote/ })).not.toBeInTheDocument();
  });

  it("manufacturer user: welcome with the name; Pending Orders, Dealers, Quotes, Orders, Users", async () => {
    mockSession(makeAgent({ role_id: 3, id: 3, first_name: "Maya" }));
    mockTrpc(lists);
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole("heading", { name: "Welcome back, Maya" })).toBeInTheDocument();
    expect(await tabs()).toEqual(["Pending Orders", "Dealers", "Quotes", "Orders", "Users"]);
    expect(screen.queryByRole("heading", { name: "Quick Links" })).not.toBeInTheDocument();
    expect(await screen.findByText("Pending porch")).toBeInTheDocument();
  });

  it("dealer: Pending Orders, Quotes, Orders, Users; the active tab is remembered", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    mockTrpc(lists);
    const first = renderWithProviders(<DashboardPage />);
    expect(await tabs()).toEqual(["Pending Orders", "Quotes", "Orders", "Users"]);
    await userEvent.click(screen.getByRole("tab", { name: "Quotes" }));
    expect(readCookie("panel_tab_dashboard")).toBe("quotes");
    first.unmount();
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole("tab", { name: "Quotes", selected: true })).toBeInTheDocument();
  });

  it("new prices ahead: a notice with the version and when it takes effect; none when nothing is scheduled", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    const version = (version: string, state: string, effective_at: string | null) => ({
      id: 1,
      version,
      state,
      effective_at,
      based_on: null,
      note: null,
      created_at: "2026-11-01T00:00:00Z",
      updated_at: "2026-11-01T00:00:00Z",
      published_at: null,
    });
    mockTrpc({
      ...lists,
      "priceBooks.list": {
        data: [
          version("2027.1", "scheduled", "2027-01-01T05:00:00Z"),
          version("2025.1-sample", "in_effect", "1970-01-01T00:00:00Z"),
        ],
      },
    });
    const first = renderWithProviders(<DashboardPage />);
    const notice = await screen.findByTestId("upcoming-prices");
    expect(notice).toHaveTextContent("Price book 2027.1");
    expect(notice).toHaveTextContent(/New prices from .*2027/);
    expect(notice).not.toHaveTextContent("2025.1-sample");
    first.unmount();
    mockTrpc({ ...lists, "priceBooks.list": { data: [version("2025.1-sample", "in_effect", null)] } });
    renderWithProviders(<DashboardPage />);
    await tabs();
    expect(screen.queryByTestId("upcoming-prices")).toBeNull();
  });

  it("Add link: the form (loaded when asked for) checks the link and creates it", async () => {
    mockSession(makeAgent({ role_id: 1, id: 1, default_links: { create_quote: true } }));
    const calls = mockTrpc({
      ...lists,
      "customLinks.create": {
        data: {
          id: 6,
          user_id: 1,
          title: "Orders",
          subtitle: "",
          icon: "order",
          link: "/panel/orders",
          created_at: "",
        },
      },
    });
    renderWithProviders(<DashboardPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Add link" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Quick Link" });
    expectMarksOfSchema(dialog, ZCustomLinkInput, {
      title: "Title",
      subtitle: "Subtitle",
      icon: "Icon",
      link: "Link",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add link" }));
    expect(await within(dialog).findAllByText("This field is required.")).toHaveLength(2);
    expect(calls.some((call) => call.path === "customLinks.create")).toBe(false);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Orders");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Link/ }), "/panel/orders");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === "customLinks.create")?.input).toEqual({
      title: "Orders",
      subtitle: "",
      icon: "link",
      link: "/panel/orders",
    });
  });

  it("a link without a dot is internal; anything else opens a new window", () => {
    expect(isInternalLink("/panel/orders")).toBe(true);
    expect(isInternalLink("example.com")).toBe(false);
  });
});
