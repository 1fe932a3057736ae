import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeAgent } from "@/test/fixtures";
import {
  makeDepositPaidCustomer,
  makeHalfDepositCustomer,
  makePayments,
  makePaymentEntry,
  makeQuote,
} from "@/test/quote-fixtures";
import { sendToOliviaHandlers } from "@/test/quote-page-mocks";
import { renderWithProviders } from "@/test/render-app";
import { mockSession } from "@/test/trpc";
import { mockQuotePage } from "./test-utils";
import QuotePage from "./quote-page";
import { expectMarksOfSchema } from "@/test/required-marks";
import { ZQuoteDepositRequest } from "@screens/domain/schemas";

/**
 * The quote page's rest of the way to the order (decisions 183, 185): the customer's link copied
 * after sending and while they have it, the quote's own deposit, a payment voided.
 */
function renderQuote() {
  return renderWithProviders(<QuotePage />, { path: "/panel/quotes/31", route: "/panel/quotes/:id" });
}

const rep = makeAgent({ role_id: 6 });
const LINK = "http://localhost:3000/q/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("quote page: the customer's link, the quote's deposit, a voided payment", () => {
  it("after sending, the dialog offers the new link to copy; copying says so", async () => {
    mockSession(rep);
    const send = sendToOliviaHandlers();
    const calls = mockQuotePage({
      ...send.handlers,
      "quoteSharing.link": () => ({
        data: send.sent() ? { link: { url: LINK, expires_at: "2026-12-30T23:59:59Z" } } : { link: null },
      }),
    });
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Send to Customer" }));
    const dialog = await screen.findByRole("dialog", { name: "Send this quote to the customer?" });
    // No link before the send: it is made by the send.
    expect(within(dialog).queryByRole("button", { name: "Copy link" })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));

    const done = await screen.findByRole("dialog", { name: "The quote is on its way" });
    expect(await within(done).findByRole("textbox", { name: "Customer's link" })).toHaveValue(LINK);
    await userEvent.click(within(done).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText("Link copied.")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "quoteSharing.link")).toBe(true);
    await userEvent.click(within(done).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // With the customer, the page offers the same link to copy again.
    expect(await screen.findByText("Waiting for the customer")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it("no copy without a live link, and a refused clipboard says how to copy by hand", async () => {
    mockSession(rep);
    mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 10 }) },
      "dealers.customers": { data: [] },
      "quoteSharing.link": { data: { link: null } },
    });
    const view = renderQuote();
    expect(await screen.findByText("Waiting for the customer")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy link" })).not.toBeInTheDocument();
    view.unmount();

    writeText.mockRejectedValue(new Error("denied"));
    mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 10 }) },
      "dealers.customers": { data: [] },
      "quoteSharing.link": { data: { link: { url: LINK, expires_at: "2026-12-30T23:59:59Z" } } },
    });
    renderQuote();
    await userEvent.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(
      await screen.findByText("The link could not be copied: select it and copy it by hand."),
    ).toBeInTheDocument();
  });

  it("a draft's own deposit: checked here first, sent, shown as set for this quote", async () => {
    mockSession(rep);
    let payments = makePayments({ customer: makeHalfDepositCustomer({ can_set_deposit: true }) });
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 1 }) },
      "dealers.customers": { data: [] },
      "payments.forQuote": () => ({ data: payments }),
      "payments.setDeposit": () => {
        payments = makePayments({
          customer: makeHalfDepositCustomer({
            can_set_deposit: true,
            deposit_label: "Deposit due on acceptance",
            deposit_due: 250,
            deposit_outstanding: 250,
            deposit_rule: { kind: "amount", value: 250 },
            deposit_override: true,
          }),
        });
        return { data: payments };
      },
    });
    renderQuote();
    const card = await screen.findByRole("region", { name: "Payments" });
    await userEvent.click(within(card).getByRole("button", { name: "Change deposit" }));
    const dialog = await screen.findByRole("dialog", { name: "Deposit for this quote" });
    expect(within(dialog).getByRole("combobox", { name: "Deposit" })).toHaveDisplayValue(
      "Your usual rule (50%)",
    );
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Deposit" }), "amount");
    // The value the deposit's schema requires, marked once a percentage or an amount is chosen.
    expectMarksOfSchema(dialog, ZQuoteDepositRequest.shape.deposit.unwrap(), { value: "Deposit ($)" });
    await userEvent.type(within(dialog).getByLabelText(/^Deposit \(\$\)/), "1345.01");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("The deposit cannot exceed the customer's total ($1,345.00)."),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === "payments.setDeposit")).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText(/^Deposit \(\$\)/));
    await userEvent.type(within(dialog).getByLabelText(/^Deposit \(\$\)/), "$250");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The deposit for this quote was changed.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "payments.setDeposit")?.input).toEqual({
      id: 31,
      deposit: { kind: "amount", value: 250 },
    });
    const note = await within(card).findByTestId("deposit-override");
    expect(note).toHaveTextContent("Set for this quote.");
    expect(within(card).getByText("Deposit due on acceptance")).toBeInTheDocument();
    // Said of the deposit's figure, in its own term group: a list a screen reader reads as pairs.
    expect(note.tagName).toBe("DD");
    expect(note.parentElement).toContainElement(within(card).getByText("Deposit due on acceptance"));
    for (const list of card.querySelectorAll("dl"))
      for (const child of list.children) expect(child.tagName).toBe("DIV");
  });

  it("voids a payment with a reason; the voided one stays, struck through, with who and why", async () => {
    mockSession(rep);
    let payments = makePayments({
      customer: makeDepositPaidCustomer(),
    });
    const calls = mockQuotePage({
      "quotes.get": { data: makeQuote({ status: 12, status_label: "Customer Accepted" }) },
      "dealers.customers": { data: [] },
      "payments.forQuote": () => ({ data: payments }),
      "payments.void": () => {
        payments = makePayments({
          customer: makeHalfDepositCustomer({
            can_record: true,
            entries: [
              makePaymentEntry({
                voided_at: "2026-11-22T10:00:00Z",
                voided_by: "Ray Patel",
                void_reason: "Typed on the wrong job",
                can_void: false,
              }),
            ],
          }),
        });
        return { data: payments };
      },
    });
    renderQuote();
    const card = await screen.findByRole("region", { name: "Payments" });
    await userEvent.click(within(card).getByRole("button", { name: "Void the payment of $672.50" }));
    const dialog = await screen.findByRole("dialog", { name: "Void this payment?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Void" }));
    expect(await within(dialog).findByText("Give a reason for voiding the payment.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), "Typed on the wrong job");
    await userEvent.click(within(dialog).getByRole("button", { name: "Void" }));
    expect(await screen.findByText("Payment voided.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "payments.void")?.input).toEqual({
      id: 1,
      reason: "Typed on the wrong job",
    });
    const list = await within(card).findByRole("list", { name: "Payments recorded" });
    await waitFor(() =>
      expect(within(list).getByText("Voided by Ray Patel: Typed on the wrong job")).toBeInTheDocument(),
    );
    expect(within(list).getByRole("listitem")).toHaveAttribute("data-voided", "true");
    expect(within(list).queryByRole("button", { name: /Void/ })).not.toBeInTheDocument();
    expect(within(card).getByTestId("customer-paid")).toHaveTextContent("$0.00");
  });
});
