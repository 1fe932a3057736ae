import { MESSAGES } from "@screens/domain/messages";
import { permissionsForRole } from "@screens/domain/permissions";
import type { THistoryEntry } from "@screens/domain/schemas";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeQuoteDocument } from "@/components/quote-document/test-document";
import { makeAgent } from "@/test/fixtures";
import { makeQuote } from "@/test/quote-fixtures";
import { OLIVIA, sendToOliviaHandlers } from "@/test/quote-page-mocks";
import { renderWithProviders } from "@/test/render-app";
import { mockSession } from "@/test/trpc";
import QuotePage from "./quote-page";
import { mockQuotePage } from "./test-utils";

function renderQuote() {
  return renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });
}

const rep = makeAgent({ role_id: 6 });
const staff = makeAgent({ role_id: 3, id: 3 });
function entry(overrides: Partial<THistoryEntry>): THistoryEntry {
  return {
    id: 1,
    entity: "quote",
    at: "2026-03-04T15:00:00Z",
    from_status: 1,
    from_label: "Started",
    to_status: 10,
    to_label: "Customer Approval",
    who: { kind: "user", name: "Ray Patel" },
    note: null,
    event: null,
    signature: null,
    ...overrides,
  };
}

function steps() {
  return within(screen.getByRole("list", { name: "Quote progress" }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("data-state"));
}

const header = () => screen.getByRole("heading", { level: 1 }).closest("div")!.parentElement!;

describe("quote page: the customer's side", () => {
  it("Send to Customer at 1: the dialog names the address, the server sends, the page shows 10", async () => {
    mockSession(rep);
    const calls = mockQuotePage(sendToOliviaHandlers().handlers);
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Send to Customer" }));
    const dialog = await screen.findByRole("dialog", { name: "Send this quote to the customer?" });
    expect(within(dialog).getByText(/Olivia Rivera <olivia@example\.com>/)).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByLabelText("Personal message"),
      "As promised after Tuesday's visit.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));

    expect(await screen.findByText("Quote sent to the customer.")).toBeInTheDocument();
    expect(screen.getByText("E-mailed to olivia@example.com.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "quoteSharing.send")?.input).toEqual({
      id: 31,
      message: "As promised after Tuesday's visit.",
    });
    // The dialog stays for the link to copy (decision 183) until Done.
    const done = await screen.findByRole("dialog", { name: "The quote is on its way" });
    await userEvent.click(within(done).getByRole("button", { name: "Done" }));
    // Now with the customer: read-only with the reason, Withdraw offered, no Send or Submit.
    expect(await screen.findByRole("button", { name: "Withdraw" })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.quoteWithCustomer)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send to Customer" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit for Approval" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Configuration" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(steps()).toEqual(["complete", "current", "upcoming", "upcoming"]);
  });

  it("Send checks first: a customer with an e-mail address (nothing is sent without one)", async () => {
    mockSession(rep);
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ customer_id: null }) },
      "dealers.customers": { data: [OLIVIA] },
      "customers.get": { data: OLIVIA },
    });
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Send to Customer" }));
    expect(await screen.findByText(MESSAGES.quoteNeedsCustomerEmail)).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "quoteSharing.send")).toBe(false);
  });

  it("the server's refusal to send shows as an error toast", async () => {
    mockSession(rep);
    mockQuotePage({
      "quotes.get": { data: makeQuote({ customer_id: 7 }) },
      "dealers.customers": { data: [OLIVIA] },
      "customers.get": { data: OLIVIA },
      "quoteSharing.send": { error: { status: 400, errors: ["All configurations must have a price"] } },
    });
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Send to Customer" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Send this quote to the customer?" })).getByRole(
        "button",
        { name: "Send" },
      ),
    );
    expect(await screen.findByText("All configurations must have a price")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
  });

  it("no Send or Withdraw without quote update permission", async () => {
    const permissions = permissionsForRole(6);
    mockSession(
      makeAgent({
        role_id: 6,
        permissions: { ...permissions, quote: { ...permissions.quote, update: false } },
      }),
    );
    mockQuotePage({
      "quotes.get": { data: makeQuote({ customer_id: 7 }) },
      "dealers.customers": { data: [OLIVIA] },
      "customers.get": { data: OLIVIA },
    });
    renderQuote();
    expect(await screen.findByRole("heading", { name: /Lanai screens/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send to Customer" })).not.toBeInTheDocument();
  });

  it.each([
    ["a dealer's rep", rep],
    ["manufacturer staff", staff],
  ])("Withdraw at 10 for %s: confirmed, then the link dies", async (_who, agent) => {
    mockSession(agent);
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 10, customer_id: 7 }) },
      "dealers.customers": { data: [OLIVIA] },
      "customers.get": { data: OLIVIA },
      "quoteSharing.history": { data: { quote: [entry({})], order: [] } },
      "quoteSharing.withdraw": { data: makeQuote({ status: 1 }) },
    });
    renderQuote();
    expect(await screen.findByText(/Sent by Ray Patel on/)).toBeInTheDocument();
    expect(within(header()).queryByRole("button", { name: "Send to Customer" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve & Submit Order" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Withdraw this quote?" })).getByRole("button", {
        name: "Confirm",
      }),
    );
    expect(await screen.findByText("Quote withdrawn.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "quoteSharing.withdraw")?.input).toEqual({ id: 31 });
  });

  it("at 10 past its valid-until date: the link has expired, and the rep is told to withdraw and send again", async () => {
    mockSession(rep);
    mockQuotePage({
      "quotes.get": {
        data: makeQuote({ status: 10, customer_id: 7, valid_until: "2026-03-18T23:59:59.999Z" }),
      },
      "dealers.customers": { data: [OLIVIA] },
      "customers.get": { data: OLIVIA },
      "quoteSharing.history": { data: { quote: [entry({})], order: [] } },
    });
    renderQuote();
    expect(await screen.findByText("The customer's link has expired")).toBeInTheDocument();
    expect(screen.getByText(/Withdraw it and send it again/)).toBeInTheDocument();
    expect(screen.queryByText("Waiting for the customer")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeInTheDocument();
  });

  it("at 11: the customer's reason, the declined step, and Revise", async () => {
    mockSession(rep);
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 11, customer_id: 7 }) },
      "dealers.customers": { data: [OLIVIA] },
      "customers.get": { data: OLIVIA },
      "quoteSharing.history": {
        data: {
          quote: [
            entry({ id: 1 }),
            entry({
              id: 2,
              at: "2026-03-05T09:00:00Z",
              from_status: 10,
              from_label: "Customer Approval",
              to_status: 11,
              to_label: "Customer Rejected",
              who: { kind: "customer", name: "Customer" },
              note: "Too expensive this year.",
            }),
          ],
          order: [],
        },
      },
      "quoteSharing.revise": { data: makeQuote({ status: 1 }) },
    });
    renderQuote();
    expect(await screen.findByText(MESSAGES.quoteDeclinedByCustomer)).toBeInTheDocument();
    // In the notice and in the timeline.
    expect(screen.getAllByText("Too expensive this year.")).toHaveLength(2);
    expect(steps()).toEqual(["complete", "declined", "upcoming", "upcoming"]);
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Revise" }));
    expect(await screen.findByText("Quote reopened.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "quoteSharing.revise")?.input).toEqual({ id: 31 });
  });

  it("staff at 30 see the customer's step done and the signature in the timeline", async () => {
    mockSession(staff);
    mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 30, customer_id: 7 }) },
      "dealers.customers": { data: [OLIVIA] },
      "customers.get": { data: OLIVIA },
      "quoteSharing.history": {
        data: {
          quote: [
            entry({ id: 1 }),
            entry({
              id: 2,
              at: "2026-03-05T09:00:00Z",
              from_status: 10,
              from_label: "Customer Approval",
              to_status: 30,
              to_label: "Awaiting Approval",
              who: { kind: "customer", name: "Customer" },
              signature: { signer_name: "Olivia Rivera", signed_at: "2026-03-05T09:00:00Z" },
            }),
          ],
          order: [],
        },
      },
    });
    renderQuote();
    const timeline = await screen.findByRole("list", { name: "Quote history" });
    const items = within(timeline).getAllByTestId("history-entry");
    // Newest first.
    expect(items[0]).toHaveTextContent("Accepted by customer");
    expect(items[0]).toHaveTextContent("Customer");
    expect(within(items[0]!).getByText("Olivia Rivera")).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("Sent to customer");
    expect(items[1]).toHaveTextContent("Ray Patel");
    expect(steps()).toEqual(["complete", "complete", "current", "upcoming"]);
    expect(screen.getByRole("button", { name: "Approve & Submit Order" })).toBeInTheDocument();
  });

  it("a quote never sent keeps the spec's three steps", async () => {
    mockSession(rep);
    mockQuotePage({ "quotes.get": { data: makeQuote() }, "dealers.customers": { data: [] } });
    renderQuote();
    await screen.findByRole("heading", { name: /Lanai screens/ });
    await waitFor(() => expect(screen.getByText("No changes yet.")).toBeInTheDocument());
    expect(steps()).toEqual(["current", "upcoming", "upcoming"]);
  });

  it("the print view is the customer's document: customer prices, no dealer cost, no buttons or checkboxes", async () => {
    mockSession(staff);
    const document = makeQuoteDocument();
    mockQuotePage(
      {
        // The panel shows dealer cost 940 and list price 1,709.09 on screen.
        "quotes.get": { data: makeQuote() },
        "dealers.customers": { data: [] },
      },
      document,
    );
    renderQuote();
    expect(await screen.findByText("Dealer cost")).toBeInTheDocument();
    // Drawn only when printed (Ctrl+P or the Print item fire beforeprint).
    expect(screen.queryByTestId("quote-print-view")).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    const print = screen.getByTestId("quote-print-view");
    expect(await within(print).findByRole("article", { name: "Quote Q-000031" })).toBeInTheDocument();
    expect(within(print).getByTestId("document-total")).toHaveTextContent("$7,830.00");
    expect(print).not.toHaveTextContent(/dealer cost|list price|\$940\.00|\$1,709\.09/i);
    expect(within(print).queryAllByRole("checkbox")).toHaveLength(0);
    expect(within(print).queryAllByRole("button")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Document" }));
    expect(await screen.findByRole("menuitem", { name: "Print" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Download PDF" })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
    expect(screen.queryByTestId("quote-print-view")).not.toBeInTheDocument();
  });
});
