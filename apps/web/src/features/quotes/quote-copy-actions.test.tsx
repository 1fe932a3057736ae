import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { makeQuote } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import { QuoteCopyActions } from "./quote-copy-actions";

// Copy a quote and save it as a template (docs/decisions/133-quote-copies-and-templates.md).

const customer = (id: number, first_name: string, last_name: string) => ({
  id,
  dealer_id: 11,
  first_name,
  last_name,
  customername: null,
  notes: null,
  email: null,
  phone: null,
  address_1: "12 Palm Way",
  address_2: null,
  city: "Naples",
  state: "FL",
  zip_code: "34102",
  country: "USA",
  status: 1,
  created_at: "2026-03-01T10:00:00Z",
  dealer: { company_name: "Sunset Shades" },
});
const olivia = customer(7, "Olivia", "Brooks");
const marco = customer(8, "Marco", "Diaz");
const quote = makeQuote({ customer_id: 7, customer_name: "Olivia Brooks" });

function renderActions(shown = quote) {
  return renderWithProviders(<QuoteCopyActions quote={shown} />, {
    path: "/panel/quotes/31",
    route: "/panel/quotes/:id",
  });
}

async function openMenuItem(name: string) {
  await userEvent.click(await screen.findByRole("button", { name: "Copy" }));
  await userEvent.click(await screen.findByRole("menuitem", { name }));
  return within(await screen.findByRole("dialog", { name }));
}

describe("copy quote", () => {
  it("copies for the chosen customer with the title typed, then opens the copy", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    const calls = mockTrpc({
      "dealers.customers": { data: [olivia, marco] },
      "quoteCopies.copy": { data: makeQuote({ id: 88, quote_number: "Q-000088" }) },
    });
    const { router } = renderActions();
    const dialog = await openMenuItem("Copy quote");
    const title = dialog.getByRole("textbox", { name: /Title/ });
    expect(title).toHaveValue("Lanai screens (copy)");
    const picker = dialog.getByRole("combobox", { name: "Customer" });
    await waitFor(() => expect(picker).toHaveTextContent("Olivia Brooks"));

    await userEvent.clear(title);
    await userEvent.type(title, "ab");
    await userEvent.click(dialog.getByRole("button", { name: "Copy quote" }));
    expect(await dialog.findByText("Title must be at least 3 characters")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "quoteCopies.copy")).toBe(false);

    await userEvent.type(title, "c porch");
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole("option", { name: /Marco Diaz/ }));
    await userEvent.click(dialog.getByRole("button", { name: "Copy quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/quotes/88"));
    expect(calls.find((call) => call.path === "quoteCopies.copy")?.input).toEqual({
      id: 31,
      title: "abc porch",
      customer_id: 8,
    });
    expect(await screen.findByText("Created successfully.")).toBeInTheDocument();
    expect(screen.getByText("Quote Q-000088 is a copy of Q-000031.")).toBeInTheDocument();
  });

  it("shows the server's refusal and stays on the quote", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    mockTrpc({
      "dealers.customers": { data: [olivia] },
      "quoteCopies.copy": {
        error: {
          status: 400,
          errors: ['The accessory "Remote" (sku R-1) is no longer in the catalogue.'],
        },
      },
    });
    const { router } = renderActions();
    const dialog = await openMenuItem("Copy quote");
    await userEvent.click(dialog.getByRole("button", { name: "Copy quote" }));
    expect(
      await screen.findByText('The accessory "Remote" (sku R-1) is no longer in the catalogue.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/panel/quotes/31");
  });
});

describe("save as template", () => {
  it("asks for a name and saves the quote's lines under it", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    const calls = mockTrpc({
      "dealers.customers": { data: [olivia] },
      "quoteCopies.saveTemplate": {
        data: {
          id: 3,
          dealer_id: 11,
          name: "Patio standard",
          unit_count: 1,
          accessory_count: 0,
          service_line_count: 0,
          created_by: 7,
          created_at: "2026-11-28T10:00:00Z",
          updated_at: "2026-11-28T10:00:00Z",
        },
      },
    });
    renderActions();
    const dialog = await openMenuItem("Save as template");
    const name = dialog.getByRole("textbox", { name: /Template name/ });
    expect(name).toHaveValue("Lanai screens");
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole("button", { name: "Save template" }));
    expect(await dialog.findByText("Give the template a name.")).toBeInTheDocument();
    await userEvent.type(name, "Patio standard");
    await userEvent.click(dialog.getByRole("button", { name: "Save template" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "quoteCopies.saveTemplate")?.input).toEqual({
        id: 31,
        name: "Patio standard",
      }),
    );
    expect(
      await screen.findByText('The template "Patio standard" is offered under "Start with" on new quotes.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("is not offered for a quote without a dealer", async () => {
    mockSession(makeAgent({ role_id: 3 }));
    mockTrpc({});
    renderActions(makeQuote({ dealer_id: null, dealer: null }));
    await userEvent.click(await screen.findByRole("button", { name: "Copy" }));
    expect(await screen.findByRole("menuitem", { name: "Copy quote" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Save as template" })).toBeNull();
  });
});
