import { TEAM_MESSAGES } from "@screens/domain/team";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { makeQuote } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import { mockQuotePage } from "./test-utils";
import QuotePage from "./quote-page";
import QuotesPage from "./quotes-page";

vi.mock("@/lib/confetti", () => ({ celebrate: vi.fn(async () => {}) }));

/** The quote's owner on the list and the page (docs/decisions/157-quote-owner.md). */
const listRow = (overrides: object = {}) => {
  const { screenconfigurations: _u, add_on_accessories: _a, ...row } = makeQuote(overrides);
  return row;
};
const team = [
  { id: 7, first_name: "Jane", last_name: "Doe", status: 1 },
  { id: 6, first_name: "Ray", last_name: "Patel", status: 1 },
  { id: 9, first_name: "Gone", last_name: "Away", status: 0 },
];

describe("the quotes list's owner", () => {
  it("a representative opens on My quotes: the list asks for their own, with an Owner column", async () => {
    mockSession(makeAgent({ role_id: 6, id: 6 }));
    const calls = mockTrpc({
      "quotes.table": { data: [listRow()] },
      "users.list": { data: team },
    });
    renderWithProviders(<QuotesPage />, { path: "/panel/quotes", route: "/panel/quotes" });
    expect(await screen.findByRole("columnheader", { name: /Owner/ })).toBeInTheDocument();
    expect(await screen.findByRole("cell", { name: "Ray Patel" })).toBeInTheDocument();
    const filter = screen.getByRole("combobox", { name: "Owner" });
    expect(filter).toHaveValue("mine");
    expect(calls.find((call) => call.path === "quotes.table")?.input).toMatchObject({ owner_id: 6 });
    // Colleagues by name, active ones only, oneself as My quotes.
    await waitFor(() => expect(within(filter).getAllByRole("option")).toHaveLength(3));
    expect(within(filter).getByRole("option", { name: "Jane Doe" })).toBeInTheDocument();
    expect(within(filter).queryByRole("option", { name: "Gone Away" })).toBeNull();

    await userEvent.selectOptions(filter, "All quotes");
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === "quotes.table" && (call.input as { owner_id?: number }).owner_id === undefined,
        ),
      ).toBe(true),
    );
  });

  it("a sales manager opens on all quotes", async () => {
    mockSession(makeAgent({ role_id: 5 }));
    const calls = mockTrpc({ "quotes.table": { data: [] }, "users.list": { data: team } });
    renderWithProviders(<QuotesPage />, { path: "/panel/quotes", route: "/panel/quotes" });
    expect(await screen.findByRole("combobox", { name: "Owner" })).toHaveValue("all");
    await waitFor(() => expect(calls.some((call) => call.path === "quotes.table")).toBe(true));
    expect(calls.find((call) => call.path === "quotes.table")?.input).not.toHaveProperty("owner_id");
  });
});

describe("the quote page's owner", () => {
  const renderQuote = () =>
    renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });

  it("a sales manager hands the quote to a colleague", async () => {
    mockSession(makeAgent({ role_id: 5 }));
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote() },
      "dealers.customers": { data: [] },
      "quoteOwners.candidates": {
        data: [
          { id: 6, name: "Ray Patel", role_id: 6 },
          { id: 8, name: "Paula Chen", role_id: 7 },
        ],
      },
      "quoteOwners.reassign": (input) =>
        (input as { owner_id: number }).owner_id === 8
          ? { data: makeQuote({ owner_id: 8, owner_name: "Paula Chen" }) }
          : { error: { status: 400, errors: [TEAM_MESSAGES.ownerNotInDealer] } },
    });
    renderQuote();
    const card = await screen.findByRole("region", { name: "Owner" });
    expect(within(card).getByTestId("quote-owner")).toHaveTextContent("Ray Patel");
    await userEvent.click(within(card).getByRole("button", { name: "Change owner" }));
    const dialog = await screen.findByRole("dialog", { name: "Change owner" });
    const select = within(dialog).getByLabelText(/Owner/);
    await waitFor(() =>
      expect(within(select).getByRole("option", { name: /Paula Chen/ })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(select, "8");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "quoteOwners.reassign")?.input).toEqual({
        id: 31,
        owner_id: 8,
      }),
    );
    expect(await screen.findByText("Updated successfully.")).toBeInTheDocument();
  });

  it("representatives see the owner without the change", async () => {
    mockSession(makeAgent({ role_id: 6, id: 6 }));
    mockQuotePage({ "quotes.get": { data: makeQuote() }, "dealers.customers": { data: [] } });
    renderQuote();
    const card = await screen.findByRole("region", { name: "Owner" });
    expect(within(card).getByTestId("quote-owner")).toHaveTextContent("Ray Patel");
    expect(within(card).queryByRole("button", { name: "Change owner" })).toBeNull();
  });
});
