import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import NewQuotePage from "./new-quote-page";

// "Start with" offers the dealer's templates (docs/decisions/133-quote-copies-and-templates.md).

const template = (id: number, name: string) => ({
  id,
  dealer_id: 11,
  name,
  unit_count: 2,
  accessory_count: 1,
  service_line_count: 0,
  created_by: 7,
  created_at: "2026-11-28T10:00:00Z",
  updated_at: "2026-11-28T10:00:00Z",
});

function renderNewQuote() {
  return renderWithProviders(<NewQuotePage />, {
    path: "/panel/dealers/11/new-quote",
    route: "/panel/dealers/:id/new-quote",
  });
}

const startWith = () => screen.getByRole("combobox", { name: "Start with" });

describe("new quote: start with a template", () => {
  it("creates the quote from the chosen template", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    const calls = mockTrpc({
      "dealers.customers": { data: [] },
      "quoteCopies.templates": { data: [template(3, "Patio standard"), template(4, "Pool cage")] },
      "quoteCopies.startFrom": { data: { id: 41, quote_number: "Q-000041", title: "Brooks pool" } },
    });
    const { router } = renderNewQuote();
    await waitFor(() => expect(startWith()).toHaveDisplayValue("Blank quote"));
    expect(calls.find((call) => call.path === "quoteCopies.templates")?.input).toEqual({ dealer_id: 11 });
    await userEvent.selectOptions(startWith(), "Pool cage");
    await userEvent.type(screen.getByRole("textbox", { name: /Title/ }), "Brooks pool");
    await userEvent.click(screen.getByRole("button", { name: "Create Quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/quotes/41"));
    expect(calls.find((call) => call.path === "quoteCopies.startFrom")?.input).toMatchObject({
      template_id: 4,
      title: "Brooks pool",
    });
    expect(calls.some((call) => call.path === "quotes.create")).toBe(false);
  });

  it("keeps a typed reference: the quote is created blank with it", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    const calls = mockTrpc({
      "dealers.customers": { data: [] },
      "quoteCopies.templates": { data: [template(3, "Patio standard")] },
      "quotes.create": (input) => ({ data: { id: 42, quote_number: "Q-000042", ...(input as object) } }),
    });
    const { router } = renderNewQuote();
    await waitFor(() => expect(startWith()).toHaveDisplayValue("Blank quote"));
    await userEvent.selectOptions(startWith(), "Other reference...");
    await userEvent.type(screen.getByRole("textbox", { name: "Reference" }), "Old invoice 1182");
    await userEvent.type(screen.getByRole("textbox", { name: /Title/ }), "Brooks patio");
    await userEvent.click(screen.getByRole("button", { name: "Create Quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/quotes/42"));
    expect(calls.find((call) => call.path === "quotes.create")?.input).toMatchObject({
      title: "Brooks patio",
      start_with: "Old invoice 1182",
    });
    expect(calls.some((call) => call.path === "quoteCopies.startFrom")).toBe(false);
  });

  it("is the plain text field when the dealer has no templates", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    mockTrpc({ "dealers.customers": { data: [] }, "quoteCopies.templates": { data: [] } });
    renderNewQuote();
    expect(await screen.findByRole("textbox", { name: "Start with" })).toBeInTheDocument();
  });
});
